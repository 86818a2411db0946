// npm run bench:lighthouse: Lighthouse scores of the public site, measured on the built server.
// Starts `node server/index.ts` on its own port with a fresh data directory (migrated, demo
// content seeded), then runs Lighthouse (programmatic API, Chromium from chrome-launcher) on
// eight representative pages: the desktop preset (performance only) and the default mobile
// preset (all four categories), with a table of what each page's mobile load weighs by kind of
// file (bytes on the wire, from the median run's network requests). Each mobile run is paired with a run on a zero-JavaScript copy
// of the same page, served by a small local server (the page's HTML without its scripts and
// module preloads; every other request proxied to the real server), so that a mobile score
// held down by the CPU (Lighthouse simulates a 4x slower CPU) can be compared with the same
// page, same bytes otherwise, without JavaScript. Audits that lose points are listed with the
// elements involved. The table is also written to bench/results/lighthouse.md (not committed).
//
// Env: BENCH_PORT (3411; the no-JS copy uses BENCH_PORT + 1), LH_RUNS (3: runs per page and
// preset, the median is shown; performance scores vary from run to run, more so on a busy
// machine: compare within one run; 5 by default), LH_PAGES (only these paths, comma-separated; "article"
// for the article), LH_THROTTLING ("simulate", Lighthouse's default: the load runs unthrottled and
// its timings are simulated for slow 4G and a 4x slower CPU; "devtools": the load itself runs
// throttled, slower to measure, closer to what a phone sees), CHROMIUM_PATH (/usr/bin/chromium).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result, desktopConfig } from "lighthouse";
import { startServer } from "../tests/support/start-server.ts";

const port = Number(process.env.BENCH_PORT ?? 3411);
const noJsPort = port + 1;
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const base = `http://localhost:${port}`;
const noJsBase = `http://localhost:${noJsPort}`;
const root = path.resolve(import.meta.dirname, "..");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const throttlingMethod = process.env.LH_THROTTLING === "devtools" ? "devtools" : "simulate";
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

type Category = "performance" | "accessibility" | "best-practices" | "seo";
interface Run {
  lhr: Result;
  scores: Partial<Record<Category, number>>;
  lcp: number;
  cls: number;
  tbt: number;
}
interface PageResult {
  label: string;
  path: string;
  desktop: Run[];
  mobile: Run[];
  mobileNoJs: Run[];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-lighthouse-"));
const t0 = performance.now();
const server = await startServer({ port, dataDir, env: { LOG_LEVEL: "warn" }, echoErrors: true });
let noJsServer: http.Server | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

try {
  console.log(`Server up in ${((performance.now() - t0) / 1000).toFixed(1)} s (data in ${dataDir})`);

  const articles = await (await fetch(`${base}/articles`)).text();
  const article = /href="(\/articles\/[a-z0-9-]+)"/.exec(articles)?.[1];
  if (!article) throw new Error("No article link on /articles");
  const only = process.env.LH_PAGES?.split(",").map((p) => p.trim());
  const pages = (
    [
      ["Home (server-rendered)", "/"],
      ["Services (prerendered)", "/services"],
      ["Service: SEO (server-rendered)", "/services/seo"],
      ["Sub-service: Technical SEO (prerendered)", "/sub-services/technical-seo"],
      ["Case studies (server-rendered)", "/case-studies"],
      ["Case study (server-rendered)", "/case-studies/smilecraft-dental-pune"],
      ["Articles (server-rendered)", "/articles"],
      ["Article (server-rendered)", article],
      ["Contact (prerendered)", "/contact"],
    ] satisfies [string, string][]
  ).filter(([, pagePath]) => !only || only.includes(pagePath) || (pagePath === article && only.includes("article")));

  for (const [label, pagePath] of pages) {
    // Prerendered pages come from the static files (with Last-Modified). This server's address
    // differs from the build's, so it renders them again at start (ADR 011): wait for that, up to a
    // minute; still without it, the build was being rewritten (another `npm run build`): measure again.
    if (!label.includes("prerendered")) continue;
    const deadline = Date.now() + 60_000;
    while (!(await fetch(base + pagePath, { method: "HEAD" })).headers.has("last-modified")) {
      if (Date.now() > deadline)
        throw new Error(`${pagePath} was not served from the prerendered files: was the build changing? Run again.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  noJsServer = await startNoJsServer(pages.map(([, p]) => p));

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", throttlingMethod };
  const results: PageResult[] = [];
  const started = performance.now();
  for (const [label, pagePath] of pages) {
    const result: PageResult = { label, path: pagePath, desktop: [], mobile: [], mobileNoJs: [] };
    for (let run = 0; run < runs; run++) {
      // The pair to compare runs back to back, so machine load drifts as little as possible between them.
      result.mobile.push(await audit(base + pagePath, { ...flags }));
      result.mobileNoJs.push(await audit(noJsBase + pagePath, { ...flags, onlyCategories: ["performance"] }));
      result.desktop.push(await audit(base + pagePath, { ...flags, onlyCategories: ["performance"] }, desktopConfig));
    }
    results.push(result);
    const m = median(result.mobile, (r) => r.scores.performance ?? NaN);
    const n = median(result.mobileNoJs, (r) => r.scores.performance ?? NaN);
    const d = median(result.desktop, (r) => r.scores.performance ?? NaN);
    const index = result.mobile.map((r) => r.lhr.environment.benchmarkIndex).join(", ");
    console.log(
      `  ${pagePath}: performance mobile ${m}, mobile without JS ${n}, desktop ${d} (benchmarkIndex ${index})`,
    );
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const report = formatReport(results, minutes);
  console.log(`\n${report}`);
  // The full reports of the median runs, for a closer look (open them in the Lighthouse viewer).
  const reports = path.join(root, "bench/results/lighthouse");
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  for (const r of results) {
    const name = r.path === "/" ? "home" : r.path.slice(1).replaceAll("/", "_");
    for (const [preset, runsOf] of [
      ["mobile", r.mobile],
      ["mobile-nojs", r.mobileNoJs],
      ["desktop", r.desktop],
    ] as const) {
      fs.writeFileSync(path.join(reports, `${name}.${preset}.json`), JSON.stringify(medianRun(runsOf).lhr));
    }
  }
  fs.writeFileSync(path.join(root, "bench/results/lighthouse.md"), report);
  console.log("Written to bench/results/lighthouse.md, the median runs' reports to bench/results/lighthouse/");
} finally {
  chrome?.kill();
  noJsServer?.close();
  noJsServer?.closeAllConnections();
  server.process.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function audit(url: string, runFlags: Flags, config?: typeof desktopConfig): Promise<Run> {
  // A loaded machine now and then spoils a trace (NO_NAVSTART, NO_FCP...): such a run is repeated.
  let lhr: Result | undefined;
  for (let attempt = 1; !lhr; attempt++) {
    const candidate = (await lighthouse(url, runFlags, config))?.lhr;
    const problem = !candidate
      ? "no result"
      : candidate.runtimeError
        ? `${candidate.runtimeError.code} ${candidate.runtimeError.message}`
        : undefined;
    if (!problem) lhr = candidate;
    else if (attempt === 3) throw new Error(`${url}: ${problem}`);
    else console.warn(`  ${url}: ${problem}; running it again`);
  }
  const scores: Run["scores"] = {};
  for (const id of ["performance", "accessibility", "best-practices", "seo"] as const) {
    const score = lhr.categories[id]?.score;
    if (score !== undefined && score !== null) scores[id] = Math.round(score * 100);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    lhr,
    scores,
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
  };
}

/**
 * The zero-JavaScript copies: each page's HTML as the real server sends it, minus executable
 * <script> elements (JSON-LD stays: it is data) and <link rel="modulepreload">, compressed
 * like the real server's prerendered pages (brotli 11 / gzip 9); every other request
 * (stylesheets, fonts, images, uploads) is proxied to the real server unchanged.
 */
async function startNoJsServer(paths: string[]): Promise<http.Server> {
  const copies = new Map<string, { headers: Record<string, string>; body: Buffer; br: Buffer; gzip: Buffer }>();
  for (const pagePath of paths) {
    const response = await fetch(base + pagePath, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${pagePath}: ${response.status}`);
    const html = stripScripts(await response.text());
    const body = Buffer.from(html);
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (
        ![
          "content-length",
          "content-encoding",
          "etag",
          "last-modified",
          "transfer-encoding",
          "connection",
          "keep-alive",
          "date",
        ].includes(name)
      ) {
        headers[name] = value;
      }
    }
    copies.set(pagePath, {
      headers,
      body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(body, { level: 9 }),
    });
  }
  const proxy = http.createServer((req, res) => {
    const copy = copies.get(req.url ?? "");
    if (copy && req.method === "GET") {
      const accept = String(req.headers["accept-encoding"] ?? "");
      const [encoding, body] = /\bbr\b/.test(accept)
        ? ["br", copy.br]
        : /\bgzip\b/.test(accept)
          ? ["gzip", copy.gzip]
          : [undefined, copy.body];
      res.writeHead(200, {
        ...copy.headers,
        ...(encoding ? { "content-encoding": encoding } : {}),
        "content-length": body.length,
      });
      return void res.end(body);
    }
    const upstream = http.request(
      {
        host: "localhost",
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `localhost:${port}` },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(noJsPort, "localhost", resolve));
  return proxy;
}

function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) =>
      /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) ? element : "",
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, "");
}

function median<T>(items: T[], value: (item: T) => number): number {
  const sorted = items.map(value).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** The run whose performance score is the median one (its audits are the ones listed). */
function medianRun(items: Run[]): Run {
  const sorted = [...items].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function formatReport(results: PageResult[], minutes: string): string {
  const all = results.flatMap((r) => [...r.mobile, ...r.mobileNoJs, ...r.desktop]);
  const bench = all.map((r) => r.lhr.environment.benchmarkIndex).sort((a, b) => a - b);
  const first = all[0]!.lhr;
  const cpus = os.cpus();
  const lines: string[] = [
    "# Lighthouse",
    "",
    `Lighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium"}, ` +
      `Node ${process.version}, ${cpus[0]?.model ?? "unknown CPU"} (${cpus.length} cores), ${runs} run(s) per page and preset (median shown), ${minutes} min.`,
    `benchmarkIndex (Lighthouse's CPU benchmark, higher is faster): median ${median(bench, (b) => b)}, ` +
      `min ${bench[0]}, max ${bench.at(-1)} over ${bench.length} runs.`,
    throttlingMethod === "devtools"
      ? "Mobile: default preset with applied throttling (LH_THROTTLING=devtools: the load itself runs on slow 4G with a 4x CPU slowdown, Moto G Power screen). Desktop: desktop preset, applied throttling."
      : "Mobile: default preset (simulated slow 4G, 4x CPU slowdown, Moto G Power screen). Desktop: desktop preset.",
    '"no JS": the same page without its scripts and module preloads (see bench/lighthouse.ts), mobile preset.',
    "",
    "| Page | Perf desktop | Perf mobile | Perf mobile, no JS | Accessibility | Best Practices | SEO | LCP mobile | LCP no JS | CLS mobile | TBT mobile | TBT no JS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  for (const r of results) {
    const score = (runsOf: Run[], category: Category) => String(median(runsOf, (run) => run.scores[category] ?? NaN));
    lines.push(
      `| ${r.label} \`${r.path}\` | ${score(r.desktop, "performance")} | ${score(r.mobile, "performance")} | ${score(r.mobileNoJs, "performance")} | ` +
        `${score(r.mobile, "accessibility")} | ${score(r.mobile, "best-practices")} | ${score(r.mobile, "seo")} | ` +
        `${seconds(median(r.mobile, (run) => run.lcp))} | ${seconds(median(r.mobileNoJs, (run) => run.lcp))} | ` +
        `${median(r.mobile, (run) => run.cls).toFixed(3)} | ${ms(median(r.mobile, (run) => run.tbt))} | ${ms(median(r.mobileNoJs, (run) => run.tbt))} |`,
    );
  }
  lines.push(
    "",
    "## Page weight on a phone",
    "",
    "What the median mobile run downloaded, bytes on the wire (brotli where the server compresses), by kind of file.",
    "",
    "| Page | HTML | JavaScript | CSS | Fonts | Images | Total | Requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const r of results) {
    const weight = pageWeight(medianRun(r.mobile).lhr);
    lines.push(
      `| ${r.label} \`${r.path}\` | ${kb(weight.Document)} | ${kb(weight.Script)} | ${kb(weight.Stylesheet)} | ${kb(weight.Font)} | ` +
        `${kb(weight.Image)} | ${kb(weight.total)} | ${weight.requests} |`,
    );
  }
  lines.push("", "## Audits that lose points", "");
  let any = false;
  for (const r of results) {
    const sections: string[] = [];
    const mobile = medianRun(r.mobile);
    for (const category of ["accessibility", "best-practices", "seo"] as const) {
      sections.push(...failingAudits(mobile.lhr, category, `mobile ${category}`));
    }
    const desktop = medianRun(r.desktop);
    if ((mobile.scores.performance ?? 0) < 95) {
      sections.push(...failingAudits(mobile.lhr, "performance", "mobile performance"));
      // Context, whatever their score: what the LCP is and when, and which scripts use the CPU.
      for (const id of ["lcp-breakdown-insight", "bootup-time"]) {
        const audit = mobile.lhr.audits[id];
        if (!audit) continue;
        sections.push(
          `- mobile performance, for context: **${audit.title}** \`${id}\`${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
        );
        for (const item of detailItems(audit).slice(0, 6)) sections.push(`  - ${item}`);
      }
    }
    if ((desktop.scores.performance ?? 0) < 100)
      sections.push(...failingAudits(desktop.lhr, "performance", "desktop performance"));
    if (sections.length === 0) continue;
    any = true;
    lines.push(`### ${r.label} \`${r.path}\``, "", ...sections, "");
  }
  if (!any) lines.push("None: every category at 100 (mobile performance at least 95).");
  return `${lines.join("\n")}\n`;
}

type AuditResult = Result["audits"][string];

/** A page's downloads by kind, from Lighthouse's network-requests audit. */
function pageWeight(lhr: Result) {
  const kinds = { Document: 0, Script: 0, Stylesheet: 0, Font: 0, Image: 0 };
  let total = 0;
  const items = ((lhr.audits["network-requests"]?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  for (const item of items) {
    const size = item.transferSize ?? 0;
    total += size;
    if (item.resourceType && item.resourceType in kinds) kinds[item.resourceType as keyof typeof kinds] += size;
  }
  return { ...kinds, total, requests: items.length };
}

/**
 * The audits of a category that lose points: for accessibility, best practices and SEO every
 * scored audit under 1; for performance the metrics under 0.9 and the insights/diagnostics that
 * fail, each with the elements or URLs its details name (first few).
 */
function failingAudits(lhr: Result, category: Category, label: string): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || !["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode))
      continue;
    if (category === "performance" ? audit.score >= 0.9 : audit.score >= 1) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    const weight = ref.weight ? `, weight ${ref.weight}` : "";
    lines.push(`- ${label}: **${audit.title}** \`${audit.id}\`, score ${audit.score}${weight}${value}`);
    for (const item of detailItems(audit).slice(0, 8)) lines.push(`  - ${item}`);
  }
  return lines;
}

/** What an audit's details name, one line each: elements, URLs and source locations with their figures. */
function detailItems(audit: AuditResult): string[] {
  const lines: string[] = [];
  const clean = (text: unknown, max = 160) => String(text).replace(/\s+/g, " ").trim().slice(0, max);
  const numbers =
    /^(duration|total|scripting|wastedMs|wastedBytes|totalBytes|transferSize|reflowTime|navStartToEndTime|score)$/;
  /** One table row (or other object) as "element or URL: figures". */
  const describe = (value: unknown): string | undefined => {
    if (value === null || typeof value !== "object")
      return value === undefined || value === "" ? undefined : clean(value);
    const record = value as Record<string, unknown>;
    switch (record.type) {
      case "node":
        return `\`${clean(record.selector)}\`${record.nodeLabel ? ` "${clean(record.nodeLabel, 60)}"` : ""}: \`${clean(record.snippet)}\``;
      case "source-location":
        return `${record.url}:${Number(record.line) + 1}:${Number(record.column) + 1}${record.functionName ? ` (${record.functionName})` : ""}`;
      case "url":
      case "text":
      case "code":
        return clean(record.value);
    }
    const parts: string[] = [];
    for (const [key, child] of Object.entries(record)) {
      if (key === "subItems" || key === "type" || key === "group" || key === "subpart") continue;
      if (typeof child === "number" && numbers.test(key)) parts.push(`${key} ${Math.round(child)}`);
      else if (
        typeof child === "string" &&
        ["url", "groupLabel", "label", "failureTitle", "explanation", "reason"].includes(key)
      )
        parts.push(clean(child, 200));
      else if (typeof child === "object") {
        const inner = describe(child);
        if (inner) parts.push(inner);
      }
    }
    return parts.length ? parts.join("; ") : undefined;
  };
  type Chain = { url: string; navStartToEndTime: number; transferSize: number; children?: Record<string, Chain> };
  const walkChains = (chains: Record<string, Chain>, depth: number) => {
    for (const chain of Object.values(chains)) {
      lines.push(
        `${"  ".repeat(depth)}${chain.url} (done at ${Math.round(chain.navStartToEndTime)} ms, ${chain.transferSize} bytes)`,
      );
      walkChains(chain.children ?? {}, depth + 1);
    }
  };
  const visit = (details: unknown) => {
    const record = (details ?? {}) as {
      type?: string;
      items?: unknown[];
      chains?: Record<string, Chain>;
      value?: unknown;
      title?: string;
    };
    if (record.type === "network-tree") return walkChains(record.chains ?? {}, 0);
    if (record.type === "list-section") {
      // The preconnect sections of the dependency tree are advice, not findings.
      if (!/preconnect/i.test(record.title ?? "")) visit(record.value);
      return;
    }
    if (record.type === "list") return record.items?.forEach(visit);
    if (record.type === "table" || record.type === "opportunity") {
      for (const item of record.items ?? []) {
        const line = describe(item);
        if (line) lines.push(line);
        const sub = (item as { subItems?: { items?: unknown[] } }).subItems?.items ?? [];
        for (const subItem of sub.slice(0, 3)) {
          const subLine = describe(subItem);
          if (subLine) lines.push(`  ${subLine}`);
        }
      }
      return;
    }
    const line = describe(details);
    if (line && record.type !== "debugdata") lines.push(line);
  };
  visit(audit.details);
  return [...new Set(lines)];
}
