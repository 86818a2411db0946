import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { inquirySchema } from "../../app/features/inquiries/inquiry-schema";
import { accounts } from "./accounts";
import { type RunningServer, postLead, startServer } from "./helpers";
import { expect, sharedSite, test } from "./site";

const xss = [
  `<script>alert("x1")</script>`,
  `"><img src=x onerror=alert("x2")>`,
  `<svg/onload=alert("x3")>`,
  `javascript:alert("x4")`,
  `</textarea><iframe srcdoc="<script>alert('x5')</script>">`,
];
const payload = (i: number) => `Probe ${i} ${xss[i % xss.length]}`;

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await request.newContext({ baseURL: sharedSite.url });
  expect((await admin.post("/admin/login", { form: accounts.admin, maxRedirects: 0 })).status()).toBe(302);
});
test.afterAll(() => admin.dispose());

/** Fails the test if any script from the payloads runs or the page logs an error. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return problems;
}

test("payloads stored in every lead, case-study and article field are shown as text, never run", async ({
  browser,
}) => {
  // A lead with a payload in every free-text field (phone and e-mail have strict formats).
  const lead = {
    name: payload(0),
    phone: "+91 90000 12345",
    city: payload(1),
    service: payload(2),
    message: payload(3),
  };
  expect((await admin.post("/inquiry", { form: lead })).status()).toBe(200);
  const caseStudy = {
    intent: "case-study-save",
    title: payload(4),
    clientName: payload(5),
    industry: payload(6),
    challenge: payload(7),
    solution: payload(8),
    results: payload(9),
    featured: "on",
  };
  expect((await admin.post("/admin/dashboard/case-studies.data", { form: caseStudy })).status()).toBe(200);
  const article = {
    intent: "article-save",
    title: payload(10),
    slug: "probe-article",
    author: payload(11),
    category: payload(12),
    excerpt: payload(13),
    content: `${payload(14)}\n\n[click](javascript:alert("x6")) <a href="javascript:alert('x7')">raw</a>`,
    published: "on",
  };
  expect((await admin.post("/admin/dashboard/articles.data", { form: article })).status()).toBe(200);

  const context = await browser.newContext();
  const cookies = (await admin.storageState()).cookies;
  await context.addCookies(cookies);
  const page = await context.newPage();
  const problems = watch(page);

  await page.goto("/admin/dashboard/leads?q=Probe+0");
  await page.getByRole("button", { name: /^Show details of Probe 0/ }).click();
  for (const text of [lead.name, lead.city, lead.service, lead.message])
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();

  await page.goto("/admin/dashboard/case-studies");
  for (const text of [caseStudy.title, caseStudy.challenge]) await expect(page.getByText(text).first()).toBeVisible();
  await page.goto("/admin/dashboard/articles");
  await expect(page.getByText(article.title).first()).toBeVisible();
  await page.getByRole("button", { name: /^Edit article Probe 10/ }).click();
  await expect(page.getByRole("dialog").getByLabel("Title *")).toHaveValue(article.title);
  await page.getByRole("dialog").getByRole("tab", { name: "Preview" }).click();
  await expect(
    page.getByRole("dialog").getByRole("tabpanel", { name: "Preview" }).getByText(payload(14)),
  ).toBeVisible();

  await page.goto("/case-studies");
  for (const text of [caseStudy.title, caseStudy.results]) await expect(page.getByText(text).first()).toBeVisible();
  await page.goto("/articles");
  await expect(page.getByText(article.title).first()).toBeVisible();
  await page.goto("/articles/probe-article");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.getByText(payload(14))).toBeVisible();
  await expect(page.locator("main a[href^='javascript:' i], main iframe, main [onerror], main [onload]")).toHaveCount(
    0,
  );

  // The export neutralises formulas but keeps the text.
  const csv = await (await admin.get("/admin/api/leads.csv?q=Probe+0")).text();
  expect(csv).toContain(`"${lead.name.replace(/"/g, '""')}"`);

  expect(problems).toEqual([]);
  await context.close();
});

test("cross-site form posts are refused and change nothing", async () => {
  const evil = { origin: "https://evil.example" };
  const before = await (await admin.get("/admin/api/leads.csv?q=Cross+Site")).text();
  const lead = { name: "Cross Site", phone: "+91 90000 54321", city: "Goa", service: "SEO" };
  expect((await admin.post("/inquiry", { form: lead, headers: evil })).status()).toBe(400);
  // React Router refuses page actions (400); the admin gate refuses the rest (403).
  for (const url of [
    "/admin/dashboard/case-studies.data",
    "/admin/dashboard/case-studies",
    "/admin/logout",
    "/admin/api/markdown-preview",
  ]) {
    const response = await admin.post(url, {
      form: { intent: "case-study-save", title: "x", content: "x" },
      headers: evil,
      maxRedirects: 0,
    });
    expect([400, 403], url).toContain(response.status());
  }
  // Still signed in: the cross-site logout did nothing.
  expect((await admin.get("/admin/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  expect(await (await admin.get("/admin/api/leads.csv?q=Cross+Site")).text()).toBe(before);
  // The same post from the site itself works.
  expect((await admin.post("/inquiry", { form: lead, headers: { origin: sharedSite.url } })).status()).toBe(200);
});

test("no secret reaches the browser bundle", async () => {
  const secretNames = [
    "BETTER_AUTH_SECRET",
    "DATABASE_URL",
    "SMTP_URL",
    "S3_SECRET_ACCESS_KEY",
    "S3_ACCESS_KEY_ID",
    "ADMIN_PASSWORD",
  ];
  const secretValues = [
    fs.readFileSync(path.join(sharedSite.dataDir, "auth-secret"), "utf8").trim(),
    ...Object.values(accounts).map((a) => a.password),
  ];
  const root = path.resolve(import.meta.dirname, "../../build/client");
  const files = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(js|html|css|json|txt|xml)$/.test(f));
  expect(files.length).toBeGreaterThan(100);
  const leaks: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const secret of [...secretNames, ...secretValues])
      if (text.includes(secret)) leaks.push(`${file}: ${secret.slice(0, 6)}…`);
  }
  expect(leaks).toEqual([]);
});

/** A deterministic random generator, so a failure can be replayed. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

test("5,000 malformed requests to every action: never a 5xx, never a stored invalid lead, still responsive", async () => {
  test.setTimeout(300_000);
  const rand = random(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rand() * 256)));
  // Up to 300,000 characters at a time: written into one array (an Array.from of strings took
  // half a minute of this test's time to build them).
  const text = (n: number) => {
    const units = new Uint16Array(n);
    for (let i = 0; i < n; i++) units[i] = Math.floor(rand() * 0xd7ff);
    return Buffer.from(units.buffer).toString("utf16le");
  };
  const targets = [
    { url: "/inquiry", admin: false },
    { url: "/contact", admin: false },
    { url: "/admin/login", admin: false },
    { url: "/admin/dashboard", admin: true },
    { url: "/admin/dashboard/case-studies.data", admin: true },
    { url: "/admin/api/uploads", admin: true },
    { url: "/admin/api/markdown-preview", admin: true },
    { url: "/articles/..%2F..%2Fetc%2Fpasswd", admin: false },
    { url: "/uploads/articles/..%2F..%2Fauth-secret", admin: false },
  ];
  const intents = [
    "lead-status",
    "lead-delete",
    "case-study-save",
    "case-study-delete",
    "article-save",
    "article-delete",
    "",
    "x".repeat(5000),
  ];
  const fields = [
    "name",
    "phone",
    "email",
    "city",
    "service",
    "message",
    "intent",
    "id",
    "status",
    "title",
    "slug",
    "content",
    "imageUrl",
    "bucket",
    "email",
    "password",
  ];
  const bodies: (() => { body: Buffer | string; type?: string })[] = [
    () => ({ body: bytes(Math.floor(rand() * 4000)), type: "application/x-www-form-urlencoded" }),
    () => ({ body: bytes(Math.floor(rand() * 4000)), type: "multipart/form-data; boundary=xyz" }),
    () => ({ body: bytes(Math.floor(rand() * 4000)) }),
    () => ({
      body: Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x90, 0x28, 0xbc]),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({ body: JSON.stringify({ name: text(20), phone: 1 }), type: "application/json" }),
    () => ({
      body: `${pick(fields)}=${encodeURIComponent(text(Math.floor(rand() * 300_000)))}`,
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      body: Array.from({ length: 20_000 }, (_, i) => `f${i}=${i}`).join("&"),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      body: new URLSearchParams([
        ["intent", pick(intents)],
        ...fields.map(
          (f) =>
            [
              f,
              pick([
                text(10),
                "",
                "-1",
                "1e309",
                "../../etc/passwd",
                "%00",
                "<script>",
                "0".repeat(2000),
                "ffffffff-ffff-ffff-ffff-ffffffffffff",
              ]),
            ] as [string, string],
        ),
      ]).toString(),
      type: "application/x-www-form-urlencoded",
    }),
    () => {
      const boundary = "fuzz" + Math.floor(rand() * 1e9);
      const name = pick(["../../etc/passwd.jpg", "..\\..\\x.png", "a/b.gif", "x.svg", "%2e%2e%2fx.jpg", "\u0000.jpg"]);
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\n${pick(["articles", "case-studies", "../uploads", ""])}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n${bytes(200).toString("latin1")}\r\n--${boundary}--\r\n`;
      return { body: Buffer.from(body, "latin1"), type: `multipart/form-data; boundary=${boundary}` };
    },
  ];

  // Sent with node:http, byte for byte as built: through Playwright's request context each body
  // crossed to its driver process and back, encoded, which cost the machine more than the server's
  // own work (about a megabyte per long text field).
  const signedIn = (await admin.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const counts: Record<number, number> = {};
  const serverErrors: string[] = [];
  const total = 5_000;
  let done = 0;
  const worker = async () => {
    while (done < total) {
      const index = done++;
      const target = pick(targets);
      const { body, type } = pick(bodies)();
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      if (target.admin) headers.cookie = signedIn;
      const status = await post(new URL(target.url, sharedSite.url), body, headers, agent);
      counts[status] = (counts[status] ?? 0) + 1;
      if (status >= 500 || status === -1)
        serverErrors.push(`#${index} POST ${target.url} ${type ?? "(no type)"}: ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  agent.destroy();
  console.log("fuzz status counts:", JSON.stringify(counts));
  expect(serverErrors.slice(0, 20)).toEqual([]);

  // Still responsive, and every stored lead is a valid one.
  expect((await admin.get("/healthz")).status()).toBe(200);
  const csv = await (await admin.get("/admin/api/leads.csv")).text();
  const rows = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .slice(1);
  for (const row of rows) {
    const [name, phone, email, city, service] = [...row.matchAll(/"((?:[^"]|"")*)"/g)].map((m) =>
      m[1]!.replace(/""/g, '"').replace(/^'/, ""),
    );
    const parsed = inquirySchema.safeParse({ name, phone, email, city, service });
    expect(parsed.success, row.slice(0, 200)).toBe(true);
  }
});

/** POSTs `body` as it is, without following a redirect: the answer's status, or -1 when the connection failed. */
function post(url: URL, body: Buffer | string, headers: Record<string, string>, agent: http.Agent): Promise<number> {
  return new Promise((resolve) => {
    const sent = http.request(url, { method: "POST", agent, headers }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? -1));
      answer.on("error", () => resolve(-1));
    });
    sent.on("error", () => resolve(-1));
    sent.end(body);
  });
}

/**
 * Sends raw bytes over one connection (requests fetch would refuse to write) and resolves with
 * the status of the answer, or "closed" when the server closed without answering.
 */
function rawRequest(port: number, bytes: string): Promise<number | "closed"> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || "closed"));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.end(bytes);
  });
}

/** Error-level (pino 50/60) lines and stack traces in a server's output. */
const errorLines = (output: string) => output.split("\n").filter((line) => /"level":(50|60)|^\s+at |Error:/.test(line));

test("anonymous junk (TRACE, //%2f paths, NUL bytes, cross-site posts) answers 4xx with no error-level log line", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-junk-"));
  const server = await startServer({ dataDir });
  try {
    expect(server.output()).toContain("Server ready");
    const host = `Host: ${new URL(server.url).host}\r\n`;
    const form = "name=Junk&phone=%2B91+98765+43210&city=Pune&service=SEO";
    const post = (target: string, origin: string) =>
      `POST ${target} HTTP/1.1\r\n${host}Origin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n${form}`;
    const get = (target: string, method = "GET") => `${method} ${target} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`;
    const junk: Record<string, string> = {
      "TRACE /": get("/", "TRACE"),
      "TRACK /": get("/", "TRACK"),
      "PROPFIND /articles": get("/articles", "PROPFIND"),
      "OPTIONS *": get("*", "OPTIONS"),
      "GET //%2f": get("//%2f"),
      "GET //%2f%2e%2e": get("//%2f%2e%2e"),
      "GET //%2F..%2F..": get("//%2F..%2F.."),
      "GET http://evil.example/": get("http://evil.example/"),
      "GET /articles/a%00b": get("/articles/a%00b"),
      "GET /articles/a%00b.data": get("/articles/a%00b.data"),
      "GET /articles/%ff": get("/articles/%ff"),
      "GET /articles?q=%00": get("/articles?q=%00"),
      "GET /uploads/articles/%00.jpg": get("/uploads/articles/%00.jpg"),
      "cross-site POST /inquiry": post("/inquiry", "https://evil.example"),
      "cross-site POST /inquiry.data": post("/inquiry.data", "https://evil.example"),
      "cross-site POST /contact": post("/contact", "https://evil.example"),
      "cross-site POST /admin/login": post("/admin/login", "https://evil.example"),
      "cross-site POST /admin/dashboard/articles.data": post("/admin/dashboard/articles.data", "https://evil.example"),
      "Origin: null POST /inquiry": post("/inquiry", "null"),
      "bad Origin POST /inquiry": post("/inquiry", "::not a url::"),
    };
    const statuses: Record<string, number | "closed"> = {};
    for (const [name, bytes] of Object.entries(junk))
      statuses[name] = await rawRequest(Number(new URL(server.url).port), bytes);
    for (const [name, status] of Object.entries(statuses)) {
      expect(typeof status === "number" && status >= 400 && status < 500, `${name}: ${status}`).toBe(true);
    }
    // Nothing the junk sent became a lead, and the site still works for a real visitor.
    expect((await postLead(server.url, "Real Visitor")).status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errorLines(server.output())).toEqual([]);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Sends `count` leads as a proxy would pass them on, each with the X-Forwarded-For given; counts the stored ones (303). */
async function sendForwardedLeads(
  server: RunningServer,
  count: number,
  forwardedFor: (i: number) => string,
): Promise<number> {
  let stored = 0;
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${server.url}/inquiry`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor(i) },
      body: new URLSearchParams({ name: `Rotating ${i}`, phone: "+91 98765 43210", city: "Pune", service: "SEO" }),
    });
    await response.arrayBuffer();
    if (response.status === 303) stored++;
  }
  return stored;
}

test("behind a trusted proxy, a client rotating X-Forwarded-For stores at most the limit; IPv6 counts by /64, ::ffff:a.b.c.d as a.b.c.d", async () => {
  test.setTimeout(120_000);
  const limit = 3;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-xff-"));
  // We are the load balancer (127.0.0.1): it appends the address it saw to what the client wrote.
  const server = await startServer({
    dataDir,
    env: { TRUST_PROXY: "1", INQUIRY_RATE_LIMIT: String(limit) },
  });
  try {
    expect(server.output()).toContain("Server ready");
    const rotating = await sendForwardedLeads(server, 20, (i) => `203.0.113.${i}, 198.51.100.7`);
    console.log(`one client rotating the left-most X-Forwarded-For: ${rotating} of 20 leads stored (limit ${limit})`);
    expect(rotating).toBe(limit);
    // Another client behind the same proxy is not affected.
    expect(await sendForwardedLeads(server, 1, () => "198.51.100.8")).toBe(1);
    // An IPv6 client rotating through the addresses of its own /64 is one client; the next /64 is another.
    expect(await sendForwardedLeads(server, 10, (i) => `2001:db8:1:2::${(i + 1).toString(16)}`)).toBe(limit);
    expect(await sendForwardedLeads(server, 1, () => "2001:db8:1:3::1")).toBe(1);
    // An IPv4 client as an IPv6 socket reports it, and as itself: one client.
    expect(await sendForwardedLeads(server, 10, (i) => (i % 2 ? "::ffff:198.51.100.9" : "198.51.100.9"))).toBe(limit);

    // The Origin check believes the host the proxy wrote (right-most), not one the client added.
    const origin = (value: string, forwardedHost: string) =>
      fetch(`${server.url}/inquiry`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: value,
          "x-forwarded-for": "198.51.100.10",
          "x-forwarded-host": forwardedHost,
          "x-forwarded-proto": "https",
        },
        body: new URLSearchParams({ name: "Origin Probe", phone: "+91 98765 43210", city: "Pune", service: "SEO" }),
      }).then((response) => response.status);
    expect(await origin("https://evil.example", "evil.example, www.shop.example")).toBe(400);
    expect(await origin("https://www.shop.example", "evil.example, www.shop.example")).toBe(303);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * Sends `head` to the shared server at once, then `body` a slice of `sliceSize` bytes every
 * `tickMs`; resolves with the status it got (or "closed") and the seconds it took.
 */
function trickle(
  head: string,
  body: string,
  sliceSize: number,
  tickMs: number,
  giveUpMs: number,
): Promise<{ status: number | "closed"; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(sharedSite.url).port), "127.0.0.1");
    let answer = "";
    let offset = 0;
    if (head) socket.write(head);
    const timer = setInterval(() => {
      if (offset >= body.length || socket.destroyed) return clearInterval(timer);
      socket.write(body.slice(offset, (offset += sliceSize)));
    }, tickMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || "closed",
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

test("slow clients: headers or a body trickling a byte every 2 s are dropped within 25 s; a slow but steady upload goes through", async () => {
  test.setTimeout(60_000);
  const host = `Host: ${new URL(sharedSite.url).host}\r\n`;
  const lead = new URLSearchParams({
    name: "Slow Uploader",
    phone: "+91 98765 43210",
    city: "Pune",
    service: "SEO",
    notes: "x".repeat(16_000),
  }).toString();
  const postHead = (length: number) =>
    `POST /inquiry HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
  const [slowHeaders, slowBody, steady] = await Promise.all([
    trickle("", `GET /about HTTP/1.1\r\n${host}X-Padding: ${"p".repeat(100)}\r\n\r\n`, 1, 2_000, 40_000),
    trickle(postHead(1_000), "a".repeat(1_000), 1, 2_000, 40_000),
    // About 16 KB at 640 B/s, just above the 500 B/s minimum: 25 s, longer than the 20 s grace.
    trickle(postHead(lead.length), lead, 64, 100, 50_000),
  ]);
  console.log(
    `slow headers: ${JSON.stringify(slowHeaders)}; slow body: ${JSON.stringify(slowBody)}; steady upload: ${JSON.stringify(steady)}`,
  );
  expect(slowHeaders.seconds).toBeLessThan(25);
  expect(slowBody.seconds).toBeLessThan(25);
  expect(steady.status).toBe(303);
  expect(steady.seconds).toBeGreaterThan(20);
});
