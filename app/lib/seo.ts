import type { MetaDescriptor } from "react-router";
import type {
  ArticleLeaf,
  BreadcrumbListLeaf,
  FAQPageLeaf,
  ListItemLeaf,
  OrganizationLeaf,
  QuestionLeaf,
  ServiceLeaf,
  WebSiteLeaf,
  WithContext,
} from "schema-dts";
import { type SiteConfig, isPlaceholderPhone } from "./site";
import { HOME_NAME, LANGUAGE_TAGS, type Locale, localePath } from "./locale";
import { invariant } from "./invariant";
import { SOCIAL_CARD_SIZE, socialCardUrl } from "./social-card";

/**
 * A schema.org node with its @context, whose properties `K` must be present: schema-dts checks
 * property names and value types, this makes those search engines require non-optional.
 */
export type JsonLdNode<T extends { "@type": string }, K extends keyof T & string> = WithContext<T> & {
  [P in K]: unknown;
};

type OrganizationJsonLd = JsonLdNode<OrganizationLeaf, "@id" | "name" | "url" | "logo" | "contactPoint" | "sameAs">;
export type WebSiteJsonLd = JsonLdNode<WebSiteLeaf, "name" | "url" | "publisher">;
export type ServiceJsonLd = JsonLdNode<ServiceLeaf, "name" | "description" | "provider" | "areaServed" | "url">;
export type ArticleJsonLd = JsonLdNode<ArticleLeaf, "headline" | "datePublished" | "author" | "image" | "publisher">;
export type BreadcrumbJsonLd = JsonLdNode<BreadcrumbListLeaf, "itemListElement">;
export type FaqPageJsonLd = JsonLdNode<FAQPageLeaf, "mainEntity">;
/** A block built on the server and passed in a loader's data (the agency as a local business: lib/local-business.server.ts). */
export type BuiltJsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;
/** Any structured-data block a page adds to its <head>. */
type JsonLd =
  OrganizationJsonLd | WebSiteJsonLd | ServiceJsonLd | ArticleJsonLd | BreadcrumbJsonLd | FaqPageJsonLd | BuiltJsonLd;

export interface PageSeo {
  /** The full <title>; use `pageTitle()` for the site's pattern. */
  title: string;
  /** The title on social cards, when it should differ from the <title> (e.g. an article's full headline). */
  socialTitle?: string;
  description: string;
  /** Path of the page, e.g. "/services/seo"; the canonical URL is SITE_URL + path unless `canonical` says otherwise. */
  path: string;
  /** Where search engines should rank this text instead (a path of the site or an address elsewhere). */
  canonical?: string | null;
  /** The spec wants keywords on every page. */
  keywords: readonly string[];
  /** Absolute or site-relative image for social cards (a page's own: `pageCard()`); defaults to the brand card. */
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  type?: "website" | "article";
  /** For `type: "article"`: its dates (ISO 8601) and section, as Open Graph article tags. */
  article?: { publishedTime: string; modifiedTime: string; section?: string };
  /** Extra structured data for this page (Organization is always added). */
  jsonLd?: readonly JsonLd[];
  noindex?: boolean;
  /** The page's language; English unless said. */
  locale?: Locale;
  /** The page's address in each language, when it has a twin: linked both ways (hreflang), English the default. */
  languages?: Record<Locale, string>;
}

/**
 * A record's page in `locale` (an article, a case study) at `path` under `base` ("/articles"),
 * and its twin's in the other language when it has one (`twinSlug`): linked both ways.
 */
export function translatedPage(
  locale: Locale,
  base: string,
  slug: string,
  twinSlug: string | null,
): Pick<PageSeo, "locale" | "path" | "languages"> {
  const path = localePath(locale, `${base}/${slug}`);
  if (!twinSlug) return { locale, path };
  const twin = localePath(locale === "en" ? "hi" : "en", `${base}/${twinSlug}`);
  return { locale, path, languages: locale === "en" ? { en: path, hi: twin } : { en: twin, hi: path } };
}

/**
 * A page of a list (`path`, its `?page=` included) in `locale`: its first page pairs with the other
 * language's first page; a later one stands alone, as the two lists run to different lengths.
 */
export function listPageSeo(
  locale: Locale,
  path: string,
  page: number,
): Pick<PageSeo, "locale" | "path" | "languages"> {
  return page > 1 ? { locale, path: localePath(locale, path) } : pairedPage(locale, path);
}

/**
 * A page that exists in both languages, shown in `locale`: its own address (its canonical) and
 * both twins' addresses, from the English address the spec gives it.
 */
export function pairedPage(locale: Locale, englishPath: string): Pick<PageSeo, "locale" | "path" | "languages"> {
  return {
    locale,
    path: localePath(locale, englishPath),
    languages: { en: englishPath, hi: localePath("hi", englishPath) },
  };
}

/** The brand card shown when a page has no card of its own (public/social-card.png): error and form pages. */
export const SOCIAL_CARD = { path: "/social-card.png", ...SOCIAL_CARD_SIZE };

/**
 * The page's own social card, its title drawn on the brand card (made at build for fixed pages,
 * at save for articles and case studies): its address from socialCardUrl, `alt` the title it shows.
 */
export function pageCard(cardUrl: string, alt: string): NonNullable<PageSeo["image"]> {
  return { url: cardUrl, ...SOCIAL_CARD_SIZE, alt };
}

/** A fixed page's card, drawn at build (app/content/social-cards.server.ts says what it shows). */
export function fixedPageCard(path: string, alt: string): NonNullable<PageSeo["image"]> {
  return pageCard(socialCardUrl(path), alt);
}

/** What search engines show in full; a test holds every public page to these. */
export const TITLE_LENGTH = { min: 30, max: 65 } as const;
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/** The title pattern of the spec: '<page name> - {brand} Digital Marketing'; in Hindi, '<name> - {brand} डिजिटल मार्केटिंग'. */
export function pageTitle(site: SiteConfig, name: string, locale: Locale = "en"): string {
  return `${name} - ${site.brand} ${locale === "hi" ? "डिजिटल मार्केटिंग" : "Digital Marketing"}`;
}

export function absoluteUrl(site: SiteConfig, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${site.siteUrl}/`).toString();
}

const length = (text: string) => [...text].length;
const squash = (text: string) => text.replace(/\s+/g, " ").trim();
// Words a shortened line should not end on.
const DANGLING = /[\s,;:–—-]+(?:a|an|and|as|at|but|by|for|from|in|into|of|on|or|the|to|with|your|our|its)?$/i;

/** `text` cut at a word boundary to at most `max` characters, ending in "…". */
export function truncateWords(text: string, max: number): string {
  const chars = [...squash(text)];
  if (chars.length <= max) return chars.join("");
  // Room for the ellipsis; a word cut in the middle is dropped.
  let cut = chars.slice(0, max - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  if (chars[max - 1] !== " " && lastSpace > max / 2) cut = cut.slice(0, lastSpace);
  for (let previous = ""; previous !== cut && cut.length > max / 2;) {
    previous = cut;
    cut = cut.replace(DANGLING, "");
  }
  return `${cut.replace(/[\s.,;:!?…]+$/, "")}…`;
}

/**
 * A meta description from `text` (and, while it is too short, the `more` texts after it),
 * within 70-160 characters: whole sentences when they fit, otherwise cut at a word.
 */
export function fitDescription(text: string, ...more: string[]): string {
  let out = squash(text);
  for (const extra of more) {
    if (length(out) >= DESCRIPTION_LENGTH.min) break;
    out = squash(`${out} ${extra}`);
  }
  if (length(out) <= DESCRIPTION_LENGTH.max) return out;
  // The longest run of whole sentences that fits.
  const ends = [...out.matchAll(/[.!?](?=\s)/g)].map((m) => m.index + 1);
  const whole = ends
    .map((end) => out.slice(0, end))
    .filter((s) => length(s) <= DESCRIPTION_LENGTH.max)
    .at(-1);
  return whole && length(whole) >= DESCRIPTION_LENGTH.min ? whole : truncateWords(out, DESCRIPTION_LENGTH.max);
}

/** However long the brand, a shortened headline keeps this many characters (the title may then pass 65). */
const MIN_TITLE_NAME = 20;

/**
 * The <title> of a page named by its content (an article): the spec's pattern, with the
 * headline shortened at a word boundary when the whole would pass TITLE_LENGTH.max. The suffix
 * is the spec's and stays whole.
 */
export function contentTitle(site: SiteConfig, headline: string, locale: Locale = "en"): string {
  const room = TITLE_LENGTH.max - length(pageTitle(site, "", locale));
  return pageTitle(site, truncateWords(headline, Math.max(room, MIN_TITLE_NAME)), locale);
}

/** What an article or a case study says of itself to search engines (null: its defaults). */
export interface SearchSettings {
  searchTitle: string | null;
  searchDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
}

/**
 * How a record appears in search results: its search title in the spec's pattern (else its
 * headline), its search description (else the one made from its text), its canonical address and
 * whether it is hidden. The page's meta and the dashboard's preview both read it.
 */
export function searchAppearance(
  site: SiteConfig,
  record: SearchSettings,
  defaults: { headline: string; description: string },
  locale: Locale = "en",
) {
  const headline = record.searchTitle ?? defaults.headline;
  return {
    /** The <title>, shortened at a word when it would pass TITLE_LENGTH.max. */
    title: contentTitle(site, headline, locale),
    /** The title as written, before any shortening: what the checks measure. */
    fullTitle: pageTitle(site, headline, locale),
    description: record.searchDescription ?? defaults.description,
    canonical: record.canonicalUrl,
    noindex: record.noindex,
  };
}

export const organizationId = (site: SiteConfig) => `${site.siteUrl}/#organization`;

/** The agency, on every public page; other blocks refer to it by its @id. */
function organizationJsonLd(site: SiteConfig): OrganizationJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(site),
    name: `${site.brand} Digital Marketing`,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl(site, "/logo.png"),
    image: absoluteUrl(site, SOCIAL_CARD.path),
    email: site.contactEmail,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.salesEmail,
      // A demo number is no way to reach anyone.
      telephone: isPlaceholderPhone(site.phone) ? undefined : site.phone,
      areaServed: "IN",
      availableLanguage: ["en-IN", "hi-IN"],
    },
    sameAs: [site.linkedinUrl],
  };
}

/** A reference to the Organization block, with its name for readers that do not follow @id. */
function organizationRef(site: SiteConfig): OrganizationLeaf {
  return {
    "@type": "Organization",
    "@id": organizationId(site),
    name: `${site.brand} Digital Marketing`,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl(site, "/logo.png"),
  };
}

/** The site, one entity (one @id) in both its languages. */
export function websiteJsonLd(site: SiteConfig): WebSiteJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.siteUrl}/#website`,
    name: `${site.brand} Digital Marketing`,
    url: `${site.siteUrl}/`,
    inLanguage: [LANGUAGE_TAGS.en.html, LANGUAGE_TAGS.hi.html],
    publisher: { "@id": organizationId(site) },
  };
}

export function serviceJsonLd(
  site: SiteConfig,
  service: { name: string; description: string; path: string; serviceType: string },
): ServiceJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    areaServed: { "@type": "Country", name: "India" },
    provider: organizationRef(site),
    url: absoluteUrl(site, service.path),
  };
}

export function articleJsonLd(
  site: SiteConfig,
  article: {
    headline: string;
    description: string;
    path: string;
    /** Absolute or site-relative; the brand card when the article has none. */
    image: string | null;
    /** A person's name; null: written by the agency itself (a case study). */
    author: string | null;
    section: string;
    datePublished: string;
    dateModified: string;
    /** The language it is written in. */
    locale: Locale;
  },
): ArticleJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: truncateWords(article.headline, 110),
    description: article.description,
    image: [absoluteUrl(site, article.image || SOCIAL_CARD.path)],
    author: article.author ? { "@type": "Person", name: article.author } : organizationRef(site),
    publisher: organizationRef(site),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    mainEntityOfPage: absoluteUrl(site, article.path),
    articleSection: article.section,
    inLanguage: LANGUAGE_TAGS[article.locale].html,
  };
}

export function breadcrumbJsonLd(site: SiteConfig, trail: readonly { name: string; path: string }[]): BreadcrumbJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index): ListItemLeaf => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/**
 * The questions and answers a page shows, as FAQPage data; search engines expect the same text
 * to be visible on the page, so pass exactly what is rendered.
 */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): FaqPageJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq): QuestionLeaf => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Home › `name`: the trail of a page directly under the home page (`path` is the page's own, in its language). */
export function topLevelBreadcrumb(
  site: SiteConfig,
  name: string,
  path: string,
  locale: Locale = "en",
): BreadcrumbJsonLd {
  return breadcrumbJsonLd(site, [
    { name: HOME_NAME[locale], path: localePath(locale, "/") },
    { name, path },
  ]);
}

// React Router types ld+json as plain JSON objects; schema-dts nodes are that, but as interfaces.
type LdJsonObject = Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];
const ldJson = (block: JsonLd | OrganizationJsonLd): MetaDescriptor => ({
  "script:ld+json": block as unknown as LdJsonObject,
});

/** The one metadata builder: every route's `meta` returns this. */
export function seo(site: SiteConfig, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(site, page.path);
  const canonical = page.canonical ? absoluteUrl(site, page.canonical) : url;
  const card = page.image ?? {
    url: SOCIAL_CARD.path,
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
    alt: `${site.brand} Digital Marketing`,
  };
  const image = absoluteUrl(site, card.url);
  const socialTitle = page.socialTitle ?? page.title;
  const locale = page.locale ?? "en";
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { name: "robots", content: page.noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: `${site.brand} Digital Marketing` },
    { property: "og:locale", content: LANGUAGE_TAGS[locale].openGraph },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
  ];
  if (page.languages) {
    const twins = Object.entries(page.languages) as [Locale, string][];
    for (const [language] of twins.filter(([language]) => language !== locale)) {
      meta.push({ property: "og:locale:alternate", content: LANGUAGE_TAGS[language].openGraph });
    }
    for (const [language, path] of twins) {
      meta.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: LANGUAGE_TAGS[language].hreflang,
        href: absoluteUrl(site, path),
      });
    }
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(site, page.languages.en) });
  }
  if (card.width && card.height) {
    meta.push(
      { property: "og:image:width", content: String(card.width) },
      { property: "og:image:height", content: String(card.height) },
    );
  }
  if (card.alt) meta.push({ property: "og:image:alt", content: card.alt });
  if (page.article) {
    meta.push(
      { property: "article:published_time", content: page.article.publishedTime },
      { property: "article:modified_time", content: page.article.modifiedTime },
    );
    if (page.article.section) meta.push({ property: "article:section", content: page.article.section });
  }
  meta.push(
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ldJson(organizationJsonLd(site)),
  );
  meta.push({ name: "keywords", content: page.keywords.join(", ") });
  for (const block of page.jsonLd ?? []) meta.push(ldJson(block));
  return meta;
}

/** The site config from the root loader, as `meta` functions see it. */
export function siteFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteConfig {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site: SiteConfig } | undefined;
  invariant(root, "root loader data missing");
  return root.site;
}

/** What the whole site is about: the home page's keywords, and those of pages about nothing in particular (a 404). */
export const SITE_KEYWORDS = [
  "digital marketing agency India",
  "AI marketing for small business",
  "Google Ads agency",
  "SEO services India",
  "WhatsApp marketing",
] as const;

/** A page that is not there (an unknown path, service or article): titled as the spec's pages are, kept out of search engines. */
export function notFoundMeta(
  site: SiteConfig,
  name: string,
  locale: Locale = "en",
  keywords: readonly string[] = SITE_KEYWORDS,
): MetaDescriptor[] {
  return [
    { title: pageTitle(site, name, locale) },
    { name: "keywords", content: keywords.join(", ") },
    { name: "robots", content: "noindex" },
  ];
}

/** Admin pages: a plain title, kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} - Admin` }, { name: "robots", content: "noindex, nofollow" }];
}
