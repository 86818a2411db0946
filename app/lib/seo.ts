import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "./site";

export interface PageSeo {
  /** The full <title>; use `pageTitle()` for the site's pattern. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/seo"; the canonical URL is SITE_URL + path. */
  path: string;
  keywords?: readonly string[];
  /** Absolute or site-relative image for social cards; defaults to the brand card. */
  image?: string | null;
  type?: "website" | "article";
  /** Extra structured data for this page (Organization is always added). */
  jsonLd?: readonly object[];
  noindex?: boolean;
}

export const SOCIAL_CARD = { path: "/social-card.png", width: 1200, height: 630 };

/** The title pattern of the spec: '<page name> - {brand} Digital Marketing'. */
export function pageTitle(site: SiteConfig, name: string): string {
  return `${name} - ${site.brand} Digital Marketing`;
}

export function absoluteUrl(site: SiteConfig, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${site.siteUrl}/`).toString();
}

export function organizationJsonLd(site: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: `${site.brand} Digital Marketing`,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl(site, "/logo.png"),
    email: site.contactEmail,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.salesEmail,
      telephone: site.phone,
      areaServed: "IN",
      availableLanguage: ["en-IN", "hi-IN"],
    },
    sameAs: [site.linkedinUrl],
  };
}

export function breadcrumbJsonLd(site: SiteConfig, trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/** The one metadata builder: every route's `meta` returns this. */
export function seo(site: SiteConfig, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(site, page.path);
  const image = absoluteUrl(site, page.image || SOCIAL_CARD.path);
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: page.noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: `${site.brand} Digital Marketing` },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationJsonLd(site) },
  ];
  if (!page.image) {
    meta.push(
      { property: "og:image:width", content: String(SOCIAL_CARD.width) },
      { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    );
  }
  if (page.keywords?.length) meta.push({ name: "keywords", content: page.keywords.join(", ") });
  for (const block of page.jsonLd ?? []) meta.push({ "script:ld+json": block });
  return meta;
}

/** The site config from the root loader, as `meta` functions see it. */
export function siteFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteConfig {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site: SiteConfig } | undefined;
  if (!root) throw new Error("root loader data missing");
  return root.site;
}

/** Admin pages: a plain title, kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} - Admin` }, { name: "robots", content: "noindex, nofollow" }];
}
