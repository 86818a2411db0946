import fs from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { MEMBER_COOKIE_FILE, accounts } from "./accounts";
import { expect, sharedSite, test } from "./site";

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The figure on an overview card, e.g. stat(page, "New Leads"). */
const stat = (page: Page, label: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd");

const figure = async (page: Page, label: string) => Number((await stat(page, label).innerText()).replace(/\D/g, ""));

test("anonymous visitors are sent to the login page, which says it is protected", async ({ page }) => {
  await page.goto("/admin/dashboard/leads");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText("Protected area. Authorized personnel only.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("the password can be shown to check what was typed, and hidden again", async ({ page }) => {
  await page.goto("/admin/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("typed-carefully-123");
  await expect(password).toHaveAttribute("type", "password");
  const toggle = page.getByRole("button", { name: "Show" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("typed-carefully-123");
  const hide = page.getByRole("button", { name: "Hide" });
  await expect(hide).toHaveAttribute("aria-pressed", "true");
  await hide.click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a wrong password shows 'Login Failed' and keeps the e-mail", async ({ page }) => {
  await signIn(page, { email: accounts.admin.email, password: "not-the-password" });
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(accounts.admin.email);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("an admin manages a lead from arrival to deletion, then logs out for good", async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage your business operations")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  const totalBefore = await figure(page, "Total Leads");
  const newBefore = await figure(page, "New Leads");
  const convertedBefore = await figure(page, "Converted");

  // A visitor sends an inquiry from the contact page.
  const visitor = await browser.newPage();
  await visitor.goto("/contact?utm_source=google&utm_campaign=diwali-offer");
  const form = visitor.locator("#inquiry");
  await form.getByLabel("Name *").fill("Kavita Joshi");
  await form.getByLabel("Phone Number *").fill("+91 99887 76655");
  await form.getByLabel("Email (Optional)").fill("kavita@joshi-sweets.example");
  await form.getByLabel("City *").fill("Indore");
  await form.getByLabel("Service Interested In *").fill("Google Business Profile");
  await form.getByLabel("Message (Optional)").fill("Diwali orders are slow this year.");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(visitor.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(stat(page, "Total Leads")).toHaveText(String(totalBefore + 1));
  await expect(stat(page, "New Leads")).toHaveText(String(newBefore + 1));

  // Leads tab: the tab is in the URL, the lead is in the table with its contact details.
  await page.getByRole("tab", { name: "Leads" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads$/);
  await expect(page.getByRole("heading", { name: "Leads Management" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Leads" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("searchbox", { name: "Search" }).fill("Kavita");
  await expect(page).toHaveURL(/q=Kavita/);
  const row = page.getByRole("row").filter({ hasText: "Kavita Joshi" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("+91 99887 76655");
  await expect(row).toContainText("kavita@joshi-sweets.example");
  await expect(row).toContainText("Indore");
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);

  // The message and where the lead came from, on demand.
  await row.getByRole("button", { name: "Show details of Kavita Joshi" }).click();
  await expect(page.getByText("Diwali orders are slow this year.")).toBeVisible();
  await expect(page.getByText("source: google, campaign: diwali-offer")).toBeVisible();

  // Change the status: toast, and the overview counts it as converted.
  const status = row.getByRole("combobox", { name: "Status of Kavita Joshi" });
  await expect(status).toHaveValue("new");
  await status.selectOption("converted");
  await expect(page.getByText("Lead status updated")).toBeVisible();
  await expect(status).toHaveValue("converted");

  // Filter by status.
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("closed");
  await expect(page.getByText("No leads match this search.")).toBeVisible();
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("converted");
  await expect(row).toHaveCount(1);

  // Export the current filter as CSV.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('"Kavita Joshi","+91 99887 76655","kavita@joshi-sweets.example","Indore"');
  expect(lines[1]).toContain('"converted"');

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(stat(page, "Converted")).toHaveText(String(convertedBefore + 1));

  // Delete after confirming; cancelling keeps the lead.
  await page.goto("/admin/dashboard/leads?q=Kavita");
  await row.getByRole("button", { name: "Delete lead Kavita Joshi" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this lead?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Delete lead Kavita Joshi" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Lead deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No leads match this search.")).toBeVisible();

  // Logout ends the session: neither the back button nor a saved URL brings the dashboard back.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.goto("/admin/dashboard/leads");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/admin/api/leads.csv")).status()).toBe(401);
});

test("a non-admin who signs in is refused and signed out at once", async ({ page }) => {
  await signIn(page, accounts.member);
  await expect(page.getByText("Access denied. Admin privileges required.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name.includes("session_token"))).toHaveLength(0);
});

test("a signed-in non-admin who opens the dashboard sees 'Access Denied' and is sent home", async ({
  page,
  baseURL,
}) => {
  const [name, value] = fs.readFileSync(path.join(sharedSite.dataDir, MEMBER_COOKIE_FILE), "utf8").split("=");
  await page.context().addCookies([{ name: name!, value: value!, url: baseURL! }]);
  await page.goto("/admin/dashboard");
  await expect(page.getByText("You don't have admin privileges.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("a stranger's wrong passwords lock the account for a while, even with the right one, but not in the owner's browser", async ({
  page,
  browser,
}) => {
  // The owner signed in from this browser before.
  const owners = await browser.newPage();
  await signIn(owners, accounts.lockable);
  await expect(owners).toHaveURL(/\/admin\/dashboard$/);
  await owners.getByRole("button", { name: "Logout" }).click();
  await expect(owners).toHaveURL(/\/admin\/login$/);

  for (let i = 0; i < 5; i++) {
    await signIn(page, { email: accounts.lockable.email, password: `wrong-password-${i}` });
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  }
  await signIn(page, accounts.lockable);
  await expect(page.getByRole("alert").filter({ hasText: "Too many failed sign-in attempts" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(owners, accounts.lockable);
  await expect(owners).toHaveURL(/\/admin\/dashboard$/);
  await expect(owners.getByText("Welcome back!")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form shows errors, keeps the e-mail, then signs in", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter your email")).toBeVisible();
    await signIn(page, { email: accounts.admin.email, password: "still-not-the-password" });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(accounts.admin.email);
    await signIn(page, accounts.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
