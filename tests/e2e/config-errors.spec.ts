// A wrong setting, as an operator meets it starting the built server: one line naming the variable
// on stderr, no stack trace, exit code 1, before anything listens or any data directory is made.
// The same line from `npm start` before it would build, and one line per try, then one line, for a
// PostgreSQL server that does not answer.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, npmCommand } from "../support/start-server";
import { expect, test } from "./site";

const root = path.resolve(import.meta.dirname, "../..");
/** A BETTER_AUTH_SECRET one character short of the 32 required. */
const shortSecret = "s".repeat(31);

/** Runs `run` with the path of a data directory not made yet, and removes what it leaves. */
function withDataDir(run: (dataDir: string) => void) {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "agency-config-")), "data");
  try {
    run(dataDir);
  } finally {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

/** Starts the built server with `settings` on `dataDir` and waits for it to end. */
function serverStarted(dataDir: string, settings: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(root, "server/index.ts")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "3999", ...settings },
    encoding: "utf8",
    timeout: 30_000,
  });
}

for (const [name, settings] of [
  ["PORT", { PORT: "abc" }],
  ["SITE_URL", { SITE_URL: "not-a-url" }],
  ["SMTP_URL", { SMTP_URL: "notaurl" }],
  ["BETTER_AUTH_SECRET", { BETTER_AUTH_SECRET: shortSecret }],
  // Checked before any connection: DATABASE_URL names a server nothing answers at.
  ["BETTER_AUTH_SECRET", { DATABASE_URL: "postgres://app@127.0.0.1:1/site" }],
  ["ACKNOWLEDGEMENTS_ENABLED", { ACKNOWLEDGEMENTS_ENABLED: "1" }],
] as const) {
  test(`${Object.entries(settings)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ")} stops the server with one line naming ${name}`, () => {
    withDataDir((dataDir) => {
      const started = serverStarted(dataDir, settings);
      expect(started.status).toBe(1);
      expect(started.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^Invalid setting ${name}: `)),
      ]);
      expect(started.stdout).toBe("");
      expect(fs.existsSync(dataDir)).toBe(false);
    });
  });
}

test("`npm start` with a BETTER_AUTH_SECRET one character short stops before building, with the setting's one line", () => {
  // A checkout with no build yet, as after `git clone && npm install`: the start script and the
  // settings check, and this checkout's packages. Were the check missing, the build would start here.
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), "agency-unbuilt-"));
  try {
    for (const file of [
      "package.json",
      "scripts/check-node.cjs",
      "scripts/build.ts",
      "app/infrastructure/env.server.ts",
      "app/lib/person-name.ts",
    ]) {
      fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(checkout, file));
    }
    fs.symlinkSync(path.join(root, "node_modules"), path.join(checkout, "node_modules"));
    const [command, args] = npmCommand(["start"]);
    const started = spawnSync(command, args, {
      cwd: checkout,
      env: { ...process.env, BETTER_AUTH_SECRET: shortSecret },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(started.status).not.toBe(0);
    // npm adds its own lines ("npm error …") about the script that failed; ours is the one other line.
    const ours = started.stderr
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("npm "));
    expect(ours).toEqual(["Invalid setting BETTER_AUTH_SECRET: must be at least 32 characters"]);
    expect(started.stdout).not.toMatch(/prerender|vite|building/i);
    expect(fs.existsSync(path.join(checkout, "build"))).toBe(false);
  } finally {
    fs.rmSync(checkout, { recursive: true, force: true });
  }
});

test("a PostgreSQL server that does not answer: one line per try, then one line naming it, and the server stops", async () => {
  const port = await freePort();
  withDataDir((dataDir) => {
    const started = serverStarted(dataDir, {
      DATABASE_URL: `postgres://app:hunter2-password@127.0.0.1:${port}/site`,
      BETTER_AUTH_SECRET: "s".repeat(32),
      DATABASE_WAIT_SECONDS: "3",
      LOG_LEVEL: "info",
    });
    expect(started.status).toBe(1);
    const tries = started.stdout
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .filter((msg) => msg.startsWith("PostgreSQL"));
    expect(tries.length).toBeGreaterThanOrEqual(2);
    for (const line of tries) {
      expect(line).toMatch(
        new RegExp(
          `^PostgreSQL at 127\\.0\\.0\\.1:${port}/site is not answering \\(ECONNREFUSED\\); trying again in \\d+ s$`,
        ),
      );
    }
    expect(started.stderr.trim().split("\n")).toEqual([
      `PostgreSQL at 127.0.0.1:${port}/site did not answer within 3 s (ECONNREFUSED): start it, or correct DATABASE_URL.`,
    ]);
    expect(started.stdout + started.stderr).not.toContain("hunter2");
  });
});
