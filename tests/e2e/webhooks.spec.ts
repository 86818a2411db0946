// The built server's Connect your tools screen, on a phone: the owner adds a tool's address (a local
// receiver that checks each delivery with the Standard Webhooks verifier), copies the secret shown
// once, sends a test, and sees an enquiry delivered within seconds in the connection's log; then
// connects a Google Sheet with the script the screen gives (run as Apps Script would run it).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { postLead, startServer } from "./helpers";
import { type AppsScriptWebApp, appsScriptWebApp } from "../support/apps-script";
import { expect, test } from "./site";

test("the owner connects a tool and a Google Sheet on a phone, and each new lead reaches them signed, within seconds", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  let sheet: AppsScriptWebApp | undefined;
  const received: { at: number; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ at: Date.now(), headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/catch`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-webhooks-"));
  const owner = { email: "owner@webhooks.example", password: "webhooks-owner-password-1" };
  const server = await startServer({
    dataDir,
    // Loopback endpoints are refused in production; this server runs as a test one.
    env: { NODE_ENV: "test", WEBHOOKS_ALLOW_LOOPBACK: "1", ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
  });
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    ).newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // On a phone the sections are in the header's menu.
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await page.getByRole("link", { name: "Connect tools" }).click();
    await expect(page.getByRole("heading", { name: "Connect your tools", level: 1 })).toBeVisible();

    // A private address is refused with a reason, keeping what was typed.
    const url = page.getByLabel("Address from your tool");
    await url.fill("https://192.168.1.20/hook");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(/192\.168\.1\.20 is a private or special address \(private\)/)).toBeVisible();
    await expect(url).toHaveValue("https://192.168.1.20/hook");

    await url.fill(endpoint);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const secret = await page.getByLabel("Signing secret: copy it now, it is not shown again").inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const card = page.getByRole("article", { name: `Connection ${endpoint}` });
    await expect(card).toContainText("lead.created");

    await card.getByRole("button", { name: "Send a test" }).click();
    await expect(card.getByText("Arrived: the address answered HTTP 200.")).toBeVisible();
    expect(received).toHaveLength(1);
    expect(new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>)).toMatchObject(
      { type: "webhook.test" },
    );

    const sentAt = Date.now();
    expect((await postLead(server.url, "Hook Harpreet", { service: "Meta Ads", city: "Ludhiana" })).status).toBe(303);
    await expect.poll(() => received.length, { timeout: 10_000, intervals: [100] }).toBe(2);
    const delivery = received[1]!;
    console.log(`From submission to the webhook reaching the receiver: ${delivery.at - sentAt} ms`);
    for (const header of ["webhook-id", "webhook-timestamp", "webhook-signature"])
      console.log(`${header}: ${String(delivery.headers[header])}`);
    console.log(delivery.body);
    const body = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as {
      type: string;
      data: { lead: { name: string; city: string; service: string } };
    };
    expect(body.type).toBe("lead.created");
    expect(body.data.lead).toMatchObject({ name: "Hook Harpreet", city: "Ludhiana", service: "Meta Ads" });

    // The log says so, and the secret is not on the page any more.
    await page.reload();
    await expect(card.getByRole("row").filter({ hasText: "lead.created" })).toContainText("Delivered");
    await expect(card.getByRole("row").filter({ hasText: "lead.created" })).toContainText("HTTP 200");
    expect(await page.content()).not.toContain(secret);
    // And the lead's timeline.
    await card
      .getByRole("row")
      .filter({ hasText: "lead.created" })
      .getByRole("link", { name: "Open the lead" })
      .click();
    await expect(page.getByText("Sent to a webhook endpoint (lead.created)")).toBeVisible();

    // Google Sheets from the screen alone: the script (its secret in it), the same after a reload.
    await page.goto(`${server.url}/admin/webhooks`);
    const sheets = page.getByRole("region", { name: "Google Sheets" });
    await sheets.getByRole("button", { name: "Get the script" }).click();
    const script = await sheets.getByLabel("The script for your sheet").inputValue();
    expect(script).toContain('const SECRET = "whsec_');
    await page.reload();
    await expect(sheets.getByLabel("The script for your sheet")).toHaveValue(script);
    // The script deployed as a web app (a stand-in running it), its address pasted.
    sheet = await appsScriptWebApp(script);
    await sheets.getByLabel("Web app URL").fill(sheet.url);
    await sheets.getByRole("button", { name: "Connect" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Google Sheet connected" })).toBeVisible();
    const sheetCard = page.getByRole("article", { name: `Connection ${sheet.url}` });
    await sheetCard.getByRole("button", { name: "Send a test" }).click();
    await expect(sheetCard.getByText("Arrived: the address answered HTTP 302.")).toBeVisible();
    expect(sheet.rows.map((row) => row[1])).toEqual(["Event", "webhook.test"]);
    // And the next lead is a row of the sheet.
    expect((await postLead(server.url, "Sheet Sunaina", { service: "SEO", city: "Surat" })).status).toBe(303);
    await expect.poll(() => sheet!.rows.length, { timeout: 10_000, intervals: [100] }).toBe(3);
    expect(sheet.rows[2]).toEqual(expect.arrayContaining(["lead.created", "Sheet Sunaina", "Surat", "SEO", "new"]));
  } finally {
    await sheet?.close();
    server.process.kill("SIGTERM");
    await server.exited;
    await new Promise((resolve) => receiver.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
