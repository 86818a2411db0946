// npm run backup and npm run restore: the embedded database (a logical dump), the uploaded images, the
// generated auth secret and a copy of the erasure ledger in one .tar.gz (backup-archive.server.ts), and
// back. A backup is taken while the server runs, through its engine, or with the engine started for it
// when no server runs. PostgreSQL has its own tools (postgresAlternative).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  BackupError,
  type Manifest,
  type RecordCounts,
  defaultArchivePath,
  describeCounts,
  entries,
  fileTimestamp,
  readManifest,
  recordCounts,
  unpackArchive,
  unpackPgliteCopy,
  writeArchive,
} from "./backup-archive.server.ts";
import { type Database, DatabaseLockedError, lockDataDir, migrationsFolder, openDatabase } from "./client.server.ts";
import { clusterFromDump } from "./cluster-from-dump.server.ts";
import { ENGINE_PASSAGE, engineFiles, runningEngineOwner, withEngineSession } from "./embedded-postgres.server.ts";
import { hasLegacyData, legacyFiles, migrateLegacyData } from "./legacy-pglite.server.ts";
import { type DumpSummary, writeDump } from "./logical-dump.server.ts";
import { restrictToOwner } from "./private-files.server.ts";
import { articles, caseStudies, leads } from "./schema.ts";
import { now as clockNow } from "../app/lib/clock.ts";

export { BackupError, type Manifest, type RecordCounts, describeCounts };

/** The archives `npm run backup` names (…-before-upgrade too), not a half-written `.partial` or anyone else's file. */
const ARCHIVE_NAME = /^sparkline-\d{4}-\d{2}-\d{2}T\d{6}Z(-[a-z-]+)?\.tar\.gz$/;

/**
 * Deletes the archives in `dir` last written more than `keepDays` days ago and returns their names.
 * A deleted lead's details stay in the archives taken before; this is how they leave.
 */
export function removeOldArchives(dir: string, keepDays: number, now = clockNow().getTime()): string[] {
  const cutoff = now - keepDays * 24 * 60 * 60 * 1000;
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!ARCHIVE_NAME.test(name)) continue;
    const file = path.join(dir, name);
    if (fs.statSync(file).mtimeMs >= cutoff) continue;
    fs.rmSync(file);
    removed.push(name);
  }
  return removed;
}

/**
 * Saves a consistent snapshot of the database (one transaction's view), then the auth secret, the
 * erasure ledger's text that `erasureLedger` reads, and the images. With `bucket` the images live in S3
 * and only the database is saved. `online` tells whether a running server held the data directory (it
 * went on serving and writing meanwhile).
 */
export async function createBackup(options: {
  dataDir: string;
  outFile?: string;
  bucket?: string;
  /**
   * Read once the database's snapshot is taken: whoever the snapshot still holds but was erased
   * meanwhile is in this copy, and a restore of the archive erases them again.
   */
  erasureLedger?: () => Promise<Buffer>;
}): Promise<{ file: string; bytes: number; manifest: Manifest; online: boolean }> {
  const { dataDir, bucket } = options;
  const file = path.resolve(options.outFile ?? defaultArchivePath(dataDir));
  if (!fs.existsSync(path.join(engineFiles(dataDir).cluster, "PG_VERSION"))) {
    throw new BackupError(
      hasLegacyData(dataDir)
        ? `${dataDir} holds the earlier version's database, which the server converts when it first starts (saving a backup of it in ${path.dirname(defaultArchivePath(dataDir))} first): start it once, then back up.`
        : `No embedded database in ${dataDir}: nothing to back up (is DATA_DIR right?).`,
    );
  }
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose another --out.`);

  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // The dump is written whole before the archive, whose entries state their size first.
  const dumpFile = `${file}.dump.partial`;
  fs.rmSync(dumpFile, { force: true });
  try {
    const createdAt = clockNow().toISOString();
    const { summary, online } = await dumpDatabase(dataDir, dumpFile);
    const erasureLedger = await options.erasureLedger?.();
    let manifest: Manifest | undefined;
    const bytes = await writeArchive(file, { gzip: true }, async (archive) => {
      await archive.addFile(entries.dump, dumpFile);
      await archive.addFile(entries.authSecret, path.join(dataDir, entries.authSecret));
      if (erasureLedger) await archive.addBytes(entries.erasureLedger, erasureLedger);
      const uploads = bucket
        ? { bucket }
        : { files: await archive.addFolder(entries.uploads, path.join(dataDir, entries.uploads)) };
      manifest = {
        format: "sparkline-backup",
        version: 2,
        createdAt,
        migrations: summary.migrations,
        counts: recordCounts(summary.rows),
        uploads,
      };
      // Last, as the number of images is known only now; a restore reads it once all is unpacked.
      await archive.addBytes(entries.manifest, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    });
    return { file, bytes, manifest: manifest!, online };
  } finally {
    fs.rmSync(dumpFile, { force: true });
  }
}

/**
 * With a server running, through its engine: its requests go on meanwhile, and the dump is one snapshot.
 * Otherwise the engine is started for the dump, holding the data directory as a server would.
 */
async function dumpDatabase(dataDir: string, dumpFile: string): Promise<{ summary: DumpSummary; online: boolean }> {
  let releaseLock: () => void;
  try {
    releaseLock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    return { summary: await dumpRunningServer(dataDir, dumpFile), online: true };
  }
  try {
    return { summary: await withEngineSession(dataDir, (client) => writeDump(client, dumpFile)), online: false };
  } finally {
    releaseLock();
  }
}

/** Signs in to the running server's engine on its socket, as the server does. */
async function dumpRunningServer(dataDir: string, dumpFile: string): Promise<DumpSummary> {
  let client: pg.Client;
  try {
    client = new pg.Client(runningEngineOwner(dataDir));
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `A server is using ${dataDir}, and its database did not answer (${(error as Error).message}): try again once it runs.`,
    );
  }
  try {
    return await writeDump(client, dumpFile);
  } finally {
    await client.end();
  }
}

/**
 * Recreates DATA_DIR from an archive and migrates it to the current schema. Everything is built in a
 * directory beside it and renamed into place at the end, so a failure leaves DATA_DIR as it was.
 * Existing data is refused, or with `force` moved aside to `<dataDir>.before-restore-<time>`. A version-1
 * archive (the earlier version's, holding PGlite's files) is converted as the server converts that
 * version's data directory.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  force?: boolean;
  /**
   * Given the archive's erasure ledger (older archives have none) and the directory being built, which
   * holds the restored auth-secret by then. Called before the database is rebuilt: a ledger that cannot
   * be read stops the restore at once, with DATA_DIR as it was.
   */
  erasureLedger?: (text: string, builtDataDir: string) => Promise<void>;
}): Promise<{ manifest: Manifest; counts: RecordCounts; movedAside?: string }> {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) throw new BackupError(`No such file: ${archive}`);
  const hasData = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
  if (hasData && !options.force) {
    throw new BackupError(
      `${dataDir} already holds data. Restore into a new directory (set DATA_DIR), or add --force to move it aside to ${dataDir}.before-restore-<time>.`,
    );
  }

  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
  // The data directory is built beside DATA_DIR, under a name that says what it is if a crash leaves it.
  const built = fs.mkdtempSync(`${dataDir}.restoring-`);
  try {
    const unpacked = path.join(built, "restore-archive");
    fs.mkdirSync(unpacked);
    await unpackArchive(archive, unpacked);
    // The archive's entries carry the modes they had when saved.
    restrictToOwner(unpacked);
    const manifest = readManifest(archive, unpacked);
    for (const name of [entries.uploads, entries.authSecret]) {
      if (fs.existsSync(path.join(unpacked, name))) fs.renameSync(path.join(unpacked, name), path.join(built, name));
    }
    const erasureLedger = path.join(unpacked, entries.erasureLedger);
    if (options.erasureLedger && fs.existsSync(erasureLedger)) {
      await options.erasureLedger(fs.readFileSync(erasureLedger, "utf8"), built);
    }
    if (manifest.version === 1) {
      await unpackPgliteCopy(path.join(unpacked, entries.pgliteCopy), legacyFiles(built).pglite);
      await migrateLegacyData(built, { migrationsFolder, saveBackup: false });
    } else {
      await clusterFromDump(built, path.join(unpacked, entries.dump), { migrationsFolder, scratchDir: unpacked });
    }
    fs.rmSync(unpacked, { recursive: true });
    // Opening applies the migrations newer than the archive.
    const database = await openDatabase({ dataDir: built });
    let counts: RecordCounts;
    try {
      counts = await countRecords(database.db);
    } finally {
      await database.close();
    }
    // As the server leaves its data directory: the engine's account may pass through to its own folders.
    restrictToOwner(built, ENGINE_PASSAGE);

    let movedAside: string | undefined;
    if (hasData) {
      // Only a check that no server owns the directory: the lock file would move with it.
      lockDataDir(dataDir)();
      movedAside = `${dataDir}.before-restore-${fileTimestamp()}`;
      fs.renameSync(dataDir, movedAside);
    }
    fs.renameSync(built, dataDir);
    return { manifest, counts, movedAside };
  } finally {
    fs.rmSync(built, { recursive: true, force: true });
  }
}

/** The settings a backup or restore needs, passed in by the commands (the server's validated config). */
export interface BackupConfig {
  dataDir: string;
  DATABASE_URL?: string;
  DATABASE_OWNER_URL?: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
}

/**
 * The server's settings for a backup or restore command. With DATABASE_URL it only tells which tools
 * to use, and fails so no cron job believes a backup was made.
 */
export function backupSettings<Config extends BackupConfig>(config: Config): Config {
  if (config.DATABASE_URL) throw new BackupError(postgresAlternative(config));
  return config;
}

/** How to copy S3-hosted images, for the commands to print; the endpoint matters for R2, MinIO and the like. */
export function bucketCopyCommand(
  config: Pick<BackupConfig, "S3_BUCKET" | "S3_ENDPOINT">,
  direction: "backup" | "restore",
) {
  const endpoint = config.S3_ENDPOINT ? ` --endpoint-url ${config.S3_ENDPOINT}` : "";
  const [from, to] = [`s3://${config.S3_BUCKET}`, `./${config.S3_BUCKET}-copy`];
  return `aws s3 sync${endpoint} ${direction === "backup" ? `${from} ${to}` : `${to} ${from}`}`;
}

function postgresAlternative(config: BackupConfig): string {
  const uploads = path.join(config.dataDir, entries.uploads);
  const [copyImages, restoreImages] = config.S3_BUCKET
    ? [bucketCopyCommand(config, "backup"), bucketCopyCommand(config, "restore")]
    : [`cp -a ${uploads} ./uploads-copy`, `cp -a ./uploads-copy/. ${uploads}`];
  // The owner's: the server's own role may not read the migrations' records, nor recreate the tables.
  const owner = config.DATABASE_OWNER_URL ? "$DATABASE_OWNER_URL" : "$DATABASE_URL";
  return [
    "DATABASE_URL is set: these commands cover only the embedded database. Use PostgreSQL's tools, and copy the images:",
    `  backup:  pg_dump -Fc "${owner}" > db.dump && ${copyImages}`,
    `  restore: pg_restore --clean --if-exists -d "${owner}" db.dump && ${restoreImages}`,
  ].join("\n");
}

async function countRecords(db: Database): Promise<RecordCounts> {
  return {
    leads: await db.$count(leads),
    caseStudies: await db.$count(caseStudies),
    articles: await db.$count(articles),
  };
}
