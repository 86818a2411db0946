import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { extract } from "tar";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BackupError } from "../../database/backup-archive.server";
import { DatabaseLockedError, openDatabase } from "../../database/client.server";
import { LegacyDataError } from "../../database/legacy-pglite.server";
import { leads } from "../../database/schema";
import {
  type TableShape,
  allRows,
  asUpgraded,
  authSecret,
  hindiName,
  image,
  loadEarlierDump,
  makeEarlierDataDir,
  openEarlierDatabase,
  tableShape,
  sqlSession,
} from "./earlier-version";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-legacy-"));
/** Made once by the earlier version's code; each test converts a copy of its own. */
const template = path.join(root, "template");
let earlierRows: Record<string, string[]>;
/** The earlier version's tables and columns: the conversion adds what later migrations add. */
let earlierShape: TableShape;
const started: ChildProcess[] = [];

/** A copy of the earlier version's data directory, in a folder of its own (backups go beside it). */
function earlierCopy(name: string): string {
  const dataDir = path.join(root, name, "data");
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** What `work` prints with console.log, which the conversion's one line goes to. */
async function printedBy<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const printed = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    const result = await work();
    return { result, lines: printed.mock.calls.map((call) => call.map(String).join(" ")) };
  } finally {
    printed.mockRestore();
  }
}

async function rowsNow(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await allRows(sqlSession(database.db), earlierShape);
  } finally {
    await database.close();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Polls `condition` every 25 ms: what it waits for (an engine's start, a converter's) lasts seconds, and
 * a tighter loop of /proc reads takes the cores from the very processes it waits for.
 */
async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A server process opening `dataDir`, as `npm start` does. */
function startServer(dataDir: string): ChildProcess {
  const client = path.resolve(import.meta.dirname, "../../database/client.server.ts");
  const script = `const { openDatabase } = await import(${JSON.stringify(client)});
    await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "ignore" });
  started.push(child);
  return child;
}

/** Processes whose command line names `text`, from /proc. */
function processesNaming(text: string): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

beforeAll(async () => {
  await makeEarlierDataDir(template);
  const { client } = await openEarlierDatabase(template);
  try {
    earlierShape = await tableShape(client);
    earlierRows = await allRows(client);
  } finally {
    await client.close();
  }
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a data directory of the earlier version (PGlite)", () => {
  it("is converted on the first start: every row, image and the secret kept, a backup saved first, the old files removed", async () => {
    const dataDir = earlierCopy("converted");
    const { result: database, lines } = await printedBy(() => openDatabase({ dataDir }));
    try {
      expect(await allRows(sqlSession(database.db), earlierShape)).toEqual(asUpgraded(earlierRows));
      const [lead] = await database.db.select().from(leads).where(eq(leads.name, hindiName));
      expect(lead).toMatchObject({ city: "बेंगलुरु", source: { utm: { campaign: "दिवाली" } }, status: "contacted" });
      // The lead workspace's migration ran on the converted rows: a number in E.164, a first response.
      expect(lead).toMatchObject({ phoneE164: "+919845012345", firstResponseAt: expect.any(Date) });
      // The admin search's trigram index works on the converted rows.
      expect(await database.db.$count(leads, eq(leads.phoneDigits, "919845012345"))).toBe(1);
    } finally {
      await database.close();
    }
    expect(fs.readFileSync(path.join(dataDir, "uploads", "case-studies", "smile.webp"))).toEqual(image);
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(authSecret);
    expect(fs.readdirSync(path.join(dataDir, "outbox"))).toEqual(["1767225600000-lead.eml"]);
    for (const gone of ["pglite", "pglite.lock", "migrating"])
      expect(fs.existsSync(path.join(dataDir, gone))).toBe(false);

    // One line says so, with the converter's peak memory, and names no one.
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toContain("\n");
    expect(line).not.toContain(hindiName);
    const peakMb = Number(/peak memory was (\d+) MB/.exec(line)?.[1]);
    console.info(`legacy conversion: ${line}`);
    // The server (a few hundred MB) and its engine run beside it on a 1 GiB machine.
    expect(peakMb).toBeGreaterThan(0);
    expect(peakMb).toBeLessThan(300);

    // The backup is the earlier version's format, owner-only, and that version's restore reads it.
    const backups = path.join(root, "converted", "backups");
    const [archive] = fs.readdirSync(backups);
    expect(archive).toMatch(/^sparkline-.*-before-upgrade\.tar\.gz$/);
    expect(fs.statSync(path.join(backups, archive!)).mode & 0o777).toBe(0o600);
    const unpacked = path.join(root, "converted", "unpacked");
    fs.mkdirSync(unpacked);
    await extract({ file: path.join(backups, archive!), cwd: unpacked });
    expect(JSON.parse(fs.readFileSync(path.join(unpacked, "manifest.json"), "utf8"))).toMatchObject({
      format: "sparkline-backup",
      version: 1,
      migrations: 5,
      counts: { leads: 1, caseStudies: 1, articles: 1 },
      uploads: { files: 1 },
    });
    expect(fs.readFileSync(path.join(unpacked, "uploads", "case-studies", "smile.webp"))).toEqual(image);
    expect(fs.readFileSync(path.join(unpacked, "auth-secret"), "utf8")).toBe(authSecret);
    const earlier = await loadEarlierDump(path.join(unpacked, "pglite.tar"), path.join(root, "converted", "earlier"));
    try {
      expect(await allRows(earlier)).toEqual(earlierRows);
    } finally {
      await earlier.close();
    }

    // Converted once: the next start finds this version's database.
    const again = await printedBy(() => rowsNow(dataDir));
    expect(again.result).toEqual(asUpgraded(earlierRows));
    expect(again.lines).toEqual([]);
  });

  it("is left as it was when the backup cannot be saved, and converted on the next start", async () => {
    const dataDir = earlierCopy("unsaved");
    // A file where the backups folder would go.
    const backups = path.join(root, "unsaved", "backups");
    fs.writeFileSync(backups, "in the way");
    await expect(openDatabase({ dataDir })).rejects.toThrow(BackupError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/Could not save the earlier version's data/);
    expect(fs.readdirSync(path.join(dataDir, "pglite")).sort()).toEqual(
      fs.readdirSync(path.join(template, "pglite")).sort(),
    );
    expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);

    fs.rmSync(backups);
    expect(await rowsNow(dataDir)).toEqual(asUpgraded(earlierRows));
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("is converted again from the start after a crash left the work half done", async () => {
    const dataDir = earlierCopy("half-done");
    // What a crash while loading leaves: a cluster folder and a dump, both unfinished.
    fs.mkdirSync(path.join(dataDir, "migrating", "postgres"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "migrating", "postgres", "PG_VERSION"), "18\n");
    fs.writeFileSync(
      path.join(dataDir, "migrating", "database.jsonl"),
      '{"format":"sparkline-dump","version":1,"migrations":5}\n',
    );
    expect(await rowsNow(dataDir)).toEqual(asUpgraded(earlierRows));
    expect(fs.existsSync(path.join(dataDir, "migrating"))).toBe(false);
  });

  it("is converted again after its server was killed while loading, the engine it had started stopped", async () => {
    const dataDir = earlierCopy("killed-loading");
    const pidFile = path.join(dataDir, "migrating", "postgres", "postmaster.pid");
    const server = startServer(dataDir);
    // initdb's own processes write a negative pid: the engine's is positive.
    const enginePid = () => {
      try {
        return Number(/^(\d+)\n/.exec(fs.readFileSync(pidFile, "utf8"))?.[1] ?? 0);
      } catch {
        return 0;
      }
    };
    await waitFor(() => enginePid() > 0, "the new cluster's engine");
    const leftEngine = enginePid();
    server.kill("SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
    expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);

    expect(await rowsNow(dataDir)).toEqual(asUpgraded(earlierRows));
    expect(alive(leftEngine)).toBe(false);
  });

  it("does not leave its converter running when its server is killed", async () => {
    const dataDir = earlierCopy("killed-reading");
    const server = startServer(dataDir);
    // The converter is the process named after the old database's folder.
    const pgliteDir = path.join(dataDir, "pglite");
    await waitFor(() => processesNaming(pgliteDir).length > 0, "the converter");
    const [converter] = processesNaming(pgliteDir);
    server.kill("SIGKILL");
    await waitFor(() => !alive(converter!), "the converter to exit", 10_000);

    expect(await rowsNow(dataDir)).toEqual(asUpgraded(earlierRows));
  });

  it("finishes a conversion a crash interrupted after the switch, loading nothing twice", async () => {
    const dataDir = earlierCopy("switched");
    await rowsNow(dataDir);
    // The state between the switch and the removal of the old files.
    fs.cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
    fs.mkdirSync(path.join(dataDir, "migrating"));
    expect(await rowsNow(dataDir)).toEqual(asUpgraded(earlierRows));
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "migrating"))).toBe(false);
  });

  it("is refused while a server of the earlier version runs on it", async () => {
    const dataDir = earlierCopy("earlier-running");
    // The lock is per process (this one may take its own over), so the parent process plays the server.
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
    expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
    expect(fs.existsSync(path.join(root, "earlier-running", "backups"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  it("is not merged into a converted database that the earlier version then ran beside", async () => {
    const dataDir = earlierCopy("both");
    await rowsNow(dataDir);
    fs.cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
    await expect(openDatabase({ dataDir })).rejects.toThrow(LegacyDataError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/holds both the earlier version's database/);
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
  });
});
