import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Locator, type Page, expect } from "@playwright/test";
import { accounts } from "./accounts";
import { type ServerOptions, startServer as startBuiltServer } from "../support/start-server";
import { copyEmbeddedTemplate } from "../support/test-templates";
import { startSmtpRecorder } from "../integration/smtp-recorder";
import { sharedSite } from "./site";

/**
 * The lead alerts the server wrote to its outbox (no SMTP in tests), as text: a message with a
 * long line (the lead page's address) is quoted-printable, its lines folded with "=". A lead is
 * stored before its alert is sent, so an alert proves the lead is in the database.
 */
export async function waitForLeadAlert(name: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(sharedSite.dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files) {
      const text = decodedMail(fs.readFileSync(path.join(outbox, file), "utf8"));
      if (text.includes(`Name: ${name}\n`)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No lead alert for ${name}`);
}

export type { RunningServer } from "../support/start-server";

/**
 * A server of the test's own (not the shared e2e one), with the settings these tests read:
 * info logs, an inquiry limit no test reaches unless it sets its own, and no demo content unless the
 * test asks for it (DEMO_CONTENT=1). An embedded one starts from the run's migrated cluster unless
 * `fromScratch`.
 */
export function startServer({ fromScratch, ...options }: ServerOptions & { fromScratch?: boolean }) {
  // fromScratch: a test of what the first start itself makes (initdb's files, their modes).
  if (!fromScratch && !options.env?.DATABASE_URL) copyEmbeddedTemplate(options.dataDir);
  return startBuiltServer({
    ...options,
    env: { LOG_LEVEL: "info", INQUIRY_RATE_LIMIT: "100000", DEMO_CONTENT: "0", ...options.env },
  });
}

/**
 * A server of the test's own that e-mails through a recording SMTP server (`smtp.accepted`), with
 * its owner's account and a real contact number; `stop` ends both and removes its data.
 */
export async function startMailingServer(name: string) {
  const smtp = await startSmtpRecorder();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-${name}-`));
  const owner = { email: `owner@${name}.example`, password: `${name}-owner-password-1` };
  const server = await startServer({
    dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_NOTIFY_TO: owner.email,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      CONTACT_PHONE: "+91 98200 12345",
    },
  });
  return {
    smtp,
    server,
    owner,
    /** The first message to `address`, once it has arrived. */
    mailTo: (address: string) => smtp.accepted.find((mail) => mail.recipients.includes(address)),
    async stop() {
      server.process.kill("SIGTERM");
      await server.exited;
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A lead sent as a browser without JavaScript does: success is the 303 to the thank-you page. */
export function postLead(baseUrl: string, name: string, extra: Record<string, string> = {}) {
  return fetch(`${baseUrl}/inquiry`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, phone: "+91 98765 43210", city: "Pune", service: "SEO", ...extra }),
  });
}

/** A visitor's enquiry; answers the address of its page, as the alert e-mail gives it. */
export async function enquiry(baseURL: string, name: string, extra: Record<string, string> = {}): Promise<string> {
  expect((await postLead(baseURL, name, extra)).status).toBe(303);
  const alert = await waitForLeadAlert(name);
  const link = /^Open the lead: (\S+)$/m.exec(alert)?.[1];
  expect(link, "the alert e-mail links the lead's page").toMatch(new RegExp(`^${baseURL}/admin/leads/[0-9a-f-]{36}$`));
  return new URL(link!).pathname;
}

/** Signs in as the shared e2e server's admin, or `account`; the dashboard is then open (an Editor's first tab). */
export async function signIn(page: Page, account: { email: string; password: string } = accounts.admin) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard(\/case-studies)?$/);
}

/** The open Overview's count of leads waiting for a reply, from its "All N leads that need a reply" link. */
export async function waitingForReply(page: Page): Promise<number> {
  const link = page.getByRole("link", { name: /leads? that needs? a reply/ });
  if ((await link.count()) === 0) return 0;
  const text = await link.innerText();
  return /^The lead/.test(text) ? 1 : Number(text.replace(/\D/g, ""));
}

/** A message as its text: quoted-printable decoded (nodemailer's choice for long lines), line ends as "\n". */
function decodedMail(raw: string): string {
  const text = raw.replace(/\r\n/g, "\n");
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(text)) return text;
  const bytes = text
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Opens the Audit log as the signed-in owner and expects a row for each of these actions. */
export async function expectAuditRows(page: Page, actions: string[]) {
  await page.goto("/admin/audit");
  const rows = page.getByRole("main").getByRole("row");
  for (const action of actions) await expect(rows.filter({ hasText: action }).first()).toBeVisible();
}

/**
 * Presses Escape in a dialog that has just opened, once it listens for the key. Radix adds a dialog to its
 * stack of layers one render after showing it, and only the top layer of the stack listens for Escape:
 * a key pressed in between (sooner than any person presses one) reaches no dialog, or the one beneath.
 * The render that adds it gives it its inline `pointer-events: auto`.
 */
export async function pressEscapeIn(layer: Locator) {
  await expect(layer).toHaveAttribute("style", /pointer-events: auto/);
  await layer.page().keyboard.press("Escape");
}
