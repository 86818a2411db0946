// The owner builds the team in a browser: invites a Sales person, who opens the link on a phone
// (nothing is spent by opening it), sets a password and signs in; the owner deactivates them and
// their open session ends at once. A forgotten password is reset through the e-mail the server
// wrote to DATA_DIR/outbox (no SMTP here, as docs/admin-guide.md says), and the reset signs out everywhere.
import fs from "node:fs/promises";
import path from "node:path";
import { type Browser } from "@playwright/test";
import { accounts } from "./accounts";
import { expectAuditRows, postLead, signIn } from "./helpers";
import { expect, sharedSite, test } from "./site";

/** The outbox of this worker's site server. */
const outbox = () => path.join(sharedSite.dataDir, "outbox");

/** The newest e-mail in the outbox written to `to` whose text has `marker`, waiting for the server's scheduler. */
async function mailTo(to: string, marker: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(outbox()).catch(() => [] as string[]);
        for (const name of names.sort().reverse()) {
          // Quoted-printable: long lines are broken with a trailing "=".
          const mail = (await fs.readFile(path.join(outbox(), name), "utf8")).replace(/=\r?\n/g, "");
          if (mail.includes(`To: ${to}`) && mail.includes(marker)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  return found;
}

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  return { context, page: await context.newPage() };
}

test("the owner invites a Sales person, who joins from a phone; deactivating them ends their session at once", async ({
  page,
  browser,
  baseURL,
}) => {
  // Four people's browsers, two invitations and the audit log: a long journey.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `ravi.${stamp}@shop.example`;
  const ravi = `Ravi Kumar ${stamp}`;
  await signIn(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Team", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  const inviteForm = page.getByRole("region", { name: "Invite someone" });
  await inviteForm.getByLabel("Email").fill(email);
  await inviteForm.getByRole("radio", { name: /^Sales/ }).check();
  await inviteForm.getByLabel("Leads they see").selectOption("assigned");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent").first()).toBeVisible();
  const link = await page.getByLabel("Invitation link: it is also on its way by e-mail").inputValue();
  expect(link).toMatch(/\/admin\/join\/[\w-]{43}$/);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText("Sales");
  // The same link is in the e-mail.
  expect(await mailTo(email, "invited you")).toContain(link);

  const invitee = await phone(browser, baseURL!);
  // A mail scanner opens it first: that spends nothing.
  expect((await invitee.page.request.get(link)).status()).toBe(200);
  await invitee.page.goto(link);
  await expect(invitee.page.getByText("You are invited as Sales")).toBeVisible();
  await invitee.page.getByLabel("Your name").fill(ravi);
  await invitee.page.getByLabel("Password", { exact: true }).fill("short");
  await invitee.page.getByLabel("Password again").fill("short");
  await invitee.page.getByRole("button", { name: "Join" }).click();
  await expect(invitee.page.getByText("Use at least 12 characters")).toBeVisible();
  await invitee.page.getByLabel("Password", { exact: true }).fill("ravi-password-12");
  await invitee.page.getByLabel("Password again").fill("ravi-password-12");
  await invitee.page.getByRole("button", { name: "Join" }).click();
  // Joined and signed in at once, with a welcome of its own.
  await expect(invitee.page).toHaveURL(/\/admin\/dashboard/);
  await expect(invitee.page.getByText("Welcome to the team!").first()).toBeVisible();
  // Used once: the link now says so, and offers the way to a new one.
  await invitee.page.goto(link);
  await expect(invitee.page.getByText("This link has expired or was already used.")).toBeVisible();
  await expect(invitee.page.getByText("Ask the owner to send you a new invitation.")).toBeVisible();

  // The owner gives Ravi a new lead from its page.
  const lead = `Team Lead ${stamp}`;
  expect((await postLead(baseURL!, lead)).status).toBe(303);
  await page.goto(`/admin/dashboard/leads?q=${encodeURIComponent(lead)}`);
  await page.getByRole("link", { name: lead, exact: true }).first().click();
  await page.getByLabel("Assigned to").selectOption({ label: ravi });
  await expect(page.getByText("Assignment saved").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`Assigned to ${ravi}`);
  const leadPage = page.url();

  // Ravi sees only the leads assigned to him: the list and a search hold his alone, another lead's page is not there.
  const notHis = `Not His Lead ${stamp}`;
  expect((await postLead(baseURL!, notHis)).status).toBe(303);
  await page.goto(`/admin/dashboard/leads?q=${encodeURIComponent(notHis)}`);
  const otherLeadPage = await page.getByRole("link", { name: notHis, exact: true }).first().getAttribute("href");
  await invitee.page.goto("/admin/dashboard/leads");
  await expect(invitee.page.getByRole("link", { name: lead, exact: true }).first()).toBeVisible();
  await invitee.page.goto(`/admin/dashboard/leads?q=${encodeURIComponent(notHis)}`);
  await expect(invitee.page.getByRole("link", { name: notHis, exact: true })).toHaveCount(0);
  expect((await invitee.page.goto(otherLeadPage!))?.status()).toBe(404);

  // An Editor joins too: the leads are not theirs (pages and data refused), as the articles are not Ravi's.
  await page.goto("/admin/team");
  const editorEmail = `dev.${stamp}@shop.example`;
  const inviteEditor = page.getByRole("region", { name: "Invite someone" });
  await inviteEditor.getByLabel("Email").fill(editorEmail);
  await inviteEditor.getByRole("radio", { name: /^Editor/ }).check();
  await inviteEditor.getByRole("button", { name: "Send invitation" }).click();
  const editorLink = await page.getByLabel("Invitation link: it is also on its way by e-mail").inputValue();
  // The form starts again, its role and the settings it shows agreeing: Sales, with the Sales settings.
  await expect(inviteEditor.getByRole("radio", { name: /^Sales/ })).toBeChecked();
  await expect(inviteEditor.getByLabel("Leads they see")).toBeVisible();
  const editor = await phone(browser, baseURL!);
  await editor.page.goto(editorLink);
  await editor.page.getByLabel("Your name").fill(`Dev ${stamp}`);
  await editor.page.getByLabel("Password", { exact: true }).fill("dev-password-1234");
  await editor.page.getByLabel("Password again").fill("dev-password-1234");
  await editor.page.getByRole("button", { name: "Join" }).click();
  await expect(editor.page).toHaveURL(/\/admin\/dashboard\/case-studies$/);
  expect((await editor.page.goto("/admin/dashboard/leads"))?.status()).toBe(403);
  await expect(editor.page.getByText("Your role does not include this.").first()).toBeVisible();
  // Said inside the admin's frame, which offers what an Editor may open, with the way back to the dashboard.
  await expect(editor.page).toHaveURL(/\/admin\/not-allowed$/);
  const frame = editor.page.getByRole("banner");
  await frame.getByText("Menu", { exact: true }).click();
  await expect(frame.getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(frame).toContainText(`Dev ${stamp}`);
  await expect(frame.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(editor.page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute(
    "href",
    "/admin/dashboard",
  );
  expect((await editor.page.request.get(leadPage)).status()).toBe(403);
  expect((await editor.page.request.get(`${new URL(leadPage).pathname}.data`)).status()).toBe(403);
  expect((await invitee.page.goto("/admin/dashboard/articles"))?.status()).toBe(403);
  await editor.context.close();

  // Deactivated, with their leads handed to the owner.
  await page.goto("/admin/team");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: ravi }) });
  await expect(card).toContainText("Sales");
  // An Editor works no leads: their card offers nothing to hand on.
  const editorCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Dev ${stamp}` }) });
  await expect(editorCard.getByRole("button", { name: "Deactivate" })).toBeVisible();
  await expect(editorCard.getByLabel("Their leads go to")).toHaveCount(0);
  await card.getByLabel("Their leads go to").selectOption({ label: accounts.admin.name });
  await card.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Deactivated: signed out everywhere").first()).toBeVisible();
  await expect(card).toContainText("Deactivated");
  await page.goto(leadPage);
  await expect(page.getByLabel("Assigned to")).toHaveValue(/.+/);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`Assigned to ${accounts.admin.name}`);

  await invitee.page.goto("/admin/dashboard/leads");
  await expect(invitee.page).toHaveURL(/\/admin\/login$/);
  await invitee.page.getByLabel("Email").fill(email);
  await invitee.page.getByLabel("Password", { exact: true }).fill("ravi-password-12");
  await invitee.page.getByRole("button", { name: "Sign In" }).click();
  await expect(invitee.page.getByText("Access denied. Admin privileges required.").first()).toBeVisible();
  await invitee.context.close();

  // The owner reads each of these in the audit log.
  await expectAuditRows(page, [
    "Invited someone to the team",
    "Joined the team (invitation)",
    "Assigned a lead",
    "Deactivated someone",
    "Failed sign-in",
  ]);
});

test("the owner cannot take away the last owner's role", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/team");
  const me = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /\(you\)$/ }) });
  await me.getByText("Change role").click();
  await me.getByRole("radio", { name: /^Admin/ }).check();
  await me.getByRole("button", { name: "Save role" }).click();
  await expect(
    page.getByText("The team needs an active owner. Make someone else an owner first.").first(),
  ).toBeVisible();
  await page.reload();
  await expect(me).toContainText("Owner");
});

// One journey in three steps, each a test of its own: Asha joins and signs in on her phone, asks for
// a link in another browser, and resets her password with it.
test.describe("a forgotten password is reset by the e-mailed link, which signs every session out and works once", () => {
  test.describe.configure({ mode: "serial" });
  // A Sales person of its own, so the other tests' accounts keep their passwords.
  const email = `asha.${Date.now()}@shop.example`;
  let asha: Awaited<ReturnType<typeof phone>>;
  let other: Awaited<ReturnType<typeof phone>>;
  let resetLink = "";
  test.afterAll(async () => {
    await Promise.all([asha?.context.close(), other?.context.close()]);
  });

  test("Asha joins from her invitation on her phone, signed in at once", async ({ page, browser, baseURL }) => {
    await signIn(page);
    await page.goto("/admin/team");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const link = await page.getByLabel("Invitation link: it is also on its way by e-mail").inputValue();
    asha = await phone(browser, baseURL!);
    await asha.page.goto(link);
    await asha.page.getByLabel("Your name").fill("Asha");
    await asha.page.getByLabel("Password", { exact: true }).fill("asha-password-12");
    await asha.page.getByLabel("Password again").fill("asha-password-12");
    await asha.page.getByRole("button", { name: "Join" }).click();
    await expect(asha.page).toHaveURL(/\/admin\/dashboard/);
  });

  test("signed out in another browser, she asks for a link; an unknown address gets the same answer", async ({
    browser,
    baseURL,
  }) => {
    other = await phone(browser, baseURL!);
    await other.page.goto("/admin/login");
    await other.page.getByRole("link", { name: "Forgot password?" }).click();
    // The sign-in page has an Email field too: type only once the new page is there.
    await expect(other.page.getByRole("heading", { name: "Forgot password", level: 1 })).toBeVisible();
    await other.page.getByLabel("Email").fill("nobody@shop.example");
    await other.page.getByRole("button", { name: "Send the link" }).click();
    const answer = other.page.getByRole("status").filter({ hasText: "If that address belongs to an account" });
    await expect(answer).toBeVisible();
    const unknownAnswer = await answer.innerText();
    await other.page.goto("/admin/forgot-password");
    await other.page.getByLabel("Email").fill(email);
    await other.page.getByRole("button", { name: "Send the link" }).click();
    await expect(answer).toHaveText(unknownAnswer);

    const mail = await mailTo(email, "reset the password");
    resetLink = /https?:\/\/\S+\/admin\/reset-password\/[\w-]+/.exec(mail)![0].replace(/^https?:\/\/[^/]+/, "");
  });

  test("the link sets a new password, signs every session out, works once, and the owner reads it in the audit log", async ({
    page,
  }) => {
    await other.page.goto(resetLink);
    await other.page.getByLabel("New password", { exact: true }).fill("asha-new-password");
    await other.page.getByLabel("New password again").fill("asha-new-password");
    await other.page.getByRole("button", { name: "Set password" }).click();
    // Signed in with the new password at once, with a toast of its own.
    await expect(other.page).toHaveURL(/\/admin\/dashboard/);
    await expect(other.page.getByText("Password changed").first()).toBeVisible();

    // The session in the first browser has ended.
    await asha.page.goto("/admin/dashboard/leads");
    await expect(asha.page).toHaveURL(/\/admin\/login$/);
    await other.page.goto(resetLink);
    await expect(other.page.getByText("This link has expired or was already used.")).toBeVisible();
    await expect(other.page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

    // The owner reads the reset in the audit log.
    await signIn(page);
    await expectAuditRows(page, ["Asked for a password reset", "Set a new password (reset link)"]);
  });
});
