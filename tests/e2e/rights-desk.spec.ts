// The rights desk, end to end on a phone: a visitor who enquired asks on "Your data" to see what the
// agency holds, opens the e-mailed link and downloads it; asks for erasure; the owner sees the
// request with its due date and carries it out. Then every table is searched in SQL for the address
// and the phone, the outbox folder for a message to them, a connected tool hears `lead.deleted`, and
// a backup taken before the erasure is restored: the person is still gone.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import pg from "pg";
import { runningEngineOwner } from "../../database/embedded-postgres.server";
import { postLead, startServer } from "./helpers";
import { expect, test } from "./site";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const ADDRESS = "farah.khan@bakery.example";
const TYPED_ADDRESS = "Farah.Khan@Bakery.example";
const PHONE_DIGITS = "9822033445";

/** The messages in the outbox folder to an address, as text (soft line breaks joined, `=3D` read). */
function mailsTo(outbox: string, address: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
    .filter((raw) => new RegExp(`^To: ${address}$`, "im").test(raw))
    .map((raw) => raw.replace(/=\r?\n/g, "").replaceAll("=3D", "="));
}

/** The link in the newest message to the address that confirms a request, once `seen + 1` have come. */
async function confirmLink(outbox: string, address: string, seen: number): Promise<string> {
  const links = () =>
    mailsTo(outbox, address).flatMap(
      (text) => /(http:\/\/localhost:\d+\/your-data\/confirm\?\S+)/.exec(text)?.[1] ?? [],
    );
  await expect.poll(() => links().length, { timeout: 15_000 }).toBe(seen + 1);
  // The folder's files are named by the time they were written.
  return links().at(-1)!;
}

async function askFor(page: Page, base: string, choice: string) {
  await page.goto(`${base}/your-data`);
  await page.getByRole("radio", { name: new RegExp(choice) }).check();
  await page.getByRole("textbox", { name: "Your e-mail address" }).fill(TYPED_ADDRESS);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("status")).toHaveText(/Check your inbox: we sent a link to confirm the request/);
}

/** Rows of every table that mention the person, by table: only what the law keeps may remain. */
async function rowsAbout(dataDir: string): Promise<Record<string, number>> {
  const client = new pg.Client(runningEngineOwner(dataDir));
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const found: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${name} t where lower(t::text) like $1 or regexp_replace(t::text, '\\D', '', 'g') like $2`,
        [`%${ADDRESS}%`, `%${PHONE_DIGITS}%`],
      );
      if (rows[0]!.n) found[name] = rows[0]!.n;
    }
    return found;
  } finally {
    await client.end();
  }
}

test("a visitor sees and erases what the agency holds; the owner carries it out; a restored backup keeps them gone", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const deliveries: { type: string; data: { deletedBy?: string; lead: { id: string } } }[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/catch`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-rights-"));
  const dataDir = path.join(root, "data");
  const outbox = path.join(dataDir, "outbox");
  const owner = { email: "owner@rights.example", password: "rights-owner-password-1" };
  const env = {
    NODE_ENV: "test",
    WEBHOOKS_ALLOW_LOOPBACK: "1",
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    DEMO_CONTENT: "0",
  };
  let server = await startServer({ dataDir, env });
  try {
    const admin = await (await browser.newContext(phone)).newPage();
    await admin.goto(`${server.url}/admin/login`);
    await admin.getByLabel("Email").fill(owner.email);
    await admin.getByLabel("Password", { exact: true }).fill(owner.password);
    await admin.getByRole("button", { name: "Sign In" }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    // A connected tool, hearing every event.
    await admin.goto(`${server.url}/admin/webhooks`);
    await admin.getByLabel("Address from your tool").fill(endpoint);
    await admin.getByRole("button", { name: "Add", exact: true }).click();
    await expect(admin.getByRole("article", { name: `Connection ${endpoint}` })).toBeVisible();

    // The visitor enquired; so did someone else, who stays.
    const fields = { phone: `+91 ${PHONE_DIGITS}`, city: "Bhopal", service: "Instagram for bakeries" };
    expect((await postLead(server.url, "Farah Khan", { ...fields, email: TYPED_ADDRESS })).status).toBe(303);
    expect(
      (
        await postLead(server.url, "Sameer Joshi", {
          phone: "+91 9000011111",
          city: "Pune",
          service: "SEO",
          email: "sameer@shop.example",
        })
      ).status,
    ).toBe(303);
    await expect.poll(() => deliveries.filter((delivery) => delivery.type === "lead.created").length).toBe(2);

    // Access: the footer's link, the form, the e-mailed link (a button only), everything held, the downloads.
    const visitor = await (await browser.newContext(phone)).newPage();
    await visitor.goto(`${server.url}/`);
    await visitor.getByRole("contentinfo").getByRole("link", { name: "Your data" }).click();
    await expect(visitor).toHaveURL(/\/your-data$/);
    await askFor(visitor, server.url, "See my data");
    const access = await confirmLink(outbox, ADDRESS, 0);
    await visitor.goto(access);
    await expect(visitor.getByText("Farah Khan")).toHaveCount(0);
    await visitor.getByRole("button", { name: "Confirm my request" }).click();
    await expect(visitor.getByRole("status").first()).toContainText(
      `Here is everything we hold about ${ADDRESS}: 1 enquiry`,
    );
    await expect(visitor.getByText("Farah Khan, +91")).toBeVisible();
    await expect(visitor.getByText(/A tool the agency connected \(webhook\) \(127\.0\.0\.1:\d+\)/)).toBeVisible();
    const [json] = await Promise.all([
      visitor.waitForEvent("download"),
      visitor.getByRole("button", { name: "Download as JSON" }).click(),
    ]);
    const held = JSON.parse(fs.readFileSync(await json.path(), "utf8")) as {
      enquiries: { name: string; city: string }[];
    };
    expect(held.enquiries).toEqual([expect.objectContaining({ name: "Farah Khan", city: "Bhopal" })]);
    const [csv] = await Promise.all([
      visitor.waitForEvent("download"),
      visitor.getByRole("button", { name: "Download as CSV" }).click(),
    ]);
    expect(fs.readFileSync(await csv.path(), "utf8")).toContain('"Enquiries","1","name","Farah Khan"');

    // Erasure: asked and confirmed by the visitor.
    await askFor(visitor, server.url, "Erase my data");
    await visitor.goto(await confirmLink(outbox, ADDRESS, 1));
    await visitor.getByRole("button", { name: "Confirm my request" }).click();
    await expect(visitor.getByRole("status")).toContainText("your request to “erase my data” is confirmed");

    // A backup taken now, before the erasure, while the server runs.
    const archive = path.join(root, "before-erasure.tar.gz");
    execFileSync(process.execPath, ["scripts/backup.ts", "--out", archive], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });

    // The owner sees it with its due date, from the menu, and carries it out.
    await admin.goto(`${server.url}/admin/dashboard`);
    await admin.getByRole("banner").getByText("Menu", { exact: true }).click();
    await admin.getByRole("link", { name: "Data requests" }).click();
    const request = admin.getByRole("listitem", { name: `Erase my data: ${ADDRESS}` });
    await expect(request).toContainText("Verified");
    await expect(request).toContainText(/Due\s*\w{3} \d{1,2}, \d{4}/);
    await expect(request).toContainText("by the person's link");
    admin.once("dialog", (dialog) => void dialog.accept());
    await request.getByRole("button", { name: "Erase their data now" }).click();
    await expect(admin.getByText("Data erased")).toBeVisible();

    // The connected tool hears the deletion, by request.
    await expect
      .poll(() => deliveries.find((delivery) => delivery.type === "lead.deleted")?.data.deletedBy, { timeout: 15_000 })
      .toBe("request");
    // The reply goes out, then the folder keeps no message to them, and no table names them.
    await expect.poll(() => mailsTo(outbox, ADDRESS).length, { timeout: 15_000 }).toBe(0);
    await expect.poll(() => rowsAbout(dataDir)).toEqual({});
    await admin.reload();
    await expect(admin.getByRole("listitem", { name: "Erase my data: Erased" })).toContainText("Done");

    // The backup from before the erasure is restored: the person is still gone.
    server.process.kill("SIGTERM");
    await server.exited;
    execFileSync(process.execPath, ["scripts/restore.ts", archive, "--force"], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    server = await startServer({ dataDir, env });
    // The erasure's request came back open with the backup: the start closes it and replies again,
    // and once that reply is sent nothing names them.
    await expect.poll(() => rowsAbout(dataDir), { timeout: 15_000 }).toEqual({});
    expect(mailsTo(outbox, ADDRESS)).toEqual([]);
    // The owner's session came back with the backup.
    await admin.goto(`${server.url}/admin/dashboard/leads`);
    await expect(admin.getByText("Sameer Joshi").first()).toBeVisible();
    await expect(admin.getByText("Farah Khan")).toHaveCount(0);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    await new Promise((resolve) => receiver.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  }
});
