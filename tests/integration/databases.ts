import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../database/client.server";

/**
 * The databases every integration suite runs on: the embedded engine always, and PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it). Each gets a fresh, migrated database.
 */
export const testDatabases: { name: string; open: () => Promise<DatabaseHandle & { dispose(): Promise<void> }> }[] = [
  {
    name: "embedded",
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-"));
      const handle = await openDatabase({ dataDir: dir });
      return {
        ...handle,
        dispose: async () => {
          await handle.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  testDatabases.push({
    name: "postgres",
    async open() {
      const name = `agency_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), dataDir: "" });
      return {
        ...handle,
        dispose: async () => {
          await handle.close();
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      };
    },
  });
}
