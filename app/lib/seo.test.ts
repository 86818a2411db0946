import { describe, expect, it } from "vitest";
import { localBusinessJsonLd, postalAddress } from "./local-business.server";
import { pageTitle, pairedPage, searchAppearance, seo } from "./seo";
import type { SiteConfig } from "./site";

const site: SiteConfig = {
  brand: "Sparkline",
  siteUrl: "https://sparkline.example",
  contactEmail: "hello@sparkline.example",
  salesEmail: "sales@sparkline.example",
  adminEmail: "admin@sparkline.example",
  phone: "+91 98765 43210",
  whatsapp: null,
  linkedinUrl: "https://www.linkedin.com/company/sparkline",
  address: null,
  areaServed: null,
  privacyEmail: "privacy@sparkline.example",
  leadRetentionDays: 730,
  copyrightYear: 2026,
};
const none = { searchTitle: null, searchDescription: null, canonicalUrl: null, noindex: false };
const defaults = { headline: "Reels for Ludhiana boutiques", description: "What reels did for five boutiques." };

const head = (meta: ReturnType<typeof seo>) => {
  const tags = meta as Record<string, unknown>[];
  return {
    title: tags.find((m) => "title" in m)?.title,
    canonical: tags.find((m) => m.rel === "canonical")?.href,
    robots: tags.find((m) => m.name === "robots")?.content,
  };
};

describe("a record's search appearance", () => {
  it("uses the title and excerpt's description until its own are written", () => {
    expect(searchAppearance(site, none, defaults)).toMatchObject({
      title: "Reels for Ludhiana boutiques - Sparkline Digital Marketing",
      description: "What reels did for five boutiques.",
      canonical: null,
      noindex: false,
    });
    const own = { ...none, searchTitle: "Boutique reels", searchDescription: "Footfall up in a season." };
    expect(searchAppearance(site, own, defaults)).toMatchObject({
      title: "Boutique reels - Sparkline Digital Marketing",
      description: "Footfall up in a season.",
    });
  });

  it("names the canonical address given, a path made absolute, and hides the page when asked", () => {
    const page = { title: "T", description: "D", path: "/articles/reels", keywords: [] };
    expect(head(seo(site, page))).toEqual({
      title: "T",
      canonical: "https://sparkline.example/articles/reels",
      robots: "index, follow",
    });
    expect(head(seo(site, { ...page, canonical: "https://medium.com/@meera/reels", noindex: true }))).toMatchObject({
      canonical: "https://medium.com/@meera/reels",
      robots: "noindex, nofollow",
    });
    expect(head(seo(site, { ...page, canonical: "/articles/reels-2026" })).canonical).toBe(
      "https://sparkline.example/articles/reels-2026",
    );
  });
});

describe("the agency as a local business", () => {
  it("reads BUSINESS_ADDRESS from its end: the PIN, the state when named, the city, then the street", () => {
    expect(postalAddress("3rd floor, 12 MG Road, Indiranagar, Bengaluru, Karnataka 560038")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "3rd floor, 12 MG Road, Indiranagar",
      addressLocality: "Bengaluru",
      addressRegion: "Karnataka",
      postalCode: "560038",
      addressCountry: "IN",
    });
    expect(postalAddress("Shop 4, FC Road, Pune 411 004")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Shop 4, FC Road",
      addressLocality: "Pune",
      postalCode: "411004",
      addressCountry: "IN",
    });
    // Not in that shape: kept whole, in India.
    expect(postalAddress("Near the clock tower, Jaipur")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Near the clock tower, Jaipur",
      addressCountry: "IN",
    });
  });

  it("names its office, the places it serves, its hours and its phone (never the demo number)", () => {
    const block = localBusinessJsonLd(
      { ...site, address: "12 MG Road, Bengaluru, Karnataka 560038", areaServed: "Bengaluru, Mysuru ,  Karnataka" },
      { opens: 9, closes: 18 },
    );
    expect(block).toMatchObject({
      "@type": "LocalBusiness",
      "@id": "https://sparkline.example/#localbusiness",
      telephone: "+91 98765 43210",
      address: { addressLocality: "Bengaluru", postalCode: "560038" },
      areaServed: ["Bengaluru", "Mysuru", "Karnataka"],
      openingHoursSpecification: { opens: "09:00", closes: "18:00", dayOfWeek: expect.arrayContaining(["Monday"]) },
      parentOrganization: { "@id": "https://sparkline.example/#organization" },
    });
    const demo = localBusinessJsonLd({ ...site, phone: "+91 00000 00000" }, { opens: 9, closes: 18 });
    expect(demo.telephone).toBeUndefined();
    expect(demo.address).toBeUndefined();
  });
});

describe("a page in two languages", () => {
  const tags = (locale: "en" | "hi") =>
    seo(site, {
      ...pairedPage(locale, "/services/seo"),
      title: pageTitle(site, locale === "hi" ? "सर्च इंजन ऑप्टिमाइज़ेशन" : "Search Engine Optimization", locale),
      description: "x".repeat(80),
      keywords: ["seo"],
    });
  const links = (locale: "en" | "hi") =>
    tags(locale).flatMap((tag) =>
      "rel" in tag && tag.rel === "alternate" ? [[String(tag.hrefLang), String(tag.href)]] : [],
    );

  it("links both twins and English as the default from each, with its own canonical and locale", () => {
    const both = [
      ["en-IN", "https://sparkline.example/services/seo"],
      ["hi-IN", "https://sparkline.example/hi/services/seo"],
      ["x-default", "https://sparkline.example/services/seo"],
    ];
    expect(links("en")).toEqual(both);
    expect(links("hi")).toEqual(both);
    const hindi = tags("hi");
    expect(hindi).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://sparkline.example/hi/services/seo",
    });
    expect(hindi).toContainEqual({ property: "og:locale", content: "hi_IN" });
    expect(hindi).toContainEqual({ property: "og:locale:alternate", content: "en_IN" });
    expect(hindi).toContainEqual({ title: `सर्च इंजन ऑप्टिमाइज़ेशन - ${site.brand} डिजिटल मार्केटिंग` });
  });
});
