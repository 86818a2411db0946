import { describe, expect, it } from "vitest";
import { TITLE_LENGTH, contentTitle } from "./seo";
import { type SiteConfig, isPlaceholderPhone } from "./site";

const site: SiteConfig = {
  brand: "Sparkline",
  siteUrl: "https://sparkline.example",
  contactEmail: "hello@sparkline.example",
  salesEmail: "projects@sparkline.example",
  adminEmail: "admin@sparkline.example",
  phone: "+91 00000 00000",
  linkedinUrl: "https://www.linkedin.com/company/sparkline-example",
};
const SUFFIX = " - Sparkline Digital Marketing";

describe("contentTitle: an article's <title>", () => {
  it("is the headline with the product suffix when that fits", () => {
    expect(contentTitle(site, "Meta ads in 90 days")).toBe(`Meta ads in 90 days${SUFFIX}`);
  });

  it("keeps the suffix on a long headline, shortening the headline at a word boundary", () => {
    const headline = "WhatsApp Business app or API: which one does your business actually need?";
    const title = contentTitle(site, headline);
    expect(title.endsWith(SUFFIX)).toBe(true);
    expect([...title].length).toBeLessThanOrEqual(TITLE_LENGTH.max);
    const name = title.slice(0, -SUFFIX.length);
    expect(name).toMatch(/…$/);
    // Whole words of the headline, in order.
    expect(headline.startsWith(name.slice(0, -1))).toBe(true);
    expect(headline[name.length - 1]).toMatch(/[\s:?]/);
  });
});

describe("isPlaceholderPhone", () => {
  it("recognises a number whose digits after the country code are all zeros", () => {
    for (const phone of ["+91 00000 00000", "+91 (0) 00000 00000", "00000 00000", "+91-00000-00000"]) expect(isPlaceholderPhone(phone), phone).toBe(true);
  });
  it("takes any other number as real", () => {
    for (const phone of ["+91 98765 43210", "+91 90000 00000", "+919000000000", "+1 415 555 0100", "020 2612 0000"]) expect(isPlaceholderPhone(phone), phone).toBe(false);
  });
});
