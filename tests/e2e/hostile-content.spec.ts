import { type APIRequestContext, request } from "@playwright/test";
import { accounts } from "./accounts";
import { expect, sharedSite, test } from "./site";

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await request.newContext({ baseURL: sharedSite.url });
  expect((await admin.post("/admin/login", { form: accounts.admin, maxRedirects: 0 })).status()).toBe(302);
});
test.afterAll(() => admin.dispose());

test("the server keeps answering while the preview renders 100,000 characters of emphasis runs", async () => {
  const preview = admin.post("/admin/api/markdown-preview", {
    form: { content: "_a".repeat(50_000) },
    timeout: 20_000,
  });
  let done = false;
  const answered = preview.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done || latencies.length < 3) {
    const started = performance.now();
    const health = await fetch(`${sharedSite.url}/healthz`);
    latencies.push(performance.now() - started);
    expect(health.status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
  }
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { html: string }).html).toContain("_a_a");
  // The quadratic renderer held every request for 14.6 s; a linear one renders this in tens of
  // milliseconds, so even a busy test machine answers well within a second.
  expect(Math.max(...latencies)).toBeLessThan(1000);
});

test("an article whose content once broke the renderer is shown with its text", async ({ page }) => {
  const article = {
    intent: "article-save",
    title: "Quotes all the way down",
    slug: "quotes-all-the-way-down",
    author: "Probe",
    category: "Marketing",
    excerpt: "Twenty thousand quote markers, then a sentence.",
    content: `${">".repeat(20_000)}\n\nThe sentence after the quotes <b>stays</b> readable.`,
    published: "on",
  };
  expect((await admin.post("/admin/dashboard/articles.data", { form: article })).status()).toBe(200);

  const response = await page.goto(`/articles/${article.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("The sentence after the quotes <b>stays</b> readable.")).toBeVisible();
});
