// npm run bench:forgot-password: how long "Forgot password?" takes to answer for an address with an
// account and for one without, through the built server on the embedded database (50 of each,
// alternating, each address used once; a distinct client address for each through TRUST_PROXY, so
// the flood limits never answer instead). The two medians must not tell the addresses apart.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../tests/support/start-server.ts";

const RUNS = 50;
const port = Number(process.env.BENCH_PORT ?? 3411);
const base = `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-forgot-"));
process.env.DATA_DIR = dataDir;

const build = path.join(root, "build/server/index.js");
if (!fs.existsSync(build)) throw new Error("Run `npm run build` first.");
const app = (await import(build)) as typeof import("../server/app.ts");

const known = Array.from({ length: RUNS }, (_, i) => `member${i}@forgot-bench.example`);
const unknown = Array.from({ length: RUNS }, (_, i) => `nobody${i}@forgot-bench.example`);
await app.withServices(async ({ database: { db }, auth }) => {
  for (const email of known)
    await app.createOrPromoteAdmin(auth, db, { email, password: "bench-password-123", role: "sales" });
});

const server = await startServer({
  port,
  dataDir,
  env: { TRUST_PROXY: "loopback", LOG_LEVEL: "warn" },
});
const ask = async (email: string, client: string) => {
  const started = performance.now();
  const response = await fetch(`${base}/admin/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": client },
    body: new URLSearchParams({ email }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${email}: answered ${response.status}`);
  return performance.now() - started;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  // A few requests first, so neither side pays for the first render.
  for (let i = 0; i < 5; i++) await ask(`warm${i}@forgot-bench.example`, `198.51.100.${200 + i}`);
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    times.known.push(await ask(known[i]!, `203.0.113.${i + 1}`));
    times.unknown.push(await ask(unknown[i]!, `198.51.100.${i + 1}`));
  }
  const shown = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`Forgot password, ${RUNS} of each, median time to the answer:`);
  console.log(`  an address with an account:    ${shown(median(times.known))}`);
  console.log(`  an address without an account: ${shown(median(times.unknown))}`);
  console.log(`  difference:                    ${shown(median(times.known) - median(times.unknown))}`);
} finally {
  server.process.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
