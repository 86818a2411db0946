// Migrated databases made once per test run and copied for each test: a stopped embedded cluster copied
// into each new data directory, and on the PostgreSQL server (TEST_DATABASE_URL) a database each test
// database is created from (CREATE DATABASE … TEMPLATE). initdb and the migrations run once, instead of
// for every test database and test server.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder, openDatabase } from "../../database/client.server.ts";
import { engineFiles } from "../../database/embedded-postgres.server.ts";

/** Where the test runs find the templates: set by their global setup, inherited by their workers. */
const TEMPLATE = "AGENCY_TEST_CLUSTER_TEMPLATE";
const POSTGRES_TEMPLATE = "AGENCY_TEST_DATABASE_TEMPLATE";

/**
 * Makes the templates (the PostgreSQL one only with `postgres` and TEST_DATABASE_URL), names them for the
 * processes this one starts, and returns how to remove them.
 */
export async function makeTestTemplates(options: { postgres: boolean }): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-template-"));
  const adminUrl = options.postgres ? process.env.TEST_DATABASE_URL : undefined;
  // The server is shared with other runs: a name of this run's own.
  const name = `agency_template_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const remove = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await onServer(adminUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    process.env[TEMPLATE] = dir;
    if (adminUrl) {
      await onServer(adminUrl, `create database ${name}`);
      // Migrated by the administrator, as an owner would: each test database grants its own role at its open.
      const client = new pg.Client({
        connectionString: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
      });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.end();
      }
      process.env[POSTGRES_TEMPLATE] = name;
    }
    return remove;
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The migrated database a new test database on the PostgreSQL server is created from, if one was made. */
export function postgresTemplate(): string | undefined {
  return process.env[POSTGRES_TEMPLATE];
}

async function onServer(url: string, ...queries: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const query of queries) await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * Gives `dataDir` (new, or without a cluster) the template's cluster and its owner's secret, as a first
 * start would have made them; false when no template was made (a single test file run on its own).
 * `cp -a` keeps the owner the engine's account has when the tests run as root.
 */
export function copyEmbeddedTemplate(dataDir: string): boolean {
  const template = process.env[TEMPLATE];
  if (!template) return false;
  const [from, to] = [engineFiles(template), engineFiles(dataDir)];
  if (fs.existsSync(to.cluster)) return false;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  execFileSync("cp", ["-a", from.cluster, to.cluster]);
  execFileSync("cp", ["-a", from.secret, to.secret]);
  return true;
}
