import type { Words } from "../../lib/locale";
import { SITE_KEYWORDS } from "../../lib/seo";
import { pageHeadings } from "../page-headings";

/**
 * The home page's words in English (the spec's exact strings). Its Hindi twin is in page-copy.hi.ts,
 * held to the same shape by languages.test.ts. The site layout sends them with the page (words.ts).
 */
export const homeCopyEn = {
  meta: {
    name: "AI-Powered Growth for Indian SMBs",
    description:
      "AI-powered digital marketing for Indian small businesses: Google and Meta ads, SEO, websites and WhatsApp automation, with every enquiry tracked to the rupee.",
    /** What the whole site is about: the home page's, and a page about nothing in particular (a 404). */
    keywords: SITE_KEYWORDS,
  },
  eyebrow: pageHeadings["/"].eyebrow,
  title: pageHeadings["/"].title,
  intro:
    "We run your Google and Meta ads, SEO, website and WhatsApp follow-ups as one system, using AI to test faster and people to make the calls. You see every lead and what it cost.",
  viewServices: "View Services",
  /** The hero's picture, for screen readers and for anyone whose images do not load. */
  heroAlt:
    "Sample weekly report: 148 leads this week, up 23%. Cost per lead ₹212, down from ₹318. Leads by day, busiest on Friday with 27. By channel: Google Ads 62, Meta ads 41, WhatsApp 27, Google Business Profile 18.",
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
};

export type HomeCopy = Words<typeof homeCopyEn>;
