import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { create as createArchive, extract } from "tar";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BackupError, createBackup, removeOldArchives, restoreBackup } from "../../database/backup.server";
import { migrationsFolder, openDatabase } from "../../database/client.server";
import { startEngine } from "../../database/embedded-postgres.server";
import { loadDump, writeDump } from "../../database/logical-dump.server";
import { appState, articles, caseStudies, leads } from "../../database/schema";
import {
  allRows,
  asUpgraded,
  authSecret,
  makeEarlierDataDir,
  migrationsUpTo,
  openEarlierDatabase,
  tableShape,
  sqlSession,
  writeEarlierArchive,
} from "./earlier-version";

// Short names: the deepest socket path here (a restore's conversion) must stay within 107 bytes.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bk-"));
const dataDir = path.join(root, "data");
const archive = path.join(root, "backups", "snapshot.tar.gz");
const image = Buffer.from("not really a webp, but bytes to compare");
const started: ChildProcess[] = [];

/** A site with a lead, a case study, an article, an image and a generated auth secret. */
async function makeSite(dir: string): Promise<void> {
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.db
      .insert(leads)
      .values({ name: "Asha Rao", phone: "+91 98450 00000", city: "Mysuru", service: "SEO" });
    await database.db.insert(caseStudies).values({
      title: "Twice the calls",
      slug: "rao-dental",
      clientName: "Rao Dental",
      industry: "Healthcare",
      challenge: "Few calls",
      solution: "Local SEO",
      results: "2x calls",
      imageUrl: "/uploads/case-studies/smile.webp",
    });
    await database.db.insert(articles).values({
      slug: "local-seo",
      title: "Local SEO",
      excerpt: "Why it matters",
      content: "# Local SEO\n\nIt matters.",
      author: "Asha",
      category: "SEO",
      published: true,
      publishedAt: new Date("2026-01-15T10:00:00Z"),
    });
  } finally {
    await database.close();
  }
  fs.mkdirSync(path.join(dir, "uploads", "case-studies"), { recursive: true });
  fs.writeFileSync(path.join(dir, "uploads", "case-studies", "smile.webp"), image);
  fs.writeFileSync(path.join(dir, "auth-secret"), "generated-auth-secret", { mode: 0o600 });
}

async function readAll(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  try {
    return {
      leads: await database.db.select().from(leads),
      caseStudies: await database.db.select().from(caseStudies),
      articles: await database.db.select().from(articles),
    };
  } finally {
    await database.close();
  }
}

/** The archive's files, unpacked into a folder of their own. */
async function unpacked(file: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(root, "unpacked-"));
  await extract({ file, cwd: dir });
  return dir;
}

/** A server on `dir` that writes leads until told to stop, each with a count of them in the same transaction. */
async function startWritingServer(dir: string): Promise<ChildProcess> {
  const database = path.resolve(import.meta.dirname, "../../database");
  const script = `const { openDatabase } = await import(${JSON.stringify(`${database}/client.server.ts`)});
    const { appState, leads } = await import(${JSON.stringify(`${database}/schema.ts`)});
    const database = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
    let stopping = false;
    process.on("SIGTERM", () => (stopping = true));
    for (let written = 1; !stopping; written++) {
      await database.db.transaction(async (tx) => {
        await tx.insert(leads).values({ name: "Writer " + written, phone: "+91 90000 00000", city: "Pune", service: "SEO" });
        await tx.insert(appState).values({ key: "writer", value: written })
          .onConflictDoUpdate({ target: appState.key, set: { value: written } });
      });
      if (written === 20) console.log("writing");
    }
    await database.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("writing") && resolve());
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  return child;
}

beforeAll(async () => {
  await makeSite(dataDir);
  // The archive the restore tests read, made here so that each of them can run alone.
  await createBackup({ dataDir, outFile: archive });
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("backup and restore of the embedded database", () => {
  it("saves an owner-only snapshot that restores into a new directory exactly, images and secret included", async () => {
    const ownDir = path.join(root, "own-data");
    await makeSite(ownDir);
    const saved = await readAll(ownDir);
    const ownArchive = path.join(root, "backups", "own.tar.gz");
    const { file, manifest, online } = await createBackup({ dataDir: ownDir, outFile: ownArchive });
    expect(file).toBe(ownArchive);
    expect(online).toBe(false);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({
      version: 2,
      counts: { leads: 1, caseStudies: 1, articles: 1 },
      uploads: { files: 1 },
    });
    expect(manifest.migrations).toBe(
      JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")).entries.length,
    );
    expect(fs.readdirSync(path.dirname(file))).not.toContain(expect.stringMatching(/partial/));

    // A change after the backup must not be in it.
    const database = await openDatabase({ dataDir: ownDir });
    await database.db.delete(leads).where(eq(leads.name, "Asha Rao"));
    await database.close();

    const restoredDir = path.join(root, "restored");
    const { counts } = await restoreBackup({ archive: ownArchive, dataDir: restoredDir });
    expect(counts).toEqual({ leads: 1, caseStudies: 1, articles: 1 });
    expect(await readAll(restoredDir)).toEqual(saved);
    expect(fs.readFileSync(path.join(restoredDir, "uploads", "case-studies", "smile.webp"))).toEqual(image);
    expect(fs.readFileSync(path.join(restoredDir, "auth-secret"), "utf8")).toBe("generated-auth-secret");
  });

  it("backs up while the server runs and keeps writing, into an archive that restores consistent", async () => {
    const liveDir = path.join(root, "live");
    await makeSite(liveDir);
    const server = await startWritingServer(liveDir);
    const liveArchive = path.join(root, "backups", "live.tar.gz");
    const { online, manifest } = await createBackup({ dataDir: liveDir, outFile: liveArchive });
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    expect(online).toBe(true);

    const restoredDir = path.join(root, "live-restored");
    const { counts } = await restoreBackup({ archive: liveArchive, dataDir: restoredDir });
    expect(counts.leads).toBe(manifest.counts.leads);
    const restored = await openDatabase({ dataDir: restoredDir });
    let written: number;
    try {
      const [writer] = await restored.db.select().from(appState).where(eq(appState.key, "writer"));
      written = writer!.value as number;
    } finally {
      await restored.close();
    }
    // One snapshot: every lead the writer had committed, and no lead of a transaction it had not.
    expect(written).toBeGreaterThanOrEqual(20);
    expect(counts.leads).toBe(written + 1);
    // The server went on writing after the snapshot.
    expect((await readAll(liveDir)).leads.length).toBeGreaterThan(counts.leads);
  });

  it("refuses to back up when the server holding the directory does not answer, leaving no file", async () => {
    // The lock is per process (this one may take its own over), so the parent process plays the server.
    const lock = path.join(dataDir, "server.lock");
    fs.writeFileSync(lock, String(process.ppid));
    const out = path.join(root, "silent", "locked.tar.gz");
    try {
      await expect(createBackup({ dataDir, outFile: out })).rejects.toThrow(
        /A server is using .* and its database did not answer/,
      );
      expect(fs.readdirSync(path.dirname(out))).toEqual([]);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  });

  it("ages archives out: those older than the days kept are deleted, newer ones and other files stay", () => {
    const dir = path.join(root, "ageing");
    fs.mkdirSync(dir);
    const now = Date.parse("2026-11-23T12:00:00Z");
    const files = {
      "sparkline-2026-10-01T020000Z.tar.gz": 53,
      "sparkline-2026-10-20T020000Z-before-upgrade.tar.gz": 34,
      "sparkline-2026-11-10T020000Z.tar.gz": 13,
      "notes-20261001.tar.gz": 53,
      "sparkline-2026-10-01T020000Z.tar.gz.partial": 53,
    };
    for (const [name, daysOld] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), "x");
      const at = new Date(now - daysOld * 24 * 3600_000);
      fs.utimesSync(path.join(dir, name), at, at);
    }
    expect(removeOldArchives(dir, 30, now).sort()).toEqual([
      "sparkline-2026-10-01T020000Z.tar.gz",
      "sparkline-2026-10-20T020000Z-before-upgrade.tar.gz",
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      "notes-20261001.tar.gz",
      "sparkline-2026-10-01T020000Z.tar.gz.partial",
      "sparkline-2026-11-10T020000Z.tar.gz",
    ]);
  });

  it("refuses a directory that holds data unless forced, then moves that data aside", async () => {
    const target = path.join(root, "existing");
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, "keep.txt"), "old data");
    await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(/already holds data.*--force/);
    expect(fs.readdirSync(target)).toEqual(["keep.txt"]);

    const { movedAside } = await restoreBackup({ archive, dataDir: target, force: true });
    expect(fs.readFileSync(path.join(movedAside!, "keep.txt"), "utf8")).toBe("old data");
    expect(fs.existsSync(path.join(target, "keep.txt"))).toBe(false);
    expect((await readAll(target)).articles).toEqual((await readAll(dataDir)).articles);
  });

  it("refuses an archive entry that climbs out of the directory, writing nothing", async () => {
    const work = path.join(root, "evil", "work");
    fs.mkdirSync(work, { recursive: true });
    fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify({ format: "sparkline-backup", version: 2 }));
    fs.writeFileSync(path.join(root, "evil", "evil"), "escaped");
    const evilArchive = path.join(root, "evil.tar.gz");
    await createArchive({ file: evilArchive, cwd: work, gzip: true, preservePaths: true }, [
      "manifest.json",
      "../evil",
    ]);
    const before = fs.readdirSync(root);

    await expect(restoreBackup({ archive: evilArchive, dataDir: path.join(root, "target") })).rejects.toThrow(
      /not a usable backup archive.*'\.\.'/,
    );
    expect(fs.readdirSync(root)).toEqual(before);
  });

  it("names a missing file and a file that is not a backup", async () => {
    const target = path.join(root, "never");
    await expect(restoreBackup({ archive: path.join(root, "nope.tar.gz"), dataDir: target })).rejects.toThrow(
      /No such file/,
    );
    const text = path.join(root, "notes.txt");
    fs.writeFileSync(text, "just some notes");
    await expect(restoreBackup({ archive: text, dataDir: target })).rejects.toThrow(/not a usable backup archive/);
    const otherTarball = path.join(root, "other.tar.gz");
    await createArchive({ file: otherTarball, cwd: root, gzip: true }, ["notes.txt"]);
    await expect(restoreBackup({ archive: otherTarball, dataDir: target })).rejects.toThrow(/not a Sparkline backup/);
    expect(fs.existsSync(target)).toBe(false);
  });

  it("refuses a backup of a newer version of the site, leaving the target as it was", async () => {
    const files = await unpacked(archive);
    const dump = path.join(files, "database.jsonl");
    const [header, ...rest] = fs.readFileSync(dump, "utf8").split("\n");
    fs.writeFileSync(dump, [JSON.stringify({ ...JSON.parse(header!), migrations: 99 }), ...rest].join("\n"));
    const newer = path.join(root, "newer.tar.gz");
    await createArchive({ file: newer, cwd: files, gzip: true }, fs.readdirSync(files));
    const target = path.join(root, "newer-target");

    await expect(restoreBackup({ archive: newer, dataDir: target })).rejects.toThrow(
      /from a newer version of the site \(99 schema migrations/,
    );
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(root).filter((name) => name.startsWith("newer-target"))).toEqual([]);
  });

  it("refuses an archive whose database was cut short, leaving the target as it was", async () => {
    const files = await unpacked(archive);
    const dump = path.join(files, "database.jsonl");
    const lines = fs.readFileSync(dump, "utf8").trimEnd().split("\n");
    fs.writeFileSync(dump, `${lines.slice(0, -2).join("\n")}\n`);
    const cut = path.join(root, "cut.tar.gz");
    await createArchive({ file: cut, cwd: files, gzip: true }, fs.readdirSync(files));
    const target = path.join(root, "cut-target");

    await expect(restoreBackup({ archive: cut, dataDir: target })).rejects.toThrow(/is incomplete/);
    expect(fs.readdirSync(root).filter((name) => name.startsWith("cut-target"))).toEqual([]);
  });

  it("dumps and loads values exactly, in batches, with the sequences' positions", async () => {
    const engineDir = path.join(root, "engine");
    fs.mkdirSync(engineDir);
    const engine = await startEngine(engineDir);
    const connect = async (database: string) => {
      const client = new pg.Client({ ...engine.connection, database });
      await client.connect();
      return client;
    };
    try {
      const admin = await connect("postgres");
      await admin.query("create database source");
      await admin.query("create database target");
      await admin.end();
      const table = `create table "odd ""name""" (id serial primary key, big bigint, at timestamptz, doc jsonb, note text)`;
      const source = await connect("source");
      const target = await connect("target");
      try {
        await source.query(table);
        await target.query(table);
        await source.query(
          `insert into "odd ""name""" (big, at, doc, note)
             select 9007199254740993, '2026-03-01 09:29:59.123456+00', '{"n": 1.10, "हिंदी": [true, null]}', 'row ' || i
             from generate_series(1, 250) i`,
        );
        const dumpFile = path.join(root, "values.jsonl");
        expect(await writeDump(source, dumpFile)).toEqual({ migrations: 0, rows: { 'odd "name"': 250 } });
        await loadDump(target, dumpFile);
        const read = (client: pg.Client) =>
          client.query(`select row_to_json(t)::text as row from "odd ""name""" t order by id`).then((r) => r.rows);
        expect(await read(target)).toEqual(await read(source));
        expect((await read(target))[0].row).toContain('"big":9007199254740993,"at":"2026-03-01T09:29:59.123456+00:00"');
        // The next row takes the next number, as it would have in the saved database.
        const next = await target.query(`insert into "odd ""name""" (note) values ('next') returning id`);
        expect(next.rows[0].id).toBe(251);
      } finally {
        await source.end();
        await target.end();
      }
    } finally {
      await engine.stop();
    }
  });

  describe("a backup saved before a later migration", () => {
    const olderArchive = path.join(root, "older.tar.gz");
    // A database from before the lead workspace (migrations 0000 to 0004), dumped into an archive of
    // this format by hand: what is restored.
    beforeAll(async () => {
      const older = migrationsUpTo(5, path.join(root, "older-migrations"));
      const olderSite = path.join(root, "older-site");
      const { client } = await openEarlierDatabase(olderSite, older);
      const files = path.join(root, "older-archive");
      fs.mkdirSync(files);
      try {
        await client.exec(
          "insert into case_studies (title, client_name, industry, challenge, solution, results) values ('Old', 'Old client', 'Retail', 'c', 's', 'r')",
        );
        await client.exec(
          "insert into leads (name, phone, phone_digits, city, service, status) values ('Old Lead', '98765 43210', '9876543210', 'Pune', 'SEO', 'contacted')",
        );
        await writeDump(client, path.join(files, "database.jsonl"));
      } finally {
        await client.close();
      }
      const manifest = {
        format: "sparkline-backup",
        version: 2,
        createdAt: new Date().toISOString(),
        migrations: 5,
        counts: { leads: 1, caseStudies: 1, articles: 0 },
        uploads: { files: 0 },
      };
      fs.writeFileSync(path.join(files, "manifest.json"), JSON.stringify(manifest));
      await createArchive({ file: olderArchive, cwd: files, gzip: true }, ["database.jsonl", "manifest.json"]);
    });

    it("is restored, then the later migrations are applied", async () => {
      const target = path.join(root, "older-restored");
      const { counts } = await restoreBackup({ archive: olderArchive, dataDir: target });
      expect(counts).toEqual({ leads: 1, caseStudies: 1, articles: 0 });
      // The workspace's migration ran on the rows loaded: the lead has its E.164 number and, its status
      // having moved on, a first response.
      const restored = await readAll(target);
      expect(restored.caseStudies).toEqual([expect.objectContaining({ title: "Old" })]);
      expect(restored.leads).toEqual([
        expect.objectContaining({ name: "Old Lead", phoneE164: "+919876543210", firstResponseAt: expect.any(Date) }),
      ]);
    });
  });

  describe("a backup of the earlier version (PGlite)", () => {
    const earlierDir = path.join(root, "earlier", "data");
    const earlierArchive = path.join(root, "earlier", "backups", "earlier.tar.gz");
    let earlierShape: Awaited<ReturnType<typeof tableShape>>;
    let earlierRows: Awaited<ReturnType<typeof allRows>>;
    // The earlier version's data directory and its backup, as that version made them: what is restored.
    beforeAll(async () => {
      await makeEarlierDataDir(earlierDir);
      const { client } = await openEarlierDatabase(earlierDir);
      earlierShape = await tableShape(client);
      earlierRows = await allRows(client).finally(() => client.close());
      await writeEarlierArchive(earlierDir, earlierArchive);
    });

    it("restores it, every row, image and the secret", async () => {
      const target = path.join(root, "old-restored");
      const { manifest, counts } = await restoreBackup({ archive: earlierArchive, dataDir: target });
      expect(manifest.version).toBe(1);
      expect(counts).toEqual({ leads: 1, caseStudies: 1, articles: 1 });
      const database = await openDatabase({ dataDir: target });
      try {
        expect(await allRows(sqlSession(database.db), earlierShape)).toEqual(asUpgraded(earlierRows));
      } finally {
        await database.close();
      }
      expect(fs.readFileSync(path.join(target, "auth-secret"), "utf8")).toBe(authSecret);
      expect(fs.existsSync(path.join(target, "uploads", "case-studies", "smile.webp"))).toBe(true);
      expect(fs.readdirSync(target).sort()).not.toContain("pglite");
      // The archive is the backup: the conversion saved none of its own, and left no work behind.
      expect(fs.readdirSync(path.join(root, "backups")).filter((name) => name.includes("before-upgrade"))).toEqual([]);
      expect(fs.readdirSync(root).filter((name) => name.startsWith("old-restored"))).toEqual(["old-restored"]);

      // A data directory of the earlier version is backed up once the server has converted it.
      await expect(createBackup({ dataDir: earlierDir })).rejects.toThrow(BackupError);
      await expect(createBackup({ dataDir: earlierDir })).rejects.toThrow(/earlier version's database.*start it once/);
    });
  });
});
