// The systemd unit in deploy/ as systemd reads it: `systemd-analyze verify` prints nothing (Debian's
// systemd 252 exits 0 on an unknown key or a bad value, and only says so), and the unit runs the
// server as docs/running-on-a-server.md describes. Nothing here has systemd as PID 1: the
// sandbox itself is not exercised.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const unitFile = path.resolve(import.meta.dirname, "../../deploy/sparkline.service");

/** What `systemd-analyze verify` says of a unit with this text. */
function verify(text: string): { status: number | null; said: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-unit-"));
  try {
    const file = path.join(dir, "sparkline.service");
    fs.writeFileSync(file, text);
    const result = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
    if (result.error)
      throw new Error(`systemd-analyze is not installed (apt-get install systemd): ${result.error.message}`);
    return { status: result.status, said: `${result.stdout}${result.stderr}`.trim() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The unit's settings as name → values, in order. */
function settings(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) found.set(match[1]!, [...(found.get(match[1]!) ?? []), match[2]!]);
  }
  return found;
}

describe("deploy/sparkline.service", () => {
  const text = fs.readFileSync(unitFile, "utf8");
  const unit = settings(text);

  it("passes systemd-analyze verify without a line", () => {
    expect(verify(text)).toEqual({ status: 0, said: "" });
  });

  it("is checked: a misspelt value or an unknown key is a line the test sees", () => {
    const said = verify(text.replace("KillMode=mixed", "KillMode=mixd\nMemoryLimitt=1G")).said;
    expect(said).toMatch(/kill mode/i);
    expect(said).toMatch(/Unknown key 'MemoryLimitt'/);
  });

  it("runs the server from source as its own account, stopping it before its database, restarting it on failure", () => {
    expect(unit.get("User")).toEqual(["sparkline"]);
    expect(unit.get("KillMode")).toEqual(["mixed"]);
    expect(unit.get("Restart")).toEqual(["on-failure"]);
    expect(unit.get("EnvironmentFile")).toEqual(["/etc/sparkline/sparkline.env"]);
    // `serve`, never `start`: a 1 GB server does not build; the Node version is checked before.
    expect(unit.get("ExecStart")?.[0]).toMatch(/^\/usr\/bin\/node .*server\/index\.ts$/);
    expect(unit.get("ExecStartPre")).toEqual(["/usr/bin/node scripts/check-node.cjs"]);
  });

  it("lets it write its data directory only, without MemoryDenyWriteExecute (V8 needs it off)", () => {
    expect(unit.get("ProtectSystem")).toEqual(["strict"]);
    expect(unit.get("StateDirectory")).toEqual(["sparkline"]);
    expect(unit.get("Environment")?.join(" ")).toContain("DATA_DIR=/var/lib/sparkline");
    expect(unit.has("ReadWritePaths")).toBe(false);
    expect(unit.has("MemoryDenyWriteExecute")).toBe(false);
    expect(unit.get("NoNewPrivileges")).toEqual(["yes"]);
  });

  it("names the settings an external PostgreSQL needs in the environment file it reads", () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../deploy/sparkline.env"), "utf8");
    expect(example).toMatch(/^# DATABASE_URL=postgres:\/\//m);
    expect(example).toMatch(/^# DATABASE_OWNER_URL=postgres:\/\//m);
  });
});
