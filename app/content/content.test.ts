import { describe, expect, it } from "vitest";
import { demoArticles } from "~/features/demo-content/demo-content";
import {
  DESCRIPTION_LENGTH,
  TITLE_LENGTH,
  contentTitle,
  faqPageJsonLd,
  fitDescription,
  truncateWords,
} from "~/lib/seo";
import * as articleRoute from "~/routes/site/article";
import * as serviceRoute from "~/routes/site/service";
import * as subServiceRoute from "~/routes/site/sub-service";
import { getSubService, privacy, serviceIn, services, subServices, terms } from "./index.server";
import { type Locale, localeOfPath } from "~/lib/locale";
import { SITE_LAYOUT_ROUTE } from "./words";
import { siteLayoutData } from "./words.server";
import { demoSite } from "../../tests/support/site-config";

describe("service content", () => {
  it("has the 19 service pages the overview links to, in four categories", () => {
    expect(services.map((s) => s.slug).sort()).toEqual(
      [
        "social-media",
        "performance-marketing",
        "seo",
        "email-marketing",
        "content-marketing",
        "web-development",
        "ecommerce",
        "mobile-design",
        "landing-pages",
        "ai-chatbots",
        "branding",
        "analytics",
        "ai-seo-content",
        "ai-seo-automation",
        "voice-visual-seo",
        "growth-marketing",
        "ai-content",
        "ai-design",
        "ai-automation",
      ].sort(),
    );
    expect(new Set(services.map((s) => s.category)).size).toBe(4);
  });

  it("links every Key Features card to a sub-service page that has content", () => {
    const missing = services.flatMap((s) =>
      s.features.filter((f) => !getSubService(f.subServiceSlug)).map((f) => `${s.slug} -> ${f.subServiceSlug}`),
    );
    expect(missing).toEqual([]);
  });

  it("has content for every sub-service the spec names", () => {
    const named =
      "google-ads meta-ads ai-advertising video-advertising retargeting conversion-optimization content-planning platform-optimization community-management paid-social technical-seo keyword-strategy keyword-clusters on-page-seo link-building email-campaigns marketing-automation list-segmentation email-design content-strategy blog-writing video-production infographic-design custom-websites web-apps cms-integration api-development ecommerce-setup payment-integration catalog-management cart-optimization responsive-design mobile-ux pwa-development mobile-performance conversion-design ab-testing lead-forms landing-analytics custom-chatbot whatsapp-automation lead-qualification-bot support-automation conversational-commerce multichannel-bots brand-strategy logo-design brand-guidelines rebranding google-analytics conversion-tracking custom-dashboards marketing-attribution".split(
        " ",
      );
    expect(named.filter((slug) => !getSubService(slug))).toEqual([]);
  });

  it("never repeats a slug, a description or a subtitle", () => {
    const pages = [...services, ...subServices];
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(pages.map((p) => p.slug))).toEqual([]);
    expect(dupes(pages.map((p) => p.description))).toEqual([]);
    expect(dupes(pages.map((p) => p.subtitle))).toEqual([]);
  });

  it("gives every service four or five frequently asked questions, none asked twice on the site", () => {
    expect(services.filter((s) => s.faqs.length < 4 || s.faqs.length > 5).map((s) => s.slug)).toEqual([]);
    const questions = services.flatMap((s) => s.faqs.map((f) => f.question));
    expect(questions.filter((q, i) => questions.indexOf(q) !== i)).toEqual([]);
    expect(questions.filter((q) => !q.endsWith("?"))).toEqual([]);
    // The FAQs sell honestly: no answer promises a result (saying results cannot be promised is fine).
    const promising = services.flatMap((s) =>
      s.faqs.filter((f) => /\bguarantee/i.test(f.answer) && !/\b(?:no|not|never)\b/i.test(f.answer)),
    );
    expect(promising).toEqual([]);
  });

  it("has a parent service for every sub-service, and the legal pages' sections", () => {
    const slugs = new Set(services.map((s) => s.slug));
    expect(subServices.filter((s) => !slugs.has(s.serviceSlug)).map((s) => s.slug)).toEqual([]);
    expect(terms).toHaveLength(10);
    expect(privacy).toHaveLength(12);
    expect(JSON.stringify(privacy)).toContain("{privacyEmail}");
    expect(JSON.stringify(terms)).toContain("{email}");
  });
});

const site = demoSite;

type Meta = ReturnType<typeof serviceRoute.meta>;

/** The <title> and description a route's `meta` gave a page. */
function titleAndDescription(page: string, meta: Meta) {
  const title = meta.find((tag) => "title" in tag);
  const description = meta.find((tag) => "name" in tag && tag.name === "description");
  return {
    page,
    title: title && "title" in title ? String(title.title) : "",
    description: description && "content" in description ? String(description.content) : "",
  };
}

// What the routes' `meta` receives besides the loader's data: the root loader's site settings, and
// the site layout's words in the page's language.
const matchesIn = (locale: Locale) => [
  { id: "root", loaderData: { site } },
  { id: SITE_LAYOUT_ROUTE, loaderData: siteLayoutData(locale) },
];
const matches = matchesIn("en");

/** Runs a route's `meta` for a slug with `loaderData`, as React Router does when the page is asked for. */
function routePage(route: { meta: (args: never) => Meta }, path: string, slug: string, loaderData: unknown) {
  const location = { pathname: `${path}/${slug}` };
  const matches = matchesIn(localeOfPath(location.pathname));
  return titleAndDescription(location.pathname, route.meta({ loaderData, matches, location } as never));
}

// A service page's loader also reads its related case study from the database; its `meta` reads
// only the service, which is fixed content.
const serviceData = (slug: string, locale: Locale = "en") => ({ service: serviceIn(locale, slug)!, caseStudy: null });

/** What a sub-service page's loader gives for the page at `path`. */
const subServiceData = (path: string, slug: string) =>
  subServiceRoute.loader({ params: { slug }, request: new Request(`http://localhost${path}`) } as never);

/** Each service and sub-service page's <title> and description, from the routes themselves. */
function servicePages() {
  return [
    ...services.map((s) => routePage(serviceRoute, "/services", s.slug, serviceData(s.slug))),
    ...services.map((s) => routePage(serviceRoute, "/hi/services", s.slug, serviceData(s.slug, "hi"))),
    ...(["/sub-services", "/hi/sub-services"] as const).flatMap((base) =>
      subServices.map((s) => routePage(subServiceRoute, base, s.slug, subServiceData(`${base}/${s.slug}`, s.slug))),
    ),
  ];
}

const outside = (pages: { page: string; title: string; description: string }[]) =>
  pages.flatMap(({ page, title, description }) => [
    ...(title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max
      ? [`${page}: title ${title.length} "${title}"`]
      : []),
    ...(description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max
      ? [`${page}: description ${description.length} "${description}"`]
      : []),
  ]);

describe("structured data of the service pages", () => {
  it("describes questions and answers as a schema.org FAQPage", () => {
    expect(
      faqPageJsonLd([
        { question: "How long does SEO take?", answer: "Usually three to six months." },
        { question: "Do you use WhatsApp?", answer: "Yes." },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long does SEO take?",
          acceptedAnswer: { "@type": "Answer", text: "Usually three to six months." },
        },
        { "@type": "Question", name: "Do you use WhatsApp?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
      ],
    });
  });

  it("sends each service's questions as FAQPage data and its trail as BreadcrumbList data", () => {
    for (const service of services) {
      const loaderData = serviceData(service.slug);
      const location = { pathname: `/services/${service.slug}` };
      const blocks = serviceRoute
        .meta({ loaderData, matches, location } as never)
        .flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));
      const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
      expect(faqPage, service.slug).toEqual(faqPageJsonLd(service.faqs));
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[];
      expect(crumbs.map((c) => c.name)).toEqual(["Home", "Services", service.title]);
    }
  });

  it("ends a sub-service's trail with its parent service and itself", () => {
    const loaderData = subServiceData("/sub-services/technical-seo", "technical-seo");
    const crumbs = subServiceRoute
      .meta({ loaderData, matches, location: { pathname: "/sub-services/technical-seo" } } as never)
      .flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []))
      .find((b) => b["@type"] === "BreadcrumbList")?.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ["Home", "https://sparkline.example/"],
      ["Services", "https://sparkline.example/services"],
      ["Search Engine Optimization", "https://sparkline.example/services/seo"],
      ["Technical SEO", "https://sparkline.example/sub-services/technical-seo"],
    ]);
  });
});

describe("search metadata of the content", () => {
  it("gives every service and sub-service a unique title of 30-65 and description of 70-160 characters", () => {
    const pages = servicePages();
    expect(pages).toHaveLength(19 * 2 + 81 * 2);
    expect(outside(pages)).toEqual([]);
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(pages.map((p) => p.title))).toEqual([]);
    expect(dupes(pages.map((p) => p.description))).toEqual([]);
  });

  it("fits the demo articles' titles (with the spec's suffix) and excerpts, keeping them whole when they fit", () => {
    // The article route's loader reads the database; its `meta` gets the row it returns.
    const pages = demoArticles.map((a) => {
      const written = new Date("2026-11-01T10:00:00Z");
      const article = { ...a, id: a.slug, imageUrl: null, image: undefined, createdAt: written, updatedAt: written };
      return titleAndDescription(
        `/articles/${a.slug}`,
        articleRoute.meta({
          loaderData: { article: { ...article, translation: null }, socialCard: `/social/articles/${a.slug}.png` },
          matches,
          location: { pathname: `/articles/${a.slug}` },
        } as never),
      );
    });
    expect(outside(pages)).toEqual([]);
    expect(contentTitle(site, "How much should you spend on Meta ads in your first 90 days?")).toBe(
      "How much should you spend on Meta… - Sparkline Digital Marketing",
    );
    expect(contentTitle(site, "SEO basics")).toBe("SEO basics - Sparkline Digital Marketing");
    expect(contentTitle(site, "Google Business Profile: the free listing that brings most local enquiries")).toBe(
      "Google Business Profile: the free… - Sparkline Digital Marketing",
    );
    const fits = "What five neighbourhood stores in Pune learned from running Meta ads during the festive season.";
    expect(fitDescription(fits, "never added")).toBe(fits);
  });

  it("keeps the spec's suffix whole on a long headline, shortening the headline at a word boundary", () => {
    const suffix = " - Sparkline Digital Marketing";
    const headline = "WhatsApp Business app or API: which one does your business actually need?";
    const title = contentTitle(site, headline);
    expect(title.endsWith(suffix)).toBe(true);
    expect([...title].length).toBeLessThanOrEqual(TITLE_LENGTH.max);
    const name = title.slice(0, -suffix.length);
    expect(name).toMatch(/…$/);
    // Whole words of the headline, in order.
    expect(headline.startsWith(name.slice(0, -1))).toBe(true);
    expect(headline[name.length - 1]).toMatch(/[\s:?]/);
  });

  it("shortens long text at a sentence or a word, and lengthens short text", () => {
    const long =
      "Too little budget and Meta never learns who to show your ads to; too much and you pay for mistakes. A month-by-month plan for Indian small businesses starting out with Facebook and Instagram ads.";
    expect(fitDescription(long)).toBe(
      "Too little budget and Meta never learns who to show your ads to; too much and you pay for mistakes.",
    );
    const oneSentence = `${"word ".repeat(40)}end.`;
    const cut = fitDescription(oneSentence);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    expect(cut).toMatch(/ word…$/);
    expect(fitDescription("Costs ₹2.5 lakh.", "A Marketing guide by Meera Iyer for Indian small businesses.")).toBe(
      "Costs ₹2.5 lakh. A Marketing guide by Meera Iyer for Indian small businesses.",
    );
    expect(truncateWords("the free listing that brings the", 25)).toBe("the free listing that…");
  });
});
