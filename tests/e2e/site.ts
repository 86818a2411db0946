// The browser tests' `test` and `expect`: Playwright's, with a site server per worker. Each worker
// process starts its own built server on a port the system gives it, on its own copy of the run's site
// data directory (the migrated cluster, the demo content and the test accounts), so workers never share
// state and the suite runs in parallel. A test that uses `page`, `request` or `baseURL` gets its
// worker's server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { type RunningServer, freePort, startServer } from "../support/start-server";
import { copyEmbeddedTemplate } from "../support/test-templates";

export { expect } from "@playwright/test";

interface SharedSite {
  url: string;
  dataDir: string;
}

let started: SharedSite | undefined;

/** This worker's site server, for what a test reads beside the browser: its outbox, its files, its address. */
export const sharedSite: SharedSite = {
  get url() {
    return running().url;
  },
  get dataDir() {
    return running().dataDir;
  },
};

function running(): SharedSite {
  if (!started) throw new Error("The worker's site server is not started: use `test` from tests/e2e/site.ts.");
  return started;
}

/** The settings the site server runs with: an inquiry limit the flood tests reach, alerts to a known address. */
const SITE_ENV = { LOG_LEVEL: "warn", INQUIRY_RATE_LIMIT: "1000", LEAD_NOTIFY_TO: "leads@sparkline.example" };

/** Where the workers find the site's data directory: set by the global setup, inherited by the workers. */
const SITE_TEMPLATE = "AGENCY_E2E_SITE_TEMPLATE";

/**
 * Makes the data directory every worker's site server starts from, once per run: the migrated cluster,
 * the test accounts, and the demo content its first start seeds (12 covers through sharp: 4 s of a
 * core, which every worker paid, and each worker that replaced one, while the others ran tests).
 * Returns how to remove it.
 */
export async function makeSiteTemplate(): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-site-"));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    copyEmbeddedTemplate(dataDir);
    const port = await freePort();
    const env = { ...SITE_ENV, NODE_ENV: "production", DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}` };
    // The test accounts, before the server: the embedded database allows one process at a time.
    execFileSync(process.execPath, [path.join(import.meta.dirname, "setup-accounts.ts")], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const server = await startServer({ port, dataDir, env: SITE_ENV });
    server.process.kill("SIGTERM");
    const exit = await server.exited;
    if (exit !== 0) throw new Error(`The site template's server stopped with ${String(exit)}:\n${server.output()}`);
    process.env[SITE_TEMPLATE] = dataDir;
    return remove;
  } catch (error) {
    remove();
    throw error;
  }
}

export const test = base.extend<object, { site: SharedSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const template = process.env[SITE_TEMPLATE];
      if (!template) throw new Error(`${SITE_TEMPLATE} is not set: the browser tests' global setup makes it.`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-"));
      let server: RunningServer | undefined;
      try {
        // `cp -a` keeps the owner the engine's account has when the tests run as root.
        execFileSync("cp", ["-a", `${template}/.`, dataDir]);
        server = await startServer({ dataDir, env: SITE_ENV });
        started = { url: server.url, dataDir };
        await provide(started);
      } finally {
        started = undefined;
        if (server) {
          server.process.kill("SIGTERM");
          await server.exited;
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});
