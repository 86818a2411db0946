import type { InquiryCopy } from "./inquiry-copy";

/** inquiry-copy.ts in Hindi: sent to Hindi pages only, with the site layout's data (words.ts). */
export const inquiryCopyHi: InquiryCopy = {
  dialog: {
    title: "आइए, आपका बिज़नेस बढ़ाएँ",
    description: "थोड़ा बताइए कि आपको क्या चाहिए। हम कामकाजी दिनों में 24 घंटे के अंदर जवाब देते हैं।",
    close: "बंद करें",
  },
  labels: {
    name: "नाम *",
    phone: "फ़ोन नंबर *",
    email: "ईमेल (ज़रूरी नहीं)",
    city: "शहर *",
    service: "कौन-सी सेवा चाहिए *",
    message: "संदेश (ज़रूरी नहीं)",
  },
  placeholders: {
    name: "आपका पूरा नाम",
    email: "aap@business.in",
    city: "जैसे इंदौर",
    service: "जैसे डिजिटल मार्केटिंग, वेबसाइट, SEO",
    message: "अपने बिज़नेस के बारे में और आप क्या हासिल करना चाहते हैं, बताएँ",
  },
  honeypot: "इस खाने को खाली छोड़ दें",
  consent: "मुझे ऑफ़र और नई जानकारी ईमेल या WhatsApp पर भी भेजें (ज़रूरी नहीं)",
  submit: "पूछताछ भेजें",
  submitting: "भेजा जा रहा है...",
  chat: "WhatsApp पर बात करें",
  callUs: "हमें कॉल करें",
  reference: "आपका रेफ़रेंस नंबर",
  notice: {
    uses: "आपका नाम, फ़ोन, शहर, जिस सेवा के बारे में आप पूछ रहे हैं और अगर आप दें तो आपका ईमेल और संदेश, हम सिर्फ़ इस पूछताछ का जवाब देने के लिए इस्तेमाल करते हैं और {kept} तक रखते हैं।",
    notice: "प्राइवेसी नोटिस",
    policy: "प्राइवेसी पॉलिसी (अंग्रेज़ी में)",
    requests: "डेटा से जुड़े अनुरोध:",
  },
  messages: {
    success: { title: "हो गया!", description: "आपकी पूछताछ हमें मिल गई है। हम जल्द ही आपसे संपर्क करेंगे!" },
    failure: { title: "गड़बड़ी", description: "फ़ॉर्म नहीं भेजा जा सका। कृपया फिर से कोशिश करें।" },
    unreadable: "हम फ़ॉर्म नहीं पढ़ पाए। कृपया फिर से कोशिश करें।",
    rateLimited: "आपने पिछले कुछ मिनटों में कई पूछताछ भेजी हैं। थोड़ा रुककर फिर कोशिश करें, या हमें कॉल करें।",
  },
};
