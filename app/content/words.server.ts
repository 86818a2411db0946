import type { Locale } from "../lib/locale";
import { inquiryCopyHi } from "./inquiry-copy.hi";
import { pageCopyHi } from "./page-copy.hi";
import { siteCopyHi } from "./site-copy.hi";
import { ENGLISH_WORDS, type SiteLayoutData, type Words } from "./words";

/** Every Hindi word of the site's pages, read on the server only. */
export const HINDI_WORDS: Words = { site: siteCopyHi, pages: pageCopyHi, inquiry: inquiryCopyHi };

/** The words of a page in `locale`, on the server (the inquiry's answers). */
export const wordsIn = (locale: Locale): Words => (locale === "hi" ? HINDI_WORDS : ENGLISH_WORDS);

/** The site layout's data for a page in `locale`: an English page has its words in the code already. */
export const siteLayoutData = (locale: Locale): SiteLayoutData => ({ words: locale === "hi" ? HINDI_WORDS : null });
