import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../database/client.server";
import { runningEngineOwner } from "../../database/embedded-postgres.server";
import { copyEmbeddedTemplate, postgresTemplate } from "../support/test-templates";

/** A fresh database's place: opened as often as a test likes (one handle at a time for the embedded engine), then removed. */
export interface DatabasePlace {
  /** A new handle on the same data: a restarted server, or a second instance (PostgreSQL only). The caller closes it. */
  open(): Promise<DatabaseHandle>;
  /** Removes the data; every handle must be closed first. */
  remove(): Promise<void>;
  /**
   * Runs `query` as the schema's owner, while a handle is open: what a test does to the schema itself (a
   * trigger standing in for a fault, a table gone), which the server's own role may not (ADR 031).
   */
  asOwner(query: string): Promise<void>;
}

/**
 * The databases every integration suite runs on: the embedded engine always, and PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it). Each gets a fresh, migrated database: `open()` for
 * one handle, `place()` for a test that opens the same data again.
 */
export const testDatabases: {
  name: string;
  open: () => Promise<DatabaseHandle & Pick<DatabasePlace, "asOwner"> & { dispose(): Promise<void> }>;
  place: () => Promise<DatabasePlace>;
}[] = [];

export type TestDatabase = (typeof testDatabases)[number];

/**
 * A suite long enough to be run as one file per database (Vitest runs files side by side, the
 * databases of one file one after the other); without the database here, one skipped test says so.
 */
export function describeOnDatabase(name: "embedded" | "postgres", title: string, suite: (on: TestDatabase) => void) {
  const database = testDatabases.find((candidate) => candidate.name === name);
  describe(`${title} on ${name}`, () => {
    if (database) suite(database);
    else it.skip("runs where TEST_DATABASE_URL names a PostgreSQL server");
  });
}

const openOnce = (place: () => Promise<DatabasePlace>) => async () => {
  const where = await place();
  const handle = await where.open();
  return {
    ...handle,
    asOwner: where.asOwner,
    dispose: async () => {
      await handle.close();
      await where.remove();
    },
  };
};

async function embeddedPlace(): Promise<DatabasePlace> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-"));
  copyEmbeddedTemplate(dir);
  return {
    open: () => openDatabase({ dataDir: dir }),
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    asOwner: (query) => runOnce(runningEngineOwner(dir), query),
  };
}
testDatabases.push({ name: "embedded", open: openOnce(embeddedPlace), place: embeddedPlace });

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const postgresPlace = async (): Promise<DatabasePlace> => {
    // Roles belong to the whole server, which other runs share: the application's is named for this place too.
    const name = `agency_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const appRole = `${name}_app`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = postgresTemplate();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
    // With a password, for a server that does not trust local sign-ins.
    const password = crypto.randomBytes(18).toString("base64url");
    await admin.query(`create role ${appRole} login password '${password}'`);
    await admin.end();
    // The owner signs in as the test server's administrator, the server as its own role (ADR 031).
    const ownerUrl = new URL(adminUrl);
    ownerUrl.pathname = `/${name}`;
    const url = new URL(ownerUrl);
    url.username = appRole;
    url.password = password;
    return {
      open: () => openDatabase({ url: url.toString(), ownerUrl: ownerUrl.toString(), dataDir: "" }),
      remove: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`drop role if exists ${appRole}`);
        await client.end();
      },
      asOwner: (query) => runOnce({ connectionString: ownerUrl.toString() }, query),
    };
  };
  testDatabases.push({ name: "postgres", open: openOnce(postgresPlace), place: postgresPlace });
}

async function runOnce(config: pg.ClientConfig, query: string): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
