import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseLockedError, openDatabase } from "../../database/client.server";
import { endScratch, holdDatabase, killHolder, tempDataDir, unrelatedProcess } from "./engine-processes";

afterEach(endScratch);

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
    const unrelated = unrelatedProcess();
    const lock = path.join(dataDir, "server.lock");
    fs.writeFileSync(lock, fs.readFileSync(lock, "utf8").replace(String(holder.process.pid), String(unrelated.pid)));

    const begun = Date.now();
    const database = await openDatabase({ dataDir });
    await database.ping();
    await database.close();
    expect(Date.now() - begun).toBeLessThan(20_000);
  });
});
