import type { Locale, Words } from "../lib/locale";
import { pageHeadings } from "./page-headings";

/**
 * The words of the home, about, contact and services pages, in English (the spec's exact strings)
 * and in Hindi beside them; content.test.ts holds the two to the same shape. The English headings
 * are page-headings.ts's, which the social cards draw too.
 */
const en = {
  home: {
    meta: {
      name: "AI-Powered Growth for Indian SMBs",
      description:
        "AI-powered digital marketing for Indian small businesses: Google and Meta ads, SEO, websites and WhatsApp automation, with every enquiry tracked to the rupee.",
    },
    eyebrow: pageHeadings["/"].eyebrow,
    title: pageHeadings["/"].title,
    intro:
      "We run your Google and Meta ads, SEO, website and WhatsApp follow-ups as one system, using AI to test faster and people to make the calls. You see every lead and what it cost.",
    viewServices: "View Services",
    numbersLabel: "Our numbers",
    stats: ["Brands launched", "Years in business", "Projects delivered", "Active clients"],
    results: {
      eyebrow: "Results",
      title: "What changed for our clients",
      all: "All case studies",
      label: "Featured case studies",
    },
    services: {
      eyebrow: "What we do",
      title: "Services that bring customers, not just clicks",
      intro:
        "Pick one service or let us run the whole funnel. Every plan is priced in rupees, with no lock-in after 90 days.",
      all: "See all services",
    },
    why: {
      eyebrow: "Why choose us",
      title: "A marketing partner that answers to your numbers",
      label: "Reasons to choose us",
      reasons: [
        {
          title: "Every rupee tracked",
          text: "Calls, WhatsApp chats and form enquiries are tagged to the ad, keyword or post that brought them, so you see cost per lead, not vanity numbers.",
        },
        {
          title: "AI where it helps, people where it matters",
          text: "AI drafts, tests and reports faster; a senior marketer checks every campaign, every claim and every rupee before it goes live.",
        },
        {
          title: "Built for Indian SMB budgets",
          text: "Plans start from ₹15,000 a month in ad spend. No long lock-ins: month-to-month after the first 90 days.",
        },
        {
          title: "One team, one report",
          text: "Ads, SEO, website and WhatsApp handled together, with one weekly report in plain English (or Hindi, if you prefer).",
        },
      ],
    },
    testimonials: {
      eyebrow: "Testimonials",
      title: "What business owners say",
      label: "Testimonials",
      rated: "Rated 5 out of 5",
      /** In the order of the home page's testimonials (home-page.tsx ties each to its case study). */
      quotes: [
        {
          quote:
            "Our Google Business Profile calls doubled in three months, and for the first time I know which ads bring patients, not just clicks.",
          name: "Dr. Meera Kulkarni",
          role: "Founder, SmileCraft Dental Studios, Pune",
        },
        {
          quote:
            "Every cash-on-delivery order now gets a WhatsApp confirmation before it ships. Our returns halved and Meta ads finally pay for themselves.",
          name: "Arjun Nair",
          role: "Co-founder, Keravedam Naturals, Kochi",
        },
        {
          quote:
            "Straight answers, weekly numbers, no jargon. Our counsellors now call students who actually want a commerce seat.",
          name: "Kavita Sharma",
          role: "Director, Pratibha Commerce Classes, Jaipur",
        },
      ],
    },
    articles: { eyebrow: "Guides", title: "Latest articles", all: "All articles" },
    closing: {
      title: "Ready to see what your marketing really earns?",
      text: "Book a free 30-minute call. We will look at your current ads and website and tell you honestly what we would change first.",
      schedule: "Schedule a Call",
      label: "Results",
      figures: ["Projects", "Client satisfaction", "Years"],
    },
  },
  about: {
    meta: {
      name: "About Us",
      description:
        "Who we are: a small, senior team in India using AI to make digital marketing measurable and affordable for small and medium businesses.",
      keywords: ["about digital marketing agency", "AI marketing agency India", "marketing for SMBs"],
    },
    eyebrow: pageHeadings["/about"].eyebrow,
    title: pageHeadings["/about"].title,
    subtitle:
      "We started because too many small businesses in India were paying for marketing they could not see working.",
    storyTitle: "Our story",
    story: [
      "Three years ago we were running ads for a family-owned furniture store in Nagpur. Their previous agency sent monthly reports full of impressions and likes, but nobody could say how many customers walked in because of them. We set up call tracking, tagged every WhatsApp enquiry and cut the spend that was not producing visits. Within a quarter the store was spending 30% less and getting more footfall.",
      "That is still how we work. Since then we have launched more than ten brands and delivered over thirty projects for clinics, coaching institutes, D2C brands, manufacturers and local service businesses, from Kochi to Ludhiana.",
    ],
    valuesEyebrow: "Our values",
    valuesTitle: "What we hold ourselves to",
    values: [
      {
        title: "Results-Driven",
        text: "We agree on the numbers that matter to you, such as cost per enquiry, booked appointments or repeat orders, and report on them every week.",
      },
      {
        title: "Client-Centric",
        text: "You talk to the people doing the work. Replies within one business day, plain language, and no surprise invoices.",
      },
      {
        title: "Innovation",
        text: "We use AI to draft, test and analyse faster, and keep a human check on everything that carries your name.",
      },
    ],
    whatWeDoTitle: "What we do",
    whatWeDo:
      "Performance marketing on Google and Meta, SEO and Google Business Profile, websites and online stores, WhatsApp and chatbot automation, content and branding. We can run one channel or the whole funnel, and we connect them so a lead from an Instagram ad gets the same quick WhatsApp follow-up as one from Google.",
    missionTitle: "Our mission",
    mission:
      "To give every small and medium business in India the kind of data-driven marketing that used to need a large brand's budget, at a price that makes sense, with results you can check yourself.",
    closingTitle: "Let's talk about your business",
    closingText: "Tell us where you want to be in six months. We will tell you honestly whether we can help.",
  },
  contact: {
    meta: {
      name: "Contact Us",
      description:
        "Talk to our team about ads, SEO, websites or WhatsApp automation. Email, call or send an inquiry; we reply within 24 hours on business days.",
      keywords: ["contact digital marketing agency", "free marketing consultation India", "hire marketing agency"],
    },
    eyebrow: "Contact",
    title: pageHeadings["/contact"].title,
    subtitle: "Tell us about your business and goals. A strategist, not a salesperson, will get back to you.",
    detailsTitle: "Contact details",
    email: "Email",
    phone: "Phone",
    whatsapp: "WhatsApp",
    chat: "Chat with us on WhatsApp",
    hours: "Hours",
    hoursValue: "Mon-Fri, 9am to 6pm IST",
    office: "Office",
    officeValue: "India · remote-first team working with clients across the country",
    replyTime: "We reply within 24 hours on business days.",
    formTitle: "Send us an inquiry",
  },
  inquiry: {
    meta: {
      name: "Send an Inquiry",
      description:
        "Send us your inquiry about digital marketing, websites, SEO or automation and we will get back to you within 24 hours on business days.",
      keywords: ["digital marketing inquiry", "marketing quote India", "free marketing consultation"],
    },
    title: "Send us an inquiry",
    thanks: "Thank you!",
    subtitle: "We reply within 24 hours on business days.",
  },
  services: {
    meta: {
      name: "Services",
      description:
        "Marketing, website development, SEO and analytics, and AI-powered solutions for Indian small and medium businesses, priced in rupees with no lock-in.",
      keywords: [
        "digital marketing services",
        "website development India",
        "SEO and analytics",
        "AI marketing solutions",
      ],
    },
    eyebrow: "Services",
    title: pageHeadings["/services"].title,
    subtitle:
      "Four practices, one team. Start with the channel that matters most to you today and add the rest when it pays.",
    closingTitle: "Not sure where to start?",
    closingText:
      "Tell us your goal and monthly budget. We will suggest the two or three services that will move the numbers first.",
  },
};

export type PageCopy = Words<typeof en>;

const hi: PageCopy = {
  home: {
    meta: {
      name: "AI से बिज़नेस ग्रोथ",
      description:
        "भारत के छोटे बिज़नेस के लिए AI वाली डिजिटल मार्केटिंग: Google और Meta ऐड्स, SEO, वेबसाइट और WhatsApp ऑटोमेशन, हर पूछताछ का रुपये-रुपये का हिसाब।",
    },
    eyebrow: "भारतीय बिज़नेस के लिए AI वाली डिजिटल मार्केटिंग",
    title: "ज़्यादा पूछताछ, हर लीड पर कम खर्च, और भरोसे लायक आँकड़े",
    intro:
      "हम आपके Google और Meta ऐड्स, SEO, वेबसाइट और WhatsApp फ़ॉलो-अप को एक ही सिस्टम की तरह चलाते हैं। टेस्ट AI से तेज़ी से होते हैं, फ़ैसले अनुभवी लोग लेते हैं। हर लीड और उसकी लागत आप ख़ुद देखते हैं।",
    viewServices: "सेवाएँ देखें",
    numbersLabel: "हमारे आँकड़े",
    stats: ["लॉन्च किए गए ब्रांड", "सालों का अनुभव", "पूरे किए गए प्रोजेक्ट", "अभी जुड़े क्लाइंट"],
    results: {
      eyebrow: "नतीजे",
      title: "हमारे क्लाइंट्स के लिए क्या बदला",
      all: "सभी केस स्टडी",
      label: "चुनी हुई केस स्टडी",
    },
    services: {
      eyebrow: "हम क्या करते हैं",
      title: "ऐसी सेवाएँ जो सिर्फ़ क्लिक नहीं, ग्राहक लाती हैं",
      intro: "कोई एक सेवा चुनें या पूरा फ़नल हमें सौंप दें। हर प्लान की क़ीमत रुपयों में तय होती है, और 90 दिन के बाद कोई लॉक-इन नहीं।",
      all: "सारी सेवाएँ देखें",
    },
    why: {
      eyebrow: "हमें क्यों चुनें",
      title: "ऐसा मार्केटिंग पार्टनर, जिसका हिसाब आपके आँकड़ों से होता है",
      label: "हमें चुनने की वजहें",
      reasons: [
        {
          title: "हर रुपये का हिसाब",
          text: "कॉल, WhatsApp चैट और फ़ॉर्म से आई हर पूछताछ उस ऐड, कीवर्ड या पोस्ट से जोड़ी जाती है जिससे वह आई। इसलिए आप हर लीड की असली लागत देखते हैं, दिखावटी आँकड़े नहीं।",
        },
        {
          title: "जहाँ काम आए वहाँ AI, जहाँ ज़रूरी हो वहाँ इंसान",
          text: "AI ड्राफ़्ट, टेस्ट और रिपोर्ट जल्दी तैयार करता है; हर कैंपेन, हर दावा और हर रुपया लाइव होने से पहले एक सीनियर मार्केटर जाँचता है।",
        },
        {
          title: "भारतीय SMB के बजट के हिसाब से",
          text: "प्लान हर महीने ₹15,000 के ऐड खर्च से शुरू होते हैं। लंबा लॉक-इन नहीं: पहले 90 दिन के बाद आप महीने-दर-महीने जारी रख सकते हैं।",
        },
        {
          title: "एक टीम, एक रिपोर्ट",
          text: "ऐड्स, SEO, वेबसाइट और WhatsApp, सब एक साथ संभाले जाते हैं, और हर हफ़्ते एक ही रिपोर्ट आती है, आसान हिंदी में (या आप चाहें तो English में)।",
        },
      ],
    },
    testimonials: {
      eyebrow: "क्लाइंट्स की बात",
      title: "बिज़नेस मालिक क्या कहते हैं",
      label: "क्लाइंट्स की राय",
      rated: "5 में से 5 रेटिंग",
      quotes: [
        {
          quote:
            "हमारे Google Business Profile से आने वाली कॉल तीन महीने में दोगुनी हो गईं, और पहली बार मुझे पता है कि कौन-से ऐड सिर्फ़ क्लिक नहीं, मरीज़ ला रहे हैं।",
          name: "डॉ. मीरा कुलकर्णी",
          role: "संस्थापक, SmileCraft Dental Studios, पुणे",
        },
        {
          quote:
            "अब हर कैश-ऑन-डिलीवरी ऑर्डर भेजने से पहले WhatsApp पर कन्फ़र्म होता है। हमारे रिटर्न आधे रह गए और Meta ऐड्स आख़िरकार अपना खर्च ख़ुद निकाल रहे हैं।",
          name: "अर्जुन नायर",
          role: "सह-संस्थापक, Keravedam Naturals, कोच्चि",
        },
        {
          quote:
            "सीधे जवाब, हर हफ़्ते आँकड़े, कोई भारी-भरकम शब्द नहीं। अब हमारे काउंसलर उन्हीं छात्रों को कॉल करते हैं जिन्हें सच में कॉमर्स की सीट चाहिए।",
          name: "कविता शर्मा",
          role: "डायरेक्टर, Pratibha Commerce Classes, जयपुर",
        },
      ],
    },
    articles: { eyebrow: "गाइड", title: "नए लेख", all: "सभी लेख" },
    closing: {
      title: "जानना चाहते हैं कि आपकी मार्केटिंग असल में कितना कमा रही है?",
      text: "30 मिनट की मुफ़्त कॉल बुक करें। हम आपके अभी चल रहे ऐड्स और वेबसाइट देखेंगे और ईमानदारी से बताएँगे कि हम सबसे पहले क्या बदलेंगे।",
      schedule: "कॉल बुक करें",
      label: "नतीजे",
      figures: ["प्रोजेक्ट", "क्लाइंट संतुष्टि", "साल"],
    },
  },
  about: {
    meta: {
      name: "हमारे बारे में",
      description:
        "हम कौन हैं: भारत की एक छोटी, अनुभवी टीम, जो AI की मदद से छोटे और मझोले बिज़नेस के लिए डिजिटल मार्केटिंग को मापने लायक और किफ़ायती बनाती है।",
      keywords: ["डिजिटल मार्केटिंग एजेंसी के बारे में", "भारत की AI मार्केटिंग एजेंसी", "छोटे बिज़नेस के लिए मार्केटिंग"],
    },
    eyebrow: "ऐसी मार्केटिंग, जिसका नतीजा बिज़नेस मालिक ख़ुद माप सके",
    title: "हमारे बारे में",
    subtitle:
      "हमने यह काम इसलिए शुरू किया, क्योंकि भारत में बहुत-से छोटे बिज़नेस ऐसी मार्केटिंग पर पैसा लगा रहे थे जिसका असर उन्हें दिखता ही नहीं था।",
    storyTitle: "हमारी कहानी",
    story: [
      "तीन साल पहले हम नागपुर में एक परिवार के फ़र्नीचर स्टोर के ऐड्स चला रहे थे। उनकी पिछली एजेंसी हर महीने इम्प्रेशन और लाइक्स से भरी रिपोर्ट भेजती थी, पर कोई नहीं बता पाता था कि उन ऐड्स की वजह से कितने ग्राहक दुकान पर आए। हमने कॉल ट्रैकिंग लगाई, WhatsApp पर आई हर पूछताछ को टैग किया और वह खर्च बंद किया जिससे लोग दुकान तक नहीं आ रहे थे। तीन महीने के अंदर स्टोर का खर्च 30% कम हो गया और दुकान पर पहले से ज़्यादा ग्राहक आने लगे।",
      "हम आज भी इसी तरह काम करते हैं। तब से हम दस से ज़्यादा ब्रांड लॉन्च कर चुके हैं, और कोच्चि से लुधियाना तक क्लिनिक, कोचिंग संस्थानों, D2C ब्रांड, मैन्युफ़ैक्चरर और लोकल सर्विस बिज़नेस के लिए तीस से ज़्यादा प्रोजेक्ट पूरे कर चुके हैं।",
    ],
    valuesEyebrow: "हमारे उसूल",
    valuesTitle: "हम ख़ुद से क्या उम्मीद रखते हैं",
    values: [
      {
        title: "नतीजों पर ध्यान",
        text: "हम आपके साथ तय करते हैं कि कौन-से आँकड़े आपके लिए मायने रखते हैं, जैसे हर पूछताछ की लागत, बुक हुए अपॉइंटमेंट या दोबारा आए ऑर्डर, और हर हफ़्ते उन्हीं की रिपोर्ट देते हैं।",
      },
      {
        title: "क्लाइंट सबसे पहले",
        text: "आप सीधे उन्हीं लोगों से बात करते हैं जो आपका काम कर रहे हैं। एक कामकाजी दिन के अंदर जवाब, आसान भाषा, और कोई अचानक आया बिल नहीं।",
      },
      {
        title: "नए तरीक़े",
        text: "ड्राफ़्ट, टेस्ट और एनालिसिस तेज़ी से करने के लिए हम AI का इस्तेमाल करते हैं, और जिस भी चीज़ पर आपका नाम जाता है, उसे एक इंसान ज़रूर जाँचता है।",
      },
    ],
    whatWeDoTitle: "हम क्या करते हैं",
    whatWeDo:
      "Google और Meta पर परफ़ॉर्मेंस मार्केटिंग, SEO और Google Business Profile, वेबसाइट और ऑनलाइन स्टोर, WhatsApp और चैटबॉट ऑटोमेशन, कंटेंट और ब्रांडिंग। हम एक चैनल भी चला सकते हैं और पूरा फ़नल भी, और सबको आपस में जोड़ते हैं, ताकि Instagram ऐड से आई लीड को भी WhatsApp पर उतना ही जल्दी फ़ॉलो-अप मिले जितना Google से आई लीड को।",
    missionTitle: "हमारा मक़सद",
    mission:
      "भारत के हर छोटे और मझोले बिज़नेस को वैसी डेटा पर चलने वाली मार्केटिंग देना, जो पहले सिर्फ़ बड़े ब्रांड के बजट में मुमकिन थी: ऐसी क़ीमत पर जो समझ में आए, और ऐसे नतीजों के साथ जिन्हें आप ख़ुद जाँच सकें।",
    closingTitle: "आइए, आपके बिज़नेस पर बात करें",
    closingText: "बताइए, छह महीने में आप कहाँ पहुँचना चाहते हैं। हम ईमानदारी से बताएँगे कि हम आपकी मदद कर सकते हैं या नहीं।",
  },
  contact: {
    meta: {
      name: "संपर्क करें",
      description:
        "ऐड्स, SEO, वेबसाइट या WhatsApp ऑटोमेशन पर हमारी टीम से बात करें। ईमेल, कॉल या पूछताछ भेजें; कामकाजी दिनों में हम 24 घंटे के अंदर जवाब देते हैं।",
      keywords: ["डिजिटल मार्केटिंग एजेंसी से संपर्क", "मुफ़्त मार्केटिंग सलाह", "मार्केटिंग एजेंसी कैसे चुनें"],
    },
    eyebrow: "संपर्क",
    title: "आइए, आपकी ग्रोथ पर बात करें",
    subtitle: "हमें अपने बिज़नेस और लक्ष्यों के बारे में बताएँ। आपको जवाब कोई सेल्समैन नहीं, हमारा एक स्ट्रैटेजिस्ट देगा।",
    detailsTitle: "संपर्क की जानकारी",
    email: "ईमेल",
    phone: "फ़ोन",
    whatsapp: "व्हाट्सऐप",
    chat: "WhatsApp पर हमसे बात करें",
    hours: "समय",
    hoursValue: "सोम-शुक्र, सुबह 9 से शाम 6 बजे (IST)",
    office: "ऑफ़िस",
    officeValue: "भारत · हमारी टीम ज़्यादातर रिमोट काम करती है, देश भर के क्लाइंट्स के साथ",
    replyTime: "कामकाजी दिनों में हम 24 घंटे के अंदर जवाब देते हैं।",
    formTitle: "हमें अपनी पूछताछ भेजें",
  },
  inquiry: {
    meta: {
      name: "पूछताछ भेजें",
      description:
        "डिजिटल मार्केटिंग, वेबसाइट, SEO या ऑटोमेशन के बारे में अपना सवाल भेजें। हम कामकाजी दिनों में 24 घंटे के अंदर जवाब देते हैं।",
      keywords: ["डिजिटल मार्केटिंग पूछताछ", "मार्केटिंग का कोटेशन", "मुफ़्त मार्केटिंग सलाह"],
    },
    title: "हमें अपनी ज़रूरत बताएँ",
    thanks: "धन्यवाद!",
    subtitle: "हम कामकाजी दिनों में 24 घंटे के अंदर जवाब देते हैं।",
  },
  services: {
    meta: {
      name: "हमारी सेवाएँ",
      description:
        "भारत के छोटे और मझोले बिज़नेस के लिए मार्केटिंग, वेबसाइट डेवलपमेंट, SEO और एनालिटिक्स, और AI वाले सॉल्यूशन। क़ीमत रुपयों में, कोई लॉक-इन नहीं।",
      keywords: ["डिजिटल मार्केटिंग सेवाएँ", "वेबसाइट बनवाना", "SEO और एनालिटिक्स", "AI मार्केटिंग समाधान"],
    },
    eyebrow: "सेवाएँ",
    title: "ऑनलाइन बढ़ने के लिए आपके बिज़नेस को जो भी चाहिए",
    subtitle: "चार तरह की सेवाएँ, एक टीम। उस चैनल से शुरू करें जो आज आपके लिए सबसे ज़रूरी है, और बाक़ी तब जोड़ें जब उससे फ़ायदा दिखे।",
    closingTitle: "समझ नहीं आ रहा कि कहाँ से शुरू करें?",
    closingText: "हमें अपना लक्ष्य और महीने का बजट बताएँ। हम वे दो-तीन सेवाएँ सुझाएँगे जिनसे आपके आँकड़े सबसे पहले बदलेंगे।",
  },
};

export const pageCopy: Record<Locale, PageCopy> = { en, hi };
