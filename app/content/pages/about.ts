import type { Words } from "../../lib/locale";
import { pageHeadings } from "../page-headings";

/**
 * The About page's words in English (the spec's exact strings). Its Hindi twin is in page-copy.hi.ts,
 * held to the same shape by languages.test.ts. The site layout sends them with the page (words.ts).
 */
export const aboutCopyEn = {
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
};

export type AboutCopy = Words<typeof aboutCopyEn>;
