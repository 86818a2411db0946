// npm run bench:build: the memory `npm run build` needs, so a 1 GB server (or one with less free)
// knows whether it can build. Linux only (it reads /proc). Runs the build --runs times (3), sampling
// the summed RSS of the build's whole process tree (npm, node, the workers it starts) every 100 ms,
// and its summed PSS (the pages its processes share, such as Node's own code, counted once: what the
// tree takes from the machine); prints each run's peaks and time and the median peaks. A build that may take all the memory it
// likes keeps more than it needs (the garbage collector and the allocators give back late): with
// --limit MiB (as root) each build runs in a memory cgroup of that size without swap, as on a small
// server, and the bench says whether it finished or the kernel killed it.
// Options: --runs N (3), --limit MiB (none).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { processTree, pssMb, rssMb } from "./processes.ts";

if (process.platform !== "linux") throw new Error("bench:build reads /proc: it runs on Linux only.");
const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, limit: { type: "string" } } });
const runs = Number(values.runs);
const limitMib = values.limit === undefined ? undefined : Number(values.limit);
if (limitMib !== undefined && !(Number.isInteger(limitMib) && limitMib > 0))
  throw new Error(`bench:build --limit takes a whole number of MiB, not ${values.limit}`);
const root = path.resolve(import.meta.dirname, "..");

/** Swap the machine has, in kB (/proc/meminfo). */
const swapKb = () => Number(/^SwapTotal:\s+(\d+)/m.exec(fs.readFileSync("/proc/meminfo", "utf8"))?.[1] ?? 0);

/**
 * A memory cgroup of `mib` without swap: cgroup v2 where the root hands its children the memory
 * controller (turned on if it can be), else v1. Refuses where swap cannot be kept out.
 */
function memoryCgroup(mib: number): { procs: string; killed: () => boolean; remove: () => void } {
  const v2 = "/sys/fs/cgroup";
  const control = `${v2}/cgroup.subtree_control`;
  let isV2 = fs.existsSync(control) && /\bmemory\b/.test(fs.readFileSync(`${v2}/cgroup.controllers`, "utf8"));
  if (isV2 && !/\bmemory\b/.test(fs.readFileSync(control, "utf8"))) fs.writeFileSync(control, "+memory");
  isV2 &&= /\bmemory\b/.test(fs.readFileSync(control, "utf8"));
  const dir = path.join(isV2 ? v2 : "/sys/fs/cgroup/memory", `bench-build-${process.pid}`);
  const swapFile = isV2 ? `${dir}/memory.swap.max` : `${dir}/memory.memsw.limit_in_bytes`;
  fs.mkdirSync(dir);
  const remove = () => {
    // What the kernel's OOM killer left of the build (it kills one process), then the group.
    for (const pid of fs.readFileSync(`${dir}/cgroup.procs`, "utf8").split("\n").filter(Boolean)) {
      try {
        process.kill(Number(pid), "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    for (let attempt = 0; ; attempt++) {
      try {
        fs.rmdirSync(dir);
        return;
      } catch (error) {
        if (attempt === 50) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
    }
  };
  try {
    const bytes = String(mib * 1024 * 1024);
    fs.writeFileSync(isV2 ? `${dir}/memory.max` : `${dir}/memory.limit_in_bytes`, bytes);
    if (fs.existsSync(swapFile)) fs.writeFileSync(swapFile, isV2 ? "0" : bytes);
    else if (swapKb() > 0)
      throw new Error("bench:build --limit: this machine has swap and its kernel does not count it per group");
  } catch (error) {
    remove();
    throw error;
  }
  const events = isV2 ? `${dir}/memory.events` : `${dir}/memory.oom_control`;
  return {
    procs: `${dir}/cgroup.procs`,
    killed: () => Number(/oom_kill (\d+)/.exec(fs.readFileSync(events, "utf8"))?.[1] ?? 0) > 0,
    remove,
  };
}

interface Measured {
  peakMb: number;
  peakPssMb: number;
  seconds: number;
  outcome: string;
}

async function measuredBuild(): Promise<Measured> {
  const cgroup = limitMib === undefined ? undefined : memoryCgroup(limitMib);
  const started = performance.now();
  // In a cgroup, the shell moves itself in before it becomes npm, so every process of the build is inside.
  const child = cgroup
    ? spawn("sh", ["-c", `echo $$ > "${cgroup.procs}" && exec npm run build`], { cwd: root, stdio: "ignore" })
    : spawn("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
  let peakMb = 0;
  let peakPssMb = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const tree = processTree(child.pid);
    peakMb = Math.max(
      peakMb,
      tree.reduce((sum, pid) => sum + rssMb(pid), 0),
    );
    peakPssMb = Math.max(
      peakPssMb,
      tree.reduce((sum, pid) => sum + pssMb(pid), 0),
    );
  };
  const sampler = setInterval(sample, 100);
  let code: number | null;
  let killed: boolean;
  try {
    code = await new Promise<number | null>((resolve, reject) => {
      child.on("close", resolve);
      child.on("error", reject);
    });
    killed = cgroup?.killed() ?? false;
  } finally {
    clearInterval(sampler);
    cgroup?.remove();
  }
  if (code !== 0 && !killed) throw new Error(`npm run build exited with ${code}`);
  const outcome = killed
    ? `killed for memory within ${limitMib} MiB`
    : cgroup
      ? `built within ${limitMib} MiB`
      : "built";
  return { peakMb, peakPssMb, seconds: (performance.now() - started) / 1000, outcome };
}

const measured: Measured[] = [];
for (let run = 1; run <= runs; run++) {
  const build = await measuredBuild();
  measured.push(build);
  console.log(
    `run ${run}: ${build.outcome}, peak ${build.peakMb.toFixed(0)} MiB summed RSS, ${build.peakPssMb.toFixed(0)} MiB summed PSS, ${build.seconds.toFixed(0)} s`,
  );
}
const median = (of: (build: Measured) => number) => {
  const sorted = measured.map(of).sort((a, b) => a - b);
  return sorted[Math.floor(runs / 2)]!.toFixed(0);
};
console.log(
  `median peak over ${runs} builds: ${median((build) => build.peakMb)} MiB summed RSS, ${median((build) => build.peakPssMb)} MiB summed PSS`,
);
