import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3201);
export const baseURL = `http://localhost:${port}`;
// A fresh data directory per run (emptied by the server command): migrated and seeded on start.
export const dataDir = path.join(os.tmpdir(), `agency-e2e-${port}`);
const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && fs.existsSync(p));

export default defineConfig({
  testDir: "tests/e2e",
  // The migrated cluster the tests' own servers start from (tests/support/test-templates.ts).
  globalSetup: "./tests/support/global-setup.ts",
  // Per port, so runs on different ports can go side by side.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? "list" : "line"], ["./tests/e2e/slowest-files.ts"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `rm -rf ${dataDir} && node tests/e2e/setup-accounts.ts && node server/index.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      INQUIRY_RATE_LIMIT: "1000",
      LEAD_NOTIFY_TO: "leads@sparkline.example",
    },
  },
});
