import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isBusinessDay } from "../../app/lib/business-hours";
import { ONE_DAY_MS, istDateKey, istMoment } from "../../app/lib/india-time";
import { startSmtpRecorder } from "../integration/smtp-recorder";
import { startServer } from "./helpers";
import { expect, test } from "./site";

// The built server runs its scheduler by itself: no cron line, no command. Its own process,
// port and data directory, with a real SMTP server for the e-mails.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const build = path.resolve(import.meta.dirname, "../../build/server/index.js");

/** Runs `body` (module code with `app`, the server build, and `sql` in scope) against a stopped server's data; returns what it prints. */
function withData(dataDir: string, body: string): string {
  const script = `
    const app = await import(${JSON.stringify(build)});
    const { sql } = await import("drizzle-orm");
    ${body}`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
}

/** 10:00 IST on the latest business day before today: its 15 business minutes ran out long ago. */
function lastBusinessMorning(): Date {
  let day = istDateKey(Date.now() - ONE_DAY_MS);
  while (!isBusinessDay(day, [])) day = istDateKey(istMoment(day, 12).getTime() - ONE_DAY_MS);
  return istMoment(day, 10);
}

test("the server escalates an unanswered lead and purges an expired one on its own, then stops cleanly", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-scheduler-"));
  const smtp = await startSmtpRecorder();
  try {
    // The data as a server left it: a lead nobody answered yesterday, and one from 400 days ago.
    const waitingSince = lastBusinessMorning().toISOString();
    const expired = new Date(Date.now() - 400 * ONE_DAY_MS).toISOString();
    const ids = withData(
      dataDir,
      `const ids = await app.withServices(async ({ database: { db } }) => {
        // Without an alert in the outbox: the first alert went out when the lead arrived.
        const insert = (name, at) => db.execute(sql\`insert into leads (name, phone, city, service, created_at)
          values (\${name}, '+91 98765 43210', 'Kochi', 'Local SEO', \${at}) returning id\`);
        return [(await insert("Waiting Lead", ${JSON.stringify(waitingSince)})).rows[0].id,
                (await insert("Expired Lead", ${JSON.stringify(expired)})).rows[0].id];
      });
      console.log(JSON.stringify(ids));`,
    )
      .trim()
      .split("\n")
      .at(-1)!;
    const [waitingId, expiredId] = JSON.parse(ids) as [string, string];

    const server = await startServer({
      dataDir,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_NOTIFY_TO: "owner@sparkline.example",
        DIGEST_ENABLED: "0",
        // One business minute: the mail says "1 business minute", not "1 business minutes".
        ESCALATION_MINUTES: "1",
        LOG_LEVEL: "info",
      },
    });
    try {
      await expect.poll(() => smtp.accepted.length, { timeout: 20_000 }).toBe(1);
      const [mail] = smtp.accepted;
      expect(mail!.recipients).toEqual(["owner@sparkline.example"]);
      expect(mail!.subject).toBe("No reply yet: Local SEO from Kochi");
      expect(mail!.text).toContain(`${server.url}/admin/leads/${waitingId}`);
      expect(mail!.text).toContain("(the limit is 1 business minute).");
      // From the brand, marked as sent by a machine (no out-of-office replies), with an id on the site's domain.
      expect(mail!.raw).toMatch(/^From: Sparkline <hello@sparkline\.example>\r?$/m);
      expect(mail!.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
      expect(mail!.raw).toMatch(/^Message-ID: <[\w.-]+@localhost>\r?$/m);
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("deleted leads past their retention");
    } finally {
      server.process.kill("SIGTERM");
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    const events = withData(
      dataDir,
      `const rows = await app.withServices(async ({ database: { db } }) =>
        (await db.execute(sql\`select lead_id, kind, data from lead_events where kind in ('escalation', 'deleted') order by id\`)).rows);
      console.log(JSON.stringify(rows));`,
    )
      .trim()
      .split("\n")
      .at(-1)!;
    expect(JSON.parse(events)).toEqual([
      { lead_id: waitingId, kind: "escalation", data: { outcome: "sent", attempts: 1 } },
      { lead_id: expiredId, kind: "deleted", data: { by: "retention" } },
    ]);
  } finally {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
