import { expect } from "vitest";
import { LATIN_TERMS } from "../../app/content/languages";

// The rules the site's Hindi copy is held to, beside its English twin (app/content/languages.ts):
// the same shape, no string copied across, and no English left untranslated.

/** A message written as a function (of a limit, a code) is checked as it reads with these values. */
const SAMPLE_ARGUMENTS = ["91", "Sparkline", "1A2B3C4D"];

/**
 * Each string of `hindi` beside its English twin, with where it sits; a difference of shape fails.
 * A function (a message with a figure in it) is compared as it reads once called.
 */
export function pairs(english: unknown, hindi: unknown, at = ""): { at: string; en: string; hi: string }[] {
  if (typeof english === "function" && typeof hindi === "function") {
    return pairs(english(...SAMPLE_ARGUMENTS), hindi(...SAMPLE_ARGUMENTS), `${at}()`);
  }
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

/** The runs of more than three Latin words in `text` once the kept terms, `{placeholders}` and addresses are set aside. */
export const untranslatedRuns = (text: string) =>
  [
    ...text
      .replace(/\{\w+\}/g, "॰")
      .replace(/\S+@\S+|https?:\/\/\S+/g, "॰")
      .replace(keptTerms, "॰")
      .matchAll(longLatinRun),
  ].map((match) => match[0]);

/** A string that says something in words (not a figure, a sign or a name alone). */
export const hasWords = (text: string) => /\p{L}{2}/u.test(text.replace(keptTerms, ""));

/** What fails the rules in a copy and its Hindi twin: strings copied across, and English left in the Hindi. */
export function languageProblems(english: unknown, hindi: unknown, at = ""): string[] {
  const found = pairs(english, hindi, at);
  return [
    ...found
      .filter(({ en, hi }) => hasWords(en) && en === hi)
      .map(({ at: where }) => `${where}: the same as in English`),
    ...found.flatMap(({ at: where, hi }) => untranslatedRuns(hi).map((run) => `${where}: "${run}" left in English`)),
  ];
}
