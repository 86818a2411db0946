// Several server instances on one PostgreSQL database, as an operator scales out: started together
// on an empty database they all come up, each migration applied and the demo content added once; a
// new release's instance with a new migration starts beside a running one; a change on one instance
// shows on another within a second. Two processes cannot share the embedded engine, so this runs on
// the PostgreSQL server the tests are given (TEST_DATABASE_URL).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrationsAdding } from "../integration/earlier-version";
import { seededArticles, seededCaseStudies } from "../../app/features/demo-content/demo-content";
import { adminCookie } from "../support/start-server";
import { type RunningServer, startServer } from "./helpers";
import { expect, test } from "./site";

const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, "../..");
const journal = () =>
  JSON.parse(fs.readFileSync(path.join(root, "database/migrations/meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
const admin = { email: "owner@instances.example", password: "instances-owner-password" };

test.skip(!adminUrl, "instances on one database need the PostgreSQL server (TEST_DATABASE_URL)");

/** Runs a query on the PostgreSQL server the tests are given, or on one of its databases. */
async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An empty database of the test's own, the instances' settings for it, and what to clean up. */
async function emptyDatabase() {
  const name = `agency_instances_${crypto.randomBytes(4).toString("hex")}`;
  await query(adminUrl!, `create database ${name}`);
  const url = Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  const env = {
    DATABASE_URL: url,
    // Instances behind one load balancer share their secret.
    BETTER_AUTH_SECRET: crypto.randomBytes(24).toString("base64url"),
    DEMO_CONTENT: "1",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
  };
  return {
    url,
    servers,
    start(options: { app?: string } = {}) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-instance-"));
      dataDirs.push(dataDir);
      return startServer({ dataDir, env, ...options }).then((server) => (servers.push(server), server));
    },
    async drop() {
      for (const server of servers) {
        server.process.kill("SIGTERM");
        await server.exited;
      }
      await query(adminUrl!, `drop database if exists ${name} with (force)`);
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The migrations applied to `url`'s database, oldest first. */
const appliedMigrations = (url: string) =>
  query<{ hash: string; created_at: string }>(
    url,
    "select hash, created_at from drizzle.__drizzle_migrations order by id",
  );

for (const count of [2, 5]) {
  test(`${count} instances started together on an empty database all come up; each migration is applied once, the demo content and the admin made once`, async () => {
    test.setTimeout(120_000);
    const database = await emptyDatabase();
    try {
      const servers = await Promise.all(Array.from({ length: count }, () => database.start()));
      for (const server of servers) {
        expect((await fetch(`${server.url}/articles`)).status).toBe(200);
        // No error logged on the way up (a level 50 line), no duplicate anything.
        expect(server.output()).not.toMatch(/"level":[56]0|duplicate/i);
        // Without SMTP_URL each instance keeps the mail it sends in its own folder: the start says so.
        expect(server.output()).toContain("SMTP_URL is not set: e-mails (password resets, lead alerts) are written");
      }
      const applied = await appliedMigrations(database.url);
      expect(applied.map((row) => Number(row.created_at))).toEqual(journal().entries.map((entry) => entry.when));
      const [counts] = await query<{ articles: string; caseStudies: string }>(
        database.url,
        `select (select count(*) from articles) as articles, (select count(*) from case_studies) as "caseStudies"`,
      );
      expect({ articles: Number(counts!.articles), caseStudies: Number(counts!.caseStudies) }).toEqual({
        articles: seededArticles.length,
        caseStudies: seededCaseStudies.length,
      });
      expect(await query(database.url, `select email from "user" where email = $1`, [admin.email])).toHaveLength(1);
    } finally {
      await database.drop();
    }
  });
}

test("a new release's instance, carrying a new migration, starts beside a running one, which keeps serving", async () => {
  test.setTimeout(120_000);
  const database = await emptyDatabase();
  // The next release: this checkout's server and build, with one migration more (an added column,
  // which the running release's queries do not name). The migrations are read from the working
  // directory; the server and its build, linked, resolve to this checkout.
  const next = fs.mkdtempSync(path.join(os.tmpdir(), "agency-next-release-"));
  try {
    const running = await database.start();
    const before = await appliedMigrations(database.url);

    for (const linked of ["server", "build", "node_modules", "package.json"]) {
      fs.symlinkSync(path.join(root, linked), path.join(next, linked));
    }
    migrationsAdding(
      [{ name: "lead_nickname", sql: `ALTER TABLE "leads" ADD COLUMN "nickname" text;` }],
      path.join(next, "database/migrations"),
    );
    const newMigration = journal().entries.at(-1)!.when + 1;

    const [started] = await Promise.all([
      database.start({ app: next }),
      // The running instance takes enquiries all the while.
      fetch(`${running.url}/inquiry`, {
        method: "POST",
        body: new URLSearchParams({ name: "Rolling Rao", phone: "+91 98765 43210", city: "Nagpur", service: "SEO" }),
        redirect: "manual",
      }).then((response) => expect(response.status).toBe(303)),
    ]);
    expect((await fetch(`${started.url}/articles`)).status).toBe(200);
    const after = await appliedMigrations(database.url);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((row) => Number(row.created_at)).slice(before.length)).toEqual([newMigration]);
    expect(await query(database.url, "select nickname from leads where name = $1", ["Rolling Rao"])).toEqual([
      { nickname: null },
    ]);
    // The running release still serves its pages and takes enquiries on the migrated database.
    expect((await fetch(`${running.url}/articles`)).status).toBe(200);
    const posted = await fetch(`${running.url}/inquiry`, {
      method: "POST",
      body: new URLSearchParams({ name: "Later Lal", phone: "+91 98765 43211", city: "Nagpur", service: "SEO" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
  } finally {
    await database.drop();
    fs.rmSync(next, { recursive: true, force: true });
  }
});

test("an article saved on one instance shows on another within a second (median of 10)", async () => {
  test.setTimeout(120_000);
  const database = await emptyDatabase();
  try {
    const writer = await database.start();
    const reader = await database.start();
    const cookie = await adminCookie(writer.url, admin);

    const delays: number[] = [];
    for (let round = 0; round < 10; round++) {
      const title = `Across Instances ${round} ${crypto.randomBytes(3).toString("hex")}`;
      // The reader keeps /articles in its page cache: rendered once, then served from memory.
      expect(await (await fetch(`${reader.url}/articles`)).text()).not.toContain(title);
      const saved = await fetch(`${writer.url}/admin/dashboard/articles.data`, {
        method: "POST",
        headers: { cookie, origin: writer.url },
        body: new URLSearchParams({
          intent: "article-save",
          title,
          slug: title.toLowerCase().replaceAll(" ", "-"),
          author: "Probe",
          category: "Marketing",
          excerpt: "An article that shows on every instance once saved on one.",
          content: "Body.",
          published: "on",
        }),
      });
      expect(saved.status).toBe(200);
      const savedAt = performance.now();
      // Polled until it shows, for 15 s at most: the page cache alone would hold the old copy for 10 s.
      for (;;) {
        if ((await (await fetch(`${reader.url}/articles`)).text()).includes(title)) break;
        expect(performance.now() - savedAt, "the article never showed on the other instance").toBeLessThan(15_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      delays.push(performance.now() - savedAt);
    }
    const median = delays.toSorted((a, b) => a - b)[5]!;
    console.log(
      `Cross-instance delay, ms: median ${median.toFixed(0)}, all ${delays.map((d) => d.toFixed(0)).join(" ")}`,
    );
    expect(median).toBeLessThan(1_000);
    expect(Math.max(...delays)).toBeLessThan(1_000);
  } finally {
    await database.drop();
  }
});
