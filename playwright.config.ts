import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && fs.existsSync(p));
/**
 * Specs that kill servers and engines, flood a server or run the dev loop's Vite: one at a time (their own
 * project, one worker), beside the other worker, so two of them never compete for the machine.
 */
const ALONE = /(reliability|engine-restart|dev-loop|hostile-input)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // The migrated cluster the tests' servers start from (tests/support/test-templates.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  // Files run side by side, each worker on a site server of its own (tests/e2e/site.ts); a file's
  // tests run in order.
  fullyParallel: false,
  // One at a time for now: beside the "alone" specs, the journey's second enquiry in lead-page.spec.ts
  // at times showed no toast (3 of 8 full runs); two workers come back once that is understood.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? "list" : "line"], ["./tests/e2e/slowest-files.ts"]],
  timeout: 30_000,
  use: {
    ...devices["Desktop Chrome"],
    // Recorded when a test is retried (CI): recording every run costs the machine more than the test itself.
    trace: "on-first-retry",
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
  // Each project in one worker at most; the "alone" specs never run beside each other.
  projects: [
    { name: "alone", testMatch: ALONE, workers: 1 },
    { name: "chromium", testIgnore: ALONE, workers: 1 },
  ],
});
