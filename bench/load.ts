// npm run bench:load: 60 seconds of mixed traffic against the built server on the embedded
// database: page views at PAGE_RATE/s and lead submissions at LEAD_RATE/s, each lead sent twice
// with the same idempotency key (a double click or a retry). Reports failures, latency, memory
// (RSS at start and end) and checks that every acknowledged lead is stored exactly once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { adminCookie, startServer } from "../tests/support/start-server.ts";
import { publicPages, runLoadMix, warmUp } from "./load-mix.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PAGE_RATE = Number(process.env.PAGE_RATE ?? 200);
const LEAD_RATE = Number(process.env.LEAD_RATE ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3421);
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-load-"));
const admin = { email: "load@sparkline.example", password: "load-bench-password" };
const server = await startServer({
  port,
  dataDir,
  env: { LOG_LEVEL: "warn", INQUIRY_RATE_LIMIT: "1000000", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  echoErrors: true,
});
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

try {
  const pages = await publicPages(base);
  // Warm up, then take the starting memory.
  await warmUp(base, pages);
  const rssStart = rssMb();
  // RSS every tenth of the run: growth that levels off (caches filling: V8's heap, the embedded
  // database's buffers) is not a leak; growth that keeps its pace to the end is.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb()), (SECONDS * 1000) / 10);

  const { pageRun, leadRun, submissions } = await runLoadMix(base, pages, {
    seconds: SECONDS,
    pageRate: PAGE_RATE,
    leadRate: LEAD_RATE,
  });
  clearInterval(sampler);
  const rssEnd = rssMb();

  const cookie = await adminCookie(base, admin);
  const csv = await (await fetch(`${base}/admin/api/leads.csv?q=Load+load-`, { headers: { cookie } })).text();
  const storedNames = csv
    .trim()
    .split("\r\n")
    .slice(1)
    .map((row) => /^"([^"]*)"/.exec(row)?.[1]);
  const unique = new Set(storedNames);
  const sentKeys = Math.ceil(submissions / 2);

  const line = (label: string, run: autocannon.Result) =>
    `${label.padEnd(12)} ${String(run.requests.total).padStart(7)} requests  ${run.requests.average.toFixed(0).padStart(5)}/s  2xx ${run["2xx"]}  non-2xx ${run.non2xx}  errors ${run.errors}  timeouts ${run.timeouts}  p50 ${run.latency.p50} ms  p99 ${run.latency.p99} ms`;
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model} x${os.cpus().length}; ${SECONDS} s, pages at ${PAGE_RATE}/s, leads at ${LEAD_RATE}/s (each key sent twice)`,
  );
  console.log(line("page views", pageRun));
  console.log(line("lead POSTs", leadRun));
  console.log(
    `RSS: ${rssStart.toFixed(0)} MB at start, ${rssEnd.toFixed(0)} MB at end; every ${SECONDS / 10} s: ${samples.map((mb) => mb.toFixed(0)).join(" ")} MB`,
  );
  const half = samples.slice(-Math.ceil(samples.length / 2));
  if (half.length > 1)
    console.log(
      `RSS over the second half of the run: ${(half.at(-1)! - half[0]!).toFixed(0)} MB (first half: ${(half[0]! - rssStart).toFixed(0)} MB)`,
    );
  // Every key was sent twice; the acknowledged ones must all be stored, none twice.
  const acknowledgedAtLeast = Math.ceil(leadRun["2xx"] / 2);
  const exactlyOnce =
    leadRun["2xx"] > 0 &&
    storedNames.length === unique.size &&
    unique.size >= acknowledgedAtLeast &&
    unique.size <= sentKeys;
  console.log(
    `Leads: ${submissions} submissions of ${sentKeys} keys, ${leadRun["2xx"]} acknowledged; ${storedNames.length} stored, ${unique.size} distinct (each acknowledged lead stored exactly once: ${exactlyOnce ? "yes" : "NO"})`,
  );
  const failed = pageRun.errors + pageRun.non2xx + leadRun.errors + leadRun.non2xx;
  if (failed > 0 || !exactlyOnce) process.exitCode = 1;
} finally {
  server.process.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
