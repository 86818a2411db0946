import { describe, expect, it } from "vitest";
import { hasHindiTwin } from "~/lib/locale";
import { services } from "./index.server";
import { ENGLISH_ONLY, LATIN_TERMS, englishOnlyReason } from "./languages";
import { pageCopy } from "./page-copy";
import { englishPagePaths } from "./paths.server";
import { servicesInHindi } from "./services.hi";
import { siteCopy } from "./site-copy";

/** Each string of `hindi` beside its English twin, with where it sits; a difference of shape is a finding too. */
function pairs(english: unknown, hindi: unknown, at = ""): { at: string; en: string; hi: string }[] {
  if (typeof english === "string" && typeof hindi === "string") return [{ at, en: english, hi: hindi }];
  if (Array.isArray(english) && Array.isArray(hindi)) {
    if (english.length !== hindi.length)
      throw new Error(`${at}: ${english.length} in English, ${hindi.length} in Hindi`);
    return english.flatMap((item, index) => pairs(item, hindi[index], `${at}[${index}]`));
  }
  if (english && hindi && typeof english === "object" && typeof hindi === "object") {
    const keys = Object.keys(english);
    expect(Object.keys(hindi).sort(), `${at}: the same keys`).toEqual([...keys].sort());
    return keys.flatMap((key) =>
      pairs((english as Record<string, unknown>)[key], (hindi as Record<string, unknown>)[key], `${at}.${key}`),
    );
  }
  throw new Error(`${at}: ${typeof english} in English, ${typeof hindi} in Hindi`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
// Longest first, so "Google Ads" goes before "Google"; a kept term stands for no Latin word.
const keptTerms = new RegExp(
  `(?<![A-Za-z0-9])(?:${[...LATIN_TERMS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?![A-Za-z0-9])`,
  "g",
);
const latinWord = String.raw`(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9'’&.+-]*`;
const longLatinRun = new RegExp(`${latinWord}(?:\\s+${latinWord}){3,}`, "g");

/** The runs of more than three Latin words in `text` once the kept terms and `{placeholders}` are set aside. */
const untranslatedRuns = (text: string) =>
  [
    ...text
      .replace(/\{\w+\}/g, "॰")
      .replace(keptTerms, "॰")
      .matchAll(longLatinRun),
  ].map((match) => match[0]);

/** A string that says something in words (not a figure, a sign or a name alone). */
const hasWords = (text: string) => /\p{L}{2}/u.test(text.replace(keptTerms, ""));

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

const allPairs = () => [
  ...pairs(siteCopy.en, siteCopy.hi, "site"),
  ...pairs(pageCopy.en, pageCopy.hi, "pages"),
  ...services.flatMap((service) =>
    pairs(englishWordsOf(service), servicesInHindi[service.slug as keyof typeof servicesInHindi], service.slug),
  ),
];

describe("the site in two languages", () => {
  it("gives every English page with a fixed address a Hindi twin, or says why it has none", () => {
    const paths = englishPagePaths();
    expect(paths.filter((path) => !hasHindiTwin(path) && !englishOnlyReason(path))).toEqual([]);
    // A page listed as English only must not have a twin as well.
    expect(paths.filter((path) => hasHindiTwin(path) && englishOnlyReason(path))).toEqual([]);
    expect(ENGLISH_ONLY.every((page) => page.reason.length > 20)).toBe(true);
    expect(paths.filter(hasHindiTwin)).toEqual(
      expect.arrayContaining(["/", "/about", "/contact", "/services", "/services/seo"]),
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
