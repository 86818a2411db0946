// npm run bench:memory: what the whole site holds in memory, and what a lead costs, on this machine.
// Linux only (it reads /proc). Run `npm run build` first: the server is started with `npm run serve`,
// so no build runs inside the measurement, each time on a fresh data directory (and, in DATABASE_URL
// mode, a fresh database).
//
// One start, each figure in MB of PSS (a page shared by several processes counted once, in shares)
// summed over the site's processes, the server's node process and every process it starts (the
// embedded database's): npm and the shell it runs the script in are left out (their own line).
// - start peak: sampled every 50 ms from the spawn until the idle figure is taken;
// - idle: the mean of the last second of a 6 s pause after /healthz first answers: a first start
//   (migrations, demo content, the admin from ADMIN_EMAIL/ADMIN_PASSWORD) at rest;
// - load: the public pages visited 20 times each, then the `npm run bench:load` mix (pages at 200/s,
//   leads at 40/s, each sent twice) for --load-seconds, sampled every 500 ms: the peak, the mean of
//   the last 10 s, and the growth over the second half (that mean minus the mean of the 10 s before
//   the half); growth near 0 is memory levelling off;
// - lead round: then, for --lead-seconds, 10 connections post leads (each its own idempotency key)
//   as fast as the server answers: leads stored per second, and the CPU time (user + system, from
//   /proc/<pid>/stat) the server process and the database spent over the round, per lead.
//   The database is the embedded engine's processes; in DATABASE_URL mode, the backends serving the
//   bench's database (pg_stat_activity), not the shared server's own background processes, and its
//   memory is not counted at all (it serves other databases too).
// Each figure is the median of --starts starts (min-max beside it); the configurations take turns.
//
// Then one first start of each inside a cgroup limited to 1 GiB (memory.max, or
// memory.limit_in_bytes on cgroup v1), where V8 and glibc size themselves from the limit instead of
// the machine: whether it started, and the cgroup's peak (which also counts page cache).
//
// Options: --starts N (5), --load-seconds S (60), --lead-seconds S (10), --compare DIR (also
// measure the checkout in DIR, built, in its default mode: an earlier version), --no-url (skip
// DATABASE_URL mode, which needs TEST_DATABASE_URL: an admin connection to a PostgreSQL server on
// this machine that may create databases), --no-cgroup. Env: BENCH_PORT (3481).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { type RunningServer, startServer } from "../tests/support/start-server.ts";
import { processTree, pssMb, stat } from "./processes.ts";
import { leadRequest, publicPages, runLoadMix, warmUp } from "./load-mix.ts";

const { values: options } = parseArgs({
  options: {
    starts: { type: "string", default: "5" },
    "load-seconds": { type: "string", default: "60" },
    "lead-seconds": { type: "string", default: "10" },
    compare: { type: "string" },
    "no-url": { type: "boolean", default: false },
    "no-cgroup": { type: "boolean", default: false },
  },
});
const STARTS = Number(options.starts);
const LOAD_SECONDS = Number(options["load-seconds"]);
const LEAD_SECONDS = Number(options["lead-seconds"]);
const SETTLE_MS = 6_000;
const MIX = { pageRate: 200, leadRate: 40 };
const GIB = 1024 ** 3;
const port = Number(process.env.BENCH_PORT ?? 3481);
const root = path.resolve(import.meta.dirname, "..");
const admin = { email: "memory@sparkline.example", password: "memory-bench-password" };
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

if (process.platform !== "linux") throw new Error("bench:memory reads /proc: it runs on Linux only.");
// The embedded mode is the site without DATABASE_URL, whatever this shell has.
delete process.env.DATABASE_URL;

interface Configuration {
  label: string;
  app: string;
  /** In DATABASE_URL mode: the admin connection fresh databases are made with. */
  adminUrl?: string;
}

const configurations: Configuration[] = [{ label: "embedded", app: root }];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const urlModeSkipped = options["no-url"] ? "--no-url" : testDatabaseUrl ? undefined : "TEST_DATABASE_URL is not set";
if (!urlModeSkipped) configurations.push({ label: "DATABASE_URL", app: root, adminUrl: testDatabaseUrl });
if (options.compare)
  configurations.push({ label: `${path.basename(options.compare)} (default)`, app: path.resolve(options.compare) });
for (const { app } of configurations) {
  if (!fs.existsSync(path.join(app, "build/server/index.js"))) {
    console.error(`No build in ${app}: run \`npm run build\` there first.`);
    process.exit(1);
  }
}

/**
 * The server's node process under npm: the one with server/index.ts as an argument of its own (npm's
 * shell has it inside its one command line argument, with spaces).
 */
function serverPid(launcherPid: number): number | undefined {
  return processTree(launcherPid).findLast((pid) => {
    try {
      return fs
        .readFileSync(`/proc/${pid}/cmdline`, "utf8")
        .split("\0")
        .some((arg) => /^(\S*\/)?server\/index\.ts$/.test(arg));
    } catch {
      return false;
    }
  });
}

interface SiteMemory {
  server: number;
  engine: number;
  total: number;
  /** npm and its shell, not part of the site. */
  launcher: number;
}

function siteMemory(launcherPid: number, server: number | undefined): SiteMemory {
  const site = server ? processTree(server) : [];
  const launcher = processTree(launcherPid)
    .filter((pid) => !site.includes(pid))
    .reduce((sum, pid) => sum + pssMb(pid), 0);
  const serverMb = server ? pssMb(server) : 0;
  const engine = site.slice(1).reduce((sum, pid) => sum + pssMb(pid), 0);
  return { server: serverMb, engine, total: serverMb + engine, launcher };
}

/** Samples the site's memory every `everyMs` until stopped. */
function sampler(launcherPid: number, everyMs: number) {
  const samples: (SiteMemory & { at: number })[] = [];
  let server: number | undefined;
  const take = () => {
    server ??= serverPid(launcherPid);
    samples.push({ ...siteMemory(launcherPid, server), at: performance.now() });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    server: () => server,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

const peak = (samples: SiteMemory[]) => Math.max(...samples.map((s) => s.total));
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- DATABASE_URL mode: a fresh database per start ----

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The pids of the backends serving `database`, on a server on this machine. */
async function backends(adminUrl: string, database: string): Promise<number[]> {
  return withAdmin(adminUrl, async (client) =>
    (await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [database])).rows.map(
      (row) => row.pid,
    ),
  );
}

// ---- One start ----

interface StartFigures {
  seconds: number;
  startPeak: number;
  idle: SiteMemory;
  loadPeak: number;
  loadLast10: number;
  loadGrowth: number;
  leadsPerSecond: number;
  serverCpuMs: number;
  databaseCpuMs: number;
  failures: string[];
}

/** The settings of every start: the admin made at first start, and no limit on leads from one address. */
function siteEnv(configuration: Configuration): Record<string, string> {
  const recorded = JSON.parse(fs.readFileSync(path.join(configuration.app, "build/site-settings.json"), "utf8")) as {
    siteUrl: string;
  };
  return {
    LOG_LEVEL: "warn",
    INQUIRY_RATE_LIMIT: "1000000",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The settings the pages were built with, as in production (npm start builds with the running
    // ones): with any other, the server renders every prerendered page again after it starts.
    SITE_URL: recorded.siteUrl,
  };
}

interface FreshDatabase {
  /** What the server needs to use it. */
  env: Record<string, string>;
  /** The pids of the PostgreSQL backends serving it. */
  backends?: () => Promise<number[]>;
  drop(): Promise<unknown>;
}

/** In DATABASE_URL mode, a new database and its URL; `drop` removes it. Nothing in the embedded mode. */
async function freshDatabase(configuration: Configuration, name: string): Promise<FreshDatabase> {
  const { adminUrl } = configuration;
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const database = `bench_memory_${process.pid}_${name}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${database}`));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    // With a shared database the server does not make its own auth secret: it needs one given.
    env: { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url") },
    backends: () => backends(adminUrl, database),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`)),
  };
}

async function oneStart(configuration: Configuration, run: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-memory-"));
  const database = await freshDatabase(configuration, String(run));
  let memory: ReturnType<typeof sampler> | undefined;
  let server: RunningServer | undefined;
  const spawned = performance.now();
  try {
    server = await startServer({
      app: configuration.app,
      npmScript: "serve",
      port,
      dataDir,
      env: { ...siteEnv(configuration), ...database.env },
      onSpawn: (child) => (memory = sampler(child.pid!, 50)),
    });
    return await measure(server, memory!, database.backends, spawned);
  } catch (error) {
    if (server) console.error(`${configuration.label}: the server said:\n${server.output().slice(-4000)}`);
    throw error;
  } finally {
    memory?.stop();
    if (server) await stop(server, memory!.server());
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function measure(
  server: RunningServer,
  memory: ReturnType<typeof sampler>,
  databaseBackends: (() => Promise<number[]>) | undefined,
  spawned: number,
): Promise<StartFigures> {
  const failures: string[] = [];
  const seconds = (performance.now() - spawned) / 1000;
  const answered = performance.now();
  await sleep(SETTLE_MS);
  const startSamples = memory.stop();
  const lastSecond = startSamples.filter((s) => s.at > answered + SETTLE_MS - 1000);
  const idle = {
    server: mean(lastSecond.map((s) => s.server)),
    engine: mean(lastSecond.map((s) => s.engine)),
    total: mean(lastSecond.map((s) => s.total)),
    launcher: mean(lastSecond.map((s) => s.launcher)),
  };
  const pid = memory.server()!;

  const loadMemory = sampler(server.process.pid!, 500);
  const pages = await publicPages(server.url);
  await warmUp(server.url, pages);
  const mixStarted = performance.now();
  const mix = await runLoadMix(server.url, pages, { seconds: LOAD_SECONDS, ...MIX });
  const loadSamples = loadMemory.stop();
  const meanBetween = (from: number, to: number) =>
    mean(
      loadSamples.filter((s) => s.at >= mixStarted + from * 1000 && s.at < mixStarted + to * 1000).map((s) => s.total),
    );
  const loadLast10 = meanBetween(LOAD_SECONDS - 10, LOAD_SECONDS + 1);
  const loadGrowth = loadLast10 - meanBetween(LOAD_SECONDS / 2 - 10, LOAD_SECONDS / 2);
  for (const [name, result] of [
    ["load pages", mix.pageRun],
    ["load leads", mix.leadRun],
  ] as const) {
    if (result.errors + result.non2xx > 0) failures.push(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }

  // The lead round: CPU time of the server and the database before and after.
  const cpuTicks = async () => {
    const site = processTree(pid);
    const server = stat(pid)?.own ?? 0;
    const engine = site.slice(1).reduce((sum, p) => {
      const s = stat(p);
      return sum + (s ? s.own + s.reaped : 0);
    }, 0);
    const external = (await databaseBackends?.()) ?? [];
    return { server, engine, backends: new Map(external.map((p) => [p, stat(p)?.own ?? 0])) };
  };
  const before = await cpuTicks();
  const round = await autocannon({
    url: server.url,
    connections: 10,
    duration: LEAD_SECONDS,
    requests: [leadRequest((index) => `round-${index}`)],
  });
  const after = await cpuTicks();
  if (round.errors + round.non2xx > 0) failures.push(`lead round: ${round.non2xx} non-2xx, ${round.errors} errors`);
  const leads = round["2xx"];
  let backendTicks = 0;
  for (const [p, ticks] of after.backends) backendTicks += ticks - (before.backends.get(p) ?? 0);
  const perLeadMs = (ticks: number) => ((ticks / CLOCK_TICKS) * 1000) / leads;

  return {
    seconds,
    startPeak: peak(startSamples),
    idle,
    loadPeak: peak(loadSamples),
    loadLast10,
    loadGrowth,
    leadsPerSecond: leads / LEAD_SECONDS,
    serverCpuMs: perLeadMs(after.server - before.server),
    databaseCpuMs: perLeadMs(after.engine - before.engine + backendTicks),
    failures,
  };
}

/** SIGTERM to the server (npm would pass it on, but its shell may not): it finishes, stops its database, exits. */
async function stop(server: RunningServer, pid: number | undefined) {
  const signal = (target: number, name: NodeJS.Signals) => {
    try {
      process.kill(target, name);
    } catch {
      // Already ended.
    }
  };
  signal(pid ?? server.process.pid!, "SIGTERM");
  const ended = await Promise.race([server.exited.then(() => true), sleep(30_000).then(() => false)]);
  if (!ended) {
    for (const p of processTree(server.process.pid!).reverse()) signal(p, "SIGKILL");
    await server.exited;
  }
}

// ---- A first start in a cgroup limited to 1 GiB ----

interface MemoryCgroup {
  dir: string;
  version: 1 | 2;
}

/** A new cgroup limited to `bytes`, or why there can be none. */
function limitedCgroup(bytes: number): MemoryCgroup | string {
  const name = `sparkline-bench-memory-${process.pid}`;
  if (fs.existsSync("/sys/fs/cgroup/cgroup.controllers")) {
    // cgroup v2: a child of the root, the one cgroup that may have both processes and limited children.
    if (!fs.readFileSync("/sys/fs/cgroup/cgroup.subtree_control", "utf8").includes("memory")) {
      return "cgroup v2 without the memory controller enabled for its children (/sys/fs/cgroup/cgroup.subtree_control)";
    }
    const dir = path.join("/sys/fs/cgroup", name);
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, "memory.max"), String(bytes));
      if (fs.existsSync(path.join(dir, "memory.swap.max"))) fs.writeFileSync(path.join(dir, "memory.swap.max"), "0");
    } catch (error) {
      return `cannot make a cgroup at ${dir} (${(error as Error).message})`;
    }
    return { dir, version: 2 };
  }
  // cgroup v1: a child of this process's own memory cgroup, so that limits above it still apply.
  const own = /^\d+:memory:(.*)$/m.exec(fs.readFileSync("/proc/self/cgroup", "utf8"))?.[1];
  if (own === undefined || !fs.existsSync("/sys/fs/cgroup/memory")) return "no cgroup memory controller is mounted";
  const dir = path.join("/sys/fs/cgroup/memory", own, name);
  try {
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "memory.limit_in_bytes"), String(bytes));
    // No swap to spill into either, where the kernel accounts for it.
    const memsw = path.join(dir, "memory.memsw.limit_in_bytes");
    if (fs.existsSync(memsw)) fs.writeFileSync(memsw, String(bytes));
  } catch (error) {
    return `cannot make a cgroup at ${dir} (${(error as Error).message})`;
  }
  return { dir, version: 1 };
}

function cgroupReport(cgroup: MemoryCgroup) {
  const read = (file: string) => fs.readFileSync(path.join(cgroup.dir, file), "utf8");
  const peakBytes = Number(read(cgroup.version === 2 ? "memory.peak" : "memory.max_usage_in_bytes"));
  const events = read(cgroup.version === 2 ? "memory.events" : "memory.oom_control");
  return { peakMb: peakBytes / 1024 ** 2, oomKills: Number(/^oom_kill (\d+)/m.exec(events)?.[1] ?? 0) };
}

async function removeCgroup(cgroup: MemoryCgroup) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      fs.rmdirSync(cgroup.dir);
      return;
    } catch {
      await sleep(100);
    }
  }
}

async function firstStartInCgroup(configuration: Configuration): Promise<string> {
  const cgroup = limitedCgroup(GIB);
  if (typeof cgroup === "string") return `not run: ${cgroup}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-memory-cgroup-"));
  let server: RunningServer | undefined;
  const database = await freshDatabase(configuration, "cgroup");
  try {
    const started = performance.now();
    server = await startServer({
      app: configuration.app,
      npmScript: "serve",
      port,
      dataDir,
      env: { ...siteEnv(configuration), ...database.env },
      // As soon as npm exists, before it has started its shell and the server: all they allocate is charged here.
      onSpawn: (child) => fs.writeFileSync(path.join(cgroup.dir, "cgroup.procs"), String(child.pid)),
    });
    const seconds = (performance.now() - started) / 1000;
    await sleep(SETTLE_MS);
    const pid = serverPid(server.process.pid!);
    const idle = siteMemory(server.process.pid!, pid).total;
    await stop(server, pid);
    server = undefined;
    const { peakMb, oomKills } = cgroupReport(cgroup);
    return `started in ${seconds.toFixed(1)} s; site idle ${idle.toFixed(0)} MB PSS; cgroup peak ${peakMb.toFixed(0)} MB (with npm and page cache); OOM kills ${oomKills}`;
  } catch (error) {
    const { peakMb, oomKills } = cgroupReport(cgroup);
    return `FAILED (${(error as Error).message.split("\n")[0]}); cgroup peak ${peakMb.toFixed(0)} MB; OOM kills ${oomKills}`;
  } finally {
    if (server) await stop(server, serverPid(server.process.pid!));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
    await removeCgroup(cgroup);
  }
}

// ---- The run ----

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const totalMemory = os.totalmem() / GIB;
console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model} x${os.cpus().length}, ${totalMemory.toFixed(1)} GiB; load average ${os.loadavg()[0]!.toFixed(2)}`,
);
console.log(
  `${STARTS} starts each, load mix ${LOAD_SECONDS} s, lead round ${LEAD_SECONDS} s; configurations: ${configurations.map((c) => `${c.label} (${c.app})`).join(", ")}${urlModeSkipped ? `; DATABASE_URL mode skipped: ${urlModeSkipped}` : ""}\n`,
);

const results = new Map<Configuration, StartFigures[]>(configurations.map((c) => [c, []]));
let failed = false;
for (let run = 0; run < STARTS; run++) {
  for (const configuration of configurations) {
    const figures = await oneStart(configuration, run);
    results.get(configuration)!.push(figures);
    console.log(
      `${configuration.label.padEnd(24)} start ${run + 1}: up in ${figures.seconds.toFixed(1)} s, peak ${figures.startPeak.toFixed(0)}, idle ${figures.idle.total.toFixed(0)} (server ${figures.idle.server.toFixed(0)} + engine ${figures.idle.engine.toFixed(0)}; npm ${figures.idle.launcher.toFixed(0)}), load peak ${figures.loadPeak.toFixed(0)}, last 10 s ${figures.loadLast10.toFixed(0)} (${figures.loadGrowth >= 0 ? "+" : ""}${figures.loadGrowth.toFixed(0)}) MB; ${figures.leadsPerSecond.toFixed(0)} leads/s, ${figures.serverCpuMs.toFixed(2)} + ${figures.databaseCpuMs.toFixed(2)} ms CPU per lead${figures.failures.length ? `; FAILURES: ${figures.failures.join("; ")}` : ""}`,
    );
    if (figures.failures.length) failed = true;
  }
}

const rows: [string, (f: StartFigures) => number, number][] = [
  ["start: seconds to /healthz", (f) => f.seconds, 1],
  ["start: peak MB", (f) => f.startPeak, 0],
  ["idle after first start MB", (f) => f.idle.total, 0],
  ["  of which the server process", (f) => f.idle.server, 0],
  ["  of which the database engine", (f) => f.idle.engine, 0],
  ["  npm and its shell (not counted)", (f) => f.idle.launcher, 0],
  ["load mix: peak MB", (f) => f.loadPeak, 0],
  ["load mix: mean of the last 10 s MB", (f) => f.loadLast10, 0],
  ["load mix: growth, second half MB", (f) => f.loadGrowth, 0],
  ["lead round: leads/s", (f) => f.leadsPerSecond, 0],
  ["lead round: server CPU ms/lead", (f) => f.serverCpuMs, 2],
  ["lead round: database CPU ms/lead", (f) => f.databaseCpuMs, 2],
  ["lead round: total CPU ms/lead", (f) => f.serverCpuMs + f.databaseCpuMs, 2],
];
const width = 22;
console.log(
  `\nMedian of ${STARTS} starts (min-max); memory is PSS of the server process and every process it starts${urlModeSkipped ? "" : " (in DATABASE_URL mode the PostgreSQL server is not counted)"}`,
);
console.log("".padEnd(36) + configurations.map((c) => c.label.padStart(width)).join(""));
for (const [label, figure, digits] of rows) {
  const cells = configurations.map((c) => {
    const values = results.get(c)!.map(figure);
    const range = `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
    return `${median(values).toFixed(digits)} (${range})`.padStart(width);
  });
  console.log(label.padEnd(36) + cells.join(""));
}

const embedded = results.get(configurations[0]!)!;
const targets = [
  ["idle ≤ 250 MB", median(embedded.map((f) => f.idle.total)) <= 250],
  ["start peak ≤ 400 MB", median(embedded.map((f) => f.startPeak)) <= 400],
  ["load peak ≤ 320 MB", median(embedded.map((f) => f.loadPeak)) <= 320],
] as [string, boolean][];
const compared = options.compare ? results.get(configurations.at(-1)!)! : undefined;
if (compared) {
  const ratio = (figure: (f: StartFigures) => number) => median(embedded.map(figure)) / median(compared.map(figure));
  const throughput = ratio((f) => f.leadsPerSecond);
  const cpu = ratio((f) => f.serverCpuMs + f.databaseCpuMs);
  targets.push(
    [`leads/s ≥ 90% of ${configurations.at(-1)!.label}'s (${(throughput * 100).toFixed(0)}%)`, throughput >= 0.9],
    [`CPU per lead ≤ 110% of ${configurations.at(-1)!.label}'s (${(cpu * 100).toFixed(0)}%)`, cpu <= 1.1],
  );
}
console.log(`\nEmbedded: ${targets.map(([name, met]) => `${name}: ${met ? "yes" : "NO"}`).join("; ")}`);

if (!options["no-cgroup"]) {
  console.log("\nA first start inside a cgroup limited to 1 GiB:");
  for (const configuration of configurations) {
    const outcome = await firstStartInCgroup(configuration);
    console.log(`${configuration.label.padEnd(24)} ${outcome}`);
    // The checkout compared with may fail here: that is what is being compared.
    if (outcome.startsWith("FAILED") && configuration.app === root) failed = true;
  }
}
console.log(`\nLoad average at the end ${os.loadavg()[0]!.toFixed(2)}`);
if (failed) process.exitCode = 1;
