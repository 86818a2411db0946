import { describe, expect, it } from "vitest";
import { demoArticles, demoCaseStudies } from "~/features/demo-content/demo-content";
import { hasHindiTwin } from "~/lib/locale";
import { authorBios } from "./authors.server";
import { authorBiosInHindi } from "./authors.hi";
import { services } from "./index.server";
import { ENGLISH_ONLY, englishOnlyReason } from "./languages";
import { ENGLISH_WORDS, HINDI_WORDS } from "./words.server";
import { englishPagePaths } from "./paths.server";
import { servicesInHindi } from "./services.hi";
import { hasWords, pairs, untranslatedRuns } from "../../tests/support/language-pairs";

/** What a service page's Hindi copy must match: the English page's words, in the Hindi copy's shape. */
const englishWordsOf = (service: (typeof services)[number]) => ({
  title: service.title,
  subtitle: service.subtitle,
  description: service.description,
  summary: service.summary,
  features: service.features.map(({ title, description }) => ({ title, description })),
  benefits: service.benefits,
  metrics: service.metrics,
  faqs: service.faqs,
  keywords: service.keywords,
});

/** The English pages of the site: those with a fixed address, and those the dashboard's content makes. */
const englishPages = () => [
  ...englishPagePaths(),
  "/your-data",
  "/case-studies",
  "/articles",
  "/articles/category/seo",
  ...demoCaseStudies.map((caseStudy) => `/case-studies/${caseStudy.slug}`),
  ...demoArticles.map((article) => `/articles/${article.slug}`),
];

const allPairs = () => [
  ...pairs(ENGLISH_WORDS, HINDI_WORDS, "words"),
  ...pairs(authorBios, authorBiosInHindi, "authors"),
  ...services.flatMap((service) =>
    pairs(englishWordsOf(service), servicesInHindi[service.slug as keyof typeof servicesInHindi], service.slug),
  ),
];

describe("the site in two languages", () => {
  it("gives every English page with a fixed address a Hindi twin, or says why it has none", () => {
    const paths = englishPages();
    expect(paths.filter((path) => !hasHindiTwin(path) && !englishOnlyReason(path))).toEqual([]);
    // A page listed as English only must not have a twin as well.
    expect(paths.filter((path) => hasHindiTwin(path) && englishOnlyReason(path))).toEqual([]);
    expect(ENGLISH_ONLY.every((page) => page.reason.length > 20)).toBe(true);
    expect(paths.filter(hasHindiTwin)).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/contact",
        "/services",
        "/services/seo",
        "/sub-services/technical-seo",
        "/case-studies",
        "/articles",
        "/articles/category/seo",
      ]),
    );
    expect(paths.filter((path) => englishOnlyReason(path))).toEqual(
      expect.arrayContaining(["/terms", "/your-data", "/articles/google-business-profile-local-leads"]),
    );
  });

  it("has every service page in Hindi, card for card and question for question", () => {
    expect(Object.keys(servicesInHindi).sort()).toEqual(services.map((service) => service.slug).sort());
    for (const service of services) {
      const hindi = servicesInHindi[service.slug as keyof typeof servicesInHindi];
      expect(hindi.features, service.slug).toHaveLength(service.features.length);
      expect(hindi.faqs, service.slug).toHaveLength(service.faqs.length);
      expect(hindi.benefits, service.slug).toHaveLength(service.benefits.length);
      expect(hindi.metrics, service.slug).toHaveLength(service.metrics.length);
    }
  });

  it("writes no Hindi string the same as its English twin", () => {
    const copied = allPairs().filter(({ en, hi }) => hasWords(en) && en === hi);
    expect(copied.map(({ at }) => at)).toEqual([]);
  });

  it("keeps Latin letters to the glossary's terms and runs of at most three words", () => {
    const runs = allPairs().flatMap(({ at, hi }) => untranslatedRuns(hi).map((run) => `${at}: ${run}`));
    expect(runs).toEqual([]);
  });

  it("would catch English left in a Hindi string, and a twin copied across", () => {
    expect(untranslatedRuns("हम search engine optimisation services देते हैं")).toEqual([
      "search engine optimisation services",
    ]);
    expect(untranslatedRuns("Google Business Profile और WhatsApp Business API पर")).toEqual([]);
    expect(
      pairs({ a: "Contact Us" }, { a: "Contact Us" }).filter(({ en, hi }) => hasWords(en) && en === hi),
    ).toHaveLength(1);
    expect(() => pairs({ a: ["x", "y"] }, { a: ["x"] })).toThrow("2 in English, 1 in Hindi");
  });
});
