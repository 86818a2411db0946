import type { Words } from "../../lib/locale";

/**
 * The inquiry form's own page (/inquiry, where a form posted without JavaScript lands)'s words in English (the spec's exact strings). Its Hindi twin is in page-copy.hi.ts,
 * held to the same shape by languages.test.ts. The site layout sends them with the page (words.ts).
 */
export const inquiryPageCopyEn = {
  meta: {
    name: "Send an Inquiry",
    description:
      "Send us your inquiry about digital marketing, websites, SEO or automation and we will get back to you within 24 hours on business days.",
    keywords: ["digital marketing inquiry", "marketing quote India", "free marketing consultation"],
  },
  title: "Send us an inquiry",
  thanks: "Thank you!",
  subtitle: "We reply within 24 hours on business days.",
};

export type InquiryPageCopy = Words<typeof inquiryPageCopyEn>;
