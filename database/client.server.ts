import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { type EngineEvents, startEngine } from "./embedded-postgres.server.ts";
import { describeConversion, legacyFiles, migrateLegacyData } from "./legacy-pglite.server.ts";
import { type Channel, type ListenOptions, type Listener, listen } from "./notifications.server.ts";
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
  /** Tells every instance listening on `channel` (this one too), once what it was told is committed. */
  notify(channel: Channel, payload?: string): Promise<void>;
  /**
   * Runs `work` while no other instance starting on this database runs its own start-up work: the
   * migrations take the same lock, so instances started together migrate and seed one at a time.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The pool's connections running a query now, and the queries waiting for one. */
  poolUse(): { inUse: number; waiting: number };
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
  /** With `url`: how long to keep trying a server that does not answer yet (it may be starting too); 60 s unless given. */
  waitMs?: number;
}

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

/** The PostgreSQL server named by DATABASE_URL did not answer in time, or refused the sign-in. */
export class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

/** A migration of this release failed: its name and PostgreSQL's SQLSTATE, none of it applied. */
export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * The advisory lock the start-up work is done under (migrations, the demo content, the admin from
 * the settings): PostgreSQL lets one session hold it and queues the others, so instances started
 * together on one database wait for each other instead of creating the same type or row twice.
 * Any number: it only has to be the same in every instance, and used for nothing else.
 */
const STARTUP_LOCK = 3_706_117_401;

async function holdingStartupLock<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
  try {
    return await work();
  } finally {
    // A session that ends lets go of its locks too: a lost connection cannot leave it held.
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
  }
}

/** Applies this release's migrations on `client`'s session (the caller holds the start-up lock). */
async function migrateOn(client: pg.Client | pg.PoolClient, migrationsFolder: string) {
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } catch (error) {
    throw describeMigrationFailure(error, migrationsFolder);
  }
}

/**
 * A failed migration as one line: which migration (the one holding the failed statement), the
 * SQLSTATE and PostgreSQL's message. They run in one transaction, so none of them was applied.
 */
function describeMigrationFailure(error: unknown, migrationsFolder: string): unknown {
  const failed = error as { query?: string; cause?: { code?: string; message?: string } };
  if (typeof failed.query !== "string" || !failed.cause?.code) return error;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const index = readMigrationFiles({ migrationsFolder }).findIndex((migration) =>
    migration.sql.some((statement) => statement.trim() === failed.query!.trim()),
  );
  const name = journal.entries[index]?.tag ?? "(the migration table)";
  return new MigrationError(
    `The database migration ${name} failed with SQLSTATE ${failed.cause.code}: ${failed.cause.message}. ` +
      "None of this release's migrations were applied.",
  );
}

export const migrationsFolder = path.resolve(process.cwd(), "database/migrations");

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const app = { connectionString: options.url, max: options.max ?? 10 };
    const owner = options.ownerUrl ? { connectionString: options.ownerUrl } : undefined;
    await waitForServer(options.url, options.waitMs ?? 60_000, options.warn ?? console.warn);
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

/** Connection failures that mean the server is not there yet (down, restarting, starting up): worth another try. */
const NOT_ANSWERING = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P03",
]);

/**
 * Resolves once the server at `url` accepts a session. While it does not answer, one line per try
 * through `say`, waiting longer each time, for `waitMs` at most; then, or at once when it answers
 * with a refusal (a wrong password, no such database), one line naming the server, never the password.
 */
async function waitForServer(url: string, waitMs: number, say: (line: string) => void): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  const where = `${hostname}:${port || 5432}${pathname}`;
  const deadline = performance.now() + waitMs;
  for (let pause = 1_000; ; pause = Math.min(pause * 2, 10_000)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      const { code, message } = error as { code?: string; message: string };
      // pg's own timeout has no code: the server did not answer within connectionTimeoutMillis.
      const reason = code ?? (/timeout/i.test(message) ? "ETIMEDOUT" : undefined);
      if (!reason || !NOT_ANSWERING.has(reason)) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${where} refused the connection: ${message}${code ? ` (${code})` : ""}. Check DATABASE_URL.`,
        );
      }
      const left = deadline - performance.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${where} did not answer within ${Math.round(waitMs / 1000)} s (${reason}): start it, or correct DATABASE_URL.`,
        );
      }
      const wait = Math.min(pause, left);
      say(`PostgreSQL at ${where} is not answering (${reason}); trying again in ${Math.ceil(wait / 1000)} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
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
    else await onOneConnection(pool, (client) => holdingStartupLock(client, () => migrateOn(client, migrations)));
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
    notify: async (channel, payload = "") => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    exclusively: (work) => onOneConnection(pool, (client) => holdingStartupLock(client, work)),
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Runs `work` on one of the pool's connections: a session lock is held by one connection. */
async function onOneConnection<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
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
    // The grant too: two sessions granting on one table at once fail ("tuple concurrently updated").
    await holdingStartupLock(owner, async () => {
      await migrateOn(owner, migrations);
      const { rows } = await app.query<{ name: string }>("select current_user as name");
      const appRole = rows[0]!.name;
      // Named twice, one role does everything: its rights are left as they are, and the warning says so.
      if (appRole !== (await owner.query<{ name: string }>("select current_user as name")).rows[0]!.name) {
        await grantAppRole(owner, appRole);
      }
    });
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
