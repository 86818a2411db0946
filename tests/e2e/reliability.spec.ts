import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type RunningServer, postLead, startServer } from "./helpers";
import { expect, test } from "./site";

// These tests start their own server processes on their own ports and data directories.
test.describe.configure({ mode: "serial", timeout: 300_000 });
const build = path.resolve(import.meta.dirname, "../../build/server/index.js");

/** Names of the leads stored in a stopped embedded database (read by a separate process, as an operator would). */
function storedLeadNames(dataDir: string, prefix: string): string[] {
  const script = `
    const app = await import(${JSON.stringify(build)});
    const { sql } = await import("drizzle-orm");
    const names = await app.withServices(async ({ database: { db } }) => (await db.execute(sql\`select name from leads\`)).rows.map((r) => r.name));
    console.log(JSON.stringify(names));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return (JSON.parse(output.trim().split("\n").at(-1)!) as string[]).filter((name) => name.startsWith(prefix));
}

/** Creates the empty PostgreSQL database `name`; returns a client connected to the server as its administrator. */
async function freshDatabase(adminUrl: string, name: string): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  return admin;
}

/** Keeps `parallel` lead submissions going until stopped; records which were acknowledged. */
function leadStream(server: RunningServer, prefix: string, parallel = 4) {
  const acknowledged: string[] = [];
  let running = true;
  let sent = 0;
  const loops = Array.from({ length: parallel }, async () => {
    while (running) {
      const name = `${prefix} ${sent++}`;
      try {
        const response = await postLead(server.url, name, { email: "owner@shop.example" });
        if (response.status === 303) acknowledged.push(name);
        await response.arrayBuffer();
      } catch {
        // The server died mid-request: not acknowledged, so no promise was made.
      }
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

test("SIGKILL at random moments loses no acknowledged lead, and the server starts cleanly every time", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-crash-"));
  const acknowledged: string[] = [];
  try {
    for (let round = 0; round < 10; round++) {
      const server = await startServer({ dataDir });
      expect(server.output(), `round ${round} start`).toContain("Server ready");
      expect(server.output()).not.toMatch(/error/i);
      const stream = leadStream(server, `Crash ${round}`);
      // Kill at a random moment once the stream is flowing (some leads acknowledged).
      await expect.poll(() => stream.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(2);
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      server.process.kill("SIGKILL");
      await server.exited;
      await stream.stop();
      acknowledged.push(...stream.acknowledged);
    }
    const stored = new Set(storedLeadNames(dataDir, "Crash "));
    const lost = acknowledged.filter((name) => !stored.has(name));
    console.log(`${acknowledged.length} leads acknowledged over 10 kills; ${stored.size} stored; lost: ${lost.length}`);
    expect(lost).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("SIGTERM lets requests already in progress finish, then exits cleanly", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-term-"));
  try {
    const server = await startServer({ dataDir });
    const stream = leadStream(server, "Term", 3);
    await new Promise((r) => setTimeout(r, 500));

    // Three submissions whose bodies are still arriving when the signal comes.
    const body = new URLSearchParams({
      name: "Slow Sender",
      phone: "+91 98765 43210",
      city: "Pune",
      service: "SEO",
    }).toString();
    const slow = [0, 1, 2].map(
      (i) =>
        new Promise<number>((resolve, reject) => {
          const request = http.request(`${server.url}/inquiry`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body) + 2,
            },
          });
          request.on("response", (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on("error", reject);
          request.write(body.slice(0, 10));
          setTimeout(() => request.end(`${body.slice(10)}-${i}`), 800);
        }),
    );
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill("SIGTERM");
    expect(await Promise.all(slow)).toEqual([303, 303, 303]);
    expect(await server.exited).toBe(0);
    await stream.stop();
    // The log has the server's story, not the visitors' phone numbers or e-mails.
    expect(server.output()).toContain("SIGTERM");
    expect(server.output()).not.toMatch(/98765|43210|owner@shop\.example/);

    const stored = storedLeadNames(dataDir, "");
    expect(stored.filter((name) => name.startsWith("Slow Sender"))).toHaveLength(3);
    const missing = stream.acknowledged.filter((name) => !stored.includes(name));
    expect(missing).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("with PostgreSQL down, pages still serve (a 503 no one keeps, or the last good copy; never a 404), the form keeps the visitor's input, /healthz says 503, and all recovers by itself", async ({
  browser,
}) => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");
  const name = `agency_outage_${process.pid}`;
  const admin = await freshDatabase(adminUrl!, name);

  // The server reaches PostgreSQL through this proxy; closing it is the outage.
  const target = new URL(adminUrl!);
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const proxyPort = (proxy.address() as net.AddressInfo).port;
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.host = `127.0.0.1:${proxyPort}`;
  databaseUrl.pathname = `/${name}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-outage-"));
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      BETTER_AUTH_SECRET: "outage-test-secret-outage-test-secret",
      DEMO_CONTENT: "1",
    },
  });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // The article list is rendered (and kept by the page cache) while the database is up.
    const goodList = await fetch(`${server.url}/articles`);
    expect(goodList.status).toBe(200);
    const goodListHtml = await goodList.text();
    const slug = /href="\/articles\/([a-z0-9-]+)"/.exec(goodListHtml)![1]!;

    // The database goes away.
    proxy.close();
    for (const socket of sockets) socket.destroy();

    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/services`)).status).toBe(200);

    // A page that could not be read: 503 that nobody may keep, Retry-After, the spec's empty view.
    const expectUnavailable = async (response: Response, text: string) => {
      expect(response.status, response.url).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.text()).toContain(text);
    };
    await expectUnavailable(
      await fetch(`${server.url}/case-studies`),
      "No case studies available at the moment. Check back soon!",
    );
    // A visitor with a cookie gets a page rendered for them (no shared copy): the same 503.
    await expectUnavailable(
      await fetch(`${server.url}/articles`, { headers: { cookie: "theme=dark" } }),
      "No articles published yet. Check back soon!",
    );
    // An existing article is not "gone" because the database is.
    const article = await fetch(`${server.url}/articles/${slug}`);
    expect(article.status).toBe(503);
    expect(article.headers.get("cache-control")).toBe("no-store");
    // A client-side navigation's data request: the same 503, stored by no one.
    const data = await fetch(`${server.url}/case-studies.data`);
    expect(data.status).toBe(503);
    expect(data.headers.get("cache-control")).toBe("no-store");
    // Once the page cache's copy of /articles has expired (10 s), it is still what visitors get.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const stale = await fetch(`${server.url}/articles`);
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(goodListHtml);

    // With JavaScript: the spec's error toast, and the fields keep what was typed.
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto("/contact");
    const form = page.locator("#inquiry");
    await form.getByLabel("Name *").fill("Outage Visitor");
    await form.getByLabel("Phone Number *").fill("+91 91234 56789");
    await form.getByLabel("City *").fill("Nagpur");
    await form.getByLabel("Service Interested In *").fill("Local SEO");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Failed to submit form. Please try again.").first()).toBeVisible();
    await expect(form.getByLabel("Name *")).toHaveValue("Outage Visitor");
    await page.close();

    // Without JavaScript: the page comes back with the values and the message.
    const noJs = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto("/contact");
    const plainForm = plain.locator("#inquiry");
    await plainForm.getByLabel("Name *").fill("Outage NoJS");
    await plainForm.getByLabel("Phone Number *").fill("+91 91234 56780");
    await plainForm.getByLabel("City *").fill("Nagpur");
    await plainForm.getByLabel("Service Interested In *").fill("Local SEO");
    await plainForm.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(plain.getByText("Failed to submit form. Please try again.")).toBeVisible();
    await expect(plain.locator("#inquiry").getByLabel("Name *")).toHaveValue("Outage NoJS");
    await noJs.close();

    // The database returns: no restart needed.
    await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 15_000 }).toBe(200);
    expect((await postLead(server.url, "After Outage")).status).toBe(303);
    expect((await fetch(`${server.url}/articles`)).status).toBe(200);
    // Nothing from the outage was kept: the case studies are back at once.
    const back = await fetch(`${server.url}/case-studies`);
    expect(back.status).toBe(200);
    // (The page's words, sent with it as data, name the empty view too: the rendered view is what counts.)
    const backHtml = await back.text();
    expect(backHtml).not.toMatch(/>No case studies available/);
    expect(backHtml).toMatch(/href="\/case-studies\/[a-z0-9-]+"/);
    const direct = new pg.Client({
      connectionString: Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString(),
    });
    await direct.connect();
    const stored = await direct.query<{ name: string }>("select name from leads");
    await direct.end();
    expect(stored.rows.map((row) => row.name)).toEqual(["After Outage"]);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    proxy.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

test("/healthz reports a PostgreSQL database that reads but refuses writes as unhealthy, and healthy again once it writes", async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");
  const name = `agency_readonly_${process.pid}`;
  const admin = await freshDatabase(adminUrl!, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-readonly-"));
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString(),
      BETTER_AUTH_SECRET: "readonly-test-secret-readonly-test-secret",
    },
  });
  /** Switches the database's writes off or on; the server's open connections are ended so that new ones take the setting. */
  const readOnly = async (on: boolean) => {
    await admin.query(`alter database ${name} set default_transaction_read_only = ${on ? "on" : "off"}`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  };
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await readOnly(true);
    // Polled whole: a connection of the pool that readOnly ended may fail a probe or two (readable
    // false) until the pool has let it go; what stays is a database that reads and refuses writes.
    const health = async () => {
      const answer = await fetch(`${server.url}/healthz`);
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    await expect.poll(health, { timeout: 15_000 }).toMatchObject({
      status: 503,
      body: { status: "unavailable", database: { readable: true, writable: false, ok: false } },
    });
    // Reads still work: the pages are served.
    expect((await fetch(`${server.url}/articles`)).status).toBe(200);
    await readOnly(false);
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 15_000 }).toBe(200);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
