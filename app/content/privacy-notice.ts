// The full privacy notice the inquiry forms link to, in English and in Hindi (India's DPDP Act,
// 2023, lets a person read a notice in English or a language of the Eighth Schedule). {brand},
// {kept} (how long a lead is kept) and {email} (data requests and grievances) come from the
// site's configuration. A change to what it says needs a new NOTICE_VERSION.

/** The notice's languages: English, and Hindi (a language of the Eighth Schedule). */
export type NoticeLanguage = "en" | "hi";

export interface NoticeSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PrivacyNoticeText {
  title: string;
  intro: string;
  sections: readonly NoticeSection[];
  otherLanguage: string;
}

export const privacyNotice: Record<NoticeLanguage, PrivacyNoticeText> = {
  en: {
    title: "Privacy notice for enquiries",
    intro:
      "This notice explains what {brand} does with the details you send through an enquiry form on this site. It is short on purpose; the privacy policy has the rest.",
    sections: [
      {
        heading: "What we collect",
        paragraphs: [
          "Your name, phone number, city and the service you ask about; your e-mail address and message if you give them; the page you sent the form from and the campaign tags in its address.",
        ],
      },
      {
        heading: "Why",
        paragraphs: [
          "To answer your enquiry: to call, e-mail or WhatsApp you about it and to prepare a proposal. Sending the form is what lets us do this; we use your details for nothing else unless you agree.",
          "Offers and updates are separate: we send them only if you tick the box for them, and you can withdraw that consent at any time.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "{kept} from the day you send the enquiry, then it is deleted. Our backups keep a copy for up to 30 days more.",
        ],
      },
      {
        heading: "Quotes and invoices",
        paragraphs: [
          "If we send you a quote, its link opens it without signing in. When you accept it by typing your name, we record that name, the time and the internet address your device used, as the record of your agreement. Quotes and tax invoices carry your billing name, address, state and GSTIN.",
          "Tax invoices and credit notes are kept for as long as GST law requires (72 months after the due date of that year's annual return), even after your enquiry is deleted.",
        ],
      },
      {
        heading: "Withdrawing consent",
        paragraphs: [
          "Every message we send you about offers or updates, and every automatic reply, has a link that withdraws your consent at once, without signing in. You can also write to {email}. Withdrawing does not affect what was done before, and we still answer your enquiry.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You may ask us for a summary of the data we hold about you, have it corrected or completed, have it erased, and name someone to exercise these rights for you if you cannot. Write to {email}: we answer within 30 days.",
        ],
      },
      {
        heading: "Complaints",
        paragraphs: [
          "If you are unhappy with how we handled your data, write to {email} first: this is our grievance contact. If our answer does not resolve it, you may complain to the Data Protection Board of India through its online complaint process.",
        ],
      },
    ],
    otherLanguage: "यह सूचना हिंदी में पढ़ें",
  },
  hi: {
    title: "पूछताछ के लिए गोपनीयता सूचना",
    intro:
      "यह सूचना बताती है कि इस साइट के पूछताछ फ़ॉर्म से भेजी गई आपकी जानकारी का {brand} क्या करता है। यह जान-बूझकर छोटी रखी गई है; बाकी बातें गोपनीयता नीति में हैं।",
    sections: [
      {
        heading: "हम क्या जानकारी लेते हैं",
        paragraphs: [
          "आपका नाम, फ़ोन नंबर, शहर और जिस सेवा के बारे में आप पूछते हैं; अगर आप दें तो आपका ई-मेल पता और संदेश; जिस पेज से फ़ॉर्म भेजा गया और उसके पते में लगे अभियान टैग।",
        ],
      },
      {
        heading: "किस लिए",
        paragraphs: [
          "आपकी पूछताछ का जवाब देने के लिए: उसके बारे में आपको कॉल, ई-मेल या WhatsApp करने और प्रस्ताव तैयार करने के लिए। फ़ॉर्म भेजने से ही हम यह कर सकते हैं; आपकी सहमति के बिना हम आपकी जानकारी का कोई और उपयोग नहीं करते।",
          "ऑफ़र और अपडेट अलग हैं: हम उन्हें तभी भेजते हैं जब आप उनके लिए बॉक्स पर टिक करें, और आप यह सहमति कभी भी वापस ले सकते हैं।",
        ],
      },
      {
        heading: "हम इसे कितने समय तक रखते हैं",
        paragraphs: [
          "पूछताछ भेजने के दिन से {kept} तक, फिर इसे मिटा दिया जाता है। हमारे बैकअप में इसकी प्रति 30 दिन तक और रह सकती है।",
        ],
      },
      {
        heading: "कोटेशन और इनवॉइस",
        paragraphs: [
          "अगर हम आपको कोटेशन भेजते हैं, तो उसका लिंक बिना साइन इन किए खुलता है। जब आप अपना नाम लिखकर उसे स्वीकार करते हैं, तो आपकी सहमति के रिकॉर्ड के रूप में हम वह नाम, समय और आपके डिवाइस का इंटरनेट पता (IP पता) दर्ज करते हैं। कोटेशन और टैक्स इनवॉइस पर आपका बिलिंग नाम, पता, राज्य और GSTIN होता है।",
          "टैक्स इनवॉइस और क्रेडिट नोट GST क़ानून के अनुसार (उस वर्ष के वार्षिक रिटर्न की नियत तारीख से 72 महीने तक) रखे जाते हैं, आपकी पूछताछ मिटा दिए जाने के बाद भी।",
        ],
      },
      {
        heading: "सहमति वापस लेना",
        paragraphs: [
          "ऑफ़र या अपडेट के बारे में हमारे हर संदेश में, और हर स्वचालित जवाब में, एक लिंक होता है जिससे आप बिना साइन इन किए तुरंत अपनी सहमति वापस ले सकते हैं। आप {email} पर भी लिख सकते हैं। सहमति वापस लेने से पहले किए गए काम पर असर नहीं पड़ता, और हम आपकी पूछताछ का जवाब फिर भी देंगे।",
        ],
      },
      {
        heading: "आपके अधिकार",
        paragraphs: [
          "आप हमसे अपनी जानकारी का सारांश माँग सकते हैं, उसे सुधरवा या पूरा करवा सकते हैं, उसे मिटवा सकते हैं, और अगर आप स्वयं न कर सकें तो इन अधिकारों के लिए किसी और को नामित कर सकते हैं। {email} पर लिखें: हम 30 दिन के भीतर जवाब देते हैं।",
        ],
      },
      {
        heading: "शिकायत",
        paragraphs: [
          "अगर आप हमारे द्वारा अपनी जानकारी के उपयोग से असंतुष्ट हैं, तो पहले {email} पर लिखें: यही हमारा शिकायत संपर्क है। अगर हमारे जवाब से बात न सुलझे, तो आप भारत के डेटा संरक्षण बोर्ड (Data Protection Board of India) से उसकी ऑनलाइन शिकायत प्रक्रिया के ज़रिए शिकायत कर सकते हैं।",
        ],
      },
    ],
    otherLanguage: "Read this notice in English",
  },
};
