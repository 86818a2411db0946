import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../database/client.server";

/** A fresh database's place: opened as often as a test likes (one handle at a time for the embedded engine), then removed. */
export interface DatabasePlace {
  /** A new handle on the same data: a restarted server, or a second instance (PostgreSQL only). The caller closes it. */
  open(): Promise<DatabaseHandle>;
  /** Removes the data; every handle must be closed first. */
  remove(): Promise<void>;
}

/**
 * The databases every integration suite runs on: the embedded engine always, and PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it). Each gets a fresh, migrated database: `open()` for
 * one handle, `place()` for a test that opens the same data again.
 */
export const testDatabases: {
  name: string;
  open: () => Promise<DatabaseHandle & { dispose(): Promise<void> }>;
  place: () => Promise<DatabasePlace>;
}[] = [];

const openOnce = (place: () => Promise<DatabasePlace>) => async () => {
  const where = await place();
  const handle = await where.open();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await where.remove();
    },
  };
};

async function embeddedPlace(): Promise<DatabasePlace> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-"));
  return {
    open: () => openDatabase({ dataDir: dir }),
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
testDatabases.push({ name: "embedded", open: openOnce(embeddedPlace), place: embeddedPlace });

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const postgresPlace = async (): Promise<DatabasePlace> => {
    const name = `agency_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      open: () => openDatabase({ url: url.toString(), dataDir: "" }),
      remove: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  };
  testDatabases.push({ name: "postgres", open: openOnce(postgresPlace), place: postgresPlace });
}
