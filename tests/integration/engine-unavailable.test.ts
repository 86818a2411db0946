import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const client = path.resolve(import.meta.dirname, "../../database/client.server.ts");

it("where the engine's binaries are not installed, opening the database says so in one line naming DATABASE_URL", () => {
  // A working folder without node_modules: the platform's package cannot be found from it.
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "agency-no-engine-"));
  const script = `const { openDatabase } = await import(${JSON.stringify(client)});
    try { await openDatabase({ dataDir: "data" }); console.log("opened"); }
    catch (error) { console.log(error.name + ": " + error.message); }`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: elsewhere,
    encoding: "utf8",
  });
  const said = result.stdout.trim();
  expect(said).toMatch(/^EngineUnavailableError: The embedded database has no build for \S+\. Set DATABASE_URL/);
  expect(said.split("\n")).toHaveLength(1);
  // Nothing was created, and the data directory is not left locked.
  expect(fs.existsSync(path.join(elsewhere, "data", "postgres"))).toBe(false);
  expect(fs.existsSync(path.join(elsewhere, "data", "server.lock"))).toBe(false);
  fs.rmSync(elsewhere, { recursive: true, force: true });
});
