// A site upgraded to the lead workspace: the leads it already had get their timeline's first entry,
// an E.164 number where one can be read, a first response when their status had moved on, how far
// they got in the pipeline, and no flood of escalations at the first start for the ones still waiting.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../database/client.server";
import { leadEvents, leads } from "../../database/schema";
import { enqueueEscalations } from "~/features/lead-messages/escalation.server";
import { migrationsUpTo } from "./earlier-version";

const adminUrl = process.env.TEST_DATABASE_URL;
const HOUR = 3600_000;

describe.skipIf(!adminUrl)("upgrading a site to the lead workspace", () => {
  const name = `agency_upgrade_${process.pid}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-upgrade-"));
  let pool: pg.Pool;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // The database is dropped (with force) after the tests: a connection still closing then is no failure.
    pool.on("error", () => {});

    // The migrations before the workspace, and the leads a site had then.
    const earlier = migrationsUpTo(5, path.join(root, "migrations"));
    await migrate(drizzle(pool), { migrationsFolder: earlier });
    const recent = new Date(Date.now() - 2 * HOUR).toISOString();
    await pool.query(
      `insert into leads (name, phone, phone_digits, city, service, status, created_at, updated_at) values
        ('Waiting Wala', '098765 43210', '09876543210', 'Pune', 'SEO', 'new', $1, $1),
        ('Answered Anand', '+91-91234-56789', '919123456789', 'Surat', 'Google Ads', 'contacted', $1, now()),
        ('Landline Lata', '080 4123 4567', '08041234567', 'Bengaluru', 'Website', 'new', $1, $1),
        ('Stale Sunil', '098765 11111', '09876511111', 'Agra', 'SEO', 'new', $2, $2)`,
      [recent, new Date(Date.now() - 30 * HOUR).toISOString()],
    );
    // The workspace's first version, where a lead's timeline already showed how far it had got.
    await migrate(drizzle(pool), { migrationsFolder: migrationsUpTo(6, path.join(root, "workspace-migrations")) });
    await pool.query(
      `insert into lead_events (lead_id, kind, data)
       select id, 'status', step::jsonb from leads, unnest(array[
         '{"from": "new", "to": "converted"}', '{"from": "converted", "to": "contacted"}'
       ]) as step where name = 'Answered Anand'`,
    );
    // Their alerts as the alert's own retry loop left them (before migration 0019): one sent, one between
    // two retries, one never tried, and one a day late whose retries a restart would not resume.
    await pool.query(`update leads set notified_at = created_at, notify_attempts = 1 where name = 'Answered Anand'`);
    await pool.query(`update leads set notify_attempts = 2, notify_error = '451 busy' where name = 'Waiting Wala'`);
    await pool.query(`update leads set notify_attempts = 1, notify_error = '421 closing' where name = 'Stale Sunil'`);
    await migrate(drizzle(pool), { migrationsFolder });
  });
  afterAll(async () => {
    await pool?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const db = () =>
    drizzle(pool, { schema: { leads, leadEvents } }) as never as Parameters<typeof enqueueEscalations>[0];

  it("gives every earlier lead its creation on the timeline, and a reply when its status had moved on", async () => {
    const rows = await pool.query<{ name: string; created: number; answered: boolean; phone_e164: string | null }>(
      `select name, (select count(*)::int from lead_events e where e.lead_id = l.id and e.kind = 'created') as created,
              first_response_at is not null as answered, phone_e164
       from leads l order by name`,
    );
    expect(rows.rows).toEqual([
      { name: "Answered Anand", created: 1, answered: true, phone_e164: "+919123456789" },
      { name: "Landline Lata", created: 1, answered: false, phone_e164: "+918041234567" },
      { name: "Stale Sunil", created: 1, answered: false, phone_e164: "+919876511111" },
      { name: "Waiting Wala", created: 1, answered: false, phone_e164: "+919876543210" },
    ]);
  });

  it("keeps how far each lead got in the pipeline, from its status or a further step on its timeline", async () => {
    const rows = await pool.query("select name, status, furthest_step from leads order by name");
    expect(rows.rows).toEqual([
      { name: "Answered Anand", status: "contacted", furthest_step: "converted" },
      { name: "Landline Lata", status: "new", furthest_step: "new" },
      { name: "Stale Sunil", status: "new", furthest_step: "new" },
      { name: "Waiting Wala", status: "new", furthest_step: "new" },
    ]);
    // From now on the database keeps it with every status given, a step back leaving it.
    await pool.query("update leads set status = 'qualified' where name = 'Landline Lata'");
    await pool.query("update leads set status = 'closed' where name = 'Landline Lata'");
    const lata = await pool.query("select status, furthest_step from leads where name = 'Landline Lata'");
    expect(lata.rows).toEqual([{ status: "closed", furthest_step: "qualified" }]);
  });

  it("does not escalate at the first start the leads that were already waiting; a new one is escalated", async () => {
    const settings = { minutes: 15, holidays: new Set<string>(), alertsTo: "alerts@sparkline.example", siteUrl: "" };
    // Far enough ahead that every lead's 15 business minutes have passed, whatever the day today.
    const later = new Date(Date.now() + 5 * 24 * HOUR);
    expect(await enqueueEscalations(db(), settings, later)).toBe(0);

    await drizzle(pool).insert(leads).values({ name: "New Nisha", phone: "98765 00000", city: "Pune", service: "SEO" });
    expect(await enqueueEscalations(db(), settings, later)).toBe(1);
    const [newLead] = await drizzle(pool).select({ id: leads.id }).from(leads).where(eq(leads.name, "New Nisha"));
    const keys = await pool.query<{ key: string }>(
      "select idempotency_key as key from outbox_messages where kind = 'escalation' and sent_at is null and attempts < 5",
    );
    expect(keys.rows.map((row) => row.key)).toEqual([`escalation:${newLead!.id}`]);
  });

  it("moves the alerts a restart would have resumed to the outbox, with their attempts, and records the stale one as failed", async () => {
    const alerts = await pool.query(
      `select l.name, o.attempts, o.last_error, o.recipient from outbox_messages o join leads l on l.id = o.lead_id
       where o.kind = 'lead-alert' and o.idempotency_key = 'lead-alert:' || l.id order by l.name`,
    );
    expect(alerts.rows).toEqual([
      { name: "Landline Lata", attempts: 0, last_error: null, recipient: "" },
      { name: "Waiting Wala", attempts: 2, last_error: "451 busy", recipient: "" },
    ]);
    const outcomes = await pool.query(
      "select l.name, e.data from lead_events e join leads l on l.id = e.lead_id where e.kind = 'alert' order by l.name",
    );
    expect(outcomes.rows).toEqual([{ name: "Stale Sunil", data: { outcome: "failed", attempts: 1 } }]);
    const columns = await pool.query(
      "select column_name from information_schema.columns where table_name = 'leads' and column_name like 'notif%'",
    );
    expect(columns.rows).toEqual([]);
  });
});
