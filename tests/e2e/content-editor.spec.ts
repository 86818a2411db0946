// The admin's content editing: nothing typed is thrown away without asking, a draft survives a
// reload (kept in this browser only) and goes once saved, the Markdown preview sits beside the text
// on a wide screen, and each card's quick switch (Published, Featured) saves at once, on the card
// and on the public pages. Every state is checked with axe in the light and dark themes.
import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { pressEscapeIn, signIn } from "./helpers";
import { expectNoViolations, expectValidHtml } from "./page-checks";
import { expect, test } from "./site";

/** Runs `act` and waits for the save it posts to be answered (a reload sooner would cut it off). */
async function savedBy(page: Page, act: () => Promise<void>) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await act();
  await answered;
}

/** The browser's own "Leave site?" questions each test's page asked, each answered Leave. */
let leaveQuestions = 0;

test.beforeEach(async ({ page }) => {
  leaveQuestions = 0;
  // No admin input may ever run as script, and the editor uses no browser dialogs of its own; the
  // browser asks before a reload or a departure throws unsaved changes away.
  page.on("dialog", (dialog) => {
    if (dialog.type() !== "beforeunload") throw new Error(`Unexpected dialog: ${dialog.message()}`);
    leaveQuestions++;
    void dialog.accept();
  });
});

/** Signed in on a wide screen, the dialog of a new article open. */
async function newArticleOnWideScreen(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/admin/dashboard/articles");
  await page.getByRole("button", { name: "Add Article" }).click();
  return page.getByRole("dialog", { name: "Create Article" });
}

/** A JPEG photo of `width` × `height`, in one colour. */
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

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
  await pressEscapeIn(dialog);
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
  await pressEscapeIn(ask);
  await expect(ask).toBeHidden();
  // Back in the dialog (focus returned to the close button) before the next click, as a person would be.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Title *")).toHaveValue(title);

  // A reload (the browser asks first): the dialog opens again, and what was typed is offered back, not filled in unasked.
  await page.reload();
  expect(leaveQuestions).toBe(1);
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
  await pressEscapeIn(dialog);
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
  await caseStudy.getByRole("button", { name: "Restore" }).click();
  await expect(caseStudy.getByLabel("Client Name *")).toHaveValue("Chai Point, Pune");
  await expect(caseStudy.getByRole("switch", { name: "Featured on website" })).toBeChecked();
  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(caseStudy).toBeHidden();
});

test("an editor writes with an image in the text and a described cover; a reload asks first and reopens the dialog with the draft", async ({
  page,
}) => {
  // One journey through the whole editor, the public page (axe and the W3C checker) and the Back
  // button: about 45 s on a busy two-core machine, past the default 30.
  test.setTimeout(90_000);
  const dialog = await newArticleOnWideScreen(page);
  // The open dialog is in the address; the author is the one signed in.
  await expect(page).toHaveURL(/\/admin\/dashboard\/articles\?edit=new$/);
  await expect(dialog.getByLabel("Author *")).toHaveValue("Meera Iyer");

  const title = unique("Chai stalls that post at 11 am");
  await dialog.getByLabel("Title *").fill(title);
  const slug = await dialog.getByLabel("Slug *").inputValue();
  // The slug field's hint (the Search and social panel's previews show the address too).
  await expect(dialog.getByText(/^The article's address: /)).toHaveText(
    new RegExp(`^The article's address: https?://[^/]+/articles/${slug}$`),
  );

  // The cover: uploaded, shown, the address box left for pasting; described for people who cannot see it.
  const [coverChooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    dialog.getByText("Upload image", { exact: true }).click(),
  ]);
  await coverChooser.setFiles({ name: "stall.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 900, "#7c2d12") });
  await expect(dialog.getByRole("img", { name: "Selected image" })).toBeVisible();
  await expect(dialog.getByLabel("Or paste an image URL")).toHaveValue("");
  await dialog.getByLabel("Image description (alt text)").fill("A chai stall at dawn with kulhads on the counter");

  // An image in the text: refused without its description, then put in at the cursor.
  const text = dialog.getByLabel("Content * (Markdown)");
  await text.fill("## Before the rush\n\nAfter the rush.");
  await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(18, 18));
  await dialog.getByRole("button", { name: "Insert image" }).click();
  const insert = dialog.getByRole("group", { name: "Insert an image at the cursor" });
  const [inlineChooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    insert.getByText("Choose image", { exact: true }).click(),
  ]);
  await inlineChooser.setFiles({
    name: "queue.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(1200, 800, "#14532d"),
  });
  await insert.getByRole("button", { name: "Insert image" }).click();
  await expect(insert.getByText("Describe the image for people who cannot see it.")).toBeVisible();
  await insert.getByLabel("Image description (alt text) *").fill("Twelve people queued at the stall by 11 am");
  await insert.getByRole("button", { name: "Insert image" }).click();
  await expect(insert).toHaveCount(0);
  await expect(text).toHaveValue(
    /^## Before the rush\n\n!\[Twelve people queued at the stall by 11 am\]\(\/uploads\/articles\/[0-9a-f-]{36}\.jpg\)\n\nAfter the rush\.$/,
  );
  // The preview shows the cover and the title above the text, as the page will, and the image at its sizes.
  const preview = dialog.getByRole("tabpanel", { name: "Preview" });
  await expect(preview.getByText(title, { exact: true })).toBeVisible();
  await expect(preview.locator("img").first()).toHaveAttribute("src", /^\/uploads\/articles\/[0-9a-f-]+-640\.webp$/);
  await expect(preview.getByRole("img", { name: "Twelve people queued at the stall by 11 am" })).toHaveAttribute(
    "srcset",
    /-320\.webp 320w/,
  );
  await dialog
    .getByLabel("Excerpt *")
    .fill("Why the chai stalls of Indore post their offers before eleven, and what it does for the lunch queue.");
  await dialog.getByLabel("Category *").fill("Social Media");

  // A reload asks first (the browser's own question); the dialog comes back with the draft offered.
  await page.reload();
  expect(leaveQuestions).toBe(1);
  await expect(page).toHaveURL(/\?edit=new$/);
  await expect(dialog.getByText(OFFER)).toBeVisible();
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(dialog.getByLabel("Title *")).toHaveValue(title);
  await expect(text).toHaveValue(/!\[Twelve people queued at the stall by 11 am\]/);
  await expect(dialog.getByRole("img", { name: "Selected image" })).toBeVisible();
  await expect(dialog.getByLabel("Image description (alt text)")).toHaveValue(
    "A chai stall at dawn with kulhads on the counter",
  );
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/articles$/);

  // Published from the card at once, with an Undo; undone, it is a draft again.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
  const published = card.getByRole("switch", { name: `Published: ${title}` });
  await published.click();
  const toast = page.getByRole("listitem").filter({ hasText: "Article updated successfully" });
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(published).not.toBeChecked();
  await expect(card.getByRole("heading", { level: 3 })).toContainText("Draft");
  await page.reload();
  await expect(published).not.toBeChecked();
  await savedBy(page, () => published.click());

  // The public page: the cover described, the image in the text at its sizes with its room reserved.
  const visitor = await page.context().browser()!.newPage();
  const articlePage = await visitor.goto(`/articles/${slug}`);
  await expect(visitor.getByRole("img", { name: "A chai stall at dawn with kulhads on the counter" })).toBeVisible();
  await expectNoViolations(visitor);
  await expectValidHtml({ "article-with-images": await articlePage!.text() });
  const inline = visitor.getByRole("img", { name: "Twelve people queued at the stall by 11 am" });
  // 1,200 pixels wide: resized to each stored width below that, and to its own.
  await expect(inline).toHaveAttribute("src", /-1200\.webp$/);
  await expect(inline).toHaveAttribute(
    "srcset",
    /-320\.webp 320w, .+-640\.webp 640w, .+-960\.webp 960w, .+-1200\.webp 1200w$/,
  );
  await expect(inline).toHaveAttribute("width", "1200");
  await expect(inline).toHaveAttribute("height", "800");
  await visitor.close();
  await page.bringToFront();

  // Changes left in an edit and the Back button pressed (within the dashboard: from Articles to Case
  // Studies, moved between in the page): the typing is kept; the card says so, and opening the
  // article again offers it back.
  await page.getByRole("tab", { name: "Case Studies" }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await page.getByRole("tab", { name: "Articles" }).click();
  await card.getByRole("button", { name: `Edit article ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Article" });
  await expect(page).toHaveURL(/\?edit=[0-9a-f-]{36}$/);
  await edit.getByLabel("Category *").fill("Cafés");
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/case-studies$/);
  await page.getByRole("tab", { name: "Articles" }).click();
  await expect(card.getByText("Unsaved changes")).toBeVisible();
  await card.getByRole("button", { name: `Edit article ${title}` }).click();
  await expect(edit.getByText(OFFER)).toBeVisible();
  await edit.getByRole("button", { name: "Restore" }).click();
  await expect(edit.getByLabel("Category *")).toHaveValue("Cafés");
  await page.goto("/admin/dashboard/articles");
  expect(leaveQuestions).toBe(2);
  await expect(card.getByText("Unsaved changes")).toBeVisible();
});

test("the preview sits beside the text on a wide screen, follows the typing, and is a tab on a phone", async ({
  page,
}) => {
  const dialog = await newArticleOnWideScreen(page);
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

test("an article saved while its preview is still on its way shows in the list", async ({ page }) => {
  const dialog = await newArticleOnWideScreen(page);
  // A slow connection: the preview's answer arrives after the save's, and the list's reload after both.
  let saveAnswered!: () => void;
  const saved = new Promise<void>((resolve) => (saveAnswered = resolve));
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/admin/dashboard/articles"))
      saveAnswered();
  });
  await page.route("**/admin/api/markdown-preview*", async (route) => {
    await saved;
    await route.continue();
  });
  await page.route("**/admin/dashboard/articles.data?*", async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  const title = unique("Monsoon offers that filled a Nagpur salon");
  await fillArticle(dialog, { title, content: "## Before the rains\n\nBook the slots a week ahead." });
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
  await expect(card).toBeVisible({ timeout: 10_000 });
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

test("a draft's preview link shows a signed-out browser the page as it will be published, kept and indexed by no one, until withdrawn or published", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const title = unique("A preview for the café owner");
  const card = await createDraftArticle(page, title);
  const shareButton = card.getByRole("button", { name: `Share preview of ${title}` });
  await shareButton.click();
  const share = page.getByRole("dialog", { name: "Share a preview" });
  const link = share.getByLabel("Preview link");
  await expect(link).toHaveValue(/\/articles\/preview\/[0-9a-f-]{36}\?until=\d+&sig=[\w-]+$/);
  await expect(share.getByText(/^Works until .+ IST\.$/)).toBeVisible();
  const url = await link.inputValue();
  await expect(share.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${title}: ${url}`)}`,
  );

  // A client's phone: no session, no cookie.
  const client = await browser.newContext();
  const visitor = await client.newPage();
  const opened = await visitor.goto(url);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  expect(opened!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Rainy day offers" })).toBeVisible();
  await expectNoViolations(visitor);
  const previewHtml = await opened!.text();
  // Asked again: rendered again, not a kept copy.
  expect((await visitor.goto(url))!.headers()["cache-control"]).toBe("private, no-store");

  // Withdrawn: the link sent no longer opens.
  await page.bringToFront();
  await share.getByRole("button", { name: "Withdraw link" }).click();
  await expect(page.getByText("Preview link withdrawn")).toBeVisible();
  await expect(share).toBeHidden();
  const withdrawn = await visitor.goto(url);
  expect(withdrawn!.status()).toBe(410);
  await expect(visitor.getByRole("heading", { level: 1, name: "Preview not available" })).toBeVisible();
  await expectNoViolations(visitor);
  await expectValidHtml({ preview: previewHtml, "preview-ended": await withdrawn!.text() });

  // Shared again: a new link; once the article is published, it ends too.
  await page.bringToFront();
  await shareButton.click();
  await expect(link).toHaveValue(/\/articles\/preview\//);
  const again = await link.inputValue();
  expect(again).not.toBe(url);
  await page.keyboard.press("Escape");
  expect((await visitor.goto(again))!.status()).toBe(200);
  await page.bringToFront();
  await savedBy(page, () => card.getByRole("switch", { name: `Published: ${title}` }).click());
  expect((await visitor.goto(again))!.status()).toBe(410);
  await client.close();
});

test("an article's versions: each save is kept with who saved it; two are compared with the changes marked, and one restored as a new save", async ({
  page,
}) => {
  await signIn(page);
  const title = unique("Diwali offers that filled a Jaipur sweet shop");
  const card = await createDraftArticle(page, title);
  await card.getByRole("button", { name: `Edit article ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Article" });
  await edit.getByLabel("Title *").fill(`${title} twice over`);
  await edit.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully")).toBeVisible();
  const edited = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: `${title} twice over` }) });

  await edited.getByRole("button", { name: `Versions of article ${title} twice over` }).click();
  const versions = page.getByRole("dialog", { name: "Versions" });
  const list = versions.getByRole("list", { name: "Versions, newest first" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText(/\(current\), by Meera Iyer$/);
  for (const box of await list.getByRole("checkbox").all()) await box.check();
  await versions.getByRole("button", { name: "Compare" }).click();
  const comparison = versions.getByRole("region", { name: "Comparison" });
  await expect(comparison.getByRole("heading", { name: "Title" })).toBeVisible();
  await expect(comparison.locator("ins")).toHaveText(/twice over/);
  // Only what changed is shown.
  await expect(comparison.getByRole("heading", { name: "Content" })).toHaveCount(0);
  await expectNoViolations(page);

  await list.getByRole("button", { name: /^Restore the version of / }).click();
  await expect(page.getByText("Version restored")).toBeVisible();
  await expect(versions).toBeHidden();
  // The card's heading: the title and its Draft badge.
  await expect(page.getByRole("heading", { level: 3, name: `${title} Draft`, exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Versions of article ${title}`, exact: true }).click();
  await expect(list.getByRole("listitem")).toHaveCount(3);
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

    // The draft offered back, in the dialog a reload opened again.
    await page.reload();
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
