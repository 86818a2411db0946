// What an operator's Prometheus scrapes: /metrics behind the METRICS_TOKEN bearer token (and no such
// page without the setting), in a text format Debian's promtool accepts, counting what the site did:
// pages by kind, the page cache's hits, a lead stored, its alert waiting in the outbox while the mail
// server refuses it, the scheduler on time and the database pool.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpRecorder } from "../integration/smtp-recorder";
import { postLead, startServer } from "./helpers";
import { expect, sharedSite, test } from "./site";

const token = "metrics-token-for-the-e2e-scraper-0123456789";

/** Debian's prometheus package gives promtool; .ci/run installs it, so in CI it is never skipped. */
const hasPromtool = () => spawnSync("promtool", ["--version"]).status === 0;

/** The value of one sample (`name{labels} value`) in a scrape, or undefined. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test("the alert rules docs/running.md shows are rules promtool accepts, on the metrics the site reports", () => {
  test.skip(!hasPromtool() && !process.env.CI, "promtool (Debian's prometheus package) is not installed");
  const docs = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/running.md"), "utf8");
  const rules = /```yaml\n(# rules\.yml\n[\s\S]*?)```/.exec(docs)?.[1];
  expect(rules, "a rules.yml block in docs/running.md").toBeDefined();
  expect(rules).toContain('sparkline_outbox_oldest_waiting_seconds{kind="lead-alert"}) > 300');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "agency-rules-")), "rules.yml");
  fs.writeFileSync(file, rules!);
  const checked = spawnSync("promtool", ["check", "rules", file], { encoding: "utf8" });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  expect(checked.stdout).toContain("SUCCESS: 2 rules found");
  expect(checked.status).toBe(0);
});

test("without METRICS_TOKEN there is no /metrics page", async () => {
  expect((await fetch(`${sharedSite.url}/metrics`)).status).toBe(404);
});

test("/metrics answers a scraper with the token, in a format promtool accepts, counting what the site did", async () => {
  const promtool = spawnSync("promtool", ["--version"]).status === 0;
  test.skip(
    !promtool && !process.env.CI,
    "promtool (Debian's prometheus package) is not installed; .ci/run installs it",
  );
  test.setTimeout(60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-metrics-"));
  const smtp = await startSmtpRecorder();
  // The mail server refuses everything for now: the lead's alert waits in the outbox.
  smtp.state.refusing = true;
  const server = await startServer({
    dataDir,
    env: {
      METRICS_TOKEN: token,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_NOTIFY_TO: "owner@sparkline.example",
      ACKNOWLEDGEMENTS_ENABLED: "0",
      DIGEST_ENABLED: "0",
    },
  });
  try {
    const scrape = (authorization?: string) =>
      fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
    const refused = await scrape();
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect((await scrape(`Bearer ${token}x`)).status).toBe(401);
    expect((await scrape(`Basic ${Buffer.from(`x:${token}`).toString("base64")}`)).status).toBe(401);

    // Each read to its end, as a browser does: a request is counted once its last byte is sent.
    const visit = async (page: string) => {
      const response = await fetch(`${server.url}${page}`);
      await response.arrayBuffer();
      return response.status;
    };
    // The server's address differs from the build's: a prerendered page is rendered again with it on
    // its first visit and served as a file (counted as prerendered) from then on.
    expect(await visit("/services")).toBe(200);
    expect(await visit("/articles")).toBe(200);
    expect(await visit("/articles")).toBe(200);
    expect(await visit("/admin/login")).toBe(200);
    const posted = await postLead(server.url, "Metric Mehta");
    await posted.arrayBuffer();
    expect(posted.status).toBe(303);
    await expect.poll(() => smtp.state.refused, { timeout: 15_000 }).toBeGreaterThan(0);

    const answer = await scrape(`Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = await answer.text();

    const checked = spawnSync("promtool", ["check", "metrics"], { input: body, encoding: "utf8" });
    expect(`${checked.stdout}${checked.stderr}`).toBe("");
    expect(checked.status).toBe(0);

    const requests = (kind: string, status: string) =>
      sample(body, `sparkline_http_request_duration_seconds_count{kind="${kind}",status="${status}"}`);
    expect(requests("prerendered", "2xx")).toBeGreaterThanOrEqual(1);
    expect(requests("rendered", "2xx")).toBeGreaterThanOrEqual(1);
    expect(requests("kept", "2xx")).toBeGreaterThanOrEqual(1);
    expect(requests("admin", "2xx")).toBeGreaterThanOrEqual(1);
    expect(requests("form", "3xx")).toBe(1);
    expect(sample(body, 'sparkline_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'sparkline_page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, "sparkline_leads_stored")).toBe(1);
    expect(sample(body, 'sparkline_outbox_waiting_messages{kind="lead-alert"}')).toBe(1);
    expect(sample(body, 'sparkline_outbox_oldest_waiting_seconds{kind="lead-alert"}')).toBeGreaterThan(0);
    expect(sample(body, 'sparkline_outbox_waiting_messages{kind="digest"}')).toBe(0);
    expect(sample(body, "sparkline_scheduler_lag_seconds")).toBe(0);
    expect(sample(body, 'sparkline_database_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(body, 'sparkline_database_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(body, "sparkline_embedded_database_restarts_total")).toBe(0);
    expect(sample(body, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // No lead's name, no address: figures only.
    expect(body).not.toContain("Metric Mehta");
    console.log(
      body
        .split("\n")
        .filter((line) => line.startsWith("sparkline_") && !line.includes("_bucket"))
        .join("\n"),
    );
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
