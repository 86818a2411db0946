import type { Words } from "../lib/locale";
import { pageHeadings } from "./page-headings";

/**
 * The words of the home, about, contact, services and inquiry pages, in English (the spec's exact
 * strings); their Hindi twin is page-copy.hi.ts beside it, held to the same shape by languages.test.ts. The English headings
 * are page-headings.ts's, which the social cards draw too.
 */
export const pageCopyEn = {
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

export type PageCopy = Words<typeof pageCopyEn>;
