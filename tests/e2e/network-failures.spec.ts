import fs from "node:fs";
import path from "node:path";
import { type Page, type Route } from "@playwright/test";
import { accounts } from "./accounts";
import { postLead } from "./helpers";
import { expect, sharedSite, test } from "./site";

// What a visitor or an admin meets when a request does not complete: the connection drops,
// a proxy answers with its own HTML error page, or the answer is lost after the server acted.

const BAD_GATEWAY = {
  status: 502,
  contentType: "text/html",
  body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
};

/** Breaks the next POSTs to `pathname` in the given way; GETs go through. */
async function breakPosts(page: Page, pathname: string, fail: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === pathname,
    (route) => (route.request().method() === "POST" ? fail(route) : route.continue()),
  );
}

/** Holds the page's requests whose address `matches` for a second and a half, past its loading state's delay. */
async function slowDown(page: Page, matches: (url: URL) => boolean) {
  await page.route(matches, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

/** The server acts on the request, but its answer never reaches the browser. */
const loseAnswer = async (route: Route) => {
  await route.fetch();
  await route.abort("connectionreset");
};

/** How many lead alerts the server wrote for this name: one per lead stored. */
function storedLeads(name: string): number {
  const outbox = path.join(sharedSite.dataDir, "outbox");
  if (!fs.existsSync(outbox)) return 0;
  return fs
    .readdirSync(outbox)
    .filter((file) => fs.readFileSync(path.join(outbox, file), "utf8").includes(`Name: ${name}\n`)).length;
}

/**
 * Waits for the toast saying `text` and closes it, tapping its close button over the open dialog
 * (which stays open), so that the next attempt's toast is its own.
 */
async function expectToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
}

const unexpectedError = (page: Page) => page.getByRole("heading", { name: "Unexpected Application Error!" });

test.describe("a visitor's inquiry", () => {
  test("the dialog survives a reset connection and a proxy's 502 page, keeps what was typed, and a resend stores one lead", async ({
    page,
  }) => {
    const name = "Network Dialog Visitor";
    await page.goto("/");
    // A link (to the contact form) until the page is interactive, then the button that opens the dialog.
    await page.getByRole("button", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name *").fill(name);
    await dialog.getByLabel("Phone Number *").fill("+91 98220 44556");
    await dialog.getByLabel("Email (Optional)").fill("network@visitor.example");
    await dialog.getByLabel("City *").fill("Nagpur");
    await dialog.getByLabel("Service Interested In *").fill("Local SEO");

    await breakPosts(page, "/inquiry.data", (route) => route.abort("connectionreset"));
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expectToast(page, "Failed to submit form. Please try again.");
    await expect(unexpectedError(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name *")).toHaveValue(name);
    await expect(dialog.getByLabel("Email (Optional)")).toHaveValue("network@visitor.example");
    await expect(dialog.getByLabel("Service Interested In *")).toHaveValue("Local SEO");
    await expect(dialog.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();

    await page.unrouteAll();
    await breakPosts(page, "/inquiry.data", (route) => route.fulfill(BAD_GATEWAY));
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expectToast(page, "Failed to submit form. Please try again.");
    await expect(dialog.getByLabel("City *")).toHaveValue("Nagpur");

    // This time the server stores the lead, but the answer is lost on the way back.
    await page.unrouteAll();
    await breakPosts(page, "/inquiry.data", loseAnswer);
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expectToast(page, "Failed to submit form. Please try again.");
    await expect(dialog.getByLabel("Name *")).toHaveValue(name);

    await page.unrouteAll();
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => storedLeads(name)).toBe(1);
    await page.waitForTimeout(500);
    expect(storedLeads(name)).toBe(1);
  });

  test("the dialog says so and keeps what was typed when the connection is gone altogether", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Start Your Project" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name *").fill("Offline Visitor");
    await dialog.getByLabel("Phone Number *").fill("+91 98220 77889");
    await dialog.getByLabel("City *").fill("Goa");
    await dialog.getByLabel("Service Interested In *").fill("Branding");
    // Nothing more reaches the server: no request, no script the page has not loaded yet.
    await page.route("**/*", (route) => route.abort("internetdisconnected"));
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Failed to submit form. Please try again.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name *")).toHaveValue("Offline Visitor");
    await expect(unexpectedError(page)).toHaveCount(0);
  });

  test("the footer form keeps its values when a proxy answers 502", async ({ page }) => {
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Name *").fill("Footer Network Visitor");
    await footer.getByLabel("Phone Number *").fill("9876505555");
    await footer.getByLabel("City *").fill("Bhopal");
    await footer.getByLabel("Service Interested In *").fill("Meta Ads");
    await breakPosts(page, "/inquiry.data", (route) => route.fulfill(BAD_GATEWAY));
    await footer.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Failed to submit form. Please try again.")).toBeVisible();
    await expect(footer.getByLabel("Name *")).toHaveValue("Footer Network Visitor");
    await expect(footer.getByLabel("Service Interested In *")).toHaveValue("Meta Ads");
    await expect(page.getByRole("navigation").first()).toBeVisible();
  });

  test("the contact form keeps the message when the request times out", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#inquiry");
    await form.getByLabel("Name *").fill("Contact Network Visitor");
    await form.getByLabel("Phone Number *").fill("+91 90000 55555");
    await form.getByLabel("City *").fill("Kochi");
    await form.getByLabel("Service Interested In *").fill("Web Development");
    await form.getByLabel("Message (Optional)").fill("Our spice shop needs online orders.");
    await breakPosts(page, "/contact.data", (route) => route.abort("timedout"));
    await breakPosts(page, "/inquiry.data", (route) => route.abort("timedout"));
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Failed to submit form. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Message (Optional)")).toHaveValue("Our spice shop needs online orders.");
    await expect(unexpectedError(page)).toHaveCount(0);
  });
});

test.describe("a page whose data does not arrive", () => {
  test("the articles list keeps the navigation and footer and shows its empty state", async ({ page }) => {
    await page.goto("/about");
    await page.route(
      (url) => url.pathname === "/articles.data",
      (route) => route.abort("connectionreset"),
    );
    await page.getByRole("navigation").first().getByRole("link", { name: "Articles", exact: true }).click();
    await expect(page.getByText("No articles published yet. Check back soon!")).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(unexpectedError(page)).toHaveCount(0);
  });

  test("an article shows its not-found view, and case studies their empty state, when a proxy answers 502", async ({
    page,
  }) => {
    await page.goto("/articles");
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => route.fulfill(BAD_GATEWAY),
    );
    await page.getByRole("main").getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await page.getByRole("navigation").first().getByRole("link", { name: "Case Studies", exact: true }).click();
    await expect(page.getByText("No case studies available at the moment. Check back soon!")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(unexpectedError(page)).toHaveCount(0);
  });

  test("a fixed page that cannot load keeps the site around the spec's error text", async ({ page }) => {
    await page.goto("/articles");
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => route.fulfill(BAD_GATEWAY),
    );
    await page.getByRole("navigation").first().getByRole("link", { name: "Services", exact: true }).click();
    await expect(unexpectedError(page)).toBeVisible();
    await expect(page.getByText("502 Bad Gateway")).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("slow pages show the spec's loading states: articles, an article, a spinner for case studies", async ({
    page,
  }) => {
    await page.goto("/about");
    await slowDown(page, (url) => url.pathname === "/articles.data");
    await page.getByRole("navigation").first().getByRole("link", { name: "Articles", exact: true }).click();
    await expect(page.getByText("Loading articles...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest Articles & Insights" })).toBeVisible();
    await expect(page.getByText("Loading articles...")).toBeHidden();

    await slowDown(page, (url) => url.pathname === "/case-studies.data" || url.pathname.startsWith("/articles/"));
    await page.getByRole("main").getByRole("link").first().click();
    await expect(page.getByText("Loading article...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Articles" })).toBeVisible();
    await page.getByRole("navigation").first().getByRole("link", { name: "Case Studies", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading case studies..." })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Results our clients can count" })).toBeVisible();
  });

  test("a slow Hindi page shows its loading state in Hindi", async ({ page }) => {
    await page.goto("/hi/about");
    await slowDown(page, (url) => url.pathname === "/hi/articles.data");
    await page.getByRole("navigation").first().getByRole("link", { name: "लेख", exact: true }).click();
    await expect(page.getByText("लेख लोड हो रहे हैं...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "नए लेख और काम की जानकारी" })).toBeVisible();
    await expect(page.getByText("लेख लोड हो रहे हैं...")).toBeHidden();
  });
});

test.describe("an admin", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(accounts.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(accounts.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a status change or delete that fails in transit says so and leaves the lead as it was", async ({
    page,
    baseURL,
  }) => {
    const name = `Status Network Lead ${Date.now()}`;
    expect((await postLead(baseURL!, name)).status).toBe(303);
    await page.getByRole("tab", { name: "Leads" }).click();
    await page.getByLabel("Search").fill(name);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();

    await breakPosts(page, "/admin/dashboard/leads.data", (route) => route.abort("connectionreset"));
    await row.getByLabel(`Status of ${name}`).selectOption("contacted");
    // Gone before the next click: a toast sliding in over the row's Delete button would take the click.
    await expectToast(page, "Failed to update status");
    await expect(page.getByRole("heading", { name: "Leads Management" })).toBeVisible();

    // The list loads again while the change is on its way (a search, Refresh): it still says it failed.
    await page.unrouteAll();
    await breakPosts(page, "/admin/dashboard/leads.data", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.abort("connectionreset");
    });
    await row.getByLabel(`Status of ${name}`).selectOption("qualified");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expectToast(page, "Failed to update status");
    await expect(row.getByLabel(`Status of ${name}`)).toHaveValue("new");

    await page.unrouteAll();
    await breakPosts(page, "/admin/dashboard/leads.data", (route) => route.fulfill(BAD_GATEWAY));
    await row.getByRole("button", { name: `Delete lead ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete lead")).toBeVisible();
    await expect(row).toBeVisible();
    await expect(unexpectedError(page)).toHaveCount(0);
  });

  test("a case study whose answer is lost is saved once when sent again", async ({ page }) => {
    const title = `Bakery doubles festive orders ${Date.now()}`;
    await page.getByRole("tab", { name: "Case Studies" }).click();
    await page.getByRole("button", { name: "Add Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Case Study" });
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Client Name *").fill("Sweet Crumbs, Jaipur");
    await dialog.getByLabel("Industry *").fill("Food");
    await dialog.getByLabel("Challenge *").fill("Festive orders came in by phone and were lost.");
    await dialog.getByLabel("Solution *").fill("A WhatsApp catalogue and order form.");
    await dialog.getByLabel("Results *").fill("Festive orders doubled.");

    await breakPosts(page, "/admin/dashboard/case-studies.data", (route) => route.fulfill(BAD_GATEWAY));
    await dialog.getByRole("button", { name: "Create Case Study" }).click();
    await expectToast(page, "Failed to save case study");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Results *")).toHaveValue("Festive orders doubled.");

    await page.unrouteAll();
    await breakPosts(page, "/admin/dashboard/case-studies.data", loseAnswer);
    await dialog.getByRole("button", { name: "Create Case Study" }).click();
    await expectToast(page, "Failed to save case study");
    await expect(dialog.getByLabel("Title *")).toHaveValue(title);

    await page.unrouteAll();
    await dialog.getByRole("button", { name: "Create Case Study" }).click();
    await expect(page.getByText("Case study created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(1);

    await breakPosts(page, "/admin/dashboard/case-studies.data", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: `Delete case study ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete case study")).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });

  test("an article whose answer is lost is saved once, not refused for its own slug", async ({ page }) => {
    const title = `Festive season ads for sweet shops ${Date.now()}`;
    await page.getByRole("tab", { name: "Articles" }).click();
    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Author *").fill("Meera Iyer");
    await dialog.getByLabel("Category *").fill("Marketing");
    await dialog.getByLabel("Excerpt *").fill("How a sweet shop plans its festive ads.");
    await dialog.getByLabel("Content * (Markdown)").fill("## Plan early\n\nStart four weeks before Diwali.");

    await breakPosts(page, "/admin/dashboard/articles.data", loseAnswer);
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Failed to save article")).toBeVisible();
    await expect(dialog.getByLabel("Author *")).toHaveValue("Meera Iyer");

    await page.unrouteAll();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Article created successfully")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(1);

    await breakPosts(page, "/admin/dashboard/articles.data", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: `Delete article ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete article")).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });

  test("an image upload that fails in transit says so", async ({ page }) => {
    await page.getByRole("tab", { name: "Case Studies" }).click();
    await page.getByRole("button", { name: "Add Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Case Study" });
    await dialog.getByLabel("Title *").fill("Kept while the upload fails");
    await breakPosts(page, "/admin/api/uploads", (route) => route.fulfill(BAD_GATEWAY));
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      dialog.getByText("Upload image", { exact: true }).click(),
    ]);
    await chooser.setFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("89504e470d0a1a0a", "hex"),
    });
    await expect(page.getByText("Failed to upload image")).toBeVisible();
    await expect(dialog.getByLabel("Title *")).toHaveValue("Kept while the upload fails");
  });

  test("an article's preview that fails in transit says so, keeps the text, and comes back with the typing", async ({
    page,
  }) => {
    await page.getByRole("tab", { name: "Articles" }).click();
    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    const text = dialog.getByLabel("Content * (Markdown)");
    const preview = dialog.getByRole("tabpanel", { name: "Preview" });
    let connected = false;
    await page.route(
      (url) => url.pathname === "/admin/api/markdown-preview",
      (route) => (connected ? route.continue() : route.abort("connectionreset")),
    );
    await text.fill("## Written on a train");
    await expect(preview.getByText(/^The preview could not be loaded: check your connection\./)).toBeVisible();
    await expect(text).toHaveValue("## Written on a train");

    connected = true;
    await text.press("End");
    await text.pressSequentially(" to Lonavala");
    await expect(preview.getByRole("heading", { level: 2, name: "Written on a train to Lonavala" })).toBeVisible();
    await expect(preview.getByText(/^The preview could not be loaded/)).toHaveCount(0);
  });
});

test("a sign-in that fails in transit keeps the e-mail and says so", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(accounts.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(accounts.admin.password);
  await breakPosts(page, "/admin/login.data", (route) => route.abort("connectionreset"));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(accounts.admin.email);
  await expect(unexpectedError(page)).toHaveCount(0);

  await page.unrouteAll();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
