// A service page's breadcrumb, its questions and answers, and the structured data describing both.
import { type Page } from "@playwright/test";
import { getService } from "../../app/content/index.server";
import { expectNoSidewaysScroll, expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

const seo = getService("seo")!;

/** The page's structured-data blocks of one @type. */
async function jsonLdOfType(page: Page, type: string) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>));
  return blocks.filter((b) => b["@type"] === type);
}

test("/services/seo shows its trail, opens a question, and describes both as structured data", async ({ page }) => {
  await page.goto("/services/seo");

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Services", seo.title]);
  await expect(breadcrumb.getByRole("link")).toHaveCount(2);
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(seo.title);
  const [trail] = await jsonLdOfType(page, "BreadcrumbList");
  expect((trail!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
    "Home",
    "Services",
    seo.title,
  ]);

  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const summaries = faq.locator("summary");
  await expect(summaries).toHaveText(seo.faqs.map((f) => f.question));
  const first = seo.faqs[0]!;
  await expect(faq.getByText(first.answer)).toBeHidden();
  await summaries.first().click();
  await expect(faq.getByText(first.answer)).toBeVisible();
  await expect(faq.locator("details").first()).toHaveAttribute("open", "");

  const faqPages = await jsonLdOfType(page, "FAQPage");
  expect(faqPages).toHaveLength(1);
  const questions = faqPages[0]!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  expect(questions.map((q) => q.name)).toEqual(await summaries.allTextContents());
  expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(seo.faqs.map((f) => f.answer));

  await expectNoViolations(page);
});

test("a question opens from the keyboard, with a visible focus ring", async ({ page }) => {
  await page.goto("/services/seo");
  const summary = page.getByRole("region", { name: "Frequently asked questions" }).locator("summary").first();
  // Reached by the keyboard (Tab back onto it), so the browser shows its focus style.
  await summary.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
  // The ring is a box shadow (Tailwind's ring utilities).
  expect(await summary.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
});

test("a sub-service page's trail runs through its parent service", async ({ page }) => {
  await page.goto("/sub-services/technical-seo");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Services", seo.title, "Technical SEO"]);
  await breadcrumb.getByRole("link", { name: seo.title }).click();
  await expect(page).toHaveURL(/\/services\/seo$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the Key Features heading is on the first screen of /services/seo", async ({ page }) => {
    await page.goto("/services/seo");
    const heading = page.getByRole("heading", { level: 2, name: "Key Features" });
    const box = (await heading.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  });

  for (const width of [360, 390]) {
    test(`nothing scrolls sideways on /services/seo and /sub-services/technical-seo at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/services/seo", "/sub-services/technical-seo"]) {
        await page.goto(path);
        // Every question open: the answers are the longest lines.
        await page.locator("details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      }
    });
  }
});

test("/services/seo shows the demo's SEO case study, with its number, and opens its page", async ({ page }) => {
  await page.goto("/services/seo");
  const proof = page.getByRole("region", { name: "What it did for SmileCraft Dental Studios" });
  await expect(proof.getByText("31%", { exact: true })).toBeVisible();
  await proof.getByRole("link", { name: /^Cutting cost per booked appointment by 31%/ }).click();
  await expect(page).toHaveURL(/\/case-studies\/smilecraft-dental-pune$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/services shows each service's card with its own icon", async ({ page }) => {
  await page.goto("/services");
  const icons = page.getByRole("main").getByRole("listitem").locator('svg[aria-hidden="true"]:not(.lucide)');
  await expect(icons).toHaveCount(19);
  const drawings = await icons.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  expect(new Set(drawings).size).toBe(19);
});
