import type { Words } from "../lib/locale";
import { notFoundCopyEn } from "./not-found-copy";

/**
 * The words of the site's frame and of the blocks its pages share, in English (the spec's exact
 * strings); their Hindi twin is site-copy.hi.ts beside it, held to the same shape by
 * languages.test.ts. The site layout sends them with the page; components read them with useWords() (words.ts).
 */
export const siteCopyEn = {
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
    mobile: "Mobile",
    closeMenu: "Close menu",
    darkTheme: "Dark theme",
    breadcrumb: "Breadcrumb",
  },
  footer: {
    tagline:
      "AI-powered digital marketing for Indian small and medium businesses: more enquiries from Google, Instagram and WhatsApp, and clear reports on what every rupee brought in.",
    whatsappUs: "WhatsApp us",
    opensWhatsApp: " (opens WhatsApp)",
    call: "Call",
    label: "Footer",
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
  /** The spec's loading states of the pages that read the database (section 2). */
  loading: {
    articles: "Loading articles...",
    article: "Loading article...",
    caseStudies: "Loading case studies...",
  },
  subService: {
    backTo: "Back to {service}",
    included: "What's included",
    talkAbout: "Talk to us about {service}",
    closing: "Share your goals and current numbers. We will reply within one business day with honest next steps.",
    partOf: "Part of our {service} service for Indian businesses.",
  },
  notFound: notFoundCopyEn,
};

export type SiteCopy = Words<typeof siteCopyEn>;

/** `template` with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
