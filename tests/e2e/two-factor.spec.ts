// Two-factor sign-in in a real browser, on a server of its own (the owner's requirement would
// otherwise lead every other test's accounts to set it up): the owner turns it on with a code the
// test computes from the key the page shows (a reload half-way keeps the key), then signs in with a code and with a backup code,
// which works once; the owner requires it for everyone, and a Sales person who joined without it
// is led to set it up before anything else; each step is in the owner's audit log and the
// notices are in the outbox.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "../../app/features/account/schema";
import { totpCode } from "../support/totp";
import { expectAuditRows, startServer } from "./helpers";
import { expectNoSidewaysScroll, expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

const owner = { email: "owner@two-factor.example", password: "two-factor-owner-password" };

async function browserAt(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  return context.newPage();
}

async function typePassword(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Turns two-factor sign-in on from "Your account" (already open), and answers the key and the
 * backup codes; with `reload`, the page is reloaded half-way, as a phone does when the person
 * comes back from the authenticator app, and the set-up goes on with the same key.
 */
async function turnOn(page: Page, password: string, { reload = false } = {}) {
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await section.getByLabel("Current password").fill(password);
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(section.getByRole("img", { name: /QR code of your two-factor key/ })).toBeVisible();
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page, "two-factor set-up");
  // On a phone the key opens the authenticator app: the link holds it, the same as the key shown.
  const link = new URL(
    (await section.getByRole("link", { name: "Open in your authenticator app" }).getAttribute("href"))!,
  );
  expect(link.protocol).toBe("otpauth:");
  const key = link.searchParams.get("secret")!;
  expect((await section.getByTestId("two-factor-key").innerText()).trim()).toBe(key);
  const backupCodes = await section.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  // None with a character that reads as another (0 and O, 1, l and I).
  for (const code of backupCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  if (reload) {
    await page.reload();
    await expect(section).toContainText(ACCOUNT_MESSAGES.pending);
    await section.getByLabel("Current password").fill(password);
    await section.getByRole("button", { name: "Show the key and backup codes again" }).click();
    await expect(section.getByTestId("two-factor-key")).toHaveText(key);
    expect(await section.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allInnerTexts()).toEqual(
      backupCodes,
    );
  }
  // A wrong code is said once, under the field, not in a toast as well.
  await section.getByLabel("Code from the app").fill(totpCode(key) === "000000" ? "111111" : "000000");
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(section.getByLabel("Code from the app")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await section.getByLabel("Code from the app").fill(totpCode(key));
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Two-factor sign-in is on").first()).toBeVisible();
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  return { key, backupCodes };
}

test("the owner turns on two-factor sign-in, signs in with a code and a backup code, then requires it of everyone", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-two-factor-"));
  const server = await startServer({
    dataDir,
    env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
  });
  try {
    // On: the QR code, the key as text, ten backup codes, confirmed with the app's code.
    const first = await browserAt(browser, server.url);
    await typePassword(first, owner);
    await expect(first).toHaveURL(/\/admin\/dashboard$/);
    await first.goto("/admin/account");
    const { key, backupCodes } = await turnOn(first, owner.password, { reload: true });

    // The password alone now leads to the code; a wrong one is refused, the app's code signs in.
    const second = await browserAt(browser, server.url);
    await typePassword(second, owner);
    await expect(second).toHaveURL(/\/admin\/login\/code$/);
    await expectNoViolations(second);
    await expectNoSidewaysScroll(second, "two-factor sign-in");
    await second.goto("/admin/dashboard/leads");
    await expect(second).toHaveURL(/\/admin\/login$/);
    await typePassword(second, owner);
    await second.getByLabel("Code from your app").fill("000000");
    await second.getByRole("button", { name: "Sign In" }).click();
    await expect(second.getByRole("alert").filter({ hasText: "That code is not right." })).toBeVisible();
    await second.getByLabel("Code from your app").fill(totpCode(key));
    await second.getByRole("button", { name: "Sign In" }).click();
    await expect(second).toHaveURL(/\/admin\/dashboard$/);

    // A backup code signs in once.
    const lostPhone = async () => {
      const page = await browserAt(browser, server.url);
      await typePassword(page, owner);
      await page.getByRole("link", { name: "Lost your phone? Use a backup code" }).click();
      await page.getByLabel("Backup code").fill(backupCodes[0]!);
      await page.getByRole("button", { name: "Sign In" }).click();
      return page;
    };
    await expect(await lostPhone()).toHaveURL(/\/admin\/dashboard$/);
    const reused = await lostPhone();
    await expect(reused.getByRole("alert").filter({ hasText: "That code is not right." })).toBeVisible();
    await expect(reused).toHaveURL(/\/admin\/login\/code/);

    // A Sales person joins without it.
    await first.goto("/admin/team");
    const invite = first.getByRole("region", { name: "Invite someone" });
    await invite.getByLabel("Email").fill("ravi@two-factor.example");
    await invite.getByRole("radio", { name: /^Sales/ }).check();
    await invite.getByRole("button", { name: "Send invitation" }).click();
    const link = await first.getByLabel("Invitation link: it is also on its way by e-mail").inputValue();
    const ravi = { email: "ravi@two-factor.example", password: "ravi-two-factor-pass" };
    const raviPage = await browserAt(browser, server.url);
    await raviPage.goto(link);
    await raviPage.getByLabel("Your name").fill("Ravi");
    await raviPage.getByLabel("Password", { exact: true }).fill(ravi.password);
    await raviPage.getByLabel("Password again").fill(ravi.password);
    await raviPage.getByRole("button", { name: "Join" }).click();
    // Joined and signed in at once.
    await expect(raviPage).toHaveURL(/\/admin\/dashboard$/);
    await expect(raviPage.getByText("Welcome to the team!").first()).toBeVisible();

    // The owner requires it: Ravi's next click leads to setting it up, and nothing else opens until he does.
    await first.reload();
    const policy = first.getByRole("region", { name: "Two-factor sign-in" });
    await expect(policy).toContainText("1 person has not turned it on.");
    await policy.getByRole("button", { name: "Require it for everyone" }).click();
    await expect(first.getByText("Two-factor sign-in is now required for everyone").first()).toBeVisible();
    await raviPage.goto("/admin/dashboard/leads");
    await expect(raviPage).toHaveURL(/\/admin\/account\?two-factor=required$/);
    await expect(
      raviPage.getByRole("alert").filter({ hasText: "The owner requires two-factor sign-in." }),
    ).toBeVisible();
    await turnOn(raviPage, ravi.password);
    await expect(
      raviPage.getByText("The owner requires two-factor sign-in for everyone, so it stays on."),
    ).toBeVisible();
    await raviPage.goto("/admin/dashboard/leads");
    await expect(raviPage).toHaveURL(/\/admin\/dashboard\/leads$/);

    // Each step is in the owner's audit log; each change was e-mailed to its account (the outbox, without SMTP).
    await expectAuditRows(first, [
      "Turned on two-factor sign-in",
      "Changed whether two-factor sign-in is required",
      "Failed sign-in",
      "Invited someone to the team",
    ]);
    const outbox = path.join(dataDir, "outbox");
    await expect
      .poll(
        () =>
          fs
            .readdirSync(outbox)
            .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
            .filter((mail) => mail.includes("Two-factor sign-in turned on")).length,
        { timeout: 30_000 },
      )
      .toBe(2);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
