// What the earlier version, which ran PGlite in the server, left behind: its data directory and its backup
// archives, made with the calls its code made (git show 250a2d8:database/client.server.ts and
// 250a2d8:database/backup.server.ts), and read the way it read them.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { Header, Pack, ReadEntry } from "tar";
import type { SqlSession } from "../../database/logical-dump.server";
import { type Database, migrationsFolder } from "../../database/client.server";
import {
  account,
  appState,
  articles,
  caseStudies,
  leads,
  rateLimits,
  session,
  uploads,
  verification,
} from "../../database/schema";

const pgliteExtensions = { pg_trgm };

/** The earlier version shipped the first five migrations (0000 to 0004): its databases never had the later ones. */
const EARLIER_VERSION_MIGRATIONS = 5;

/** A copy of today's migrations folder with only its first `count` migrations, at `folder`. */
export function migrationsUpTo(count: number, folder: string): string {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A copy of today's migrations folder at `folder` with the migrations of a later release after its
 * own, each a statement under its name (the number before it is added), a millisecond apart.
 */
export function migrationsAdding(later: { name: string; sql: string }[], folder: string): string {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  for (const migration of later) {
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, "0")}_${migration.name}`;
    fs.writeFileSync(path.join(folder, `${tag}.sql`), migration.sql);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  }
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * The earlier version's database in DATA_DIR/pglite, opened and migrated as that version's openDatabase
 * did, with that version's migrations (kept beside DATA_DIR), or with `migrations`.
 */
export async function openEarlierDatabase(
  dataDir: string,
  migrations = migrationsUpTo(EARLIER_VERSION_MIGRATIONS, `${dataDir}.migrations`),
): Promise<{ client: PGlite; db: Database }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: pgliteExtensions });
  const db = drizzle(client) as unknown as Database;
  await migrate(db as never, { migrationsFolder: migrations });
  return { client, db };
}

/** A lead's name in Devanagari: the conversion must keep every script as it was. */
export const hindiName = "अनन्या शर्मा";
export const image = Buffer.from("not really a webp, but bytes to compare");
export const authSecret = "the-earlier-version-generated-this-secret";

/**
 * A data directory as a site running the earlier version has it: a lead, a case study, an article, an
 * admin with a password and a session, an uploaded image and its row, the counters and state the app
 * keeps, the generated auth secret and a mail in the outbox.
 */
export async function makeEarlierDataDir(dataDir: string): Promise<void> {
  const { client, db } = await openEarlierDatabase(dataDir);
  try {
    // With that version's columns: today's schema has more.
    await client.query(
      `insert into leads (name, phone, phone_digits, email, city, service, message, status, source, idempotency_key, notified_at, notify_attempts, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz)`,
      [
        hindiName,
        "+91 98450 12345",
        "919845012345",
        "ananya@example.in",
        "बेंगलुरु",
        "SEO",
        "मुझे अपनी वेबसाइट के लिए मदद चाहिए",
        "contacted",
        JSON.stringify({ path: "/contact", utm: { source: "google", campaign: "दिवाली" } }),
        "lead-key-1",
        "2026-03-01T09:30:00.123Z",
        1,
        // Microseconds, which JavaScript's dates would lose: the conversion must not pass through them.
        "2026-03-01 09:29:59.123456+00",
      ],
    );
    await client.query(
      `insert into case_studies (title, client_name, industry, challenge, solution, results, image_url, featured)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        "Twice the calls",
        "Rao Dental",
        "Healthcare",
        "Few calls",
        "Local SEO",
        "2x calls",
        "/uploads/case-studies/smile.webp",
        true,
      ],
    );
    await client.query(
      `insert into articles (slug, title, excerpt, content, author, category, published, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)`,
      [
        "local-seo",
        "Local SEO",
        "Why it matters",
        "# Local SEO\n\nIt matters — ज़रूर.",
        "Asha",
        "SEO",
        true,
        "2026-01-15T10:00:00Z",
      ],
    );
    await db.insert(uploads).values({
      bucket: "case-studies",
      key: "smile.webp",
      url: "/uploads/case-studies/smile.webp",
      width: 1200,
      height: 800,
      variants: [480, 960],
    });
    // The earlier version's table, without the columns added since.
    await db.execute(
      sql`insert into "user" (id, name, email, email_verified) values ('user-1', 'Asha Rao', 'asha@example.in', true)`,
    );
    await db.insert(account).values({
      id: "account-1",
      accountId: "user-1",
      providerId: "credential",
      userId: "user-1",
      password: "scrypt-hash-of-the-admin-password",
    });
    await db.insert(session).values({
      id: "session-1",
      token: "session-token-1",
      userId: "user-1",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      ipAddress: "203.0.113.7",
      userAgent: "Firefox",
    });
    // The earlier version's table: a role and nothing else.
    await db.execute(sql`insert into user_roles (user_id, role) values ('user-1', 'admin')`);
    await db.insert(verification).values({
      id: "verification-1",
      identifier: "asha@example.in",
      value: "code",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
    });
    await db.insert(rateLimits).values({ key: "inquiry:203.0.113.7", count: 2, windowStart: new Date() });
    await db.insert(appState).values({ key: "demo-content-seeded", value: { at: "2026-01-01", count: 12 } });
  } finally {
    await client.close();
  }
  fs.mkdirSync(path.join(dataDir, "uploads", "case-studies"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "case-studies", "smile.webp"), image);
  fs.writeFileSync(path.join(dataDir, "auth-secret"), authSecret, { mode: 0o600 });
  fs.mkdirSync(path.join(dataDir, "outbox"));
  fs.writeFileSync(
    path.join(dataDir, "outbox", "1767225600000-lead.eml"),
    "Subject: New lead\r\n\r\nA mail not yet sent.",
  );
}

/** The tables of schema public and their columns, in their order. */
export type TableShape = Record<string, string[]>;

export async function tableShape(db: SqlSession): Promise<TableShape> {
  const columns = await db.query<{ name: string; column: string }>(
    `select c.table_name as name, c.column_name as column from information_schema.columns c
     join pg_tables t on t.tablename = c.table_name and t.schemaname = c.table_schema
     where c.table_schema = 'public' order by c.table_name, c.ordinal_position`,
  );
  const shape: TableShape = {};
  for (const { name, column } of columns.rows) (shape[name] ??= []).push(column);
  return shape;
}

/**
 * Every row of every table as JSON text, sorted. With `shape` (the earlier version's tables and
 * columns), only those: what the later migrations added is compared by the tests that need it.
 */
export async function allRows(db: SqlSession, shape?: TableShape): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const [name, all] of Object.entries(shape ?? (await tableShape(db)))) {
    // Of the earlier version's columns, those this version still has.
    const columns = shape ? all.filter((column) => !DROPPED[name]?.includes(column)) : all;
    const list = columns.map((column) => `"${column}"`).join(", ");
    const result = await db.query<{ row: string }>(
      `select row_to_json(t)::text as row from (select ${list} from public."${name}") t`,
    );
    rows[name] = result.rows.map(({ row }) => row).sort();
  }
  return rows;
}

/** The earlier version's columns that later migrations removed: 0019 moved the lead alert to the outbox. */
const DROPPED: Record<string, string[]> = { leads: ["notified_at", "notify_attempts", "notify_error"] };

/**
 * The earlier version's rows as this version's migrations leave them: its admins are owners (migration
 * 0010), and the columns since removed are gone.
 */
export function asUpgraded(rows: Record<string, string[]>): Record<string, string[]> {
  const roles = (rows.user_roles ?? []).map((row) => row.replace('"role":"admin"', '"role":"owner"'));
  const upgraded: Record<string, string[]> = { ...rows, user_roles: roles.sort() };
  for (const [name, dropped] of Object.entries(DROPPED)) {
    // Cut out of the row's JSON text as PostgreSQL wrote it: a value is null, a number or a string.
    const column = new RegExp(`,"(${dropped.join("|")})":(null|-?[\\d.]+|"(?:[^"\\\\]|\\\\.)*")`, "g");
    upgraded[name] = (upgraded[name] ?? []).map((row) => row.replace(column, "")).sort();
  }
  return upgraded;
}

/** What the earlier version's `npm run backup` wrote for `dataDir` (archive format version 1). */
export async function writeEarlierArchive(dataDir: string, file: string): Promise<void> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: pgliteExtensions });
  let dump: Buffer;
  let manifest: object;
  try {
    await client.exec("checkpoint");
    dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    const applied = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    const db = drizzle(client) as unknown as Database;
    manifest = {
      format: "sparkline-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: applied.rows[0]?.count ?? 0,
      counts: {
        leads: await db.$count(leads),
        caseStudies: await db.$count(caseStudies),
        articles: await db.$count(articles),
      },
      uploads: { files: 1 },
    };
  } finally {
    await client.close();
  }
  const pack = new Pack({ cwd: dataDir, gzip: true, portable: true });
  pack.add(memoryFile("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)));
  pack.add(memoryFile("pglite.tar", dump));
  pack.add("auth-secret");
  pack.add("uploads");
  pack.end();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await pipeline(pack, fs.createWriteStream(file, { mode: 0o600 }));
}

function memoryFile(name: string, body: Buffer): ReadEntry {
  const entry = new ReadEntry(
    new Header({ path: name, type: "File", size: body.length, mode: 0o600, mtime: new Date() }),
  );
  entry.end(body);
  return entry;
}

/** The earlier version's restore of an archive's pglite.tar: PGlite loads it into a new data directory. */
export async function loadEarlierDump(pgliteTar: string, dataDir: string): Promise<PGlite> {
  fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    dataDir: path.join(dataDir, "pglite"),
    loadDataDir: await fs.openAsBlob(pgliteTar),
    extensions: pgliteExtensions,
  });
}

/** A drizzle handle as the plain query interface allRows reads through. */
export function sqlSession(db: Database): SqlSession {
  return {
    // node-postgres's result: execute's type does not name the driver's.
    query: async <Row>(text: string) => (await db.execute(sql.raw(text))) as unknown as { rows: Row[] },
  };
}
