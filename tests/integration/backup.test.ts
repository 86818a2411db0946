import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { create as createArchive } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "../../database/backup.server";
import { DatabaseLockedError, openDatabase } from "../../database/client.server";
import { articles, caseStudies, leads } from "../../database/schema";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-backup-test-"));
const dataDir = path.join(root, "data");
const archive = path.join(root, "backups", "snapshot.tar.gz");
const image = Buffer.from("not really a webp, but bytes to compare");

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

describe("backup and restore of the embedded database", () => {
  let saved: Awaited<ReturnType<typeof readAll>>;

  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    await database.db
      .insert(leads)
      .values({ name: "Asha Rao", phone: "+91 98450 00000", city: "Mysuru", service: "SEO" });
    await database.db.insert(caseStudies).values({
      title: "Twice the calls",
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
    await database.close();
    fs.mkdirSync(path.join(dataDir, "uploads", "case-studies"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "case-studies", "smile.webp"), image);
    saved = await readAll(dataDir);
    // The archive the restore tests read, made here so that each of them can run alone.
    await createBackup({ dataDir, outFile: archive });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("saves a snapshot that restores into a new directory exactly, images included", async () => {
    // A copy of the data, as this test changes it after the backup.
    const ownDir = path.join(root, "own-data");
    fs.cpSync(dataDir, ownDir, { recursive: true });
    const ownArchive = path.join(root, "backups", "own.tar.gz");
    const { file, manifest } = await createBackup({ dataDir: ownDir, outFile: ownArchive });
    expect(file).toBe(ownArchive);
    expect(manifest).toMatchObject({ counts: { leads: 1, caseStudies: 1, articles: 1 }, uploads: { files: 1 } });
    expect(manifest.migrations).toBeGreaterThan(0);

    // A change after the backup must not be in it.
    const database = await openDatabase({ dataDir: ownDir });
    await database.db.delete(leads).where(eq(leads.name, "Asha Rao"));
    await database.close();

    const restoredDir = path.join(root, "restored");
    const { counts } = await restoreBackup({ archive: ownArchive, dataDir: restoredDir });
    expect(counts).toEqual({ leads: 1, caseStudies: 1, articles: 1 });
    expect(await readAll(restoredDir)).toEqual(saved);
    expect(fs.readFileSync(path.join(restoredDir, "uploads", "case-studies", "smile.webp"))).toEqual(image);
  });

  it("refuses to back up while another process owns the database", async () => {
    // The lock is per process (this one may take its own over), so the parent process plays the server.
    const lock = path.join(dataDir, "pglite.lock");
    fs.writeFileSync(lock, String(process.ppid));
    try {
      await expect(createBackup({ dataDir, outFile: path.join(root, "locked.tar.gz") })).rejects.toThrow(
        DatabaseLockedError,
      );
      expect(fs.existsSync(path.join(root, "locked.tar.gz"))).toBe(false);
    } finally {
      fs.rmSync(lock, { force: true });
    }
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
    expect((await readAll(target)).articles).toEqual(saved.articles);
  });

  it("refuses an archive entry that climbs out of the directory, writing nothing", async () => {
    const work = path.join(root, "evil", "work");
    fs.mkdirSync(work, { recursive: true });
    fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify({ format: "sparkline-backup", version: 1 }));
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
});
