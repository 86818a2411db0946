// "Your account" in a browser: the owner, signed in on a laptop and on a phone whose requests
// claim another address, sees both sessions with the address the server determined, signs the
// phone out from the laptop, and the phone is back at the sign-in page on its next click. An
// account made without a name is asked for one, and is called by it from then on.
import { ACCOUNT_MESSAGES } from "../../app/features/account/schema";
import { accounts } from "./accounts";
import { signIn } from "./helpers";
import { expect, test } from "./site";

test("the owner sees each session with its device and real address, and signs the phone out from the laptop", async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    extraHTTPHeaders: { "x-forwarded-for": "6.6.6.6" },
  });
  const phonePage = await phone.newPage();
  await phonePage.goto("/admin/login");
  await phonePage.getByLabel("Email").fill(accounts.admin.email);
  await phonePage.getByLabel("Password", { exact: true }).fill(accounts.admin.password);
  await phonePage.getByRole("button", { name: "Sign In" }).click();
  await expect(phonePage).toHaveURL(/\/admin\/dashboard/);

  await signIn(page);
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  const sessions = page.getByRole("region", { name: "Your sessions" }).getByRole("listitem");
  await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
  const phoneSession = sessions.filter({ hasText: "Chrome on Android" }).first();
  await expect(phoneSession).toContainText("From 127.0.0.1");
  await expect(page.locator("main")).not.toContainText("6.6.6.6");

  await phoneSession.getByRole("button", { name: "Sign out Chrome on Android" }).click();
  await expect(page.getByText("Signed out", { exact: true }).first()).toBeVisible();
  await phonePage.goto("/admin/dashboard/leads");
  await expect(phonePage).toHaveURL(/\/admin\/login$/);
  await phone.close();
});

test("an account made without a name is asked for one on a phone, and the admin calls them by it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, accounts.nameless);
  await page.goto("/admin/account");
  const section = page.getByRole("region", { name: "Your name" });
  await expect(section).toContainText(ACCOUNT_MESSAGES.nameMissing);
  await expect(page.locator("main")).toContainText(`Signed in as ${accounts.nameless.email}.`);

  const field = section.getByLabel("Your name");
  await field.fill("   ");
  await section.getByRole("button", { name: "Save name" }).click();
  await expect(section.getByText("Please enter your name")).toBeVisible();
  await field.fill("Meera Sharma");
  await section.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.nameSaved, { exact: true }).first()).toBeVisible();
  await expect(section).not.toContainText(ACCOUNT_MESSAGES.nameMissing);
  await expect(page.locator("main")).toContainText(`Signed in as Meera Sharma (${accounts.nameless.email})`);
  await page.reload();
  await expect(page.getByRole("region", { name: "Your name" }).getByLabel("Your name")).toHaveValue("Meera Sharma");
});
