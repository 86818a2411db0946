import type { Locale } from "../lib/locale";
import { inquiryCopyEn } from "./inquiry-copy";
import { inquiryCopyHi } from "./inquiry-copy.hi";
import { pageCopyHi } from "./page-copy.hi";
import { aboutCopyEn } from "./pages/about";
import { articlesCopyEn } from "./pages/articles";
import { caseStudiesCopyEn } from "./pages/case-studies";
import { contactCopyEn } from "./pages/contact";
import { homeCopyEn } from "./pages/home";
import { inquiryPageCopyEn } from "./pages/inquiry";
import { servicesCopyEn } from "./pages/services";
import { siteCopyEn } from "./site-copy";
import { siteCopyHi } from "./site-copy.hi";
import type { SiteLayoutData, Words } from "./words";

/** Every English word of the site's pages (the spec's). */
export const ENGLISH_WORDS: Words = {
  site: siteCopyEn,
  inquiry: inquiryCopyEn,
  pages: {
    home: homeCopyEn,
    about: aboutCopyEn,
    contact: contactCopyEn,
    inquiry: inquiryPageCopyEn,
    services: servicesCopyEn,
    caseStudies: caseStudiesCopyEn,
    articles: articlesCopyEn,
  },
};

/** Every Hindi word of the site's pages. */
export const HINDI_WORDS: Words = { site: siteCopyHi, inquiry: inquiryCopyHi, pages: pageCopyHi };

/** The words of a page in `locale`. */
export const wordsIn = (locale: Locale): Words => (locale === "hi" ? HINDI_WORDS : ENGLISH_WORDS);

/** The site layout's data for a page in `locale`. */
export const siteLayoutData = (locale: Locale): SiteLayoutData => ({ words: wordsIn(locale) });
