import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serviceCategorySchema } from "~/content/schema";
import { services } from "~/content/services";
import { homeCopyEn } from "~/content/pages/home";
import { pageCopyHi } from "~/content/page-copy.hi";
import { HeroReport } from "./hero-report";
import { CategoryIcon, ServiceIcon } from "./service-icons";

const serviceIcon = (slug: string) => renderToStaticMarkup(createElement(ServiceIcon, { slug }));

describe("HeroReport", () => {
  const svg = fs.readFileSync(path.join(import.meta.dirname, "hero-report.svg"), "utf8");
  // The home page describes it in its own words, in each language.
  const markup = renderToStaticMarkup(createElement(HeroReport, { alt: homeCopyEn.heroAlt }));

  it("is a small picture, described to screen readers with the report's figures", () => {
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    expect(markup).toMatch(/alt="[^"]*148 leads[^"]*₹212[^"]*₹318/);
    expect(pageCopyHi.home.heroAlt).toMatch(/148 लीड.*₹212.*₹318/);
  });

  it("reserves its space: width and height in the picture's proportions", () => {
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!;
    expect(svg).toContain(`width="${w}" height="${h}"`);
    expect(markup).toContain(`width="${w}" height="${h}"`);
  });
});

describe("service icons", () => {
  it("draws every service in the catalogue, each differently", () => {
    const fallback = serviceIcon("no-such-service");
    const icons = services.map((service) => serviceIcon(service.slug));
    for (const icon of icons) expect(icon).not.toBe(fallback);
    expect(new Set(icons).size).toBe(services.length);
  });

  it("draws every category differently, hidden from screen readers and in theme colours only", () => {
    const icons = serviceCategorySchema.options.map((category) =>
      renderToStaticMarkup(createElement(CategoryIcon, { category })),
    );
    expect(new Set(icons).size).toBe(icons.length);
    for (const icon of [...icons, serviceIcon("no-such-service")]) {
      expect(icon).toContain('aria-hidden="true"');
      expect(icon).not.toMatch(/#[0-9a-f]{3,6}\b|white|black/i);
    }
  });
});
