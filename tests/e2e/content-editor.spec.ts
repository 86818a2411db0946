// The admin's content editing: nothing typed is thrown away without asking, a draft survives a
// reload (kept in this browser only) and goes once saved, the Markdown preview sits beside the text
// on a wide screen, and each card's quick switch (Published, Featured) saves at once, on the card
// and on the public pages. Every state is checked with axe in the light and dark themes.
import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./helpers";
import { expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

/** Runs `act` and waits for the save it posts to be answered (a reload sooner would cut it off). */
async function savedBy(page: Page, act: () => Promise<void>) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await act();
  await answered;
}

test.beforeEach(async ({ page }) => {
  // No admin input may ever run as script, and the editor uses no browser dialogs of its own.
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
});

const OFFER = /^Restore the unsaved changes from .+\?$/;
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Fills the fields of a new article the spec requires; the slug follows the title. */
async function fillArticle(dialog: Locator, fields: { title: string; content: string }) {
  await dialog.getByLabel("Title *").fill(fields.title);
  await dialog.getByLabel("Author *").fill("Meera Iyer");
  await dialog.getByLabel("Category *").fill("Marketing");
  await dialog.getByLabel("Excerpt *").fill("What five Pune cafés learned from a rainy season of Instagram offers.");
  await dialog.getByLabel("Content * (Markdown)").fill(fields.content);
}

async function createDraftArticle(page: Page, title: string) {
  await page.goto("/admin/dashboard/articles");
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Article" });
  await fillArticle(dialog, { title, content: "## Rainy day offers\n\nPost before 11 am." });
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
}

test("typing is never thrown away without asking, a draft comes back after a reload, and a save clears it", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/dashboard/articles");
  const add = page.getByRole("button", { name: "Add Article" });
  const dialog = page.getByRole("dialog", { name: "Create Article" });
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });

  // Nothing typed: Escape closes at once, as before.
  await add.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(ask).toHaveCount(0);

  const title = unique("Monsoon offers for Pune cafés");
  const markdown = "## Start with chai\n\n- Post the **rainy day** offer at 11 am";
  await add.click();
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Content * (Markdown)").fill(markdown);

  // Escape asks; Keep editing keeps everything, focus back in the text.
  await dialog.getByLabel("Content * (Markdown)").press("Escape");
  await expect(ask).toBeVisible();
  await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title *")).toHaveValue(title);
  await expect(dialog.getByLabel("Content * (Markdown)")).toHaveValue(markdown);
  await expect(dialog.getByLabel("Content * (Markdown)")).toBeFocused();

  // The close button and a click on the overlay ask too; Escape in the question keeps editing.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(ask).toBeVisible();
  // In the question (focus moved there, as a person would see) before Escape.
  await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  // Back in the dialog (focus returned to the close button) before the next click, as a person would be.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Title *")).toHaveValue(title);

  // The tab is closed (a reload): what was typed is offered back, not filled in unasked.
  await page.reload();
  await add.click();
  await expect(dialog.getByText(OFFER)).toBeVisible();
  await expect(dialog.getByLabel("Title *")).toHaveValue("");
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(dialog.getByText(OFFER)).toBeHidden();
  await expect(dialog.getByLabel("Title *")).toHaveValue(title);
  await expect(dialog.getByLabel("Slug *")).toHaveValue(/^monsoon-offers-for-pune-caf-s-/);
  await expect(dialog.getByLabel("Content * (Markdown)")).toHaveValue(markdown);
  // Restored changes are changes: closing still asks.
  await page.keyboard.press("Escape");
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();

  // Saved: the draft is gone, the next new article starts empty and nothing is offered.
  await fillArticle(dialog, { title, content: markdown });
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await add.click();
  await expect(dialog.getByLabel("Title *")).toHaveValue("");
  await expect(dialog.getByText(OFFER)).toHaveCount(0);

  // Discard throws the changes away on purpose: closed, and nothing offered next time.
  await dialog.getByLabel("Title *").fill("Thrown away on purpose");
  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await page.reload();
  await add.click();
  await expect(dialog.getByLabel("Title *")).toHaveValue("");
  await expect(dialog.getByText(OFFER)).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // An edit keeps its own draft; the case-study dialog asks and keeps drafts the same way.
  await page.goto("/admin/dashboard/case-studies");
  await page.getByRole("button", { name: "Add Case Study" }).click();
  const caseStudy = page.getByRole("dialog", { name: "Create Case Study" });
  await caseStudy.getByLabel("Client Name *").fill("Chai Point, Pune");
  await caseStudy.getByRole("switch", { name: "Featured on website" }).click();
  await page.keyboard.press("Escape");
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await page.reload();
  await page.getByRole("button", { name: "Add Case Study" }).click();
  await caseStudy.getByRole("button", { name: "Restore" }).click();
  await expect(caseStudy.getByLabel("Client Name *")).toHaveValue("Chai Point, Pune");
  await expect(caseStudy.getByRole("switch", { name: "Featured on website" })).toBeChecked();
  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(caseStudy).toBeHidden();
});

test("the preview sits beside the text on a wide screen, follows the typing, and is a tab on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/admin/dashboard/articles");
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Article" });
  const text = dialog.getByLabel("Content * (Markdown)");
  const preview = dialog.getByRole("tabpanel", { name: "Preview" });

  await text.fill("## Beside the text\n\nSome **bold** words.");
  // Rendered by the server, as the public page renders it.
  await expect(preview.getByRole("heading", { level: 2, name: "Beside the text" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("bold");
  const [write, shown, box] = [await text.boundingBox(), await preview.boundingBox(), await dialog.boundingBox()];
  expect(shown!.x).toBeGreaterThanOrEqual(write!.x + write!.width);
  expect(Math.abs(shown!.y - write!.y)).toBeLessThan(2);
  expect(Math.abs(shown!.height - write!.height)).toBeLessThan(2);
  // Still the spec's dialog (max width 4xl: 56rem), side by side inside it.
  expect(box!.width).toBeLessThanOrEqual(896);
  expect(shown!.x + shown!.width).toBeLessThanOrEqual(box!.x + box!.width);

  await text.press("End");
  await text.pressSequentially("\n\n## Added while typing");
  await expect(preview.getByRole("heading", { level: 2, name: "Added while typing" })).toBeVisible();

  // Title and Slug side by side, their inputs in one line, though only the slug has a hint.
  const [titleBox, slugBox] = [
    await dialog.getByLabel("Title *").boundingBox(),
    await dialog.getByLabel("Slug *").boundingBox(),
  ];
  expect(slugBox!.x).toBeGreaterThan(titleBox!.x + titleBox!.width);
  expect(Math.abs(slugBox!.y - titleBox!.y)).toBeLessThan(1);
  expect(slugBox!.height).toBe(titleBox!.height);

  // A wide screen may still write or preview alone.
  await dialog.getByRole("tab", { name: "Write" }).click();
  await expect(preview).toBeHidden();
  await dialog.getByRole("tab", { name: "Side by side" }).click();
  await expect(preview).toBeVisible();
  await expect(text).toBeVisible();

  // A phone: Write and Preview tabs, one at a time; Title above Slug.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole("tab", { name: "Side by side" })).toHaveCount(0);
  await expect(text).toBeVisible();
  await expect(preview).toBeHidden();
  await dialog.getByRole("tab", { name: "Preview" }).click();
  await expect(preview.getByRole("heading", { level: 2, name: "Added while typing" })).toBeVisible();
  await expect(text).toBeHidden();
  const [phoneTitle, phoneSlug] = [
    await dialog.getByLabel("Title *").boundingBox(),
    await dialog.getByLabel("Slug *").boundingBox(),
  ];
  expect(phoneSlug!.y).toBeGreaterThan(phoneTitle!.y + phoneTitle!.height);
});

test("the Published switch on an article's card saves at once: its badge, and the public Articles page", async ({
  page,
}) => {
  await signIn(page);
  const title = unique("Rainy day reels for cafés");
  const card = await createDraftArticle(page, title);
  const heading = card.getByRole("heading", { level: 3 });
  const published = card.getByRole("switch", { name: `Published: ${title}` });
  await expect(heading).toContainText("Draft");
  await expect(published).not.toBeChecked();

  // A visitor's copy of /articles is kept in the page cache without it.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/articles");
  await expect(visitor.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  await page.bringToFront();

  await published.click();
  await expect(published).toBeChecked();
  await expect(heading).toContainText("Published");
  await expect(heading).not.toContainText("Draft");
  await expect(page.getByText("Article updated successfully")).toBeVisible();
  await page.reload();
  await expect(published).toBeChecked();
  await expect(heading).toContainText("Published");
  await visitor.goto("/articles");
  await expect(visitor.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.bringToFront();

  // The card changes at once; the reload waits until the save is answered, as the toast would say.
  await savedBy(page, () => published.click());
  await expect(heading).toContainText("Draft");
  await page.reload();
  await expect(published).not.toBeChecked();
  await visitor.goto("/articles");
  await expect(visitor.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  await visitor.close();
});

test("a case study's card shows its image and a Featured switch that saves at once; featured, its service's page shows it", async ({
  page,
}) => {
  await signIn(page);
  const title = unique("Sweet shop doubles Diwali orders");
  await page.goto("/admin/dashboard/case-studies");
  await page.getByRole("button", { name: "Add Case Study" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Case Study" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Client Name *").fill("Mithai Ghar, Indore");
  await dialog.getByLabel("Industry *").fill("Food");
  await dialog.getByLabel("Challenge *").fill("Festive orders came by phone and got lost.");
  await dialog.getByLabel("Solution *").fill("A WhatsApp catalogue with an order form.");
  await dialog.getByLabel("Results *").fill("Diwali orders doubled.");
  await dialog.getByLabel("Service").selectOption({ label: "Email Marketing" });
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    dialog.getByText("Upload image", { exact: true }).click(),
  ]);
  await chooser.setFiles({
    name: "shop.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2410c" } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Case Study" }).click();
  await expect(page.getByText("Case study created successfully")).toBeVisible();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
  // The thumbnail is the smallest resized version, loaded.
  const thumbnail = card.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/uploads\/case-studies\/[0-9a-f-]+-320\.webp$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

  const heading = card.getByRole("heading", { level: 3 });
  const featured = card.getByRole("switch", { name: `Featured: ${title}` });
  await expect(featured).not.toBeChecked();
  await expect(heading).not.toContainText("Featured");
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/case-studies");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await page.bringToFront();

  await featured.click();
  await expect(heading).toContainText("Featured");
  await expect(page.getByText("Case study updated successfully")).toBeVisible();
  await page.reload();
  await expect(featured).toBeChecked();
  await visitor.goto("/case-studies");
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.goto("/services/email-marketing");
  await expect(visitor.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.bringToFront();

  await savedBy(page, () => featured.click());
  await expect(heading).not.toContainText("Featured");
  await page.reload();
  await expect(featured).not.toBeChecked();
  await visitor.goto("/case-studies");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.goto("/services/email-marketing");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});

for (const scheme of ["light", "dark"] as const) {
  test(`no WCAG 2.1 AA violations in the content editor (${scheme})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page);
    await createDraftArticle(page, unique(`Axe ${scheme} article`));
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    // The cards with their switches.
    await expectNoViolations(page);

    // The preview beside the text.
    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    await dialog.getByLabel("Title *").fill("Checked by axe");
    await dialog
      .getByLabel("Content * (Markdown)")
      .fill("## A heading\n\n| Store | Orders |\n| --- | --- |\n| Baner | 40 |");
    await expect(dialog.getByRole("tabpanel", { name: "Preview" }).getByRole("cell", { name: "Baner" })).toBeVisible();
    await expectNoViolations(page);

    // The question before discarding.
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await expect(ask).toBeVisible();
    await expectNoViolations(page);
    await ask.getByRole("button", { name: "Keep editing" }).click();

    // The draft offered back.
    await page.reload();
    await page.getByRole("button", { name: "Add Article" }).click();
    await expect(dialog.getByText(OFFER)).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Discard" }).click();
    await expect(dialog.getByText(OFFER)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // A phone, with the Write and Preview tabs.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Add Article" }).click();
    await expectNoViolations(page);
    await page.keyboard.press("Escape");

    // The case studies' cards with their switches.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/admin/dashboard/case-studies");
    await expect(page.getByRole("heading", { name: "Case Studies", level: 2 })).toBeVisible();
    await expectNoViolations(page);
  });
}
