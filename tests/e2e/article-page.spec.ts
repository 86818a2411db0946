// A demo article as a reader meets it: how long it takes to read, who wrote it, where to share it,
// what the agency offers on its subject and what to read next; and nothing fetched from another site.
import { type Page, type Request } from "@playwright/test";
import { demoArticles } from "../../app/features/demo-content/demo-content";
import { expectNoSidewaysScroll, expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

// A published Marketing article by Arjun Mehta; another demo article shares its category.
const article = demoArticles.find((a) => a.slug === "whatsapp-business-app-vs-api")!;
const sameCategory = demoArticles.find((a) => a.slug === "utm-tagging-which-ad-brought-the-enquiry")!;
const drafts = demoArticles.filter((a) => !a.published).map((a) => `/articles/${a.slug}`);
const path = `/articles/${article.slug}`;

/** Every request the page makes from now on, to tell the site's own from any other origin's. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

test("a demo article shows its reading time, author, share links, category call to action and related articles, loading nothing from elsewhere", async ({
  page,
  baseURL,
}) => {
  expect([article.published, sameCategory.published, sameCategory.category]).toEqual([true, true, article.category]);
  const requests = recordRequests(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();

  const author = page.getByRole("region", { name: "About the author" });
  await expect(author.getByText("Arjun Mehta", { exact: true })).toBeVisible();
  await expect(author.getByText(/^Arjun sets up WhatsApp Business/)).toBeVisible();

  // Shared as the page's canonical address, in a new tab that cannot reach back to this one.
  const url = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(url).toBe(`${baseURL}${path}`);
  const shared = encodeURIComponent(url!);
  const share = page.getByRole("region", { name: "Share this article" });
  for (const [name, href] of [
    ["Share on WhatsApp", `https://wa.me/?text=${encodeURIComponent(`${article.title} ${url}`)}`],
    ["Share on LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${shared}`],
    ["Share on X", `https://x.com/intent/post?text=${encodeURIComponent(article.title)}&url=${shared}`],
  ] as const) {
    const link = share.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  // Up to three other published articles, the same category first; never this one or a draft.
  const related = page.getByRole("region", { name: "Related articles" });
  const links = related.getByRole("link");
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThanOrEqual(1);
  expect(hrefs.length).toBeLessThanOrEqual(3);
  expect(hrefs).toContain(`/articles/${sameCategory.slug}`);
  expect(hrefs).not.toContain(path);
  for (const draft of drafts) expect(hrefs).not.toContain(draft);
  await expect(related.getByRole("listitem").first()).toContainText(article.category);

  await page.waitForLoadState("networkidle");
  await expect(page.locator("iframe")).toHaveCount(0);
  const origin = new URL(baseURL!).origin;
  const elsewhere = requests.map((r) => r.url()).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
  expect(elsewhere, "requests to another origin").toEqual([]);
  await expectNoViolations(page);

  await links.filter({ hasText: sameCategory.title }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${sameCategory.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: sameCategory.title })).toBeVisible();
});

test("the Marketing call to action opens the inquiry dialog and leads to the Performance Marketing page", async ({
  page,
}) => {
  await page.goto(path);
  const cta = page.getByRole("region", { name: "Want your ad budget to bring enquiries, not just clicks?" });
  // A button once the page is interactive (a link to the contact form before).
  await cta.getByRole("button", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  const service = cta.getByRole("link", { name: "Explore Performance Marketing" });
  await expect(service).toHaveAttribute("href", "/services/performance-marketing");
  await service.click();
  await expect(page).toHaveURL(/\/services\/performance-marketing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Performance Marketing" })).toBeVisible();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("the article page scrolls only downwards and passes axe", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("region", { name: "Related articles" })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectNoViolations(page);
  });
});
