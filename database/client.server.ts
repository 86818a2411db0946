import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type EngineEvents, startEngine } from "./embedded-postgres.server.ts";
import { describeConversion, legacyFiles, migrateLegacyData } from "./legacy-pglite.server.ts";
import { type ListenOptions, type Listener, listen } from "./notifications.server.ts";
import {
  EMBEDDED_APP_ROLE,
  embeddedAppPassword,
  ensureEmbeddedAppRole,
  grantAppRole,
  privilegedRoleWarning,
} from "./roles.server.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** The engine the server starts under DATA_DIR, or a PostgreSQL server named by DATABASE_URL. */
  kind: "embedded" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Hears other instances' NOTIFY on `channels`, over one connection of its own (ADR 032). */
  listen(options: Omit<ListenOptions, "config">): Listener;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL the server signs in with; when absent the embedded engine under `dataDir` is started. */
  url?: string;
  /** With `url`: the owner of the schema, which runs the migrations and grants `url`'s role its rights (ADR 031). */
  ownerUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  max?: number;
  /** Told when the embedded engine stops while the server runs, and when it is back. */
  engineEvents?: EngineEvents;
  /** Where the line saying the earlier version's data was converted goes: the server's log, or the console. */
  announce?: (line: string) => void;
  /** Where the line saying `url` signs in with a privileged role goes: the server's log, or the console. */
  warn?: (line: string) => void;
  /** The migrations to apply: this release's, unless a test makes the database an earlier release left. */
  migrations?: string;
}

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

export const migrationsFolder = path.resolve(process.cwd(), "database/migrations");

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const app = { connectionString: options.url, max: options.max ?? 10 };
    const owner = options.ownerUrl ? { connectionString: options.ownerUrl } : undefined;
    const handle = await connect("postgres", options.migrations ?? migrationsFolder, app, owner);
    const warning = await privilegedRoleWarning(handle.pool);
    if (warning) (options.warn ?? console.warn)(warning);
    return handle;
  }
  const releaseLock = lockDataDir(options.dataDir);
  try {
    // The earlier version's database (PGlite) is converted on the first start, after a backup of it.
    const conversion = await migrateLegacyData(options.dataDir, {
      migrationsFolder: options.migrations ?? migrationsFolder,
      saveBackup: true,
    });
    if (conversion) (options.announce ?? console.log)(describeConversion(options.dataDir, conversion));
    const engine = await startEngine(options.dataDir, options.engineEvents);
    try {
      const owner = engine.connection;
      const password = embeddedAppPassword(owner.password);
      // Small: the engine allows 20 sessions, and two cores keep no more than a few queries busy.
      const app = { ...owner, user: EMBEDDED_APP_ROLE, password, max: options.max ?? 5 };
      const handle = await connect("embedded", options.migrations ?? migrationsFolder, app, owner, (client) =>
        ensureEmbeddedAppRole(client, password),
      );
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await engine.stop();
          releaseLock();
        },
      };
    } catch (error) {
      await engine.stop();
      throw error;
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Migrates the schema and opens the server's pool. With `owner`, the owner migrates and grants the
 * pool's role its rights (`prepare` first makes that role, in the embedded cluster); without, the
 * pool's own role migrates, as one role does everything.
 */
async function connect(
  kind: DatabaseHandle["kind"],
  migrations: string,
  app: pg.PoolConfig,
  owner?: pg.ClientConfig,
  prepare?: (owner: pg.Client) => Promise<void>,
): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionTimeoutMillis: 5_000, ...app });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema }) as unknown as Database;
  try {
    if (owner) await asOwner(owner, migrations, pool, prepare);
    else await migrate(db as never, { migrationsFolder: migrations });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    pool,
    kind,
    ping: async () => {
      await pool.query("select 1");
    },
    listen: (options) => {
      const { max: _max, ...config } = app;
      return listen({ ...options, config });
    },
    close: () => pool.end(),
  };
}

async function asOwner(
  config: pg.ClientConfig,
  migrations: string,
  app: pg.Pool,
  prepare?: (owner: pg.Client) => Promise<void>,
) {
  const owner = new pg.Client({ connectionTimeoutMillis: 5_000, ...config });
  await owner.connect();
  try {
    await prepare?.(owner);
    await migrate(drizzle(owner), { migrationsFolder: migrations });
    const { rows } = await app.query<{ name: string }>("select current_user as name");
    const appRole = rows[0]!.name;
    // Named twice, one role does everything: its rights are left as they are, and the warning says so.
    if (appRole !== (await owner.query<{ name: string }>("select current_user as name")).rows[0]!.name) {
      await grantAppRole(owner, appRole);
    }
  } finally {
    await owner.end();
  }
}

/** Takes DATA_DIR for this process (see acquireLock); call the result to let go. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = acquireLock(path.join(dataDir, "server.lock"));
  // A server of the earlier version locks its database with pglite.lock: while that database is here, a
  // live one is respected too.
  if (!fs.existsSync(legacyFiles(dataDir).pglite)) return release;
  try {
    const releaseLegacy = acquireLock(path.join(dataDir, "pglite.lock"));
    return () => {
      releaseLegacy();
      release();
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * One server owns a data directory: two engines on one cluster corrupt it, and two servers would each
 * believe they alone count and sweep. The lock file names its owner by pid and by when that process started (see processStartTime), so a
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
