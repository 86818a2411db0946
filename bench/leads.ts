// npm run bench:leads: the admin's lead workspace with 100,000 leads and 500,000 timeline entries on
// the embedded database, the newest 1,000 of them one number's enquiries linked in a chain. Seeds a fresh data directory, times the daily digest written for ten people,
// starts the built server, signs in as admin, and times the leads page, deep pages, every filter,
// searches, the board, a lead's page, the Overview over 90 days (its money figures too) and the CSV export (median and p95 of 20 runs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq, exists, sql } from "drizzle-orm";
import pg from "pg";
import { runningEngineOwner } from "../database/embedded-postgres.server.ts";
import { leadNotes, leads } from "../database/schema.ts";
import { adminCookie, startServer } from "../tests/support/start-server.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
/**
 * Minutes between two leads, back in time. 10 spreads 100,000 leads over about two years (some 140
 * a day, a busy agency's history): a 90-day Overview then covers about 13,000. With 1 every lead
 * falls within the last 70 days, the worst case for the Overview.
 */
const MINUTES_APART = Number(process.env.BENCH_MINUTES_APART ?? 10);
const RUNS = 20;
/** Enquiries from one number, each linked to the one before: the longest chain of repeats. */
const CHAIN = Number(process.env.BENCH_CHAIN ?? 1_000);
const port = Number(process.env.BENCH_PORT ?? 3401);
const base = `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-leads-"));
const admin = { email: "bench@sparkline.example", password: "bench-password-123" };
process.env.DATA_DIR = dataDir;

const build = path.join(root, "build/server/index.js");
if (!fs.existsSync(build)) throw new Error("Run `npm run build` first.");
const app = (await import(build)) as typeof import("../server/app.ts");

let leadId = "";
let chainLeadId = "";
let digestMs = 0;
let digestLines = 0;
let started = performance.now();
await app.withServices(async ({ database: { db }, auth }) => {
  await app.createOrPromoteAdmin(auth, db, admin);
  // Realistic spread: Indian names and cities, all five statuses, one lead every MINUTES_APART back in time.
  await db.execute(sql`
    insert into leads (name, phone, phone_digits, email, city, service, message, status, created_at, updated_at)
    select
      (array['Aarav','Priya','Rohan','Ananya','Vikram','Sneha','Arjun','Kavya','Rahul','Meera'])[1 + i % 10] || ' ' ||
      (array['Sharma','Patel','Iyer','Reddy','Gupta','Nair','Joshi','Khan','Das','Mehta','Kulkarni','Singh'])[1 + (i / 10) % 12],
      '+91 9' || lpad((i % 1000000000)::text, 9, '0'),
      '919' || lpad((i % 1000000000)::text, 9, '0'),
      case when i % 3 = 0 then 'lead' || i || '@shop.example' end,
      (array['Pune','Mumbai','Jaipur','Indore','Kochi','Lucknow','Surat','Nagpur','Coimbatore','Bhopal'])[1 + (i / 7) % 10],
      (array['SEO','Google Ads','Meta Ads','WhatsApp marketing','Website'])[1 + i % 5],
      case when i % 2 = 0 then 'Need more walk-ins from Google Maps' end,
      (array['new','contacted','qualified','converted','closed'])[1 + (i / 3) % 5],
      now() - make_interval(mins => i * ${MINUTES_APART}), now()
    from generate_series(1, ${LEADS}) as i`);
  // The workspace around them: one person in twenty enquired again, everyone not new was answered
  // within two hours, one in ten has a follow-up (past and future), one in five a note, and five
  // timeline entries a lead (500,000 for 100,000 leads).
  await db.execute(sql`
    with numbered as (
      select id, created_at, row_number() over (order by created_at, id) as n, lag(id) over (order by created_at, id) as earlier
      from leads)
    update leads set
      phone_e164 = '+' || phone_digits,
      first_response_at = case when status <> 'new' then numbered.created_at + make_interval(mins => (n % 120)::int) end,
      follow_up_at = case when n % 10 = 0 then now() + make_interval(hours => ((n % 240) - 120)::int) end,
      follow_up_note = case when n % 10 = 0 then 'Call back with a quote' end,
      previous_lead_id = case when n % 20 = 0 then earlier end
    from numbered where numbered.id = leads.id`);
  // The deals, as the status dropdown and the deal form leave them, for the Overview's money
  // figures: a value (₹15,000 to ₹4,85,000) on every lead past contacted and on one in four before;
  // each outcome some days after the enquiry, never in the future; one converted lead in eleven
  // converted, closed and converted again, one closed lead in seven converted before; a reason (the
  // default list, deal.ts; Price and No reply the commonest) on three closed leads in four. The
  // moduli are prime to the statuses' 15-lead cycle, so each share falls across every status.
  await db.execute(sql`
    with numbered as (
      select id, status, created_at, row_number() over (order by created_at, id) as n from leads),
    moments as (
      select id, status, n,
        least(now(), created_at + make_interval(days => (1 + n % 45)::int)) as first_won,
        least(now(), created_at + make_interval(days => (4 + n % 45)::int)) as lost,
        least(now(), created_at + make_interval(days => (8 + n % 45)::int)) as won_again
      from numbered)
    update leads set
      deal_value = case when moments.status in ('qualified', 'converted', 'closed') or n % 4 = 0 then 5000 * (3 + n % 95) end,
      first_converted_at = case when moments.status = 'converted' or (moments.status = 'closed' and n % 7 = 0) then first_won end,
      converted_at = case
        when moments.status = 'converted' and n % 11 = 0 then won_again
        when moments.status = 'converted' or (moments.status = 'closed' and n % 7 = 0) then first_won end,
      closed_at = case when moments.status = 'closed' or (moments.status = 'converted' and n % 11 = 0) then lost end,
      lost_reason = case when moments.status = 'closed' and n % 4 <> 0
        then (array['Price', 'No reply', 'Chose another agency', 'Not a fit', 'Spam'])[1 + n % 7 % 5] end
    from moments where moments.id = leads.id`);
  await db.execute(sql`
    insert into lead_notes (lead_id, body, created_at)
    select id, 'Spoke on the phone: wants ' || service || ' for ' || city || ', budget about Rs 25,000 a month', created_at
    from leads where abs(hashtext(id::text)) % 5 = 0`);
  await db.execute(sql`
    insert into lead_events (lead_id, kind, data, at)
    select id, kind, data, created_at + make_interval(mins => step)
    from leads cross join (values
      (0, 'created', '{}'::jsonb),
      (5, 'call', '{}'::jsonb),
      (9, 'status', '{"from": "new", "to": "contacted"}'::jsonb),
      (30, 'follow-up-set', '{"dueAt": "2026-11-24T05:30:00.000Z"}'::jsonb),
      (60, 'whatsapp', '{}'::jsonb)
    ) as step_kinds(step, kind, data)`);
  // A flood from one number: CHAIN enquiries in the last day, each linked to the one before, so the
  // Leads list's first pages and the newest one's page show a chain CHAIN long.
  await db.execute(sql`
    do $$ declare earlier uuid := null; made uuid; begin
      for i in 1..${sql.raw(String(CHAIN))} loop
        insert into leads (name, phone, phone_digits, phone_e164, city, service, status, previous_lead_id, created_at, updated_at)
        values ('Repeat Enquirer', '+91 98470 99999', '919847099999', '+919847099999', 'Pune', 'SEO', 'new', earlier,
          now() - make_interval(secs => (${sql.raw(String(CHAIN))} - i) * 60), now())
        returning id into made;
        earlier := made;
      end loop;
    end $$`);
  const [newestRepeat] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.phoneE164, "+919847099999"))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  chainLeadId = newestRepeat!.id;
  const [busiest] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(leadNotes)
          .where(eq(leadNotes.leadId, leads.id)),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  leadId = busiest!.id;
  // What autovacuum does soon after a bulk load: statistics, and the visibility map index-only scans use.
  // The owner's: the server's own role may not vacuum tables it does not own.
  const owner = new pg.Client(runningEngineOwner(dataDir));
  await owner.connect();
  await owner.query("vacuum analyze");
  await owner.end();

  // The digest as ten people would get it (one each, once accounts have roles), on a weekday at 10:00 IST.
  const now = new Date();
  now.setUTCHours(4, 30, 0, 0);
  while ([0, 6].includes(now.getUTCDay())) now.setUTCDate(now.getUTCDate() + 1);
  const digests = app.digestMessages(db, {
    enabled: true,
    alertsTo: "owner@sparkline.example",
    holidays: new Set(),
    siteUrl: base,
  });
  const message = {
    id: "00000000-0000-0000-0000-000000000000",
    idempotencyKey: "bench",
    kind: "digest",
    leadId: null,
    recipient: "owner@sparkline.example",
    payload: { day: new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10) },
    attempts: 1,
    nextAttemptAt: now,
    claimedUntil: null,
    sentAt: null,
    lastError: null,
    externalId: null,
    deliveryStatus: null,
    failedAt: null,
    createdAt: now,
  };
  const t0 = performance.now();
  let lines = 0;
  for (let person = 0; person < 10; person++) {
    const mail = await digests.render({ ...message, recipient: `person${person}@sparkline.example` }, now);
    lines += mail!.text.split("\n").length;
  }
  digestMs = performance.now() - t0;
  digestLines = lines / 10;
});
console.log(
  `Seeded ${LEADS.toLocaleString("en-IN")} leads in ${((performance.now() - started) / 1000).toFixed(1)} s (includes migrations)`,
);
console.log(
  `One lead every ${MINUTES_APART} min back in time: ${Math.min(LEADS, Math.floor((90 * 24 * 60) / MINUTES_APART)).toLocaleString("en-IN")} of them in the last 90 days`,
);
console.log(`The daily digest for 10 people: ${digestMs.toFixed(0)} ms in all (${digestLines} lines each)`);

started = performance.now();
// Every seeded lead is kept: the retention purge (365 days by default) would delete the older ones at start.
const server = await startServer({
  port,
  dataDir,
  env: { LOG_LEVEL: "warn", LEAD_RETENTION_DAYS: "3650" },
  echoErrors: true,
});
try {
  console.log(`Server up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const cookie = await adminCookie(base, admin);

  const scenarios: [string, string][] = [
    ["Leads page 1 (document)", "/admin/dashboard/leads"],
    ["Leads page 1 (client navigation)", "/admin/dashboard/leads.data"],
    ["Page 2,000 of 4,000", "/admin/dashboard/leads?page=2000"],
    ["Status filter: converted", "/admin/dashboard/leads?status=converted"],
    ["Search name: Sharma", "/admin/dashboard/leads?q=Sharma"],
    ["Search e-mail: lead4242@", "/admin/dashboard/leads?q=lead4242%40"],
    ["Search phone digits: 98765", "/admin/dashboard/leads?q=98765"],
    ["Search city + status: Pune, new", "/admin/dashboard/leads?q=Pune&status=new"],
    ["Follow-ups due today", "/admin/dashboard/leads?followUp=today"],
    ["Follow-ups overdue", "/admin/dashboard/leads?followUp=overdue"],
    ["No follow-up", "/admin/dashboard/leads?followUp=none"],
    ["Needs reply", "/admin/dashboard/leads?needsReply=1"],
    ["Repeats collapsed", "/admin/dashboard/leads?repeats=collapse"],
    ["Search a note's words: budget", "/admin/dashboard/leads?q=budget"],
    ["Board, every lead (document)", "/admin/dashboard/leads?view=board"],
    ["Board (client navigation)", "/admin/dashboard/leads.data?view=board"],
    ["Board, search: Pune", "/admin/dashboard/leads?view=board&q=Pune"],
    ["A lead's page (document)", `/admin/leads/${leadId}`],
    ["A lead's page (client navigation)", `/admin/leads/${leadId}.data`],
    [`The newest of ${CHAIN.toLocaleString("en-IN")} repeats (document)`, `/admin/leads/${chainLeadId}`],
    ["Overview, last 30 days", "/admin/dashboard"],
    ["Overview, last 90 days", "/admin/dashboard?range=90"],
    ["Overview, last 90 days (client navigation)", "/admin/dashboard.data?range=90"],
  ];
  const rows: { scenario: string; median: string; p95: string; bytes: number }[] = [];
  for (const [scenario, url] of scenarios) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS + 3; run++) {
      const t0 = performance.now();
      const response = await fetch(base + url, { headers: { cookie, "accept-encoding": "identity" } });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      if (run >= 3) times.push(performance.now() - t0); // the first three warm up caches
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    rows.push({
      scenario,
      median: times[Math.floor(RUNS / 2)]!.toFixed(1),
      p95: times[Math.ceil(RUNS * 0.95) - 1]!.toFixed(1),
      bytes,
    });
  }
  console.log(
    `Lead workspace, ${LEADS.toLocaleString("en-IN")} leads, 5 timeline entries each, embedded PostgreSQL, ${RUNS} runs each (ms, measured at the client on localhost)`,
  );
  console.table(rows);

  for (const [label, query] of [
    ["all leads", ""],
    ["status converted", "status=converted"],
  ] as const) {
    const t0 = performance.now();
    const csv = await (await fetch(`${base}/admin/api/leads.csv?${query}`, { headers: { cookie } })).text();
    console.log(
      `CSV export, ${label}: ${(csv.split("\r\n").length - 2).toLocaleString("en-IN")} rows, ${(csv.length / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
    );
  }
} finally {
  server.process.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
