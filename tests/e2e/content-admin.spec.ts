import { type Page } from "@playwright/test";
import sharp from "sharp";
import { accounts } from "./accounts";
import { expect, test } from "./site";

test.beforeEach(async ({ page }) => {
  // No admin or visitor input may ever run as script.
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(accounts.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(accounts.admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

const photo = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#f97316" } })
    .withExifMerge({ IFD0: { Copyright: "Sparkline test" } })
    .jpeg()
    .toBuffer();

async function chooseFile(
  page: Page,
  scope: ReturnType<Page["getByRole"]>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    scope.getByText("Upload image", { exact: true }).click(),
  ]);
  await chooser.setFiles(file);
}

test("an admin creates, features, edits and deletes a case study with an uploaded image", async ({ page, request }) => {
  await page.getByRole("tab", { name: "Case Studies" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/case-studies$/);
  await page.getByRole("button", { name: "Add Case Study" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Case Study" });
  await expect(dialog).toBeVisible();

  // Required fields are checked before anything is sent.
  await dialog.getByLabel("Title *").fill("Dental clinic fills weekday slots");
  await dialog.getByRole("button", { name: "Create Case Study" }).click();
  await expect(dialog.getByText("Client name is required")).toBeVisible();
  await expect(dialog.getByLabel("Title *")).toHaveValue("Dental clinic fills weekday slots");

  // A renamed text file is refused, and says why.
  await chooseFile(page, dialog, {
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not really a photo"),
  });
  await expect(page.getByText("Failed to upload image")).toBeVisible();
  await expect(dialog.getByText("This file is not an image we can read")).toBeVisible();

  await chooseFile(page, dialog, { name: "Clinic Front.JPG", mimeType: "image/jpeg", buffer: await photo(1600, 900) });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  // The uploaded image is shown, and the address box stays for pasting one.
  await expect(dialog.getByRole("img", { name: "Selected image" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Remove image" })).toBeVisible();
  await expect(dialog.getByLabel("Or paste an image URL")).toHaveValue("");
  const imageUrl = await dialog.locator('input[name="imageUrl"]').inputValue();
  expect(imageUrl).toMatch(/^\/uploads\/case-studies\/[0-9a-f-]{36}\.jpg$/);
  await dialog.getByLabel("Image description (alt text)").fill("The clinic's reception with a full waiting room");

  await dialog.getByLabel("Client Name *").fill("SmileCare Dental, Vadodara");
  await dialog.getByLabel("Industry *").fill("Healthcare");
  await dialog.getByLabel("Challenge *").fill("Weekday chairs were empty while weekends overflowed.");
  await dialog
    .getByLabel("Solution *")
    .fill("Google Business Profile posts and WhatsApp reminders for weekday offers.");
  await dialog.getByLabel("Results *").fill("Weekday bookings up 41% in 10 weeks.");
  await dialog.getByRole("switch", { name: "Featured on website" }).click();
  await dialog.getByRole("button", { name: "Create Case Study" }).click();
  await expect(page.getByText("Case study created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: "Dental clinic fills weekday slots" });
  await expect(card.getByRole("heading", { level: 3 })).toContainText("Featured");
  await expect(card).toContainText("SmileCare Dental, Vadodara • Healthcare");

  // The public page shows it with resized WebP versions and a reserved size.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/case-studies");
  const image = visitor.getByRole("listitem").filter({ hasText: "Dental clinic fills weekday slots" }).locator("img");
  await expect(image).toHaveAttribute("srcset", /-320\.webp 320w/);
  await expect(image).toHaveAttribute("width", "1600");
  // Its page describes the image as the admin did.
  await visitor.goto("/case-studies/smilecare-dental-vadodara");
  await expect(visitor.getByRole("img", { name: "The clinic's reception with a full waiting room" })).toHaveAttribute(
    "srcset",
    /-320\.webp 320w/,
  );
  await visitor.close();
  // Back to the admin's tab: a tab in the background has its timers and animations held back.
  await page.bringToFront();
  // Metadata such as EXIF is stripped from the stored original.
  const stored = await request.get(imageUrl);
  expect(stored.status()).toBe(200);
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

  // Edit.
  await card.getByRole("button", { name: "Edit case study Dental clinic fills weekday slots" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Case Study" });
  await expect(edit.getByLabel("Client Name *")).toHaveValue("SmileCare Dental, Vadodara");
  await edit.getByLabel("Title *").fill("Dental clinic fills weekday chairs");
  await edit.getByRole("button", { name: "Update Case Study" }).click();
  await expect(page.getByText("Case study updated successfully")).toBeVisible();
  const edited = page.getByRole("listitem").filter({ hasText: "Dental clinic fills weekday chairs" });
  await expect(edited).toHaveCount(1);

  // Delete after confirming: the uploaded files go too.
  await edited.getByRole("button", { name: "Delete case study Dental clinic fills weekday chairs" }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure you want to delete this case study?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Case study deleted successfully")).toBeVisible();
  await expect(edited).toHaveCount(0);
  expect((await request.get(imageUrl)).status()).toBe(404);
  expect((await request.get(imageUrl.replace(".jpg", "-320.webp"))).status()).toBe(404);
});

test("an admin writes a draft article, previews it, publishes it, and cannot reuse its slug", async ({
  page,
  request,
}) => {
  await page.goto("/admin/dashboard/articles");
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Article" });
  await dialog.getByLabel("Title *").fill("Diwali Sale Ads: 5 Lessons for Kirana Stores!");
  await expect(dialog.getByLabel("Slug *")).toHaveValue("diwali-sale-ads-5-lessons-for-kirana-stores");
  await dialog.getByLabel("Author *").fill("Meera Iyer");
  await dialog.getByLabel("Category *").fill("Marketing");
  const excerpt =
    "What five neighbourhood stores in Pune learned from running Meta ads during the festive season, and what they would change next year.";
  await dialog.getByLabel("Excerpt *").fill(excerpt);
  await expect(dialog.getByText(`${excerpt.length} characters; aim for 150-200.`)).toBeVisible();
  const markdown = [
    "## Start with WhatsApp",
    "",
    "- Post offers on **WhatsApp** status",
    "- Boost the *best* post",
    "",
    "| Store | Orders |",
    "| --- | --- |",
    "| Kothrud | 120 |",
    "",
    "Read [our guide](/services) or [this](javascript:alert(1)).",
    "",
    '<img src=x onerror="alert(1)"><script>alert(2)</script>',
  ].join("\n");
  await dialog.getByLabel("Content * (Markdown)").fill(markdown);
  await dialog.getByRole("tab", { name: "Preview" }).click();
  await expect(dialog.getByRole("heading", { name: "Start with WhatsApp" })).toBeVisible();
  await dialog.getByRole("tab", { name: "Write" }).click();
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Diwali Sale Ads: 5 Lessons for Kirana Stores!" });
  await expect(card.getByRole("heading", { level: 3 })).toContainText("Draft");
  await expect(card).toContainText("By Meera Iyer • Marketing");

  // A draft is not public.
  const slugPath = "/articles/diwali-sale-ads-5-lessons-for-kirana-stores";
  expect((await request.get(slugPath)).status()).toBe(404);

  // A visitor (no cookies: served from the page cache) sees the list without it.
  const visitor = await page.context().browser()!.newPage();
  visitor.on("dialog", (d) => {
    throw new Error(`Script ran: ${d.message()}`);
  });
  await visitor.goto("/articles");
  await expect(visitor.getByRole("heading", { level: 1, name: "Latest Articles & Insights" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: /Diwali Sale Ads/ })).toHaveCount(0);
  await page.bringToFront();

  // Publish it.
  await card.getByRole("button", { name: /^Edit article/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Article" });
  await edit.getByRole("switch", { name: "Publish article" }).click();
  await edit.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully")).toBeVisible();
  await expect(card.getByRole("heading", { level: 3 })).toContainText("Published");

  const response = await visitor.goto(slugPath);
  expect(response?.status()).toBe(200);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Diwali Sale Ads: 5 Lessons for Kirana Stores!" }),
  ).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Start with WhatsApp" })).toBeVisible();
  await expect(visitor.getByRole("cell", { name: "Kothrud" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "our guide" })).toHaveAttribute("href", "/services");
  await expect(visitor.getByRole("link", { name: "this" })).toHaveCount(0);
  await expect(visitor.locator("article script, article img[onerror]")).toHaveCount(0);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", excerpt);
  // The admin's change emptied the page cache: the list is rendered again at once.
  await visitor.goto("/articles");
  await expect(visitor.getByRole("link", { name: /Diwali Sale Ads/ })).toBeVisible();
  await page.bringToFront();

  // Another article may not take the same slug: the server's reason is shown, the input kept.
  await page.getByRole("button", { name: "Add Article" }).click();
  const second = page.getByRole("dialog", { name: "Create Article" });
  await second.getByLabel("Title *").fill("Diwali sale ads: 5 lessons for kirana stores");
  await second.getByLabel("Author *").fill("Arjun Rao");
  await second.getByLabel("Category *").fill("SEO");
  await second.getByLabel("Excerpt *").fill("A second take.");
  await second.getByLabel("Content * (Markdown)").fill("Body");
  await second.getByRole("button", { name: "Create Article" }).click();
  await expect(
    page.getByText('Another article already uses the slug "diwali-sale-ads-5-lessons-for-kirana-stores"').first(),
  ).toBeVisible();
  await expect(second.getByLabel("Author *")).toHaveValue("Arjun Rao");
  await second.getByLabel("Slug *").fill("diwali-sale-ads-second-take");
  await second.getByRole("button", { name: "Create Article" }).click();
  // The first article's toast may still be showing.
  await expect(page.getByText("Article created successfully").last()).toBeVisible();

  // Delete the published one: it leaves the public site.
  await card.getByRole("button", { name: /^Delete article/ }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure you want to delete this article?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Article deleted successfully")).toBeVisible();
  const gone = await request.get(slugPath);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain("Article Not Found");
  // Also for the visitor, whose earlier visit had the page kept in the page cache.
  expect((await visitor.goto(slugPath))?.status()).toBe(404);
  await visitor.goto("/articles");
  await expect(visitor.getByRole("link", { name: /Diwali Sale Ads/ })).toHaveCount(0);
  await visitor.close();
});
