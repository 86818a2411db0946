// The Search and social panel of an article's dialog: it says what to fix (a title too long for
// search results, an image without a description), previews the result and draws the social card
// as the page's will be; what is saved is what the public page tells search engines.
import { signIn } from "./helpers";
import { expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

test("the SEO panel flags a long title and a missing alt text, previews the card, and the page follows it", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto("/admin/dashboard/articles");
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Article" });
  const stamp = Date.now().toString(36);
  const title = `Reels that sold festive lehengas for Ludhiana boutiques in one Diwali ${stamp}`;
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Author *").fill("Meera Iyer");
  await dialog.getByLabel("Category *").fill("Social Media");
  await dialog
    .getByLabel("Excerpt *")
    .fill("What three months of reels did for five Ludhiana boutiques before Diwali.");
  await dialog
    .getByLabel("Content * (Markdown)")
    .fill(
      "## Reels\n\n![](https://images.example/window.webp)\n\nSee [our social media service](/services/social-media).",
    );

  await dialog.getByText("Search and social").click();
  const fixes = dialog.getByRole("region", { name: "What to fix" });
  await expect(fixes).toContainText("Write a shorter search title");
  await expect(fixes).toContainText("Describe every image in the text");
  await expect(fixes).toContainText("Write a search description");
  // The card is drawn by the server from the title as typed.
  const card = dialog.getByRole("img", { name: /^The social card: Reels that sold/ });
  await expect(card).toBeVisible();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expectNoViolations(page);

  await dialog.getByLabel("Search title").fill("Reels for Ludhiana boutiques");
  const description =
    "Five Ludhiana boutiques, three months of reels: more footfall and WhatsApp orders before Diwali.";
  await dialog.getByLabel("Search description").fill(description);
  await dialog
    .getByLabel("Content * (Markdown)")
    .fill(
      "## Reels\n\n![A festive window in Ludhiana](https://images.example/window.webp)\n\nSee [our social media service](/services/social-media).",
    );
  await expect(fixes).toContainText("Nothing to fix");
  await expect(dialog.getByText("Reels for Ludhiana boutiques - ").first()).toBeVisible();
  await dialog.getByLabel("Hide from search engines").check();
  await dialog.getByRole("switch", { name: "Publish article" }).click();
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully")).toBeVisible();

  const slug = `reels-that-sold-festive-lehengas-for-ludhiana-boutiques-in-one-diwali-${stamp}`;
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/articles/${slug}`);
  await expect(visitor).toHaveTitle(/^Reels for Ludhiana boutiques - .+ Digital Marketing$/);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", description);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Hidden from search engines: not in the sitemap.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(`/articles/${slug}<`);
  await visitor.close();

  // Gone again: the site's other checks hold every listed page to "index, follow".
  const saved = page.getByRole("listitem").filter({ hasText: title });
  await saved.getByRole("button", { name: /^Delete article/ }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure you want to delete this article?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Article deleted successfully")).toBeVisible();
});
