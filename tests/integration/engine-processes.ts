// Processes around the embedded engine, for the tests that kill servers and engines the hard way:
// a separate process that holds a data directory as a server does, and the engines found on a cluster.
import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { engineFiles, engineProcessesIn } from "../../database/embedded-postgres.server";

const client = path.resolve(import.meta.dirname, "../../database/client.server.ts");
const schema = path.resolve(import.meta.dirname, "../../database/schema.ts");

export interface Holder {
  process: ChildProcess;
  /** Names of the leads whose insert the database has answered, in the order it did. */
  acknowledged: string[];
}

const holders: { child: ChildProcess; dataDir: string }[] = [];

/**
 * A search path with every command the engine's start-up runs except setpriv, as on a machine without
 * util-linux's setpriv (macOS): there the engine outlives a server killed outright.
 */
/**
 * A separate process that opens the embedded database and keeps it, as a running server does. With
 * `writeLeads`, it then inserts leads named `<writeLeads> <n>` three at a time until it is killed,
 * saying which ones were committed. With `withoutSetpriv`, its engine outlives it when it is killed.
 */
export async function holdDatabase(
  dataDir: string,
  options: { writeLeads?: string; withoutSetpriv?: boolean } = {},
): Promise<Holder> {
  const script = `const { openDatabase } = await import(${JSON.stringify(client)});
    const { leads } = await import(${JSON.stringify(schema)});
    const { db } = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    console.log("open");
    const prefix = ${JSON.stringify(options.writeLeads ?? "")};
    let sent = 0;
    if (prefix) {
      for (let loop = 0; loop < 3; loop++) {
        void (async () => {
          for (;;) {
            const name = prefix + " " + sent++;
            await db.insert(leads).values({ name, phone: "+91 98765 43210", city: "Pune", service: "SEO" });
            console.log("ack " + name);
          }
        })();
      }
    }
    setInterval(() => {}, 1000);`;
  const node = [process.execPath, "--input-type=module", "-e", script];
  // As on a machine without util-linux's setpriv (macOS): in a mount namespace of its own, where the
  // program is an empty file that cannot run.
  const withoutSetpriv = [
    "unshare",
    "--mount",
    "--propagation",
    "private",
    "sh",
    "-c",
    'mount --bind /dev/null "$(command -v setpriv)" && exec "$@"',
    "sh",
  ];
  const command = options.withoutSetpriv ? [...withoutSetpriv, ...node] : node;
  const child = spawn(command[0]!, command.slice(1), { stdio: ["ignore", "pipe", "inherit"] });
  holders.push({ child, dataDir });
  const acknowledged: string[] = [];
  let pending = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        if (line === "open") resolve();
        else if (line.startsWith("ack ")) acknowledged.push(line.slice(4));
      }
    });
    child.once("exit", (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return { process: child, acknowledged };
}

/** Kills a holder as kill -9 does. */
export async function killHolder(holder: Holder): Promise<void> {
  if (holder.process.exitCode === null && holder.process.signalCode === null) {
    const exited = new Promise((resolve) => holder.process.once("exit", resolve));
    holder.process.kill("SIGKILL");
    await exited;
  }
}

/**
 * Ends every holder and every engine on their data directories: a test's killed server leaves its
 * engine running, which would otherwise outlive the test run.
 */
export async function endHolders(): Promise<void> {
  for (const { child, dataDir } of holders.splice(0)) {
    child.kill("SIGKILL");
    await killEngines(dataDir);
  }
}

/** Kills every process running on `dataDir`'s cluster, and waits until they are gone. */
export async function killEngines(dataDir: string): Promise<void> {
  for (const pid of enginesOn(dataDir)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Exited on its own in the meantime.
    }
  }
  const deadline = Date.now() + 10_000;
  while (enginesOn(dataDir).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}

/** The processes of any engine on `dataDir`'s cluster: its postmaster and those it forked. */
export function enginesOn(dataDir: string): number[] {
  return engineProcessesIn(engineFiles(dataDir).cluster);
}

/** The pid postmaster.pid names: the engine running on the cluster, or the last one that did. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(
      fs.readFileSync(path.join(engineFiles(dataDir).cluster, "postmaster.pid"), "utf8").split("\n")[0],
    );
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The parent of `pid`, from /proc; undefined once it has exited. */
export function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

const dataDirs: string[] = [];
const sleepers: ChildProcess[] = [];

/** A new data directory under the system's temporary folder, removed (its engines first) by endScratch. */
export function tempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.push(dir);
  return dir;
}

/** An unrelated program (`sleep 60`) to hand a dead process's pid to; ended by endScratch. */
export function unrelatedProcess(options: SpawnOptions = {}): ChildProcess {
  const sleeper = spawn("sleep", ["60"], options);
  sleepers.push(sleeper);
  return sleeper;
}

/**
 * After each test: the holders, the unrelated programs, and the data directories with any engine still
 * on them. Engines are ended while their folders still exist: that is how they are found.
 */
export async function endScratch(): Promise<void> {
  await endHolders();
  for (const sleeper of sleepers.splice(0)) sleeper.kill("SIGKILL");
  for (const dir of dataDirs.splice(0)) {
    await killEngines(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
