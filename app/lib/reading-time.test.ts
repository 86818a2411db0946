import { describe, expect, it } from "vitest";
import { demoArticles } from "~/features/demo-content/demo-content";
import { countWords, readingMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("reading time", () => {
  it("is the words at 200 a minute, rounded up", () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(1_200))).toBe(6);
    expect(readingMinutes(words(1_201))).toBe(7);
  });

  it("is at least one minute, even for an empty article", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("Just a line.")).toBe(1);
  });

  it("counts the words a reader reads, not the Markdown around them", () => {
    const markdown = [
      "## Step 1: Claim your listing",
      "",
      "- **Hours**: include festival holidays.",
      "1. Ask happy customers at billing.",
      "",
      "Read Google's [local ranking guide](https://support.google.com/business/answer/7091) first.",
      "![The reception desk](/uploads/articles/reception.webp)",
      "> Root canal from ₹4,500 — दिवाली offer",
      "---",
    ].join("\n");
    expect(countWords(markdown)).toBe(
      "Step 1: Claim your listing Hours: include festival holidays. 1. Ask happy customers at billing. Read Google's local ranking guide first. Root canal from ₹4,500 दिवाली offer".split(
        " ",
      ).length,
    );
  });

  it("gives the demo articles a few minutes each, as their length suggests", () => {
    for (const article of demoArticles) {
      const minutes = readingMinutes(article.content);
      expect(minutes, article.slug).toBeGreaterThanOrEqual(2);
      expect(minutes, article.slug).toBeLessThanOrEqual(10);
    }
  });
});
