// A wrong setting, as an operator meets it starting the built server: one line naming the variable
// on stderr, no stack trace, exit code 1, before anything listens or any data directory is made.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./site";

const root = path.resolve(import.meta.dirname, "../..");

for (const [name, value] of [
  ["PORT", "abc"],
  ["SITE_URL", "not-a-url"],
  ["SMTP_URL", "notaurl"],
] as const) {
  test(`${name}=${value} stops the server with one line naming ${name}`, () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "agency-config-")), "data");
    try {
      const started = spawnSync(process.execPath, [path.join(root, "server/index.ts")], {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "3999", [name]: value },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^Invalid setting ${name}: `)),
      ]);
      expect(started.stdout).toBe("");
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
}
