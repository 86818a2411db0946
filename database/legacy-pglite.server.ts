// The earlier version kept its database in DATA_DIR/pglite (PGlite: PostgreSQL compiled to WebAssembly,
// run inside the server). Its data directories are converted once, on the first start of this version:
// a backup of the earlier version's files first, then their rows copied into this version's cluster, then
// the old files removed. PGlite is loaded only for this, in a child process (legacy-pglite-export.ts).
//
// A crash at any step leaves a state the next start finishes or starts over from:
// - DATA_DIR/migrating holds the work: the copy of the old files, the dump, the new cluster being built.
//   Without DATA_DIR/postgres it is thrown away and the conversion starts again from DATA_DIR/pglite,
//   which is untouched until then.
// - Renaming the built cluster to DATA_DIR/postgres is the switch. With DATA_DIR/postgres and
//   DATA_DIR/migrating both present, only the old files and the work are left to remove.
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  BackupError,
  type Manifest,
  defaultArchivePath,
  describeCounts,
  entries,
  recordCounts,
  syncToDisk,
  writeArchive,
} from "./backup-archive.server.ts";
import { clusterFromDump } from "./cluster-from-dump.server.ts";
import { engineFiles, startEngine } from "./embedded-postgres.server.ts";
import type { ExportReport } from "./legacy-pglite-export.ts";
import { now } from "../app/lib/clock.ts";

/** The earlier version's data cannot be converted; the message is one line naming what to do. */
export class LegacyDataError extends Error {
  override name = "LegacyDataError";
}

export const legacyFiles = (dataDir: string) => ({
  pglite: path.join(dataDir, "pglite"),
  work: path.join(dataDir, "migrating"),
});

/** DATA_DIR holds the earlier version's database, not yet converted. */
export function hasLegacyData(dataDir: string): boolean {
  return fs.existsSync(path.join(legacyFiles(dataDir).pglite, "PG_VERSION"));
}

/**
 * Measured with PGlite 0.5 and Node 24 (tests/integration/legacy-data.test.ts prints the figure): WebAssembly
 * compiled by the baseline compiler only, as V8's optimizing compiler, recompiling PGlite's hot functions
 * in the background, more than doubles the peak (opening a database: 640 MB without, 260 MB with); a young
 * generation of 2 MB, as the rows read are garbage at once (a site with 20,000 leads and 300 long articles:
 * 280 MB without, 210 MB with). The conversion runs once, so neither costs anything that matters.
 */
const CHILD_FLAGS = ["--liftoff-only", "--max-semi-space-size=2"];

export interface LegacyConversion {
  /** The backup of the earlier version's files, unless none was asked for. */
  archive?: string;
  counts: Manifest["counts"];
  /** The child process's peak resident memory, in bytes. */
  peakMemory: number;
}

/**
 * Converts the earlier version's data in `dataDir`, if there is any, and finishes a conversion a crash
 * interrupted. The caller holds the data directory's lock (or owns it outright, as a restore does).
 * With `saveBackup` the earlier version's files are first saved as a version-1 archive in `backups/`
 * beside DATA_DIR, which the earlier version can restore.
 */
export async function migrateLegacyData(
  dataDir: string,
  options: { migrationsFolder: string; saveBackup: boolean },
): Promise<LegacyConversion | undefined> {
  const { pglite, work } = legacyFiles(dataDir);
  const cluster = engineFiles(dataDir).cluster;
  const converted = () => fs.existsSync(path.join(cluster, "PG_VERSION"));
  if (fs.existsSync(work)) {
    await stopEngineLeftIn(work);
    if (converted()) {
      removeOldFiles(dataDir);
      return undefined;
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (!hasLegacyData(dataDir)) return undefined;
  if (converted()) {
    throw new LegacyDataError(
      `${dataDir} holds both the earlier version's database (pglite) and this version's (postgres): the earlier version ran here after the upgrade. Keep one and move the other out of DATA_DIR; they are not merged.`,
    );
  }

  fs.mkdirSync(work, { mode: 0o700 });
  const archive = options.saveBackup ? defaultArchivePath(dataDir, "before-upgrade") : undefined;
  // The old files as they are, before anything opens them.
  const pgliteCopy = path.join(work, entries.pgliteCopy);
  if (archive) {
    await savingTo(archive, () => writeArchive(pgliteCopy, { gzip: false }, (tar) => tar.addFolder("", pglite)));
  }
  const dumpFile = path.join(work, entries.dump);
  const report = await exportInChild(pglite, dumpFile);
  const counts = recordCounts(report.rows);
  if (archive) {
    const database = { migrations: report.migrations, counts };
    await savingTo(archive, () => writeEarlierArchive(archive, dataDir, pgliteCopy, database));
  }

  // The work folder is the new cluster's data directory until the switch.
  await clusterFromDump(work, dumpFile, { migrationsFolder: options.migrationsFolder, scratchDir: work });
  const builtFiles = engineFiles(work);
  // The password the cluster was made with goes first: until the cluster follows, it is unused.
  fs.renameSync(builtFiles.secret, engineFiles(dataDir).secret);
  fs.renameSync(builtFiles.cluster, cluster);
  // The renames reach the disk before the old files are removed.
  syncToDisk(dataDir);
  removeOldFiles(dataDir);
  return { archive, counts, peakMemory: report.peakMemory };
}

/** One line for the server's output: what happened, where the old data is saved, and the memory it took. */
export function describeConversion(dataDir: string, conversion: LegacyConversion): string {
  const saved = conversion.archive ? `; the earlier files are saved in ${conversion.archive}` : "";
  return `Converted the earlier version's database in ${dataDir} (${describeCounts(conversion.counts)})${saved}; the converter's peak memory was ${Math.round(conversion.peakMemory / 1024 / 1024)} MB.`;
}

/** The earlier version's archive format (1): its restore reads this one. */
async function writeEarlierArchive(
  file: string,
  dataDir: string,
  pgliteCopy: string,
  database: Pick<Manifest, "migrations" | "counts">,
): Promise<number> {
  return writeArchive(file, { gzip: true }, async (archive) => {
    await archive.addFile(entries.pgliteCopy, pgliteCopy);
    await archive.addFile(entries.authSecret, path.join(dataDir, entries.authSecret));
    const files = await archive.addFolder(entries.uploads, path.join(dataDir, entries.uploads));
    const manifest: Manifest = {
      format: "sparkline-backup",
      version: 1,
      createdAt: now().toISOString(),
      ...database,
      uploads: { files },
    };
    await archive.addBytes(entries.manifest, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  });
}

/** Not being able to save the backup (space, permissions) is the operator's to fix, and nothing has changed yet. */
async function savingTo(archive: string, save: () => Promise<unknown>): Promise<void> {
  try {
    await save();
  } catch (error) {
    throw new BackupError(
      `Could not save the earlier version's data to ${archive} before converting it (nothing was changed): ${(error as Error).message}`,
    );
  }
}

/**
 * Runs legacy-pglite-export.ts. Its path is taken from the working directory, as the migrations' is: the
 * server runs from the project folder, built or not.
 */
async function exportInChild(pgliteDir: string, dumpFile: string): Promise<ExportReport> {
  const script = path.resolve(process.cwd(), "database/legacy-pglite-export.ts");
  const child = fork(script, [pgliteDir, dumpFile], {
    execArgv: CHILD_FLAGS,
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let said = "";
  child.stderr!.setEncoding("utf8").on("data", (text: string) => (said = (said + text).slice(-2000)));
  let report: ExportReport | undefined;
  child.on("message", (message) => (report = message as ExportReport));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0 || !report) {
    const reason = said.trim().split("\n").at(-1) || `it exited with ${code}`;
    throw new LegacyDataError(`Could not read the earlier version's database in ${pgliteDir}: ${reason}`);
  }
  return report;
}

/**
 * A server killed while building the cluster leaves its engine running on it: it is stopped (starting the
 * engine on a cluster stops whatever runs on it first) before the work is thrown away, or it would run on,
 * unseen, on deleted files. A cluster too broken to start has no engine left to stop.
 */
async function stopEngineLeftIn(work: string): Promise<void> {
  if (!fs.existsSync(path.join(engineFiles(work).cluster, "postmaster.pid"))) return;
  try {
    await (await startEngine(work)).stop();
  } catch {
    // Thrown away next, whatever state it is in.
  }
}

/** After the switch: the earlier version's files and the work. The lock file goes with the lock. */
function removeOldFiles(dataDir: string): void {
  const { pglite, work } = legacyFiles(dataDir);
  fs.rmSync(pglite, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}
