import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { restrictToOwner } from "./private-files.server.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded PGlite database under `dataDir` is used. */
  url?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  max?: number;
}

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

const migrationsFolder = path.resolve(process.cwd(), "database/migrations");

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.max) : openPglite(options.dataDir);
}

async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  await migratePg(db as never, { migrationsFolder });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** The embedded database's files inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");
export const pgliteExtensions = { pg_trgm };

/** Takes DATA_DIR for this process (see acquireLock); call the result to let go. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return acquireLock(path.join(dataDir, "pglite.lock"));
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const releaseLock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir(dataDir), extensions: pgliteExtensions });
    // PGlite sets the modes of its files itself, past the umask (0666 for a new database's files, 0644 for
    // some it writes later): corrected once open and again once closed. Meanwhile its folder, created under
    // the umask, keeps other accounts out.
    restrictToOwner(pgliteDir(dataDir));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        restrictToOwner(pgliteDir(dataDir));
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is a single-process database: two processes writing one directory corrupt it.
 * The lock file names its owner by pid and by when that process started (see processStartTime), so a
 * lock left by a process that no longer runs is taken over, even when its pid has since been given to
 * another program, while a live server's lock never is. A lock of an earlier version (the pid alone)
 * is judged by the pid alone.
 */
function acquireLock(lockPath: string): () => void {
  const owner: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };
  // Written whole under another name, then linked into place: no one ever reads a half-written lock.
  const draft = `${lockPath}.${process.pid}`;
  fs.writeFileSync(draft, JSON.stringify(owner));
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        fs.linkSync(draft, lockPath);
        return () => fs.rmSync(lockPath, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const holder = readLockOwner(lockPath);
        if (holder && holder.pid !== process.pid && isAlive(holder)) {
          throw new DatabaseLockedError(
            `The data directory ${path.dirname(lockPath)} is in use by another server process (pid ${holder.pid}). ` +
              "Stop it first, or set DATA_DIR to another directory.",
          );
        }
        fs.rmSync(lockPath, { force: true });
      }
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  throw new DatabaseLockedError(`Could not lock ${lockPath}`);
}

interface LockOwner {
  pid: number;
  /** Undefined where the system does not tell (no /proc), and in an earlier version's lock. */
  started?: string;
}

function readLockOwner(lockPath: string): LockOwner | undefined {
  const text = fs.readFileSync(lockPath, "utf8").trim();
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The lock's owner still runs: its pid is in use and, where both are known, by a process started when it did. */
function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = processStartTime(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat): with the pid, it
 * names one process, as a pid alone does not once the kernel reuses it. Undefined without /proc.
 */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}
