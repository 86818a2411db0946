import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("article Markdown", () => {
  it("renders headings, lists, links, emphasis, code and tables", () => {
    const html = renderMarkdown("## Plan\n\n- **bold** and *em*\n\n[Google](https://business.google.com)\n\n`code`\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<h2>Plan</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://business.google.com" rel="noopener noreferrer nofollow">Google</a>');
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<table>");
  });

  it.each([
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[click](javascript:alert(1))",
    "[click](JAVASCRIPT:alert(1))",
    "![x](javascript:alert(1))",
    '<a href="javascript:alert(1)">x</a>',
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    '<iframe src="https://evil.example"></iframe>',
  ])("never lets %s through as markup", (payload) => {
    const html = renderMarkdown(payload);
    expect(html).not.toMatch(/<script|<img[^>]+onerror|<iframe|href="javascript:|src="javascript:|href="data:/i);
  });
});
