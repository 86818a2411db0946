// The embedded engine (ADR 017) is durable (an acknowledged lead is on disk), closed (no TCP port, no
// file outside DATA_DIR, nothing another account can read) and self-healing (a killed server or engine
// comes back with every acknowledged lead). These tests run the real engine and kill it the hard way.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../database/client.server";
import { EngineUnavailableError, engineFiles } from "../../database/embedded-postgres.server";
import { leads } from "../../database/schema";
import { listLeads } from "~/features/lead-workspace/lead-list.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { inquiryRequest } from "./inquiries";
import {
  endScratch,
  enginesOn,
  holdDatabase,
  killEngines,
  killHolder,
  parentOf,
  postmasterPid,
  tempDataDir,
  unrelatedProcess,
} from "./engine-processes";

const root = path.resolve(import.meta.dirname, "../..");
const client = path.join(root, "database/client.server.ts");
const schema = path.join(root, "database/schema.ts");

afterEach(endScratch);

const lead = (name: string) => ({ name, phone: "+91 98765 43210", city: "Pune", service: "SEO" });

async function leadNames(database: DatabaseHandle): Promise<Set<string>> {
  return new Set((await database.db.select({ name: leads.name }).from(leads)).map((row) => row.name));
}

/** The rows of a query of the test's own; the handle's type does not name the driver, which is node-postgres. */
async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as pg.QueryResult<Row & pg.QueryResultRow>).rows;
}

async function setting(database: DatabaseHandle, name: string): Promise<string> {
  const [row] = await rowsOf<{ value: string }>(database, sql`select current_setting(${name}) as value`);
  return row!.value;
}

/** Sends a lead through the site's inquiry action, as the server does for a browser without JavaScript. */
async function acknowledgedInquiry(database: DatabaseHandle, name: string): Promise<number> {
  const context = provideCapabilities(new RouterContextProvider(), {
    database,
    mailer: { kind: "outbox" as const, carrier: null, forgetCopiesTo: async () => 0, send: async () => {} },
    rateLimiter: databaseRateLimiter(database.db),
    settings: { uploadMaxBytes: 1024, inquiriesPerWindow: 100, leadAlertsTo: undefined, acknowledgements: false },
  });
  context.set(clientAddressContext, "10.1.0.1");
  const response = await handleInquiry(inquiryRequest(lead(name)), context);
  return response instanceof Response ? response.status : (response.init?.status ?? 200);
}

/**
 * How often the sessions of clients have synced the write-ahead log to disk (PostgreSQL 18's
 * pg_stat_io). The session's pending counts are flushed first: with a pool of one, the session that
 * stored the leads is the one asking.
 */
async function walSyncsByClients(database: DatabaseHandle): Promise<number> {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = await rowsOf<{ fsyncs: number }>(
    database,
    sql`select coalesce(sum(fsyncs), 0)::int as fsyncs from pg_stat_io where object = 'wal' and backend_type = 'client backend'`,
  );
  return row!.fsyncs;
}

describe("the embedded engine is durable", () => {
  it("acknowledges a lead only after its commit is synced to disk", async () => {
    const dataDir = tempDataDir("agency-engine-durable-");
    const database = await openDatabase({ dataDir, max: 1 });
    try {
      expect(await setting(database, "fsync")).toBe("on");
      expect(await setting(database, "synchronous_commit")).toBe("on");
      expect(await setting(database, "full_page_writes")).toBe("on");
      // The methods that write, then sync with a call of their own, which is what the counter counts.
      expect(["fdatasync", "fsync", "fsync_writethrough"]).toContain(await setting(database, "wal_sync_method"));

      const before = await walSyncsByClients(database);
      const sent = 5;
      for (let n = 0; n < sent; n++) expect(await acknowledgedInquiry(database, `Durable ${n}`)).toBe(303);
      // Each acknowledged lead waited for its own sync: one after another, no commit shares one.
      const after = await walSyncsByClients(database);
      console.log(`WAL syncs by client backends: ${before} before, ${after} after ${sent} acknowledged leads`);
      expect(after - before).toBeGreaterThanOrEqual(sent);
    } finally {
      await database.close();
    }
  });
});

/** Inodes of the sockets the processes `pids` hold open. */
function socketsOf(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (inode) inodes.add(inode);
      } catch {
        // Closed while listed.
      }
    }
  }
  return inodes;
}

/** Inodes of the TCP sockets listening on this machine, IPv4 and IPv6. */
function tcpListeners(): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // Column st: 0A is LISTEN. Column 10 is the inode.
      if (fields[3] === "0A") inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** Inodes of the listening Unix sockets whose file is named `name`. */
function unixListeners(name: string): Set<string> {
  const inodes = new Set<string>();
  for (const line of fs.readFileSync("/proc/net/unix", "utf8").trim().split("\n").slice(1)) {
    const [, , , flags, , , inode, file] = line.trim().split(/\s+/);
    // Flags 00010000: accepting connections.
    if (flags === "00010000" && file && path.basename(file) === name) inodes.add(inode!);
  }
  return inodes;
}

describe("the embedded engine is closed", () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-engine-closed-"));
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("listens on no TCP port, only on a socket in a private folder under DATA_DIR", async () => {
    const engine = enginesOn(dataDir);
    expect(engine).toContain(postmasterPid(dataDir));
    const held = socketsOf(engine);
    // The way of looking sees the engine's listening socket: it would see a TCP one too.
    expect([...unixListeners(".s.PGSQL.5432")].filter((inode) => held.has(inode))).toHaveLength(1);
    expect([...tcpListeners()].filter((inode) => held.has(inode))).toEqual([]);
    expect(await setting(database, "listen_addresses")).toBe("");
    // A session of the pool came in through the socket, not over the network.
    expect(await rowsOf(database, sql`select inet_server_addr() as address`)).toEqual([{ address: null }]);

    const { socketDir } = engineFiles(dataDir);
    expect(path.dirname(socketDir)).toBe(dataDir);
    expect(fs.statSync(socketDir).mode & 0o777).toBe(0o700);
    const socketFile = path.join(socketDir, ".s.PGSQL.5432");
    expect(fs.statSync(socketFile).isSocket()).toBe(true);
    expect(Buffer.byteLength(socketFile)).toBeLessThanOrEqual(107);
  });

  it("keeps its password readable by its owner only", () => {
    expect(fs.statSync(engineFiles(dataDir).secret).mode & 0o777).toBe(0o600);
  });

  it("stores UTF-8 with PostgreSQL's own C.UTF-8 locale, so case-insensitive search works beyond ASCII", async () => {
    const locale = await rowsOf(
      database,
      sql`select pg_encoding_to_char(encoding) as encoding, datlocprovider as provider, datlocale as locale
          from pg_database where datname = current_database()`,
    );
    expect(locale).toEqual([{ encoding: "UTF8", provider: "b", locale: "C.UTF-8" }]);
    const cases = await rowsOf(database, sql`select lower('ÉLODIE ΣΟΦΊΑ АННА') as lower, length('प्रिया') as letters`);
    expect(cases).toEqual([{ lower: "élodie σοφία анна", letters: 6 }]);

    await database.db.insert(leads).values([lead("प्रिया शर्मा"), lead("ÉLODIE Dubois"), lead("Анна Петрова")]);
    const found = async (q: string) => (await listLeads(database.db, { q, page: 1 })).leads.map((row) => row.name);
    expect(await found("प्रिया")).toEqual(["प्रिया शर्मा"]);
    expect(await found("élodie")).toEqual(["ÉLODIE Dubois"]);
    expect(await found("АННА")).toEqual(["Анна Петрова"]);
  });

  it("sits beside another embedded engine and the PostgreSQL server on port 5432", async () => {
    const otherDir = tempDataDir("agency-engine-beside-");
    const other = await openDatabase({ dataDir: otherDir });
    try {
      await other.db.insert(leads).values(lead("Only In The Other"));
      expect(await leadNames(other)).toEqual(new Set(["Only In The Other"]));
      expect(await leadNames(database)).not.toContain("Only In The Other");
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (adminUrl) {
        const server = new pg.Client({ connectionString: adminUrl });
        await server.connect();
        const { rows } = await server.query<{ port: number }>("select inet_server_port() as port");
        await server.end();
        expect(rows[0]!.port).toBe(Number(new URL(adminUrl).port || 5432));
      }
    } finally {
      await other.close();
    }
  });

  it("refuses a DATA_DIR too long for its socket in one line that names the way out", async () => {
    const dataDir = path.join(tempDataDir("agency-engine-long-"), "d".repeat(100));
    const refusal = await openDatabase({ dataDir }).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(EngineUnavailableError);
    expect((refusal as Error).message).toContain("set DATA_DIR to a shorter path");
    expect((refusal as Error).message).not.toContain("\n");
  });
});

/**
 * Arguments to `unshare` that give a command a /tmp of its own, empty, that nothing else writes to;
 * undefined where the system allows no such thing (no root and no user namespaces).
 */
function privateTmp(): string[] | undefined {
  const flags = process.getuid?.() === 0 ? ["--mount"] : ["--user", "--map-current-user", "--mount"];
  const probe = spawnSync("unshare", [...flags, "sh", "-c", "mount -t tmpfs tmpfs /tmp"], { stdio: "ignore" });
  return probe.status === 0 ? flags : undefined;
}

describe("the embedded engine writes nothing outside DATA_DIR", () => {
  const flags = privateTmp();

  it.skipIf(!flags)("puts no file in /tmp while it is created, started, used and stopped", () => {
    // Outside /tmp, which the engine's process sees as a folder of its own (in the project's ignored folder).
    const parent = path.join(root, "test-results");
    fs.mkdirSync(parent, { recursive: true });
    const dataDir = fs.mkdtempSync(path.join(parent, "engine-no-tmp-"));
    try {
      const script = `const fs = await import("node:fs");
        const os = await import("node:os");
        const { openDatabase } = await import(${JSON.stringify(client)});
        const { leads } = await import(${JSON.stringify(schema)});
        const listing = () => [...new Set([...fs.readdirSync("/tmp"), ...fs.readdirSync(os.tmpdir())])];
        const before = listing();
        // Seen while it runs too: the engine removes its socket files as it stops.
        const seen = new Set();
        for (const name of ["First Start", "Second Start"]) {
          const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
          await database.db.insert(leads).values({ name, phone: "+91 98765 43210", city: "Pune", service: "SEO" });
          for (const entry of listing()) seen.add(entry);
          await database.close();
        }
        for (const entry of listing()) seen.add(entry);
        console.log(JSON.stringify({ before, after: [...seen] }));`;
      const { TMPDIR: _tmpdir, ...env } = process.env;
      const run = spawnSync(
        "unshare",
        [
          ...flags!,
          "sh",
          "-c",
          // The checkout itself may be under /tmp (a CI clone): the shell stands in it before the new
          // /tmp hides it, and binds it back at its own path from there (-c: the kernel, not mount,
          // follows /proc/self/cwd, to the folder the shell stands in).
          'cd "$2" && mount -t tmpfs tmpfs /tmp && mkdir -p "$2" && mount -c --bind /proc/self/cwd "$2" && exec "$0" --input-type=module -e "$1"',
          process.execPath,
          script,
          root,
        ],
        { encoding: "utf8", env, cwd: root },
      );
      expect(run.status, run.stderr).toBe(0);
      const { before, after } = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
        before: string[];
        after: string[];
      };
      expect(after).toEqual(before);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the embedded engine heals", () => {
  it("stops by itself when its server is killed with kill -9, keeping every acknowledged lead", async () => {
    const dataDir = tempDataDir("agency-engine-orphan-");
    const holder = await holdDatabase(dataDir, { writeLeads: "Orphaned" });
    await expect.poll(() => holder.acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(30);
    expect(enginesOn(dataDir)).not.toEqual([]);
    await killHolder(holder);
    await expect.poll(() => enginesOn(dataDir), { timeout: 5_000 }).toEqual([]);
    const database = await openDatabase({ dataDir });
    try {
      const stored = await leadNames(database);
      expect(holder.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  // Hiding setpriv takes a mount namespace, which takes root.
  it.skipIf(process.getuid?.() !== 0)(
    "starts within 5 s after its server was killed with kill -9, with every acknowledged lead, and the orphaned engine stopped",
    async () => {
      const dataDir = tempDataDir("agency-engine-kill9-");
      // Without setpriv (macOS) the engine outlives its server, and the next start must stop it.
      const holder = await holdDatabase(dataDir, { writeLeads: "Killed", withoutSetpriv: true });
      await expect.poll(() => holder.acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(30);
      await killHolder(holder);
      const orphan = postmasterPid(dataDir)!;
      expect(enginesOn(dataDir)).toContain(orphan);

      const begun = Date.now();
      const database = await openDatabase({ dataDir });
      const took = Date.now() - begun;
      try {
        console.log(`start after kill -9 of the server: ${took} ms (${holder.acknowledged.length} leads acknowledged)`);
        expect(took).toBeLessThan(5_000);
        const stored = await leadNames(database);
        expect(holder.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
        // Only the new engine runs on the cluster: its postmaster and the processes it forked.
        const postmaster = postmasterPid(dataDir)!;
        expect(postmaster).not.toBe(orphan);
        for (const pid of enginesOn(dataDir)) expect([pid, parentOf(pid)]).toContain(postmaster);
      } finally {
        await database.close();
      }
      expect(enginesOn(dataDir)).toEqual([]);
    },
  );

  // Hiding setpriv takes a mount namespace, which takes root.
  it.skipIf(process.getuid?.() !== 0)(
    "starts when postmaster.pid names a live process that is not an engine",
    async () => {
      const dataDir = tempDataDir("agency-engine-stale-pid-");
      // Without setpriv, so that the engine is still running when it is killed below.
      const holder = await holdDatabase(dataDir, { writeLeads: "Stale", withoutSetpriv: true });
      await expect.poll(() => holder.acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(3);
      // Server and engine die together (a power cut, an OOM kill of the whole group); after a reboot the
      // engine's pid belongs to another program of the engine's account (PostgreSQL itself passes over
      // one it may not signal).
      await killHolder(holder);
      await killEngines(dataDir);
      const { cluster, socketDir } = engineFiles(dataDir);
      const { uid, gid } = fs.statSync(cluster);
      const unrelated = unrelatedProcess({ uid, gid });
      for (const lockFile of [path.join(cluster, "postmaster.pid"), path.join(socketDir, ".s.PGSQL.5432.lock")]) {
        const [, ...rest] = fs.readFileSync(lockFile, "utf8").split("\n");
        fs.writeFileSync(lockFile, [String(unrelated.pid), ...rest].join("\n"));
      }

      const begun = Date.now();
      const database = await openDatabase({ dataDir });
      try {
        expect(Date.now() - begun).toBeLessThan(5_000);
        const stored = await leadNames(database);
        expect(holder.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
        // The program that has the pid now is left alone.
        expect(unrelated.exitCode).toBeNull();
        expect(unrelated.signalCode).toBeNull();
      } finally {
        await database.close();
      }
    },
  );

  describe("when the engine dies while the server runs", () => {
    /** Opens a database whose engine's stops and restarts are counted. */
    async function watchedDatabase(prefix: string) {
      const dataDir = tempDataDir(prefix);
      const seen = { stopped: [] as { code: number | null; signal: string | null }[], restarted: [] as number[] };
      const database = await openDatabase({
        dataDir,
        engineEvents: {
          stopped: (exit) => seen.stopped.push(exit),
          restarted: () => seen.restarted.push(Date.now()),
        },
      });
      return { dataDir, database, seen };
    }

    /** Keeps three lead inserts going until stopped; records which were committed. */
    function leadStream(database: DatabaseHandle, prefix: string) {
      const acknowledged: string[] = [];
      let running = true;
      let sent = 0;
      const loops = Array.from({ length: 3 }, async () => {
        while (running) {
          const name = `${prefix} ${sent++}`;
          try {
            await database.db.insert(leads).values(lead(name));
            acknowledged.push(name);
          } catch {
            // The engine died under this insert: not acknowledged, so no promise was made.
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      });
      return {
        acknowledged,
        async stop() {
          running = false;
          await Promise.all(loops);
        },
      };
    }

    /** Kills the engine's postmaster as the kernel's OOM killer would; resolves with its pid. */
    function killPostmaster(dataDir: string): number {
      const pid = postmasterPid(dataDir)!;
      expect(enginesOn(dataDir)).toContain(pid);
      process.kill(pid, "SIGKILL");
      return pid;
    }

    it("restarts it, says so once, and loses no acknowledged lead", async () => {
      const { dataDir, database, seen } = await watchedDatabase("agency-engine-death-");
      try {
        const stream = leadStream(database, "Death");
        await expect.poll(() => stream.acknowledged.length).toBeGreaterThan(20);
        const killedAt = Date.now();
        const killed = killPostmaster(dataDir);
        await expect.poll(() => seen.restarted.length, { timeout: 15_000 }).toBe(1);
        const restartedIn = seen.restarted[0]! - killedAt;
        const afterRestart = stream.acknowledged.length;
        await expect.poll(() => stream.acknowledged.length).toBeGreaterThan(afterRestart + 20);
        await stream.stop();
        console.log(`engine restart after its postmaster was killed: ${restartedIn} ms`);

        expect(seen.stopped).toEqual([{ code: null, signal: "SIGKILL" }]);
        expect(postmasterPid(dataDir)).not.toBe(killed);
        await database.ping();
        const stored = await leadNames(database);
        expect(stream.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      } finally {
        await database.close();
      }
      expect(enginesOn(dataDir)).toEqual([]);
    });

    it("restarts it though a process of the dead engine is stuck and holds its shared memory", async () => {
      const { dataDir, database, seen } = await watchedDatabase("agency-engine-stuck-");
      try {
        const postmaster = postmasterPid(dataDir)!;
        const stuck = enginesOn(dataDir).find((pid) => pid !== postmaster)!;
        process.kill(stuck, "SIGSTOP");
        // Another program working in the cluster's folder (an operator's shell) is none of the engine's.
        const bystander = unrelatedProcess({ cwd: engineFiles(dataDir).cluster });
        killPostmaster(dataDir);
        await expect.poll(() => seen.restarted.length, { timeout: 10_000 }).toBe(1);
        expect(seen.stopped).toHaveLength(1);
        expect(enginesOn(dataDir)).not.toContain(stuck);
        expect(bystander.exitCode ?? bystander.signalCode).toBeNull();
        await database.ping();
      } finally {
        await database.close();
      }
    });

    it("keeps trying while it cannot even be started, and is back once it can be", async () => {
      const { dataDir, database, seen } = await watchedDatabase("agency-engine-unstartable-");
      const { cluster } = engineFiles(dataDir);
      try {
        killPostmaster(dataDir);
        await expect.poll(() => seen.stopped.length, { interval: 5 }).toBe(1);
        // Its folder is gone for a while (a disk remounted, an operator's mistake): the engine cannot be spawned.
        fs.renameSync(cluster, `${cluster}-away`);
        await new Promise((r) => setTimeout(r, 1_000));
        fs.renameSync(`${cluster}-away`, cluster);
        await expect.poll(() => seen.restarted.length, { timeout: 15_000 }).toBe(1);
        expect(seen.stopped).toHaveLength(1);
        await database.ping();
      } finally {
        await database.close();
      }
    });

    it("waits longer before each restart while it keeps dying", async () => {
      const { dataDir, database, seen } = await watchedDatabase("agency-engine-backoff-");
      /** How long after the kill a new engine appears (it writes postmaster.pid as it starts). */
      const untilReplaced = async (killed: number) => {
        const killedAt = Date.now();
        await expect
          .poll(() => postmasterPid(dataDir) !== undefined && postmasterPid(dataDir) !== killed, {
            interval: 5,
            timeout: 15_000,
          })
          .toBe(true);
        return Date.now() - killedAt;
      };
      try {
        const first = await untilReplaced(killPostmaster(dataDir));
        await expect.poll(() => seen.restarted.length, { timeout: 15_000 }).toBe(1);
        const second = await untilReplaced(killPostmaster(dataDir));
        await expect.poll(() => seen.restarted.length, { timeout: 15_000 }).toBe(2);
        console.log(`new engine after a death: ${first} ms; after a second death at once: ${second} ms`);
        // The first wait is 250 ms, the next twice that: an engine that dies as soon as it is up is not
        // restarted (and logged) four times a second.
        expect(second).toBeGreaterThanOrEqual(500);
        await database.ping();
      } finally {
        await database.close();
      }
    });

    it("is not restarted once the server has closed the database", async () => {
      const { dataDir, database, seen } = await watchedDatabase("agency-engine-close-");
      killPostmaster(dataDir);
      await expect.poll(() => seen.stopped.length).toBe(1);
      // The server shuts down while the engine is down and waiting to be restarted.
      await database.close();
      await new Promise((r) => setTimeout(r, 1_500));
      expect(seen.restarted).toEqual([]);
      expect(enginesOn(dataDir)).toEqual([]);
    });
  });
});
