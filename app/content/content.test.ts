import { describe, expect, it } from "vitest";
import { getSubService, privacy, services, subServices, terms } from "./index.server";

describe("service content", () => {
  it("has the 19 service pages the overview links to, in four categories", () => {
    expect(services.map((s) => s.slug).sort()).toEqual(
      [
        "social-media", "performance-marketing", "seo", "email-marketing", "content-marketing", "web-development",
        "ecommerce", "mobile-design", "landing-pages", "ai-chatbots", "branding", "analytics",
        "ai-seo-content", "ai-seo-automation", "voice-visual-seo", "growth-marketing", "ai-content", "ai-design", "ai-automation",
      ].sort(),
    );
    expect(new Set(services.map((s) => s.category)).size).toBe(4);
  });

  it("links every Key Features card to a sub-service page that has content", () => {
    const missing = services.flatMap((s) => s.features.filter((f) => !getSubService(f.subServiceSlug)).map((f) => `${s.slug} -> ${f.subServiceSlug}`));
    expect(missing).toEqual([]);
  });

  it("has content for every sub-service the spec names", () => {
    const named = "google-ads meta-ads ai-advertising video-advertising retargeting conversion-optimization content-planning platform-optimization community-management paid-social technical-seo keyword-strategy keyword-clusters on-page-seo link-building email-campaigns marketing-automation list-segmentation email-design content-strategy blog-writing video-production infographic-design custom-websites web-apps cms-integration api-development ecommerce-setup payment-integration catalog-management cart-optimization responsive-design mobile-ux pwa-development mobile-performance conversion-design ab-testing lead-forms landing-analytics custom-chatbot whatsapp-automation lead-qualification-bot support-automation conversational-commerce multichannel-bots brand-strategy logo-design brand-guidelines rebranding google-analytics conversion-tracking custom-dashboards marketing-attribution".split(" ");
    expect(named.filter((slug) => !getSubService(slug))).toEqual([]);
  });

  it("never repeats a slug, a description or a subtitle", () => {
    const pages = [...services, ...subServices];
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(pages.map((p) => p.slug))).toEqual([]);
    expect(dupes(pages.map((p) => p.description))).toEqual([]);
    expect(dupes(pages.map((p) => p.subtitle))).toEqual([]);
  });

  it("has a parent service for every sub-service, and the legal pages' sections", () => {
    const slugs = new Set(services.map((s) => s.slug));
    expect(subServices.filter((s) => !slugs.has(s.serviceSlug)).map((s) => s.slug)).toEqual([]);
    expect(terms).toHaveLength(10);
    expect(privacy).toHaveLength(11);
    expect(JSON.stringify(terms)).toContain("{email}");
  });
});
