import { type Page, devices } from "@playwright/test";
import { expect, test } from "./site";

/**
 * Cumulative Layout Shift of the main public pages, on a desktop and a phone: layout-shift
 * entries not caused by recent input, from the first paint until 1 s after the load event.
 * Fonts are self-hosted with `font-display: swap` and images carry their size, so nothing moves.
 */

const MAX_CLS = 0.001;

declare global {
  interface Window {
    __cls: { value: number; shifts: { value: number; sources: string[] }[] };
  }
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node | null }[];
}

async function measure(page: Page, path: string) {
  await page.addInitScript(() => {
    window.__cls = { value: 0, shifts: [] };
    const describe = (node: Node | null | undefined) => {
      if (node?.nodeType === Node.TEXT_NODE) return `text "${node.textContent?.trim().slice(0, 30)}"`;
      if (!(node instanceof Element)) return node?.nodeName ?? "?";
      const classes = [...node.classList].slice(0, 3).join(".");
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes ? `.${classes}` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        window.__cls.value += entry.value;
        window.__cls.shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.ok(), path).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1000);
  return page.evaluate(() => window.__cls);
}

test("fonts are self-hosted, swap in, and only Inter's Latin files load", async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  const response = await page.goto("/", { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() =>
    [...document.fonts].map((face) => ({
      family: face.family.replace(/"/g, ""),
      display: face.display,
      status: face.status,
    })),
  );
  const inter = faces.filter((face) => face.family === "Inter Variable");
  expect(inter.length).toBeGreaterThan(0);
  expect(inter.filter((face) => face.display !== "swap")).toEqual([]);
  console.log(`Font files loaded by /: ${fontRequests.map((url) => url.replace(baseURL!, "")).join(", ")}`);
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.filter((url) => !url.startsWith(`${baseURL}/assets/`))).toEqual([]);
  // One variable file per script covers every weight; Latin (and Latin Extended, for the ₹ sign) at most.
  expect(fontRequests.filter((url) => !/\/inter-latin(-ext)?-wght-normal-[\w-]+\.woff2$/.test(url))).toEqual([]);
  // The Latin file is preloaded from the <head>, so it is usually there for the first paint and
  // the text never reflows from the fallback font (on a slow phone it otherwise came after it).
  const preloaded = [
    ...(await response!.text()).matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*crossorigin/g),
  ].map(([, href]) => `${baseURL}${href}`);
  expect(preloaded).toHaveLength(1);
  expect(preloaded[0]).toMatch(/\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  expect(
    fontRequests.filter((url) => url === preloaded[0]),
    "the preloaded file is the one the page uses, fetched once",
  ).toHaveLength(1);
});

const pixel = devices["Pixel 7"];
const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: pixel.viewport,
    userAgent: pixel.userAgent,
    deviceScaleFactor: pixel.deviceScaleFactor,
    isMobile: pixel.isMobile,
    hasTouch: pixel.hasTouch,
  },
};

for (const [name, options] of Object.entries(viewports)) {
  test.describe(`no layout shift on a ${name}`, () => {
    test.use(options);

    for (const path of [
      "/",
      "/articles",
      "/articles/:slug",
      "/case-studies",
      "/services",
      "/services/seo",
      "/sub-services/technical-seo",
    ]) {
      test(`${path} (${name})`, async ({ page, request }) => {
        let url = path;
        if (path === "/articles/:slug") {
          // The newest published article, found without touching the page (its cache stays cold).
          const list = await (await request.get("/articles")).text();
          url = list.match(/href="(\/articles\/[\w-]+)"/)?.[1] ?? "";
          expect(url, "a published article to measure").not.toBe("");
        }
        const cls = await measure(page, url);
        console.log(
          `CLS ${name.padEnd(7)} ${url}: ${cls.value.toFixed(5)}${cls.shifts.map((s) => `\n  ${s.value.toFixed(5)} ${s.sources.join(", ")}`).join("")}`,
        );
        expect(cls.value, JSON.stringify(cls.shifts)).toBeLessThan(MAX_CLS);
      });
    }
  });
}
