// Categories with pages of their own: an editor gives a category its page from the Categories
// screen, its page lists its articles 12 a page (page 2 its own canonical address, a page past the
// end a 404), with its description, its feed and its pages in the sitemap.
import { signIn } from "./helpers";
import { accounts } from "./accounts";
import { expectNoViolations, expectValidHtml } from "./page-checks";
import { expect, test } from "./site";

test("a category gets a page from the Categories screen, and its page paginates 12 at a time", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Kirana Growth ${stamp}`;
  await signIn(page, accounts.editor);
  // Thirteen published articles in the category, posted as the dialog's form is (without JavaScript).
  for (let n = 1; n <= 13; n++) {
    const saved = await page.request.post("/admin/dashboard/articles", {
      form: {
        intent: "article-save",
        // Each its own title and description, as search engines want them.
        title: `Kirana lesson ${n} ${stamp}`,
        slug: `kirana-whatsapp-${stamp}-${n}`,
        author: "Rahul Verma",
        // Typed as writers type: the letter case does not matter.
        category: n % 2 ? name : name.toLowerCase(),
        excerpt: `Lesson ${n}: how a kirana store in Indore took repeat orders on WhatsApp without a new app or phone.`,
        content: "## Orders\n\nOn WhatsApp, see [our chatbot service](/services/ai-chatbots).",
        published: "on",
      },
    });
    expect(saved.status()).toBe(200);
  }

  await page.goto("/admin/categories");
  const unset = page.getByRole("listitem").filter({ hasText: name });
  await expect(unset).toContainText("13 articles");
  await unset.getByRole("link", { name: /^Give it a page/ }).click();
  await expect(page.getByLabel("Name *")).toHaveValue(name);
  const description = "Guides for kirana and general stores selling on WhatsApp and Google Maps in Tier 2 cities.";
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Add the category" }).click();
  await expect(page.getByText("Category saved")).toBeVisible();
  const slug = `kirana-growth-${stamp}`;
  const path = `/articles/category/${slug}`;
  await expect(page.getByRole("link", { name: path })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: path })).toContainText("13 published articles");
  await expectNoViolations(page);
  await expectValidHtml({
    categories: await (await page.context().request.get("/admin/categories")).text(),
    "category-page": await (await request.get(path)).text(),
    "category-page-2": await (await request.get(`${path}?page=2`)).text(),
  });

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(description)).toBeVisible();
  await expect(visitor.getByRole("main").getByRole("listitem")).toHaveCount(12);
  await expect(visitor.getByText("Page 1 of 2")).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  await expectNoViolations(visitor);
  await visitor.getByRole("link", { name: "Older articles" }).click();
  await expect(visitor).toHaveURL(new RegExp(`${path}\\?page=2$`));
  await expect(visitor.getByRole("main").getByRole("listitem")).toHaveCount(1);
  await expect(visitor.getByRole("heading", { name: `Kirana lesson 1 ${stamp}` })).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}\\?page=2$`));
  expect((await request.get(`${path}?page=3`)).status()).toBe(404);
  expect((await request.get(`${path}?page=0`)).status()).toBe(404);
  expect((await request.get("/articles/category/no-such-category")).status()).toBe(404);

  const feed = await (await request.get(`${path}/rss.xml`)).text();
  expect(feed.match(/<item>/g)).toHaveLength(13);
  expect(feed).toContain(`<title>Sparkline Digital Marketing - ${name}</title>`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toContain(`${path}?page=2</loc>`);
  await visitor.close();
});
