// npm run bench:http: requests per second and p99 latency of the built server, each next to
// its ceiling: a plain Node `http` server answering the very same bytes (status, headers,
// compressed body, captured from the real server once) from memory, in its own process like
// the real one. Scenarios: a prerendered page (/about), the server-rendered article list with 50
// extra published articles, one article, and the lead form POST, both ways a browser sends it:
// /inquiry.data (the site's forms, with JavaScript) and /inquiry (without JavaScript: the answer
// is a 303 to the thank-you page, which is then served from the page cache).
//
// Steps: fresh data directory, built server started with an admin (ADMIN_EMAIL/ADMIN_PASSWORD),
// 50 articles created through the admin dashboard action, responses captured, then for each
// scenario autocannon against the server and against the ceiling, taking turns in two halves
// (after a 2 s warm-up each, not counted). Finally every lead answered 2xx is looked up in the database (admin CSV
// export filtered by the run's name prefix).
//
// Env: BENCH_PORT (3431; the ceiling uses BENCH_PORT + 1), BENCH_CONNECTIONS (10),
// BENCH_DURATION (10: seconds measured per scenario and target), BENCH_SERVER_NODE_ARGS (extra node flags for the server,
// e.g. "--cpu-prof --cpu-prof-dir=/tmp/profile" to see where its time goes).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { adminCookie, startServer } from "../tests/support/start-server.ts";

interface Captured {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: string; // base64
}

// The ceiling: `node bench/http.ts --ceiling <captured.json> <port>`.
if (process.argv[2] === "--ceiling") {
  const captured = JSON.parse(fs.readFileSync(process.argv[3]!, "utf8")) as Captured[];
  const answers = new Map(
    captured.map((c) => [`${c.method} ${c.path}`, { ...c, bytes: Buffer.from(c.body, "base64") }]),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) return void res.writeHead(404).end();
    // Read the request body first, as the real server must.
    req.on("end", () =>
      res.writeHead(answer.status, { ...answer.headers, "content-length": answer.bytes.length }).end(answer.bytes),
    );
    req.resume();
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.argv[4]), () => process.send?.("ready"));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
} else {
  await main();
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3431);
  const ceilingPort = port + 1;
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const base = `http://localhost:${port}`;
  const admin = { email: "bench@sparkline.example", password: "bench-password-123" };
  const ARTICLES = 50;
  // What a browser sends; autocannon sends the same on every request.
  const headers = {
    "accept-encoding": "br, gzip",
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "user-agent":
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
  };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-http-"));
  const t0 = performance.now();
  const server = await startServer({
    port,
    dataDir,
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean),
    env: {
      LOG_LEVEL: "warn",
      INQUIRY_RATE_LIMIT: "1000000000",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    echoErrors: true,
  });
  let ceiling: ReturnType<typeof spawn> | undefined;
  try {
    console.log(`Server up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const cookie = await adminCookie(base, admin);

    // 50 published articles, through the dashboard's own action (validation, slug rules and all).
    const topics = [
      "Local SEO",
      "Google Ads",
      "Meta Ads",
      "WhatsApp marketing",
      "Website speed",
      "Content marketing",
      "Email marketing",
      "Analytics",
    ];
    const cities = [
      "Pune",
      "Jaipur",
      "Indore",
      "Kochi",
      "Lucknow",
      "Surat",
      "Nagpur",
      "Coimbatore",
      "Bhopal",
      "Mysuru",
    ];
    const slugs: string[] = [];
    for (let i = 1; i <= ARTICLES; i++) {
      const topic = topics[i % topics.length]!;
      const city = cities[i % cities.length]!;
      const slug = `bench-${topic.toLowerCase().replace(/\W+/g, "-")}-for-businesses-in-${city.toLowerCase()}-${i}`;
      const paragraph = `Small businesses in ${city} compete for the same few searches every day. A clear plan for ${topic.toLowerCase()} turns that attention into calls, visits and enquiries, and a monthly report shows what each rupee brought in.`;
      const form = new URLSearchParams({
        intent: "article-save",
        title: `${topic} for businesses in ${city}: a practical guide (${i})`,
        slug,
        author: "Sparkline Team",
        category: topic,
        excerpt: `${paragraph.slice(0, 170)}.`,
        content: [
          `## Why ${topic} matters in ${city}`,
          paragraph,
          "## Where to start",
          paragraph,
          "- Set a budget\n- Track every enquiry\n- Review monthly",
          "## What to expect",
          paragraph,
          paragraph,
        ].join("\n\n"),
        published: "on",
      });
      const response = await fetch(`${base}/admin/dashboard/articles.data`, {
        method: "POST",
        body: form,
        headers: { cookie },
      });
      if (response.status !== 200)
        throw new Error(`Creating article ${i}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      slugs.push(slug);
    }
    const list = await (await fetch(`${base}/articles`)).text();
    const listed = new Set(list.match(/href="\/articles\/[a-z0-9-]+"/g) ?? []).size;
    const benchListed = slugs.filter((slug) => list.includes(`href="/articles/${slug}"`)).length;
    if (benchListed !== ARTICLES) throw new Error(`/articles lists ${benchListed} of the ${ARTICLES} bench articles`);
    console.log(`Created ${ARTICLES} articles; /articles lists ${listed} (with the demo ones)`);

    const prefix = `Loadtest ${crypto
      .randomBytes(4)
      .toString("hex")
      .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;
    // The site's script adds an idempotency key to each submission; a browser without it sends none.
    const leadBody = (name: string, scripted: boolean) =>
      new URLSearchParams({
        name,
        phone: "+91 98765 43210",
        city: "Pune",
        service: "SEO",
        message: "Benchmark lead",
        ...(scripted ? { idempotencyKey: crypto.randomUUID() } : {}),
      }).toString();
    const formHeaders = { ...headers, "content-type": "application/x-www-form-urlencoded" };
    const scenarios = [
      { label: "Prerendered /about", kind: "prerendered", method: "GET", path: "/about" },
      { label: `/articles (${listed} articles)`, kind: "database", method: "GET", path: "/articles" },
      { label: "Article page", kind: "database", method: "GET", path: `/articles/${slugs[0]}` },
      // What the site's forms send with JavaScript (single fetch): the answer is { ok: true }.
      {
        label: "Lead POST /inquiry.data (JS forms)",
        kind: "lead",
        method: "POST",
        path: "/inquiry.data",
        tag: "js",
        success: 200,
      },
      // The form without JavaScript: the answer is a 303 to /inquiry?sent.
      { label: "Lead POST /inquiry (no JS)", kind: "lead", method: "POST", path: "/inquiry", tag: "doc", success: 303 },
    ] as const;

    // The ceiling answers exactly what the server answered, captured once with the same headers.
    const captured: Captured[] = [];
    for (const scenario of scenarios) {
      const body =
        scenario.method === "POST"
          ? leadBody(`${prefix} capture`, "tag" in scenario && scenario.tag === "js")
          : undefined;
      const response = await rawRequest(
        port,
        scenario.method,
        scenario.path,
        scenario.method === "POST" ? formHeaders : headers,
        body,
      );
      if (response.status !== ("success" in scenario ? scenario.success : 200))
        throw new Error(`${scenario.method} ${scenario.path}: ${response.status}`);
      captured.push({
        method: scenario.method,
        path: scenario.path,
        status: response.status,
        headers: response.headers,
        body: response.body.toString("base64"),
      });
    }
    // A prerendered page comes from the static files (with Last-Modified); without it, the build
    // was being rewritten while the server started (another `npm run build`): measure again.
    if (!captured[0]!.headers["last-modified"])
      throw new Error("/about was not served from the prerendered files: was the build changing? Run again.");
    const capturedFile = path.join(dataDir, "ceiling.json");
    fs.writeFileSync(capturedFile, JSON.stringify(captured));
    ceiling = spawn(process.execPath, [import.meta.filename, "--ceiling", capturedFile, String(ceilingPort)], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    await new Promise((resolve, reject) => {
      ceiling!.once("message", resolve);
      ceiling!.once("exit", () => reject(new Error("The ceiling server stopped")));
    });

    let leadNumber = 0;
    const answered = new Set<string>();
    const run = async (target: number, scenario: (typeof scenarios)[number], seconds: number, namePrefix: string) => {
      const isPost = scenario.method === "POST";
      const result = await autocannon({
        url: `http://localhost:${target}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: scenario.method,
            path: scenario.path,
            headers: isPost ? formHeaders : headers,
            // A different name on every lead, so each one can be found again.
            ...(isPost
              ? {
                  setupRequest: (request: autocannon.Request, context: { name?: string }) => {
                    context.name = `${namePrefix} ${++leadNumber}`;
                    return { ...request, body: leadBody(context.name, "tag" in scenario && scenario.tag === "js") };
                  },
                  // Which leads the server said it took (context: the connection's request in flight).
                  onResponse: (status: number, _body: string, context: { name?: string }) => {
                    if (status === ("success" in scenario ? scenario.success : 200) && context.name)
                      answered.add(context.name);
                  },
                }
              : {}),
          },
        ],
      });
      return result;
    };

    console.log(
      `\n${connections} connections, ${duration} s per scenario and target (after a 2 s warm-up), server and ceiling taking turns...`,
    );
    const rows: Record<string, string>[] = [];
    const verdicts: string[] = [];
    const leadResults: { label: string; tag: string; result: Combined }[] = [];
    for (const scenario of scenarios) {
      const tag = "tag" in scenario ? `${scenario.tag} ` : "";
      // Server and ceiling take turns (two halves each), so that load from elsewhere on the
      // machine, which drifts, weighs on both alike.
      const targets = [
        { port, pid: server.process.pid, names: `${prefix} ${tag}`.trim(), runs: [] as autocannon.Result[], cpu: 0 },
        { port: ceilingPort, pid: ceiling.pid, names: `${prefix} ceiling`, runs: [] as autocannon.Result[], cpu: 0 },
      ];
      for (const target of targets) await run(target.port, scenario, 2, `${prefix} warmup`);
      for (let half = 0; half < 2; half++) {
        for (const target of targets) {
          const cpuBefore = cpuMs(target.pid);
          target.runs.push(await run(target.port, scenario, duration / 2, target.names));
          target.cpu += cpuMs(target.pid) - cpuBefore;
        }
      }
      const [app, ceil] = targets.map((target) =>
        combine(target.runs, "success" in scenario ? scenario.success : 200),
      ) as [Combined, Combined];
      const cpu = targets.map((target, i) => target.cpu / [app, ceil][i]!.total);
      if ("tag" in scenario) leadResults.push({ label: scenario.label, tag: scenario.tag, result: app });
      const ratio = app.perSecond / ceil.perSecond;
      const bytes = Buffer.from(captured.find((c) => c.path === scenario.path)!.body, "base64").length;
      rows.push({
        scenario: scenario.label,
        "server req/s": app.perSecond.toFixed(0),
        "server p99 ms": String(app.p99),
        "server CPU ms/req": cpu[0]!.toFixed(2),
        "ceiling req/s": ceil.perSecond.toFixed(0),
        "ceiling p99 ms": String(ceil.p99),
        "ceiling CPU ms/req": cpu[1]!.toFixed(2),
        "of ceiling": `${(ratio * 100).toFixed(1)}%`,
        "server answered as expected": String(app.ok),
        "other status": String(app.unexpected),
        errors: String(app.errors),
        "body bytes": String(bytes),
      });
      if (scenario.kind === "prerendered")
        verdicts.push(
          `${scenario.label}: ${(ratio * 100).toFixed(1)}% of ceiling (target >= 80%) ${ratio >= 0.8 ? "MET" : "MISSED"}`,
        );
      if (scenario.kind === "database")
        verdicts.push(
          `${scenario.label}: ${(ratio * 100).toFixed(1)}% of ceiling (target >= 30%) ${ratio >= 0.3 ? "MET" : "MISSED"}`,
        );
      process.stdout.write(
        `  ${scenario.label}: ${app.perSecond.toFixed(0)} req/s vs ceiling ${ceil.perSecond.toFixed(0)} req/s\n`,
      );
    }

    // Every lead answered with success must be in the database: the run's leads from the admin export.
    const csv = await (
      await fetch(`${base}/admin/api/leads.csv?q=${encodeURIComponent(prefix)}`, { headers: { cookie } })
    ).text();
    for (const { label, tag, result } of leadResults) {
      const measuredName = new RegExp(`^${prefix} ${tag} \\d+$`);
      const stored = new Set(
        (csv.match(new RegExp(`${prefix} ${tag} \\d+`, "g")) ?? []).filter((name) => measuredName.test(name)),
      );
      const answeredNames = [...answered].filter((name) => measuredName.test(name));
      const missing = answeredNames.filter((name) => !stored.has(name)).length;
      const met = result.perSecond >= 500 && result.unexpected === 0 && result.errors === 0 && missing === 0;
      verdicts.push(
        `${label}: ${result.perSecond.toFixed(0)}/s, other status ${result.unexpected}, errors ${result.errors}; ` +
          `answered success ${answeredNames.length}, in the database ${stored.size}, answered success but not stored ${missing} ` +
          `(stored, no answer counted: ${stored.size - (answeredNames.length - missing)}, in flight when the run stopped)` +
          ` (target >= 500/s, no other status, every success stored) ${met ? "MET" : "MISSED"}`,
      );
    }

    const cpus = os.cpus();
    console.log(
      `\nNode ${process.version}, ${cpus[0]?.model ?? "unknown CPU"} (${cpus.length} cores), ${os.platform()} ${os.release()}`,
    );
    console.log(
      `autocannon ${connections} connections, ${duration} s each (2 x ${duration / 2} s, server and ceiling taking turns), accept-encoding "${headers["accept-encoding"]}"; ceiling = plain node:http serving the captured bytes from memory\n`,
    );
    console.table(rows);
    console.log(verdicts.map((v) => `- ${v}`).join("\n"));
  } finally {
    ceiling?.kill("SIGTERM");
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Combined {
  /** Responses per second over all runs. */
  perSecond: number;
  /** Responses received (any status). */
  total: number;
  /** Responses with the scenario's success status class (2xx, or 3xx for the no-JS lead). */
  ok: number;
  unexpected: number;
  errors: number;
  /** The higher of the runs' 99th percentile latencies, in ms. */
  p99: number;
}

function combine(runs: autocannon.Result[], success: number): Combined {
  const sum = (value: (r: autocannon.Result) => number) => runs.reduce((total, r) => total + value(r), 0);
  const total = sum((r) => r.requests.total);
  return {
    perSecond: total / sum((r) => r.duration),
    total,
    ok: sum((r) => (success === 303 ? r["3xx"] : r["2xx"])),
    unexpected: sum((r) => r.requests.total - (success === 303 ? r["3xx"] : r["2xx"])),
    errors: sum((r) => r.errors),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
  };
}

/** CPU time (user + system) a process has used so far, from /proc (Linux; NaN elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime (fields 14 and 15 of the whole line), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** One request with node:http: the raw status, headers and (still compressed) body bytes. */
function rawRequest(port: number, method: string, pathname: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request({ host: "localhost", port, method, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const kept: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            // Framing is the ceiling server's own business (it sends a Content-Length).
            if (
              value !== undefined &&
              !["transfer-encoding", "connection", "keep-alive", "date", "content-length"].includes(name)
            )
              kept[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
        });
      });
      request.on("error", reject);
      request.end(body);
    },
  );
}
