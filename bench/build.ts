// npm run bench:build: the memory `npm run build` needs, so a 1 GB server (or one with less free)
// knows whether it can build. Linux only (it reads /proc). Runs the build --runs times (3), sampling
// the summed RSS of the build's whole process tree (npm, node, the workers it starts) every 100 ms;
// prints each run's peak and time and the median peak.
// Options: --runs N (3).
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { processTree, rssMb } from "./processes.ts";

if (process.platform !== "linux") throw new Error("bench:build reads /proc: it runs on Linux only.");
const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, "..");

async function measuredBuild(): Promise<{ peakMb: number; seconds: number }> {
  const started = performance.now();
  const child = spawn("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
  let peakMb = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const total = processTree(child.pid).reduce((sum, pid) => sum + rssMb(pid), 0);
    peakMb = Math.max(peakMb, total);
  };
  const sampler = setInterval(sample, 100);
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`npm run build exited with ${code}`);
  return { peakMb, seconds: (performance.now() - started) / 1000 };
}

const peaks: number[] = [];
for (let run = 1; run <= runs; run++) {
  const { peakMb, seconds } = await measuredBuild();
  peaks.push(peakMb);
  console.log(
    `run ${run}: peak ${peakMb.toFixed(0)} MB (summed RSS of the build's processes), ${seconds.toFixed(0)} s`,
  );
}
const sorted = [...peaks].sort((a, b) => a - b);
console.log(`median peak: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} MB over ${runs} builds`);
