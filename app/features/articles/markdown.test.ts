import MarkdownIt from "markdown-it";
import { describe, expect, it, vi } from "vitest";
import { ARTICLE_CONTENT_MAX, adversarialInputs, typicalArticle } from "../../../bench/markdown-inputs";
import { renderMarkdown, uploadedImagesIn } from "./markdown.server";

describe("article Markdown", () => {
  it("shows an uploaded image in the text at the widths stored, with its size reserved and its description", () => {
    const url = "/uploads/articles/3f2c.jpg";
    const images = new Map([[url, { url, width: 1600, height: 900, variants: [320, 640, 960, 1280] }]]);
    const html = renderMarkdown(`Before\n\n![Queue at the \\[new\\] stall](${url})`, images);
    const img = /<img [^>]+>/.exec(html)?.[0] ?? "";
    expect(img).toContain('src="/uploads/articles/3f2c-1280.webp"');
    expect(img).toContain(
      'srcset="/uploads/articles/3f2c-320.webp 320w, /uploads/articles/3f2c-640.webp 640w, /uploads/articles/3f2c-960.webp 960w, /uploads/articles/3f2c-1280.webp 1280w"',
    );
    expect(img).toContain('sizes="(min-width: 800px) 768px, 100vw"');
    expect(img).toContain('width="1600" height="900"');
    expect(img).toContain('alt="Queue at the [new] stall"');
    expect(img).toContain('loading="lazy"');
    // A pasted address, or an upload not looked up, is shown as it is.
    expect(renderMarkdown("![Logo](https://cdn.example/logo.png)", images)).toContain(
      '<img src="https://cdn.example/logo.png" alt="Logo" loading="lazy" decoding="async">',
    );
  });

  it("finds the uploaded images a text shows, each once, and no pasted ones", () => {
    expect(
      uploadedImagesIn(
        '![a](/uploads/articles/a.jpg)\n\n- ![b](/uploads/articles/b.png "t")\n\n![a again](/uploads/articles/a.jpg) ![x](https://cdn.example/x.jpg) `![no](/uploads/articles/c.jpg)`',
      ),
    ).toEqual(["/uploads/articles/a.jpg", "/uploads/articles/b.png"]);
  });

  it("renders headings, lists, links, emphasis, code and tables", () => {
    const html = renderMarkdown(
      "## Plan\n\n- **bold** and *em*\n\n[Google](https://business.google.com)\n\n`code`\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
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

describe("article Markdown links", () => {
  // What a browser does with the rendered href: a link without rel must stay on this site.
  const site = "https://agency.example";
  const offSiteWithoutRel = (html: string) =>
    [...html.matchAll(/<a ([^>]*)>/g)]
      .map(([, attrs]) => attrs!)
      .filter((attrs) => !attrs.includes('rel="noopener noreferrer nofollow"'))
      .map((attrs) => /href="([^"]*)"/.exec(attrs)?.[1]?.replaceAll("&amp;", "&"))
      .filter((href) => href !== undefined && new URL(href, site).origin !== site);

  it.each([
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "//evil.example/path",
    "https://evil.example",
    "http:evil.example",
    "https:/\\evil.example",
  ])("treats %s, which a browser opens on another site, as external", (href) => {
    const html = renderMarkdown(`[go](${href}) <${href}>`);
    expect(offSiteWithoutRel(html)).toEqual([]);
  });

  it.each(["/case-studies", "#plan", "contact", "/articles/seo?x=1"])("keeps %s a site link, without rel", (href) => {
    expect(renderMarkdown(`[go](${href})`)).toMatch(/<a href="[^"]+">go<\/a>/);
  });

  it("keeps line breaks and mail and phone links", () => {
    const html = renderMarkdown("line one\nline two\n\n[mail](mailto:a@example.com) [call](tel:+919000012345)");
    expect(html).toMatch(/line one<br\s*\/?>\s*line two/);
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
    expect(html).toContain('<a href="tel:+919000012345">call</a>');
  });
});

describe("article Markdown on hostile content", () => {
  const cpuMs = (render: () => void) => {
    const before = process.cpuUsage();
    render();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  // Warmed up and taken as the best of three, so one garbage collection or a busy machine does not decide.
  const bestOfThree = (content: string) => Math.min(...[0, 1, 2].map(() => cpuMs(() => renderMarkdown(content))));
  renderMarkdown(typicalArticle);
  const typical = bestOfThree(typicalArticle);

  it.each(Object.entries(adversarialInputs))(
    "renders %s (100,000 characters) about as fast as a typical article",
    (_name, content) => {
      expect(content.length).toBe(ARTICLE_CONTENT_MAX);
      let html = "";
      const time = Math.min(...[0, 1, 2].map(() => cpuMs(() => (html = renderMarkdown(content)))));
      expect(html.length).toBeGreaterThan(0);
      // Linear renderers stay within a small multiple of the typical article; the quadratic one took 100-1,000 times as long.
      expect(time).toBeLessThan(Math.max(20 * typical, 200));
    },
  );

  it("shows the text, escaped and with its line breaks, if the renderer fails", () => {
    const failing = vi.spyOn(MarkdownIt.prototype, "render").mockImplementation(() => {
      throw new RangeError("Maximum call stack size exceeded");
    });
    try {
      expect(renderMarkdown("Visit <b>Pune</b> & more\nsecond line")).toBe(
        "<p>Visit &lt;b&gt;Pune&lt;/b&gt; &amp; more<br>\nsecond line</p>\n",
      );
    } finally {
      failing.mockRestore();
    }
  });
});
