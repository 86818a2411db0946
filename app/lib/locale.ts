import { useLocation } from "react-router";

/**
 * The site's two languages. English pages keep the addresses the spec gives them; each Hindi page
 * lives at the same address under /hi (/hi for the home page, /hi/services/seo for /services/seo).
 * The admin area is English only.
 */
export type Locale = "en" | "hi";

const HINDI_PREFIX = "/hi";

/** The language a path of the site is in. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/**
 * The language of the page a request is for, in a loader or an action: a client-side navigation
 * asks for the page's data at its address with ".data" after it ("/hi.data" for "/hi").
 */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}

/** `path` (an English address, "/services/seo") in `locale`: "/hi/services/seo" in Hindi. */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  if (path === "/") return HINDI_PREFIX;
  // A section of the home page ("/#services") stays a section of the Hindi home page.
  if (path.startsWith("/#")) return `${HINDI_PREFIX}${path.slice(1)}`;
  return `${HINDI_PREFIX}${path}`;
}

/**
 * The English pages that always have a Hindi twin: home (and its sections), about, contact, the
 * services list, each service and sub-service page, the inquiry form's own page, and the lists of
 * case studies and articles (a category's too). A case study or an article has one when the agency
 * wrote it (its page says so). content/languages.ts says why the rest are English only; a test
 * holds the two lists to the site's pages.
 */
const WITH_HINDI_TWIN =
  /^\/(?:#[a-z-]+|about|contact|services(?:\/[a-z0-9-]+)?|sub-services\/[a-z0-9-]+|inquiry|case-studies|articles(?:\/category\/[a-z0-9-]+)?)?$/;

/** Whether the English page at `path` has a Hindi twin. */
export const hasHindiTwin = (path: string) => WITH_HINDI_TWIN.test(path);

/** Where a link to the English page `path` goes on a page in `locale`: its twin when there is one. */
export function linkIn(locale: Locale, path: string): string {
  return hasHindiTwin(path) ? localePath(locale, path) : path;
}

/** The English address of a page of either language: "/hi/about" → "/about". */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/** A copy's shape with any words in it: what its twin in the other language must match. */
export type Words<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Words<Item>[]
    : { [Key in keyof T]: Words<T[Key]> };

/** The values of `<html lang>` and Open Graph's `og:locale` for each language. */
export const LANGUAGE_TAGS = {
  en: { html: "en-IN", openGraph: "en_IN", hreflang: "en-IN" },
  hi: { html: "hi-IN", openGraph: "hi_IN", hreflang: "hi-IN" },
} as const satisfies Record<Locale, { html: string; openGraph: string; hreflang: string }>;

/** Each language as the switch to it names it, in that language. */
export const LANGUAGE_SWITCH = {
  en: { label: "English", title: "Read in English" },
  hi: { label: "हिन्दी", title: "यह पेज हिन्दी में" },
} as const satisfies Record<Locale, { label: string; title: string }>;

/** The home page's name: the first crumb of every trail, and the mobile menu's first link. */
export const HOME_NAME = { en: "Home", hi: "होम" } as const satisfies Record<Locale, string>;

/** The language of the page being shown, read from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
