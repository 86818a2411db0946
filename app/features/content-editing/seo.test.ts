import { describe, expect, it } from "vitest";
import { seoChecks, seoSchema } from "./seo";

const ORIGIN = "https://sparkline.example";
const ready = {
  title: "Reels for Ludhiana boutiques - Sparkline Digital Marketing",
  searchDescription: "What three months of reels did for five Ludhiana boutiques: footfall, WhatsApp orders and cost.",
  description: "What three months of reels did for five Ludhiana boutiques: footfall, WhatsApp orders and cost.",
  cover: { alt: "A boutique's festive window in Ludhiana" },
  markdown: ["## Reels\n\nSee [our social media service](/services/social-media)."],
};

describe("the search checks", () => {
  it("find nothing to fix in a page that is ready", () => {
    expect(seoChecks(ready, ORIGIN)).toEqual([]);
  });

  it("say what to fix, one sentence each", () => {
    const fixes = seoChecks(
      {
        title: "Reels that sold festive lehengas for Ludhiana boutiques - Sparkline Digital Marketing",
        searchDescription: null,
        description: "x".repeat(160),
        cover: { alt: null },
        markdown: ["# Reels\n\n![](https://cdn.example/a.webp)\n\nSee [a guide](https://other.example/)."],
      },
      ORIGIN,
    );
    expect(fixes).toEqual([
      "Write a search description: without one, search engines pick a sentence from the page themselves.",
      'Write a shorter search title: results show about 60 characters, and "Reels that sold festive lehengas for Ludhiana boutiques - Sparkline Digital Marketing" has 85.',
      "Shorten the description: 160 characters, and results show about 155 on a computer.",
      "Describe the cover image (its alt text) for people who cannot see it, and for image search.",
      "Describe every image in the text: write what it shows between the [ ] of ![ ](address).",
      "Use ## for headings in the text: the title is the page's one main heading, and # makes another.",
      "Link to another page of the site (a service, a case study) so readers and search engines find it.",
    ]);
  });

  it("warn of a description cut on phones only, and count a link on the site's own address", () => {
    const fixes = seoChecks(
      {
        ...ready,
        description: "y".repeat(130),
        markdown: [`Read [the case](${ORIGIN}/case-studies/dental-clinic).`],
      },
      ORIGIN,
    );
    expect(fixes).toEqual([
      "The description is cut short on phones (about 120 characters shown, it has 130): put what matters first.",
    ]);
  });

  it("leave the text's checks to records with Markdown", () => {
    expect(seoChecks({ ...ready, markdown: [] }, ORIGIN)).toEqual([]);
  });
});

describe("the search fields", () => {
  it("keep empty fields as none, and take a canonical path or an https address only", () => {
    expect(seoSchema.parse({ searchTitle: "  ", searchDescription: "", canonicalUrl: "", noindex: "" })).toEqual({
      searchTitle: null,
      searchDescription: null,
      canonicalUrl: null,
      noindex: false,
    });
    expect(seoSchema.parse({ canonicalUrl: "https://medium.com/@meera/reels", noindex: "on" })).toMatchObject({
      canonicalUrl: "https://medium.com/@meera/reels",
      noindex: true,
    });
    for (const canonicalUrl of ["http://medium.com/x", "//evil.example/", "javascript:alert(1)", "/a b"]) {
      expect(seoSchema.safeParse({ canonicalUrl }).success, canonicalUrl).toBe(false);
    }
  });
});
