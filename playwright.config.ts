import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Chromium's headless shell first (Debian's chromium-headless-shell): the tests never show a window, and
// without the browser's UI layers a page test costs about a quarter less of the machine than in
// /usr/bin/chromium. Then the full browser; elsewhere Playwright's own.
const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(
  (p) => p && fs.existsSync(p),
);
/**
 * Specs that kill servers and engines, flood a server or run the dev loop's Vite: one at a time (their own
 * project, one worker), beside the other workers, so two of them never compete for the machine.
 */
const ALONE = /(reliability|engine-restart|dev-loop|hostile-input)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // The migrated cluster the tests' servers start from (tests/support/test-templates.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  // Files run side by side, each worker on a site server of its own (tests/e2e/site.ts); a file's
  // tests run in order.
  fullyParallel: false,
  // Three workers on the machine's two cores: the "alone" specs' worker beside two for the rest. With
  // two, the cores were 87% busy on average (/proc/stat every 2 s): tests waiting on a clock (a
  // schedule, a retry, an engine's restart) left them idle. With three, 95%, and the stage took
  // 600 s instead of 696 s on the same machine. The specs that wait longest set their own timeouts.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? "list" : "line"], ["./tests/e2e/slowest-files.ts"]],
  timeout: 30_000,
  use: {
    ...devices["Desktop Chrome"],
    // The site fades its toasts and dialogs in, unless the visitor asks for less motion: axe read a
    // toast's colours half faded in.
    reducedMotion: "reduce",
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
        // Pages reuse two renderer processes instead of starting one per page: with every context on the
        // same loopback site, site isolation only costs a process start per test (about a fifth of a
        // page test's time on two cores). Contexts stay isolated (cookies, storage) whatever process
        // draws them. Paint holding keeps the old page shown until the new one paints: nothing here
        // looks at the page between the two.
        "--disable-site-isolation-trials",
        "--disable-features=site-per-process,IsolateOrigins,PaintHolding",
        "--renderer-process-limit=2",
        // Text placed at fractions of a pixel, as a phone's and a desktop's Chrome place it: the headless
        // shell otherwise rounds each glyph's advance up to a whole pixel, its lines come out wider, wrap
        // sooner, and a page measures taller than any visitor's (the home page by 13 px on a phone).
        "--font-render-hinting=none",
      ],
    },
  },
  // "alone" first, in one worker: its files start at once beside the others instead of running by
  // themselves at the end, and never beside each other.
  projects: [
    { name: "alone", testMatch: ALONE, workers: 1 },
    { name: "chromium", testIgnore: ALONE },
  ],
});
