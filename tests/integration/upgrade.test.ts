// An upgrade on the embedded database, as a 1 GB server runs it (docs/upgrade-and-roll-back.md): the
// data directory the release c66bf28 left (its start applied its 21 migrations, 0000 to 0020, and made
// the server's role), with an owner, a session, a lead and its timeline and audit entries, started by
// this release. Every migration since is applied, nothing is lost (a name made from an address is
// cleared, for its owner to give one; when the lead was won and lost is read from its timeline), and the server still signs in as the role that owns nothing.
// A later release that adds a migration is upgraded from the same data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, MigrationError, migrationsFolder, openDatabase } from "../../database/client.server";
import { withEngineSession } from "../../database/embedded-postgres.server";
import { auditLog, leadEvents, session, user } from "../../database/schema";
import { migrationsAdding, migrationsUpTo } from "./earlier-version";

/** The release the upgrade starts from, and the migrations it shipped (git show c66bf28:database/migrations). */
const FROM = { commit: "c66bf28", migrations: 21 };

const rowsOf = async <Row>(db: Database, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;

describe(`upgrading the embedded database of release ${FROM.commit} to this one`, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-upgrade-"));
  const dataDir = path.join(root, "data");
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("applies every migration since, keeps the owner, the session, the lead, its timeline and the audit log", async () => {
    const earlier = await openDatabase({
      dataDir,
      migrations: migrationsUpTo(FROM.migrations, path.join(root, "migrations")),
      announce: () => {},
    });
    // Written as that release's tables were: this release's schema has columns they lack.
    const [lead] = await rowsOf<{ id: string }>(
      earlier.db,
      `insert into leads (name, phone, phone_digits, city, service)
        values ('अनन्या शर्मा', '+91 98765 43210', '919876543210', 'Indore', 'SEO') returning id`,
    );
    await earlier.db.insert(leadEvents).values([
      { leadId: lead!.id, kind: "created", at: new Date("2026-10-01T05:00:00Z") },
      {
        leadId: lead!.id,
        kind: "status",
        data: { from: "new", to: "converted" },
        at: new Date("2026-10-02T05:00:00Z"),
      },
      {
        leadId: lead!.id,
        kind: "status",
        data: { from: "converted", to: "closed" },
        at: new Date("2026-10-03T05:00:00Z"),
      },
      {
        leadId: lead!.id,
        kind: "status",
        data: { from: "closed", to: "converted" },
        at: new Date("2026-10-04T05:00:00Z"),
      },
    ]);
    await rowsOf(earlier.db, "update leads set status = 'converted'");
    await earlier.db.insert(user).values([
      { id: "owner-1", name: "Owner", email: "owner@agency.example" },
      // admin:create named an account after its address's local part; a person who joined typed theirs.
      { id: "owner-2", name: "meera.iyer", email: "meera.iyer@agency.example" },
      { id: "sales-1", name: "Ravi Kumar", email: "ravi@agency.example" },
    ]);
    await earlier.db.insert(session).values({
      id: "session-1",
      token: "token-1",
      userId: "owner-1",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await earlier.db.insert(auditLog).values({ actorId: "owner-1", action: "sign-in", address: "203.0.113.7" });
    await earlier.close();

    const upgraded = await openDatabase({ dataDir, announce: () => {} });
    try {
      expect(await rowsOf(upgraded.db, "select name, city, status from leads")).toEqual([
        { name: "अनन्या शर्मा", city: "Indore", status: "converted" },
      ]);
      expect(await rowsOf(upgraded.db, "select kind from lead_events order by id")).toEqual([
        { kind: "created" },
        { kind: "status" },
        { kind: "status" },
        { kind: "status" },
      ]);
      // When it was won and lost, read back from its timeline.
      expect(
        await rowsOf(
          upgraded.db,
          `select to_char(converted_at at time zone 'UTC', 'MM-DD') as won, to_char(first_converted_at at time zone 'UTC', 'MM-DD') as first,
            to_char(closed_at at time zone 'UTC', 'MM-DD') as lost from leads`,
        ),
      ).toEqual([{ won: "10-04", first: "10-02", lost: "10-03" }]);
      expect(await rowsOf(upgraded.db, `select email, name from "user" order by id`)).toEqual([
        { email: "owner@agency.example", name: "Owner" },
        { email: "meera.iyer@agency.example", name: "" },
        { email: "ravi@agency.example", name: "Ravi Kumar" },
      ]);
      expect(await rowsOf(upgraded.db, "select token from session")).toEqual([{ token: "token-1" }]);
      expect(await rowsOf(upgraded.db, "select action, address from audit_log")).toEqual([
        { action: "sign-in", address: "203.0.113.7" },
      ]);
      expect(await rowsOf(upgraded.db, "select current_user as name")).toEqual([{ name: "sparkline_app" }]);
      await expect(upgraded.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    } finally {
      await upgraded.close();
    }
    const current = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const applied = await withEngineSession(dataDir, async (client) =>
      Number((await client.query("select count(*) from drizzle.__drizzle_migrations")).rows[0].count),
    );
    expect(applied).toBe(current.entries.length);
    expect(applied).toBeGreaterThanOrEqual(FROM.migrations);
  });

  it("a later release whose migration fails says which, with its SQLSTATE, in one line, and applies none of its migrations", async () => {
    const applied = () =>
      withEngineSession(dataDir, async (client) => ({
        migrations: Number((await client.query("select count(*) from drizzle.__drizzle_migrations")).rows[0].count),
        table: (await client.query("select to_regclass('public.lead_tags') as name")).rows[0].name as string | null,
      }));
    const before = await applied();
    const opening = openDatabase({
      dataDir,
      migrations: migrationsAdding(
        [
          { name: "lead_tags", sql: `CREATE TABLE "lead_tags" ("tag" text PRIMARY KEY);` },
          { name: "lead_name_again", sql: `ALTER TABLE "leads" ADD COLUMN "name" text;` },
        ],
        path.join(root, "failing-migrations"),
      ),
    });
    await expect(opening).rejects.toThrow(MigrationError);
    await expect(opening).rejects.toThrow(
      `The database migration ${String(before.migrations + 1).padStart(4, "0")}_lead_name_again failed with SQLSTATE 42701: ` +
        `column "name" of relation "leads" already exists. None of this release's migrations were applied.`,
    );
    expect(await applied()).toEqual({ ...before, table: null });
  });
});
