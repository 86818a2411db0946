import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { articleCoverSvg, caseStudyCoverSvg, fallbackCoverSvg } from "./covers";
import { seededArticles, seededCaseStudies } from "./demo-content";

const covers = [
  ...seededCaseStudies.map((item) => ({
    slug: item.slug,
    translation: item.translationOfSlug,
    // A Hindi version draws its original's subject.
    svg: caseStudyCoverSvg(item.translationOfSlug ?? item.slug, item.palette),
    fallback: fallbackCoverSvg(item.palette, item.slug),
  })),
  ...seededArticles.map((item) => ({
    slug: item.slug,
    translation: item.translationOfSlug,
    svg: articleCoverSvg(item.translationOfSlug ?? item.slug, item.palette),
    fallback: fallbackCoverSvg(item.palette, item.slug),
  })),
];

describe("demo covers", () => {
  it.each(covers)("draws $slug for its subject, not the abstract fallback", ({ svg, fallback }) => {
    expect(svg).not.toBe(fallback);
  });

  it.each(covers)("renders $slug to a 1600×900 image, with no text to need fonts", async ({ svg }) => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="900"/);
    expect(svg).not.toMatch(/<text|<tspan/);
    const { info } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1600, 900]);
  });

  it("gives every item a different cover, a Hindi version its original's", () => {
    const originals = covers.filter((cover) => !cover.translation);
    expect(new Set(originals.map((cover) => cover.svg)).size).toBe(originals.length);
    for (const version of covers.filter((cover) => cover.translation)) {
      expect(version.svg).toBe(originals.find((cover) => cover.slug === version.translation)?.svg);
    }
  });

  it("falls back to the abstract cover for a slug it has no drawing for", async () => {
    const palette = ["#1E3A8A", "#94A3B8"] as const;
    expect(caseStudyCoverSvg("new-client", palette)).toBe(fallbackCoverSvg(palette, "new-client"));
    // A case study's slug is not an article's drawing, and the inherited Object keys are not slugs.
    expect(articleCoverSvg("smilecraft-dental-pune", palette)).toBe(
      fallbackCoverSvg(palette, "smilecraft-dental-pune"),
    );
    expect(articleCoverSvg("constructor", palette)).toBe(fallbackCoverSvg(palette, "constructor"));
    const { info } = await sharp(Buffer.from(fallbackCoverSvg(palette, "new-client"))).toBuffer({
      resolveWithObject: true,
    });
    expect([info.width, info.height]).toEqual([1600, 900]);
  });
});
