import type { Words } from "../../lib/locale";
import { pageHeadings } from "../page-headings";

/**
 * The words of the case studies' pages in English (the spec's exact strings), around what the
 * dashboard holds. The Hindi twin is in page-copy.hi.ts; a case study itself is written in its
 * own language in the dashboard.
 */
export const caseStudiesCopyEn = {
  meta: {
    name: "Case Studies",
    description:
      "Real results for Indian small and medium businesses: the challenge, what we did and what changed, from clinics and coaching institutes to D2C brands.",
    keywords: ["digital marketing case studies India", "marketing results", "SMB growth stories"],
    /** A case study's page: its industry comes first. */
    caseStudyKeywords: ["digital marketing case study", "small business India"],
  },
  eyebrow: "Case Studies",
  title: pageHeadings["/case-studies"].title,
  subtitle: "What we changed, and what it did for the business.",
  empty: "No case studies available at the moment. Check back soon!",
  featured: "Featured",
  challenge: "Challenge",
  solution: "Solution",
  results: "Results",
  closingTitle: "Want results like these for your business?",
  closingText:
    "Tell us what you sell and where your customers are. We will reply within one business day with what we would try first and what it would cost.",
  allCaseStudies: "All case studies",
  notFound: { title: "Case Study Not Found", text: "This case study is not published, or its address has changed." },
};

export type CaseStudiesCopy = Words<typeof caseStudiesCopyEn>;
