import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request } from "@playwright/test";
import pg from "pg";
import { postLead, startServer } from "./helpers";
import { expect, test } from "./site";

// Starts its own server on its own port, on a PostgreSQL database of its own.
test.describe.configure({ mode: "serial", timeout: 180_000 });
const admin = { email: "logs-owner@sparkline.example", password: "logs-test-password-1" };
const visitor = {
  name: "Sunita Kulkarni",
  phone: "+91 97300 24680",
  email: "sunita@kulkarni-sarees.example",
  city: "Kolhapur",
  service: "SEO",
  message: "Wedding season enquiry for our saree shop",
};

test("a failed lead insert and a failed session lookup are logged by SQLSTATE, without the visitor's data or the session token", async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");
  const name = `agency_logs_${process.pid}`;
  const role = `${name}_app`;
  const superuser = new pg.Client({ connectionString: adminUrl });
  await superuser.connect();
  await superuser.query(`drop database if exists ${name} with (force)`);
  await superuser.query(`drop role if exists ${role}`);
  await superuser.query(`create role ${role} login`);
  await superuser.query(`create database ${name} owner ${role}`);
  const databaseUrl = Object.assign(new URL(adminUrl!), { username: role, pathname: `/${name}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-logs-"));
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: "logs-test-secret-logs-test-secret-1",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  const database = new pg.Client({
    connectionString: Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString(),
  });
  await database.connect();
  try {
    const session = await request.newContext({ baseURL: server.url });
    expect((await session.post("/admin/login", { form: admin, maxRedirects: 0 })).status()).toBe(302);
    const cookie = (await session.storageState()).cookies.find((c) => c.name.endsWith("session_token"))!;
    const token = decodeURIComponent(cookie.value).split(".")[0]!;
    expect(token.length).toBeGreaterThan(16);

    // The application's account loses the right to store leads and to read sessions.
    await database.query(`revoke insert on leads from ${role}`);
    expect((await postLead(server.url, visitor.name, visitor)).status).toBe(503);
    await database.query(`revoke select on session from ${role}`);
    const dashboard = await session.get("/admin/dashboard", { maxRedirects: 0 });
    expect(dashboard.status()).toBeGreaterThanOrEqual(300);
    await session.dispose();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const log = server.output();
    expect(log).toContain("42501");
    for (const secret of [visitor.name, visitor.phone, "97300", visitor.email, visitor.city, visitor.message, token]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    await database.end();
    await superuser.query(`drop database if exists ${name} with (force)`);
    await superuser.query(`drop role if exists ${role}`);
    await superuser.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
