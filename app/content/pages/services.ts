import type { Words } from "../../lib/locale";
import { pageHeadings } from "../page-headings";

/**
 * The services list's words in English (the spec's exact strings). Its Hindi twin is in page-copy.hi.ts,
 * held to the same shape by languages.test.ts. The site layout sends them with the page (words.ts).
 */
export const servicesCopyEn = {
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
};

export type ServicesCopy = Words<typeof servicesCopyEn>;
