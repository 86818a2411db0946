import { describe, expect, it } from "vitest";
import { searchAppearance, seo } from "./seo";
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
