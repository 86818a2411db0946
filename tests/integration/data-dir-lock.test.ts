import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseLockedError, openDatabase } from "../../database/client.server";

const client = path.resolve(import.meta.dirname, "../../database/client.server.ts");
const started: ChildProcess[] = [];

/** A separate process that opens the embedded database and keeps it, as a running server does. */
async function holdDatabase(dataDir: string): Promise<ChildProcess> {
  const script = `const { openDatabase } = await import(${JSON.stringify(client)});
    await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    console.log("open");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
    child.once("exit", (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});

describe("the embedded database's lock", () => {
  it("is never taken from a live server", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lock-live-"));
    await holdDatabase(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is taken over when its process died and the pid now belongs to an unrelated live process", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lock-reused-"));
    const holder = await holdDatabase(dataDir);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    // The kernel hands the dead server's pid to another program (after a reboot or a container restart).
    const unrelated = spawn("sleep", ["60"]);
    started.push(unrelated);
    const lock = path.join(dataDir, "server.lock");
    fs.writeFileSync(lock, fs.readFileSync(lock, "utf8").replace(String(holder.pid), String(unrelated.pid)));

    const begun = Date.now();
    const database = await openDatabase({ dataDir });
    await database.ping();
    await database.close();
    expect(Date.now() - begun).toBeLessThan(20_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
