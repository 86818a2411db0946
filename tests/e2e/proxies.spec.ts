// The Caddy and nginx sites of deploy/ in front of the built server, on loopback, as an operator runs
// them: TLS at the proxy, TRUST_PROXY=1 at the server. The browser reaches the proxy over IPv6 (::1)
// and the proxy reaches the server over IPv4 (127.0.0.1), so the address the audit log records tells
// the client from the proxy. Caddy runs with its own certificate authority and nginx with a
// certificate made here; Chromium ignores the certificate errors, HSTS is read as a header.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { type Browser } from "@playwright/test";
import sharp from "sharp";
import { type RunningServer, signIn, startServer } from "./helpers";
import { expect, test } from "./site";
import { freePort } from "../support/start-server";

const deploy = path.resolve(import.meta.dirname, "../../deploy");
const DOMAIN = "sparkline.test";
const admin = { email: "proxied@sparkline.example", password: "proxied-password-123" };
/** The server's default UPLOAD_MAX_BYTES: an image of exactly this size must reach it. */
const UPLOAD_LIMIT = 10 * 1024 * 1024;

interface Proxy {
  name: string;
  /** Starts the proxy on `httpsPort` in `dir`, in front of the server on `upstreamPort`. */
  start(dir: string, httpsPort: number, upstreamPort: number): Promise<ChildProcess>;
}

const caddy: Proxy = {
  name: "Caddy",
  async start(dir, httpsPort, upstreamPort) {
    // The shipped Caddyfile, imported under the options a test needs: Caddy's own local authority
    // without touching the machine's trust store, no admin endpoint, free ports.
    const config = path.join(dir, "Caddyfile");
    fs.writeFileSync(
      config,
      `{\n\tlocal_certs\n\tskip_install_trust\n\tadmin off\n\thttp_port ${await freePort()}\n\thttps_port ${httpsPort}\n\tstorage file_system ${dir}/storage\n}\nimport ${deploy}/Caddyfile\n`,
    );
    return spawn("caddy", ["run", "--adapter", "caddyfile", "--config", config], {
      env: {
        ...process.env,
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        SITE_DOMAIN: DOMAIN,
        SPARKLINE_UPSTREAM: `127.0.0.1:${upstreamPort}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
  },
};

const nginx: Proxy = {
  name: "nginx",
  async start(dir, httpsPort, upstreamPort) {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${DOMAIN}`,
        "-addext",
        `subjectAltName=DNS:${DOMAIN}`,
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    // The shipped site with what an operator fills in: the domain, the certificate, the ports.
    const site = fs
      .readFileSync(path.join(deploy, "nginx.conf"), "utf8")
      .replaceAll("www.example.in", DOMAIN)
      .replace(/ssl_certificate .*;/, `ssl_certificate ${dir}/cert.pem;`)
      .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${dir}/key.pem;`)
      .replace(/listen (\[::\]:)?443 /g, `listen $1${httpsPort} `)
      .replace(/listen (\[::\]:)?80;/g, `listen $1${await freePort()};`)
      .replaceAll("127.0.0.1:3000", `127.0.0.1:${upstreamPort}`)
      .replace("/var/www/html", dir);
    fs.writeFileSync(path.join(dir, "site.conf"), site);
    // Workers run as root only when the test does (they then read and write this folder).
    const user = process.getuid?.() === 0 ? "user root root;\n" : "";
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      `${user}worker_processes 1;\npid ${dir}/nginx.pid;\nevents { worker_connections 64; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n  include ${dir}/site.conf;\n}\n`,
    );
    return spawn("nginx", ["-e", `${dir}/error.log`, "-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
  },
};

/** Resolves once the proxy answers over TLS on ::1 for the site's name (Caddy issues its certificate first). */
async function answering(port: number, proxy: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proxy.exitCode !== null) throw new Error(`The proxy stopped: ${output()}`);
    const status = await new Promise<number>((resolve) =>
      https
        .get(
          {
            host: "::1",
            port,
            path: "/healthz",
            servername: DOMAIN,
            headers: { host: `${DOMAIN}:${port}` },
            rejectUnauthorized: false,
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        )
        .on("error", () => resolve(0)),
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The proxy did not answer: ${output()}`);
}

/** A valid JPEG of exactly `bytes`: a small photo padded with comment segments, which decoders skip. */
async function jpegOfSize(bytes: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#d8c8a0" } })
    .jpeg()
    .toBuffer();
  const padding: Buffer[] = [];
  let missing = bytes - image.length;
  while (missing > 0) {
    // A COM segment: FF FE, a two-byte length that counts itself, up to 65,533 bytes of text.
    const text = Math.min(65_533, missing - 4);
    const segment = Buffer.alloc(text + 4, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(text + 2, 2);
    padding.push(segment);
    missing -= segment.length;
  }
  return Buffer.concat([image.subarray(0, 2), ...padding, image.subarray(2)]);
}

let server: RunningServer;
let dataDir: string;
let siteUrl: string;
let httpsPort: number;
let browser: Browser;

test.beforeAll(async ({ playwright, launchOptions }) => {
  httpsPort = await freePort();
  siteUrl = `https://${DOMAIN}:${httpsPort}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-proxies-"));
  server = await startServer({
    dataDir,
    env: {
      HOST: "127.0.0.1",
      SITE_URL: siteUrl,
      TRUST_PROXY: "1",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${DOMAIN} [::1]`],
  });
});
test.afterAll(async () => {
  await browser?.close();
  server?.process.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

for (const proxy of [caddy, nginx]) {
  test(`behind ${proxy.name}: pages, an enquiry, an upload at the limit and a sign-in over HTTPS, with the client's address`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-e2e-${proxy.name.toLowerCase()}-`));
    const running = await proxy.start(dir, httpsPort, Number(new URL(server.url).port));
    let output = "";
    running.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    running.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const context = await browser.newContext({ baseURL: siteUrl, ignoreHTTPSErrors: true });
    try {
      await answering(
        httpsPort,
        running,
        () => output + (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, "utf8") : ""),
      );
      const page = await context.newPage();

      // A page, compressed once (the server compresses; the proxy adds no second encoding), with HSTS.
      const home = await page.goto("/");
      expect(home!.status()).toBe(200);
      const headers = await home!.allHeaders();
      expect(headers["content-encoding"]).toMatch(/^(br|gzip|zstd)$/);
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
      const asset = await page.evaluate(
        async (href) => {
          const response = await fetch(href);
          return { status: response.status, encoding: response.headers.get("content-encoding") };
        },
        (await page.locator("link[rel=stylesheet]").first().getAttribute("href"))!,
      );
      expect(asset).toEqual({ status: 200, encoding: expect.stringMatching(/^(br|gzip|zstd)$/) });

      // An enquiry through the contact form.
      const name = `Proxied ${proxy.name} ${Date.now()}`;
      await page.goto("/contact");
      const form = page.getByRole("main").locator("form").first();
      await form.getByLabel("Name *").fill(name);
      await form.getByLabel("Phone Number *").fill("+91 98220 11223");
      await form.getByLabel("City *").fill("Indore");
      await form.getByLabel("Service Interested In *").fill("SEO");
      await form.getByRole("button", { name: "Submit Inquiry" }).click();
      await expect(page.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();

      // Sign-in: the session cookies are Secure.
      await signIn(page, admin);
      const cookies = await context.cookies();
      expect(cookies.length).toBeGreaterThan(0);
      expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);

      // An image of exactly the server's limit passes the proxy (nginx alone refuses bodies over 1 MB).
      const upload = await page.evaluate(
        async (base64) => {
          const form = new FormData();
          form.set("bucket", "articles");
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          form.set("file", new File([bytes], "at-the-limit.jpg", { type: "image/jpeg" }));
          const response = await fetch("/admin/api/uploads", { method: "POST", body: form });
          return { status: response.status, body: await response.text() };
        },
        (await jpegOfSize(UPLOAD_LIMIT)).toString("base64"),
      );
      expect(upload.status, upload.body).toBe(200);
      expect(JSON.parse(upload.body)).toMatchObject({ ok: true });

      // The lead is stored, and the audit log has the browser's address (::1), not the proxy's (127.0.0.1).
      await page.goto(`/admin/dashboard/leads?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
      const audit = await page.evaluate(async () => (await fetch("/admin/api/audit.csv?action=sign-in")).text());
      const signIns = audit.split("\n").filter((line) => line.includes(admin.email));
      // An IPv6 client is counted by its /64 (docs/running.md, Behind a proxy): ::1 is "::/64".
      expect(signIns.at(-1)).toContain(',"::/64",');
      expect(audit).not.toContain("127.0.0.1");
    } finally {
      await context.close();
      running.kill("SIGTERM");
      await new Promise((resolve) => (running.exitCode === null ? running.once("exit", resolve) : resolve(null)));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
