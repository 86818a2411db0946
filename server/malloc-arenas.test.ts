import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "malloc-arenas-"));
const script = path.join(dir, "entry.ts");
fs.writeFileSync(
  script,
  `import ${JSON.stringify(path.join(import.meta.dirname, "malloc-arenas.ts"))};
console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, pid: process.pid, execArgv: process.execArgv, args: process.argv.slice(2) }));`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `node <flags> entry.ts <args>` the way npm start runs the server, and what the entry saw. */
function run(env: Record<string, string | undefined>) {
  const { MALLOC_ARENA_MAX: _, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ["--max-semi-space-size=4", script, "--an-argument"], {
    env: { ...inherited, ...env },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return { pid: result.pid, seen: JSON.parse(result.stdout) as Record<string, unknown> };
}

it.runIf(process.platform === "linux")(
  "runs the server with two malloc arenas, as the same process, with its Node flags and arguments",
  () => {
    const { pid, seen } = run({});
    expect(seen).toEqual({ arenas: "2", pid, execArgv: ["--max-semi-space-size=4"], args: ["--an-argument"] });
  },
);

it.runIf(process.platform === "linux")("keeps a MALLOC_ARENA_MAX the operator set", () => {
  const { pid, seen } = run({ MALLOC_ARENA_MAX: "4" });
  expect(seen).toEqual({ arenas: "4", pid, execArgv: ["--max-semi-space-size=4"], args: ["--an-argument"] });
});
