// The server's own connection cannot rewrite the trails (ADR 031): it signs in as a role that owns no
// table and is no superuser, so raw SQL through it cannot change, remove or empty the audit log or a
// lead's timeline, nor switch off their triggers; the daily expiry still removes entries past a year.
// A data directory made before the two roles gets them at its first start; a server given one
// privileged role on PostgreSQL says so once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../database/client.server";
import { withEngineSession } from "../../database/embedded-postgres.server";
import { expireAuditLog } from "~/features/audit/audit.server";
import { type DatabasePlace, testDatabases } from "./databases";
import { migrationsUpTo } from "./earlier-version";

const raw = (db: Database, query: string) => db.execute(sql.raw(query));
const rowsOf = async <Row>(db: Database, query: string) => ((await raw(db, query)) as unknown as { rows: Row[] }).rows;

/** What a hostile statement through the server's connection would try, each of which must be refused. */
const REWRITES = [
  "update lead_events set kind = 'created'",
  "delete from lead_events",
  "truncate lead_events",
  "update audit_log set action = 'forged'",
  "delete from audit_log",
  "truncate audit_log",
  "alter table lead_events disable trigger lead_events_append_only",
  "alter table audit_log disable trigger audit_log_append_only",
  "set session_replication_role = replica",
  "drop table lead_events",
  "create role intruder superuser",
];

/** Expects each rewrite refused and the trails as they were. */
async function expectTrailsHold(db: Database) {
  const before = await rowsOf<{ events: number; entries: number }>(
    db,
    "select (select count(*)::int from lead_events) as events, (select count(*)::int from audit_log) as entries",
  );
  expect(before[0]!.events).toBeGreaterThan(0);
  for (const statement of REWRITES) {
    await expect(raw(db, statement), statement).rejects.toThrow();
  }
  const after = await rowsOf(
    db,
    "select (select count(*)::int from lead_events) as events, (select count(*)::int from audit_log) as entries",
  );
  expect(after).toEqual(before);
}

async function seedTrails(db: Database) {
  await raw(db, `insert into lead_events (lead_id, kind) values (gen_random_uuid(), 'created')`);
  await raw(db, `insert into audit_log (actor_id, action, at) values ('someone', 'old', now() - interval '400 days')`);
  await raw(db, `insert into audit_log (actor_id, action) values ('someone', 'sign-in')`);
}

describe.each(testDatabases)("the server's database role on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    database = await open();
    await seedTrails(database.db);
  });
  afterAll(() => database.dispose());

  it("is no superuser, owns no table and may not manage roles, databases or replication", async () => {
    const [role] = await rowsOf<Record<string, boolean>>(
      database.db,
      `select rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(role).toEqual({
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolreplication: false,
      rolbypassrls: false,
    });
    const owned = await rowsOf<{ name: string }>(
      database.db,
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and pg_has_role(current_user, c.relowner, 'usage')`,
    );
    expect(owned).toEqual([]);
  });

  it("cannot change, remove or empty the audit log or a lead's timeline, nor switch off their guards", async () => {
    await expectTrailsHold(database.db);
  });

  it("cannot borrow the owner's rights through the expiry function", async () => {
    // A table of its own named audit_log, found before public's, with a trigger that runs with the
    // rights of whoever deletes from it: the expiry function's owner, if it deleted from this one.
    const attack = [
      "create temp table audit_log (at timestamptz)",
      "insert into audit_log values (now() - interval '400 days')",
      `create function pg_temp.escalate() returns trigger language plpgsql as $$
       begin execute format('alter role %I superuser', session_user); return null; end $$`,
      "create trigger escalate before delete on pg_temp.audit_log for each statement execute function pg_temp.escalate()",
      "select audit_log_expire(365)",
    ];
    // One query, so on one connection of the pool (a temporary table is its session's own).
    await raw(database.db, attack.join(";\n")).catch(() => undefined);
    const [role] = await rowsOf<{ rolsuper: boolean }>(
      database.db,
      "select rolsuper from pg_roles where rolname = session_user",
    );
    expect(role).toEqual({ rolsuper: false });
  });

  it("still expires audit entries past a year through the owner's function", async () => {
    expect(await expireAuditLog(database.db, 30)).toBe(1);
    const left = await rowsOf<{ action: string }>(database.db, "select action from audit_log");
    expect(left).toEqual([{ action: "sign-in" }]);
  });
});

describe("a data directory made before the server had a role of its own", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-roles-"));
  const dataDir = path.join(root, "data");
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is converted at its first start: the rows stay, and the server signs in as the application's role", async () => {
    // As the previous version left it: its 17 migrations applied by the engine's only user.
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    await withEngineSession(dataDir, async (client) => {
      await migrate(drizzle(client), { migrationsFolder: migrationsUpTo(17, path.join(root, "migrations")) });
      await seedTrails(drizzle(client) as unknown as Database);
    });
    const database = await openDatabase({ dataDir });
    try {
      const [who] = await rowsOf<{ name: string; superuser: boolean }>(
        database.db,
        "select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user",
      );
      expect(who).toEqual({ name: "sparkline_app", superuser: false });
      await expectTrailsHold(database.db);
    } finally {
      await database.close();
    }
    // And at the next start, as at every one after.
    const again = await openDatabase({ dataDir });
    try {
      await expectTrailsHold(again.db);
    } finally {
      await again.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("a PostgreSQL server given one privileged role", () => {
  const name = `agency_one_role_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let url: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const at = new URL(adminUrl!);
    at.pathname = `/${name}`;
    url = at.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("warns once at start, naming DATABASE_OWNER_URL", async () => {
    const warnings: string[] = [];
    const database = await openDatabase({ url, dataDir: "", warn: (line) => warnings.push(line) });
    await database.close();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/superuser/);
    expect(warnings[0]).toMatch(/DATABASE_OWNER_URL/);
    expect(warnings[0]).not.toMatch(/\n/);
  });
});

const postgres = testDatabases.find((database) => database.name === "postgres");

describe.skipIf(!postgres)("instances starting beside a running one on PostgreSQL", () => {
  let place: DatabasePlace;
  beforeAll(async () => {
    place = await postgres!.place();
  });
  afterAll(() => place.remove());

  it("grant the server's role its rights without a moment in which the running one is refused", async () => {
    const running = await place.open();
    const refusals: string[] = [];
    let reading = true;
    const reads = (async () => {
      while (reading) {
        await running.db
          .execute(sql`select count(*) from leads`)
          .catch((error: Error & { cause?: { code?: string } }) => {
            refusals.push(error.cause?.code ?? error.message);
          });
      }
    })();
    try {
      // Three at once, as after a deploy: each migrates (nothing left to do) and grants.
      const started = await Promise.all([place.open(), place.open(), place.open()]);
      await Promise.all(started.map((instance) => instance.close()));
    } finally {
      reading = false;
      await reads;
      await running.close();
    }
    expect(refusals).toEqual([]);
  });
});
