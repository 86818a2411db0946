// Two server instances on one PostgreSQL database (the scale-out ARCHITECTURE.md describes): one
// starts while the other is in the middle of sending a new lead's alert. The alert reaches the
// agency once, and the lead's timeline says so once. Two processes cannot share the embedded
// engine, so this runs on the PostgreSQL server the tests are given (TEST_DATABASE_URL).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startSmtpRecorder } from "../integration/smtp-recorder";
import { type RunningServer, startServer } from "./helpers";
import { expect, test } from "./site";

const adminUrl = process.env.TEST_DATABASE_URL;

async function onServer(url: string, query: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query, values)).rows;
  } finally {
    await client.end();
  }
}

test("an instance starting while another sends a new lead's alert does not send it again", async () => {
  test.skip(!adminUrl, "two instances need the PostgreSQL server (TEST_DATABASE_URL)");
  test.setTimeout(120_000);
  const name = `agency_alerts_${crypto.randomBytes(4).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "agency-instance-")));
  const smtp = await startSmtpRecorder();
  const servers: RunningServer[] = [];
  await onServer(adminUrl!, `create database ${name}`);
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      // Instances behind one load balancer share their secret.
      BETTER_AUTH_SECRET: crypto.randomBytes(24).toString("base64url"),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_NOTIFY_TO: "owner@sparkline.example",
      // Only the alert: no acknowledgement, digest or escalation e-mails beside it.
      ACKNOWLEDGEMENTS_ENABLED: "0",
      DIGEST_ENABLED: "0",
      ESCALATION_MINUTES: "0",
      LOG_LEVEL: "warn",
    };
    servers.push(await startServer({ dataDir: dataDirs[0]!, env }));
    const [first] = servers;

    // The mail server takes the alert in and does not answer yet: the first instance is sending it.
    smtp.hold();
    const posted = await fetch(`${first!.url}/inquiry`, {
      method: "POST",
      body: new URLSearchParams({ name: "Twice Tandon", phone: "+91 98765 43210", city: "Indore", service: "SEO" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    await expect.poll(() => smtp.held(), { timeout: 15_000 }).toBe(1);

    // A second instance starts meanwhile (a deploy, a restart of the other machine) and runs its scheduler.
    servers.push(await startServer({ dataDir: dataDirs[1]!, env }));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    smtp.release();

    await expect.poll(() => smtp.accepted.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [lead] = await onServer(databaseUrl, "select id from leads where name = $1", ["Twice Tandon"]);
    const alertEntries = () =>
      onServer(databaseUrl, "select data from lead_events where lead_id = $1 and kind = 'alert'", [lead.id]);
    await expect.poll(async () => (await alertEntries()).length, { timeout: 15_000 }).toBe(1);
    // Time for a second copy to arrive, were one on its way: both instances tick within it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.accepted.map((mail) => mail.subject)).toEqual(["New inquiry: SEO from Indore"]);
    expect(smtp.attempts()).toBe(1);
    expect(await alertEntries()).toEqual([{ data: { outcome: "sent", attempts: 1 } }]);
  } finally {
    smtp.release();
    for (const server of servers) {
      server.process.kill("SIGTERM");
      await server.exited;
    }
    await smtp.close();
    await onServer(adminUrl!, `drop database if exists ${name} with (force)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
});
