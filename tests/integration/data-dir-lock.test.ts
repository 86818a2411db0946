import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseLockedError, openDatabase } from "../../database/client.server";
import { endHolders, holdDatabase, killHolder } from "./engine-processes";

const dataDirs: string[] = [];
const sleepers: ReturnType<typeof spawn>[] = [];

function tempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.push(dir);
  return dir;
}

// The holders' engines are ended while their folders still exist: that is how they are found.
afterEach(async () => {
  await endHolders();
  for (const sleeper of sleepers.splice(0)) sleeper.kill("SIGKILL");
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database's lock", () => {
  it("is never taken from a live server, and says so in one line", async () => {
    const dataDir = tempDataDir("agency-lock-live-");
    await holdDatabase(dataDir);
    const refusal = await openDatabase({ dataDir }).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(DatabaseLockedError);
    expect((refusal as Error).message).toMatch(/is in use by another server process \(pid \d+\)\. Stop it first/);
    expect((refusal as Error).message).not.toContain("\n");
  });

  it("is taken over when its process died and the pid now belongs to an unrelated live process", async () => {
    const dataDir = tempDataDir("agency-lock-reused-");
    const holder = await holdDatabase(dataDir);
    await killHolder(holder);
    // The kernel hands the dead server's pid to another program (after a reboot or a container restart).
    const unrelated = spawn("sleep", ["60"]);
    sleepers.push(unrelated);
    const lock = path.join(dataDir, "server.lock");
    fs.writeFileSync(lock, fs.readFileSync(lock, "utf8").replace(String(holder.process.pid), String(unrelated.pid)));

    const begun = Date.now();
    const database = await openDatabase({ dataDir });
    await database.ping();
    await database.close();
    expect(Date.now() - begun).toBeLessThan(20_000);
  });
});
