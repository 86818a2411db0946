import type { SiteCopy } from "./site-copy";

/** site-copy.ts in Hindi: sent to Hindi pages only, with the site layout's data (words.ts). */
export const siteCopyHi: SiteCopy = {
  skipToContent: "सीधे पेज के मुख्य हिस्से पर जाएँ",
  nav: {
    label: "मुख्य",
    about: "हमारे बारे में",
    services: "सेवाएँ",
    caseStudies: "केस स्टडी",
    articles: "लेख",
    contactUs: "संपर्क करें",
    openMenu: "मेन्यू खोलें",
    menu: "मेन्यू",
    menuDescription: "साइट के सभी पेज",
  },
  languageSwitch: { label: "English", title: "Read in English" },
  footer: {
    tagline:
      "भारत के छोटे और मझोले बिज़नेस के लिए AI से चलने वाली डिजिटल मार्केटिंग: Google, Instagram और WhatsApp से ज़्यादा पूछताछ, और साफ़ रिपोर्ट कि हर रुपये से क्या मिला।",
    whatsappUs: "WhatsApp पर मैसेज करें",
    opensWhatsApp: " (WhatsApp खुलेगा)",
    call: "कॉल करें",
    explore: "और देखें",
    servicesLink: "सेवाएँ",
    aboutUs: "हमारे बारे में",
    caseStudies: "केस स्टडी",
    articles: "लेख",
    contact: "संपर्क",
    opensInNewTab: " (नए टैब में खुलेगा)",
    consultation: "मुफ़्त सलाह लें",
    legal: "क़ानूनी जानकारी",
    terms: "नियम और शर्तें",
    privacy: "प्राइवेसी पॉलिसी",
    yourData: "आपका डेटा",
    madeIn: "डिजिटल मार्केटिंग। भारत में बना।",
  },
  whatsappGreeting: "नमस्ते, मुझे आपकी वेबसाइट से आपके बारे में पता चला। मैं और जानकारी चाहता हूँ।",
  contactBar: { label: "हमसे संपर्क करें", whatsapp: "व्हाट्सऐप", call: "कॉल करें", quote: "कोटेशन पाएँ" },
  getStarted: "शुरू करें",
  startYourProject: "अपना प्रोजेक्ट शुरू करें",
  learnMore: "और जानें",
  learnMoreAbout: ": ",
  readTheCaseStudy: "केस स्टडी पढ़ें",
  process: {
    eyebrow: "हमारा तरीक़ा",
    title: "हम कैसे काम करते हैं",
    intro: "चार कदम, चाहे ₹20,000 का टेस्ट कैंपेन हो या पूरा लॉन्च।",
    steps: [
      {
        title: "बिज़नेस को समझना",
        text: "हम आपके बिज़नेस, ग्राहकों, कॉम्पिटिशन और अभी के आँकड़ों को गहराई से देखते हैं: आज हर पूछताछ आपको कितने की पड़ रही है और वह कहाँ से आ रही है।",
      },
      {
        title: "रणनीति बनाना",
        text: "90 दिन का लिखित प्लान: कौन-से चैनल, रुपयों में बजट का बँटवारा, टारगेट, और हर हफ़्ते मिलने वाली रिपोर्ट।",
      },
      {
        title: "काम शुरू करना",
        text: "कैंपेन, कंटेंट, पेज और ऑटोमेशन लाइव होते हैं। इन्हें एक्सपर्ट बनाते हैं और लॉन्च से पहले कोई सीनियर इन्हें जाँचता है।",
      },
      {
        title: "लगातार सुधार",
        text: "हम हर हफ़्ते डेटा देखते हैं, जो खर्च फ़ायदा नहीं दे रहा उसे बंद करते हैं, जो दे रहा है उसे बढ़ाते हैं, और हर बदलाव आसान भाषा में समझाते हैं।",
      },
    ],
  },
  service: {
    keyFeatures: "मुख्य ख़ूबियाँ",
    benefits: "आपको क्या फ़ायदे मिलेंगे",
    metrics: "नतीजों के आँकड़े",
    faqs: "अक्सर पूछे जाने वाले सवाल",
    caseStudy: "केस स्टडी",
    whatItDidFor: "{client} के लिए क्या बदला",
    howWeDeliver: "हम {service} कैसे करते हैं",
    readyToStart: "{service} शुरू करने के लिए तैयार हैं?",
    closing:
      "हमें अपने बिज़नेस और बजट के बारे में बताएँ। हम आम तौर पर दो कामकाजी दिनों में एक साफ़ प्लान भेज देते हैं, जिसमें हर खर्च रुपयों में लिखा होता है।",
    notFound: {
      title: "यह सेवा नहीं मिली",
      lead: "इस सेवा पर अभी काम चल रहा है",
      text: "इस सेवा की पूरी जानकारी के लिए कुछ दिनों बाद फिर देखें।",
      allServices: "सभी सेवाएँ देखें",
    },
  },
  notFound: {
    title: "अरे! यह पेज नहीं मिला",
    text: "आप जो पेज ढूँढ रहे हैं, वह या तो कहीं और चला गया है या कभी था ही नहीं।",
    home: "होम पेज पर लौटें",
  },
};
