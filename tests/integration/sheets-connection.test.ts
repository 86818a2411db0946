// Google Sheets connected from the screen alone: the script the screen shows (with its secret)
// runs as an Apps Script web app would (tests/support/apps-script.ts); connecting its address,
// "Send a test" and a new lead each reach the sheet as a row; a delivery signed with another
// secret, or sent again, writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectSheet, pendingSheetsSecret, startSheetsConnection } from "~/features/webhooks/sheets.server";
import { sendTest } from "~/features/webhooks/endpoints.server";
import { sendDelivery } from "~/features/webhooks/deliveries.server";
import { WEBHOOK_MESSAGES } from "~/features/webhooks/events";
import { SHEET_COLUMNS, sheetsScript } from "~/features/webhooks/sheets-script";
import { newSigningSecret } from "~/features/webhooks/signing.server";
import { type AppsScriptWebApp, appsScriptWebApp } from "../support/apps-script";
import { testDatabases } from "./databases";

const policy = { allowLoopback: true };

describe.each(testDatabases)("a Google Sheet connected from the screen, on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let sheet: AppsScriptWebApp;
  let secret: string;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await sheet?.close();
    await database.dispose();
  });

  it("refuses an address before the script was given, keeping what was pasted", async () => {
    const url = "http://127.0.0.1:9/macros/s/early/exec";
    expect(await connectSheet(database.db, { url, values: { url } }, policy)).toEqual({
      ok: false,
      reason: "conflict",
      message: WEBHOOK_MESSAGES.noSheetsScript,
      values: { url },
    });
  });

  it("gives the same script again until it is connected, and a test reaches the sheet as a row", async () => {
    expect(await startSheetsConnection(database.db)).toEqual({ ok: true });
    secret = (await pendingSheetsSecret(database.db))!;
    expect(secret).toMatch(/^whsec_/);
    // A reload of the screen, or a second tap: the same secret, so a pasted script stays right.
    await startSheetsConnection(database.db);
    expect(await pendingSheetsSecret(database.db)).toBe(secret);

    sheet = await appsScriptWebApp(sheetsScript(secret, "Sparkline"));
    const connected = await connectSheet(database.db, { url: sheet.url, values: { url: sheet.url } }, policy);
    expect(connected).toMatchObject({ ok: true });
    expect(await pendingSheetsSecret(database.db)).toBeNull();

    const tested = await sendTest(database.db, connected.ok ? connected.id! : "", policy, new Date());
    expect(tested).toEqual({ ok: true, message: "Arrived: the address answered HTTP 302." });
    expect(sheet.answers).toEqual(["ok"]);
    expect(sheet.rows[0]).toEqual([...SHEET_COLUMNS]);
    expect(sheet.rows[1]).toEqual([
      expect.stringMatching(/^msg_test_/),
      "webhook.test",
      expect.any(String),
      "",
      "A test from Sparkline",
      "",
      "",
      "",
      "",
      "",
    ]);
  });

  it("writes a new lead once, and nothing for a delivery signed with another secret", async () => {
    const lead = { reference: "0B9E1F0C", name: "Ravi Patel", phone: "+919876522222", email: null, city: "Morbi" };
    const body = JSON.stringify({
      type: "lead.created",
      timestamp: "2026-11-28T10:40:00.000Z",
      version: 1,
      data: { lead: { ...lead, service: "Google Ads", status: "new" } },
    });
    const delivery = { url: sheet.url, signatureInBody: true, id: "msg_lead_1", body };
    const forged = await sendDelivery({ ...delivery, secrets: [newSigningSecret()] }, policy, new Date());
    // Apps Script answers 302 whatever the script decided: the sheet is what tells.
    expect(forged.statusCode).toBe(302);
    expect(sheet.answers.at(-1)).toBe("bad signature");
    expect(sheet.rows).toHaveLength(2);

    await sendDelivery({ ...delivery, secrets: [secret] }, policy, new Date());
    expect(sheet.answers.at(-1)).toBe("ok");
    expect(sheet.rows.at(-1)).toEqual([
      "msg_lead_1",
      "lead.created",
      "2026-11-28T10:40:00.000Z",
      "0B9E1F0C",
      "Ravi Patel",
      "+919876522222",
      "",
      "Morbi",
      "Google Ads",
      "new",
    ]);
    // A retry of the same delivery writes no second row.
    await sendDelivery({ ...delivery, secrets: [secret] }, policy, new Date());
    expect(sheet.answers.at(-1)).toBe("already written");
    expect(sheet.rows).toHaveLength(3);
  });
});
