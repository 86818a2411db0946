import type { Locale, Words } from "../lib/locale";

/**
 * The words of the site's frame and of the blocks its pages share, in English (the spec's exact
 * strings) and in Hindi beside them: a change to one is a reminder to change the other, and
 * content.test.ts holds the two to the same shape.
 */
const en = {
  skipToContent: "Skip to main content",
  nav: {
    label: "Main",
    about: "About",
    services: "Services",
    caseStudies: "Case Studies",
    articles: "Articles",
    contactUs: "Contact Us",
    openMenu: "Open menu",
    menu: "Menu",
    menuDescription: "Site navigation",
  },
  /** The language switch: its text is the other language's name, written in that language. */
  languageSwitch: { label: "हिन्दी", title: "यह पेज हिन्दी में" },
  footer: {
    tagline:
      "AI-powered digital marketing for Indian small and medium businesses: more enquiries from Google, Instagram and WhatsApp, and clear reports on what every rupee brought in.",
    whatsappUs: "WhatsApp us",
    opensWhatsApp: " (opens WhatsApp)",
    call: "Call",
    explore: "Explore",
    servicesLink: "Services",
    aboutUs: "About Us",
    caseStudies: "Case Studies",
    articles: "Articles",
    contact: "Contact",
    opensInNewTab: " (opens in a new tab)",
    consultation: "Get a free consultation",
    legal: "Legal",
    terms: "Terms & Conditions",
    privacy: "Privacy Policy",
    yourData: "Your data",
    madeIn: "Digital Marketing. Made in India.",
  },
  /** The message a visitor's WhatsApp opens with, so the first line says where they came from. */
  whatsappGreeting: "Hi, I found you on your website and would like to know more.",
  contactBar: { label: "Contact us", whatsapp: "WhatsApp", call: "Call", quote: "Get a quote" },
  getStarted: "Get Started",
  startYourProject: "Start Your Project",
  learnMore: "Learn more",
  learnMoreAbout: " about ",
  readTheCaseStudy: "Read the case study",
  process: {
    eyebrow: "Our process",
    title: "How we work",
    intro: "Four steps, the same for a ₹20,000 test campaign or a full launch.",
    steps: [
      {
        title: "Discovery",
        text: "We study your business, customers, competitors and current numbers: what each enquiry costs you today and where they come from.",
      },
      {
        title: "Strategy",
        text: "A written 90-day plan with channels, budget split in rupees, targets and the reports you will get every week.",
      },
      {
        title: "Execution",
        text: "Campaigns, content, pages and automations go live, built by specialists and checked by a senior before launch.",
      },
      {
        title: "Optimize",
        text: "We read the data weekly, cut what does not pay, scale what does, and explain every change in plain language.",
      },
    ],
  },
  service: {
    keyFeatures: "Key Features",
    benefits: "Benefits You'll Experience",
    metrics: "Performance Metrics",
    faqs: "Frequently asked questions",
    caseStudy: "Case study",
    whatItDidFor: "What it did for {client}",
    howWeDeliver: "How we deliver {service}",
    readyToStart: "Ready to start with {service}?",
    closing:
      "Tell us about your business and budget. We will send a clear plan with costs in rupees, usually within two business days.",
    notFound: {
      title: "Service Not Found",
      lead: "This service is currently being developed",
      text: "Please check back soon for detailed information about this service.",
      allServices: "View All Services",
    },
  },
  notFound: {
    title: "Oops! Page not found",
    text: "The page you are looking for has moved or never existed.",
    home: "Return to Home",
  },
};

export type SiteCopy = Words<typeof en>;

const hi: SiteCopy = {
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

export const siteCopy: Record<Locale, SiteCopy> = { en, hi };

/** `template` with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
