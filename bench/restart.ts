// npm run bench:restart: how soon a restarted server answers, with its build and data in place (what a
// deploy or a crash costs the visitors). Starts `npm start` on a fresh data directory once (the first
// start: migrations, demo content), stops it, then starts and stops it --starts times (5), each time
// timing from the spawn to the first 200 from /healthz (polled every 50 ms); prints each and the median.
// A build older than the sources is made by the first start (npm start builds only then).
// Options: --starts N (5). Env: BENCH_PORT (3591).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { starts: { type: "string", default: "5" } } });
const port = process.env.BENCH_PORT ?? "3591";
const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-restart-"));
const env = { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: "127.0.0.1", LOG_LEVEL: "warn" };

/** Milliseconds from `npm start` to the first healthy answer; the server is stopped (SIGTERM) after. */
async function timedStart(): Promise<number> {
  const started = performance.now();
  const child = spawn("npm", ["start"], { cwd: root, env, stdio: "ignore", detached: true });
  const closed = new Promise((resolve) => child.on("close", resolve));
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ms = performance.now() - started;
  process.kill(-child.pid!, "SIGTERM");
  await closed;
  return ms;
}

try {
  console.log(`first start (new data directory): ${(await timedStart()).toFixed(0)} ms`);
  const times: number[] = [];
  for (let start = 0; start < Number(values.starts); start++) times.push(await timedStart());
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`restarts: ${times.map((ms) => ms.toFixed(0)).join(", ")} ms; median ${median.toFixed(0)} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
