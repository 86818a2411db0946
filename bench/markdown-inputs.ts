/**
 * Article content built to make Markdown renderers slow or crash, at the article content cap:
 * runs of emphasis, nested quotes and lists, link, image and bracket chains, code and HTML
 * openers that never close. Shared by the renderer's unit test and `npm run bench:markdown`.
 */
export const ARTICLE_CONTENT_MAX = 100_000;

const fill = (unit: string) => unit.repeat(Math.ceil(ARTICLE_CONTENT_MAX / unit.length)).slice(0, ARTICLE_CONTENT_MAX);
const lines = (line: (i: number) => string) => fill(Array.from({ length: 5000 }, (_, i) => line(i)).join("\n") + "\n");

/** What an article normally looks like (headings, paragraphs, emphasis, links, lists, a table), at the same length. */
export const typicalArticle = fill(
  [
    "## Why local search matters",
    "",
    "Most buyers in **Pune** and *Indore* search before they walk in. A complete [Google Business Profile](https://business.google.com)",
    "with photos, hours and replies to reviews brings calls; see [our case studies](/case-studies) for numbers.",
    "",
    "- Post weekly offers",
    "- Answer every review within a day",
    "  - thank the happy ones",
    "",
    "> Reviews are the new word of mouth.",
    "",
    "| Channel | Leads |",
    "|---|---|",
    "| Maps | 42 |",
    "",
    "Call `+91 90000 12345` or write to hello@example.com.",
    "",
    "",
  ].join("\n"),
);

const inputs: Record<string, string> = {
  "_a runs": fill("_a"),
  "*a runs": fill("*a"),
  "**a runs": fill("**a"),
  "a_ runs": fill("a_"),
  "*a** runs": fill("*a**"),
  "***a runs": fill("***a"),
  "**_ runs": fill("**_"),
  "~a runs": fill("~a"),
  "nested emphasis": "*a ".repeat(ARTICLE_CONTENT_MAX / 6) + "a* ".repeat(ARTICLE_CONTENT_MAX / 6),
  "> on one line": fill(">"),
  "> on lines": lines((i) => `${">".repeat(i % 60)} a`),
  "[a]( chain": fill("[a]("),
  "[a](b chain": fill("[a](b"),
  "[]( chain": fill("[]("),
  "![[]() chain": fill("![[]()"),
  "[ run": fill("["),
  "] run": fill("]"),
  "[[[ ]]]": "[".repeat(ARTICLE_CONTENT_MAX / 2) + "]".repeat(ARTICLE_CONTENT_MAX / 2),
  "[a]( with ((((": "[a](" + "(".repeat(ARTICLE_CONTENT_MAX - 5) + ")",
  "reference uses": "[a]: https://example.com\n" + fill("[a] "),
  "reference definitions": fill("[a]: b\n"),
  "nested lists": lines((i) => `${"  ".repeat(i % 200)}- a`),
  "list markers": fill("* - + "),
  "1. chain": fill("1. "),
  "> - chain": fill("> - "),
  "- > chain": fill("- > "),
  "quotes in lists": lines((i) => `${"> ".repeat(i % 100)}- a`),
  backticks: fill("`"),
  "`a runs": fill("`a"),
  "``a` runs": fill("``a`"),
  "< runs": fill("<"),
  "<a runs": fill("<a"),
  "<http:// runs": fill("<http://"),
  "<!-- runs": fill("<!--"),
  "html blocks": fill("<div>\n"),
  "& runs": fill("&"),
  backslashes: fill("\\"),
  "table cells": "| a | b |\n|---|---|\n" + fill("| x "),
  "table rows": "| a | b |\n|---|---|\n" + fill("|a|b|\n"),
  "wide table": fill("|a").slice(0, 33_000) + "\n" + fill("|-").slice(0, 33_000) + "\n" + fill("|a").slice(0, 33_000),
  "# headings": fill("# a\n"),
  "setext headings": fill("a\n=\n"),
  "line breaks": fill("a\n"),
  fences: fill("```\n"),
  "bare links": fill("http://a.b "),
  "www. runs": fill("www."),
  "e-mail runs": fill("a@"),
};

/** Each input at exactly the cap (cut, or padded with spaces). */
export const adversarialInputs = Object.fromEntries(
  Object.entries(inputs).map(([name, content]) => [
    name,
    content.slice(0, ARTICLE_CONTENT_MAX).padEnd(ARTICLE_CONTENT_MAX),
  ]),
);
