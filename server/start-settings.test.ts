import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-settings-"));
const script = path.join(dir, "entry.ts");
fs.writeFileSync(
  script,
  `import ${JSON.stringify(path.join(import.meta.dirname, "start-settings.ts"))};
import module from "node:module";
console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, compileCacheSet: process.env.NODE_COMPILE_CACHE, compileCache: module.getCompileCacheDir(), pid: process.pid, execArgv: process.execArgv, args: process.argv.slice(2) }));`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `node <flags> entry.ts <args>` the way npm start runs the server, and what the entry saw. */
function run(env: Record<string, string | undefined>) {
  const { MALLOC_ARENA_MAX: _, NODE_COMPILE_CACHE: __, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ["--max-semi-space-size=4", script, "--an-argument"], {
    env: { ...inherited, ...env },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return { pid: result.pid, seen: JSON.parse(result.stdout) as Record<string, unknown> };
}

const asStarted = { execArgv: ["--max-semi-space-size=4"], args: ["--an-argument"] };
// Node names the folder it keeps the cache in by a subfolder of its own (its version and flags).
const cacheIn = (folder: string) =>
  expect.stringMatching(new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`));

it.runIf(process.platform === "linux")(
  "runs the server with two malloc arenas and the compile cache from its first module, as the same process",
  () => {
    const { pid, seen } = run({});
    expect(seen).toEqual({
      arenas: "2",
      // Set as the process started: Node compiled every module through the cache, this entry's too.
      compileCacheSet: path.join(os.tmpdir(), "node-compile-cache"),
      compileCache: cacheIn(path.join(os.tmpdir(), "node-compile-cache")),
      pid,
      ...asStarted,
    });
  },
);

it.runIf(process.platform === "linux")("keeps a MALLOC_ARENA_MAX and a compile cache the operator set", () => {
  const cache = path.join(dir, "cache");
  const { pid, seen } = run({ MALLOC_ARENA_MAX: "4", NODE_COMPILE_CACHE: cache });
  expect(seen).toEqual({ arenas: "4", compileCacheSet: cache, compileCache: cacheIn(cache), pid, ...asStarted });
});
