// Addresses that keep their rankings: an editor renames a published article's slug and the old
// address answers 301 to the new one (a second rename collapses the chain to one hop); a missing
// page visited three times shows in the 404 log and becomes a redirect with "Redirect this". Through
// the real server, as a browser and a crawler ask.
import type { APIRequestContext, Page } from "@playwright/test";
import { accounts } from "./accounts";
import { signIn } from "./helpers";
import { expectNoViolations, expectValidHtml } from "./page-checks";
import { expect, test } from "./site";

const unique = (text: string) => `${text}-${Date.now().toString(36)}`;

/** What a crawler gets for `path`: the status and where it is sent, without following. */
async function answerTo(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

async function renameSlug(page: Page, title: string, slug: string) {
  await page.goto("/admin/dashboard/articles");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await card.getByRole("button", { name: /^Edit article/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await dialog.getByLabel("Slug *").fill(slug);
  await dialog.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully")).toBeVisible();
}

test("a published article's renamed slug keeps its old address, and a second rename collapses the chain", async ({
  page,
  request,
}) => {
  await signIn(page, accounts.editor);
  const first = unique("gst-on-whatsapp");
  const title = `GST invoices on WhatsApp ${first}`;
  await page.goto("/admin/dashboard/articles");
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Article" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Slug *").fill(first);
  await dialog.getByLabel("Author *").fill("Rahul Verma");
  await dialog.getByLabel("Category *").fill("WhatsApp");
  await dialog.getByLabel("Excerpt *").fill("How Surat's textile traders send GST invoices where buyers already are.");
  await dialog.getByLabel("Content * (Markdown)").fill("## Invoices\n\nSent on WhatsApp, paid by UPI.");
  await dialog.getByRole("switch", { name: "Publish article" }).click();
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully")).toBeVisible();
  expect((await answerTo(request, `/articles/${first}`)).status).toBe(200);

  const second = `${first}-surat`;
  await renameSlug(page, title, second);
  expect(await answerTo(request, `/articles/${first}`)).toEqual({ status: 301, location: `/articles/${second}` });
  // A visitor's browser lands on the new page, campaign tags and all.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/articles/${first}?utm_source=whatsapp`);
  await expect(visitor).toHaveURL(new RegExp(`/articles/${second}\\?utm_source=whatsapp$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const third = `${first}-2026`;
  await renameSlug(page, title, third);
  expect(await answerTo(request, `/articles/${first}`)).toEqual({ status: 301, location: `/articles/${third}` });
  expect(await answerTo(request, `/articles/${second}`)).toEqual({ status: 301, location: `/articles/${third}` });

  // Both are on the Redirects screen, marked as added by the rename.
  await page.goto("/admin/redirects");
  const made = page.getByRole("listitem").filter({ hasText: `/articles/${second}` });
  await expect(made).toContainText(`/articles/${third}`);
  await expect(made).toContainText("Added when the slug changed");
  await visitor.close();
});

test("a missing page visited three times shows in the 404 log and becomes a redirect", async ({ page, request }) => {
  const missing = `/${unique("winter-sale")}`;
  for (let visit = 0; visit < 3; visit++) {
    const answer = await request.get(missing, { headers: { referer: "https://www.google.com/search?q=winter+sale" } });
    expect(answer.status()).toBe(404);
  }
  await signIn(page, accounts.editor);
  const logged = page.getByRole("listitem").filter({ hasText: missing });
  // Visits are written in a batch moments later.
  await expect(async () => {
    await page.goto("/admin/redirects");
    await expect(logged).toContainText("Asked for 3 times", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(logged).toContainText("linked from www.google.com");
  await expectValidHtml({ redirects: await (await page.context().request.get("/admin/redirects")).text() });
  await expectNoViolations(page);

  await logged.getByRole("link", { name: /^Redirect this/ }).click();
  await expect(page.getByLabel("Old address")).toHaveValue(missing);
  await expect(page.getByLabel("New address")).toBeFocused();
  // A target on another site is refused, and what was typed stays.
  await page.getByLabel("New address").fill("https://evil.example/");
  await page.getByRole("button", { name: "Add the redirect" }).click();
  await expect(page.getByText(/Enter the new address as a path of this site/).first()).toBeVisible();
  await expect(page.getByLabel("Old address")).toHaveValue(missing);
  await page.getByLabel("New address").fill("/services");
  await page.getByRole("button", { name: "Add the redirect" }).click();
  await expect(page.getByText("Redirect saved")).toBeVisible();
  // The form empties for the next one once the page has reloaded its list: typed before that, it is lost.
  await expect(page.getByLabel("Old address")).toHaveValue("");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `${missing}` })
      .first(),
  ).toContainText("/services");
  await expect(page.getByRole("heading", { name: "Pages not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Redirect this: ${missing}` })).toHaveCount(0);

  expect(await answerTo(request, missing)).toEqual({ status: 301, location: "/services" });
  // A live page's address cannot be taken over.
  await page.getByLabel("Old address").fill("/about");
  await page.getByLabel("New address").fill("/contact");
  await page.getByRole("button", { name: "Add the redirect" }).click();
  await expect(page.getByText(/a live page always wins over a redirect/).first()).toBeVisible();
  expect((await answerTo(request, "/about")).status).toBe(200);
});
