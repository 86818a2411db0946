// What each public page type costs a phone on its first load, by kind of file, as the browser
// fetched it (bytes on the wire, compressed): fixed budgets that do not swing with the machine.
// Images must come in a modern format (WebP, AVIF or SVG) at the width the screen needs.
import { expect, test } from "./site";

const KB = 1000;

/** The budget of each kind of file a page type may load at first, on a 390 px phone. */
const BUDGETS = { script: 145 * KB, stylesheet: 13 * KB, font: 50 * KB, image: 120 * KB } as const;
/** A Hindi page also loads Noto Sans Devanagari, regular and bold; everything else keeps its budget. */
const HINDI_BUDGETS = { ...BUDGETS, font: 160 * KB } as const;
type Kind = keyof typeof BUDGETS;

const pageTypes: [name: string, path: string][] = [
  ["home", "/"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["services", "/services"],
  ["service", "/services/seo"],
  ["sub-service", "/sub-services/technical-seo"],
  ["case studies", "/case-studies"],
  ["case study", "/case-studies/smilecraft-dental-pune"],
  ["articles", "/articles"],
  ["article", "/articles/google-business-profile-local-leads"],
  ["terms", "/terms"],
  ["home, Hindi", "/hi"],
  ["service, Hindi", "/hi/services/seo"],
  ["contact, Hindi", "/hi/contact"],
  ["sub-service, Hindi", "/hi/sub-services/technical-seo"],
  ["article, Hindi", "/hi/articles/google-business-profile-se-local-grahak"],
];

test("each public page type's first load on a phone stays within its budget of JavaScript, CSS, fonts and images", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const rows: string[] = [];
  for (const [name, path] of pageTypes) {
    const bytes: Record<Kind, number> = { script: 0, stylesheet: 0, font: 0, image: 0 };
    const images: { url: string; type: string }[] = [];
    // A first visit: a browser of its own, nothing cached.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const responses: Promise<void>[] = [];
    const listener = (response: import("@playwright/test").Response) => {
      const kind = response.request().resourceType() as Kind;
      if (!(kind in bytes)) return;
      responses.push(
        (async () => {
          const sizes = await response.request().sizes();
          bytes[kind] += sizes.responseBodySize;
          if (kind === "image")
            images.push({ url: response.url(), type: (await response.headerValue("content-type")) ?? "" });
        })(),
      );
    };
    page.on("response", listener);
    await page.goto(path, { waitUntil: "networkidle" });
    await Promise.all(responses);

    // Images shown are no wider than twice their box on this 2x screen, in a modern format.
    const oversized = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
        .filter((image) => image.naturalWidth > image.getBoundingClientRect().width * 2 * 1.5)
        .map(
          (image) =>
            `${image.currentSrc} is ${image.naturalWidth}px for a ${Math.round(image.getBoundingClientRect().width)}px box`,
        ),
    );
    expect(oversized, `${name}: images wider than the screen needs`).toEqual([]);
    expect(
      images.filter((image) => !/image\/(webp|avif|svg\+xml)/.test(image.type)).map((image) => image.url),
      `${name}: images in an older format`,
    ).toEqual([]);

    rows.push(
      `  ${name.padEnd(14)} ${(Object.keys(BUDGETS) as Kind[]).map((kind) => `${kind} ${(bytes[kind] / KB).toFixed(1).padStart(6)} KB`).join("  ")}`,
    );
    const budgets = path.startsWith("/hi") ? HINDI_BUDGETS : BUDGETS;
    for (const kind of Object.keys(budgets) as Kind[])
      expect(bytes[kind], `${name}: ${kind} bytes (budget ${budgets[kind] / KB} KB)`).toBeLessThanOrEqual(
        budgets[kind],
      );
    await context.close();
  }
  console.log(`First load on a 390 px phone, bytes on the wire:\n${rows.join("\n")}`);
});
