import { type Page } from "@playwright/test";
import { accounts } from "./accounts";
import { postLead, signIn, waitForLeadAlert } from "./helpers";
import { expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

/** A toast that has finished appearing. */
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast][data-mounted=true]").filter({ hasText: text });

const pages = [
  "/",
  "/services",
  "/services/seo",
  "/sub-services/google-ads",
  "/contact",
  "/about",
  "/terms",
  "/privacy",
  "/privacy/notice/hi",
  "/no-such-page",
  "/case-studies",
  "/case-studies/smilecraft-dental-pune",
  "/articles",
  "/articles/google-business-profile-local-leads",
  "/hi",
  "/hi/services/seo",
  "/hi/contact",
  "/hi/sub-services/google-ads",
  "/hi/case-studies/smilecraft-dental-pune-hindi",
  "/hi/articles/google-business-profile-se-local-grahak",
  "/hi/no-such-page",
];

// Both themes: the dark one follows the system setting, so emulating it is what a visitor gets.
for (const scheme of ["light", "dark"] as const) {
  for (const path of pages) {
    test(`no WCAG 2.1 AA violations on ${path} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expectNoViolations(page);
    });
  }
  test(`no WCAG 2.1 AA violations on a phone, with the contact bar (${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/services/seo");
    await expect(page.getByRole("navigation", { name: "Contact us" })).toBeVisible();
    await expectNoViolations(page);
  });
}

test.describe("public interactive states", () => {
  test("the open mobile drawer on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expectNoViolations(page);
    // Keyboard: focus is inside, Escape closes and returns focus to the opener.
    await expect(drawer.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the inquiry dialog, empty and showing its field errors", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Get Started" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Let's grow your business" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(dialog.getByLabel("Name *")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the contact form showing its field errors", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#inquiry");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByLabel("Name *")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name *")).toBeFocused();
    await expectNoViolations(page);
  });
});

test.describe("admin screens", () => {
  test("every admin screen in the dark theme, the editor open", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: "dark" });
    expect((await postLead(baseURL!, "Dark Theme Lead")).status).toBe(303);
    await signIn(page);
    for (const [path, heading] of [
      ["/admin/dashboard", "Admin Dashboard"],
      ["/admin/dashboard/leads", "Admin Dashboard"],
      ["/admin/dashboard/leads?view=board", "Admin Dashboard"],
      ["/admin/dashboard/case-studies", "Admin Dashboard"],
      ["/admin/dashboard/articles", "Admin Dashboard"],
      ["/admin/team", "Team"],
      ["/admin/webhooks", "Connect your tools"],
      ["/admin/audit", "Audit log"],
      ["/admin/account", "Your account"],
      ["/admin/settings", "Settings"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoViolations(page);
    }
    await page.goto("/admin/dashboard");
    await page
      .getByRole("link", { name: /Dark Theme Lead/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/leads\//);
    await expectNoViolations(page);
    await page.goto("/admin/dashboard/articles");
    await page.getByRole("button", { name: "Add Article" }).click();
    await expect(page.getByRole("dialog", { name: "Create Article" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the login page: empty, with field errors, and after a failed sign-in", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toBeFocused();
    await expectNoViolations(page);

    await page.getByLabel("Email").fill(accounts.admin.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login Failed")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the audit log", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the team screen, and the forgotten-password and expired-link pages", async ({ page }) => {
    await page.goto("/admin/forgot-password");
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await expectNoViolations(page);
    await page.goto("/admin/join/no-such-link");
    await expect(page.getByText("This link has expired or was already used.")).toBeVisible();
    await expectNoViolations(page);
    await signIn(page);
    await page.goto("/admin/team");
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await page.getByText("Change role").first().click();
    await expectNoViolations(page);
  });

  test("the webhooks screen, empty and with a refused address", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/webhooks");
    await expect(page.getByRole("heading", { name: "Connect your tools", level: 1 })).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel("Address from your tool").fill("https://10.0.0.9/hook");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(/10\.0\.0\.9 is a private or special address/)).toBeVisible();
    await expectNoViolations(page);
  });

  test("the dashboard overview", async ({ page }) => {
    await signIn(page);
    await expect(toast(page, "Welcome back!")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expectNoViolations(page);
  });

  test("the overview's charts and tables, open, with a range note, on a phone too", async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await visitor.goto("/contact?utm_source=newsletter&utm_medium=email&utm_campaign=a11y");
    const form = visitor.locator("#inquiry");
    await form.getByLabel("Name *").fill("Farah Khan");
    await form.getByLabel("Phone Number *").fill("+91 98200 12345");
    await form.getByLabel("City *").fill("Bhopal");
    await form.getByLabel("Service Interested In *").fill("Instagram Ads");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(visitor.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
    await visitor.close();

    await signIn(page);
    await expect(page.getByRole("img", { name: /^Leads per day/ })).toBeVisible();
    await page.getByText("Leads per day as a table").click();
    await expect(page.getByRole("table", { name: /^Leads per day/ })).toBeVisible();
    await expectNoViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/dashboard?from=2026-11-10&to=2026-11-01");
    await expect(page.getByText("The start date is after the end date.")).toBeVisible();
    await page.getByText("Leads per day as a table").click();
    await expectNoViolations(page);
  });

  test("the leads tab: table, details row, delete confirmation, keyboard", async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await visitor.goto("/contact");
    const form = visitor.locator("#inquiry");
    await form.getByLabel("Name *").fill("Anjali Rao");
    await form.getByLabel("Phone Number *").fill("+91 98450 12345");
    await form.getByLabel("City *").fill("Mysuru");
    await form.getByLabel("Service Interested In *").fill("Local SEO");
    await form.getByLabel("Message (Optional)").fill("We run a bakery near the palace.");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(visitor.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
    await visitor.close();

    await signIn(page);
    await page.goto("/admin/dashboard/leads?q=Anjali");
    const row = page.getByRole("row").filter({ hasText: "Anjali Rao" });
    await expect(row).toHaveCount(1);
    await expectNoViolations(page);

    // Keyboard: the status select, the details toggle and the delete button are reachable and named.
    const status = row.getByRole("combobox", { name: "Status of Anjali Rao" });
    const details = row.getByRole("button", { name: "Show details of Anjali Rao" });
    const remove = row.getByRole("button", { name: "Delete lead Anjali Rao" });
    await status.focus();
    await page.keyboard.press("Tab");
    await expect(details).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("We run a bakery near the palace.")).toBeVisible();
    await expect(row.getByRole("button", { name: "Hide details of Anjali Rao" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expectNoViolations(page);

    await page.keyboard.press("Tab");
    await expect(remove).toBeFocused();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this lead?" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoViolations(page);
    // Focus stays in the dialog, Escape closes it and focus returns to the delete button.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      await expect(confirm.locator(":focus")).toHaveCount(1);
    }
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(row).toHaveCount(1);
  });

  test("a lead's page on a phone: with a note, a follow-up, its field errors and the delete confirmation", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(
      (
        await postLead(baseURL!, "Deepa Menon", {
          phone: "+91 94470 12121",
          email: "deepa@menon-ayurveda.example",
          message: "Looking for local SEO in Thrissur.",
        })
      ).status,
    ).toBe(303);
    // The alert e-mail links the lead's page.
    const alert = await waitForLeadAlert("Deepa Menon");
    const path = new URL(/^Open the lead: (\S+)$/m.exec(alert)![1]!).pathname;

    await signIn(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Deepa Menon", level: 1 })).toBeVisible();
    // Hydrated: the no-script "Save status" button is gone.
    await expect(page.getByRole("button", { name: "Save status" })).toBeHidden();
    await page.getByLabel("Add a note").fill("Prefers **Malayalam** calls.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("list", { name: "Notes, newest first" }).locator("strong")).toHaveText("Malayalam");
    await expectNoViolations(page);

    const followUp = page.getByRole("region", { name: "Follow-up" });
    await followUp.getByRole("button", { name: "Set follow-up" }).click();
    await expect(followUp.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
    await expect(followUp.getByLabel("Date")).toBeFocused();
    await expectNoViolations(page);

    // A call recorded as the Call button records it; the sheet asking what happened, and its error.
    const called = await page.evaluate(
      (address) =>
        fetch(address, { method: "POST", body: new URLSearchParams({ intent: "lead-call" }) }).then((r) => r.ok),
      path,
    );
    expect(called).toBe(true);
    await page.reload();
    await expect(page.getByRole("button", { name: "Save status" })).toBeHidden();
    await page.getByRole("button", { name: "Record what happened" }).click();
    const sheet = page.getByRole("dialog", { name: "What happened on the call?" });
    await sheet.getByRole("button", { name: "Save" }).click();
    await expect(sheet.getByText("Choose what happened.")).toBeVisible();
    await expect(sheet.getByRole("radio", { name: "Reached" })).toBeFocused();
    await expectNoViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Record what happened" })).toBeFocused();

    const remove = page.getByRole("button", { name: "Delete lead Deepa Menon" });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this lead?" });
    await expect(confirm).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press("Escape");
    await expect(remove).toBeFocused();
  });

  test("the case studies tab: list, create dialog, and its field errors", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/dashboard/case-studies");
    await expect(page.getByRole("heading", { name: "Case Studies", level: 2 })).toBeVisible();
    await expectNoViolations(page);

    const add = page.getByRole("button", { name: "Add Case Study" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Create Case Study" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByRole("button", { name: "Create Case Study" }).click();
    await expect(dialog.getByText("Client name is required")).toBeVisible();
    await expect(dialog.getByLabel("Title *")).toBeFocused();
    await expectNoViolations(page);

    // Focus is trapped: tabbing through every control never leaves the dialog.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test("the articles tab: list, create dialog with preview, and its field errors", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/dashboard/articles");
    await expect(page.getByRole("heading", { name: "Articles", level: 2 })).toBeVisible();
    await expectNoViolations(page);

    const add = page.getByRole("button", { name: "Add Article" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByLabel("Content * (Markdown)").fill("## Hello\n\nSome **bold** text and a [link](/services).");
    await dialog.getByRole("tab", { name: "Preview" }).click();
    await expect(dialog.getByRole("heading", { name: "Hello" })).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByRole("tab", { name: "Write" }).click();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(dialog.getByLabel("Title *")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Title *")).toBeFocused();
    await expectNoViolations(page);

    // Something was typed: closing asks first, and the question passes axe too.
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await expect(discard).toBeVisible();
    await expectNoViolations(page);
    await discard.getByRole("button", { name: "Discard" }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });
});
