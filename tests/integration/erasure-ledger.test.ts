// The erasure ledger (ADR 048): kept beside DATA_DIR or in the S3 bucket, copied into every backup, and
// merged back by npm run restore. The commands run as an operator runs them, with plain Node.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import S3rver from "s3rver";
import { extract } from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/client.server";
import { ConfigError, parseEnv } from "~/infrastructure/env.server";
import {
  type LedgerEntry,
  type LedgerKey,
  LEDGER_NAME,
  ledgerKey,
  openErasureLedger,
} from "~/infrastructure/erasure-ledger.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-erasure-ledger-test-"));
const repo = path.resolve(import.meta.dirname, "../..");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const secret = "the-site-secret-of-at-least-32-characters";
const key = ledgerKey(secret);

function erasure(key: LedgerKey, at: string, email: string): LedgerEntry {
  return { at, request: crypto.randomUUID(), email: key.email(email), phone: key.phone("+919845000000") };
}

/** `npm run <script>` as an operator runs it: plain Node, the settings in the environment, none inherited. */
async function runScript(script: string, args: string[], settings: Record<string, string>) {
  const environment = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", ...settings };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(repo, "scripts", `${script}.ts`), ...args],
      { cwd: repo, env: environment },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe("the erasure ledger", () => {
  it("keeps each request once beside DATA_DIR and refuses a ledger written with another secret", async () => {
    const config = parseEnv({ DATA_DIR: path.join(root, "file-site") });
    const ledger = openErasureLedger(config, key);
    expect(ledger.where).toBe(`${config.dataDir}.erasure-ledger`);
    expect(await ledger.entries()).toEqual([]);

    const first = erasure(key, "2026-03-01T10:00:00.000Z", "asha@example.com");
    const second = erasure(key, "2026-02-01T10:00:00.000Z", "ravi@example.com");
    await ledger.add([first]);
    await ledger.add([first, second]);
    expect(await ledger.entries()).toEqual([second, first]);
    expect(fs.statSync(ledger.where).mode & 0o777).toBe(0o600);

    const otherSecret = openErasureLedger(config, ledgerKey("another-secret-of-at-least-32-characters"));
    const refusal = await otherSecret.entries().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).message).toMatch(/^BETTER_AUTH_SECRET: [^\n]*$/);
    expect((refusal as ConfigError).message).toContain(ledger.where);
    await expect(otherSecret.add([])).rejects.toBeInstanceOf(ConfigError);
    expect(await ledger.entries()).toEqual([second, first]);
  });

  it("keeps each request once in the S3 bucket, and ERASURE_LEDGER_PATH keeps it in a file instead", async () => {
    const dir = fs.mkdtempSync(path.join(root, "s3-"));
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory: dir,
      silent: true,
      configureBuckets: [{ name: "site-media", configs: [] }],
    });
    const { port } = await server.run();
    try {
      const settings = {
        DATA_DIR: path.join(root, "s3-site"),
        S3_BUCKET: "site-media",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "1",
      };
      const ledger = openErasureLedger(parseEnv(settings), key);
      expect(ledger.where).toBe(`s3://site-media/${LEDGER_NAME}`);
      expect(await ledger.entries()).toEqual([]);
      const first = erasure(key, "2026-03-01T10:00:00.000Z", "asha@example.com");
      const second = erasure(key, "2026-03-02T10:00:00.000Z", "ravi@example.com");
      await ledger.add([first]);
      await ledger.add([second, first]);
      expect(await ledger.entries()).toEqual([first, second]);
      await expect(
        openErasureLedger(parseEnv(settings), ledgerKey("another-secret-of-at-least-32-characters")).entries(),
      ).rejects.toThrow(/^BETTER_AUTH_SECRET: /);

      const file = path.join(root, "elsewhere", "ledger.jsonl");
      expect(openErasureLedger(parseEnv({ ...settings, ERASURE_LEDGER_PATH: file }), key).where).toBe(file);
    } finally {
      await server.close();
    }
  });

  it("goes into every backup as it is, and npm run restore merges it into the current ledger", async () => {
    const dataDir = path.join(root, "site");
    await (await openDatabase({ dataDir })).close();
    fs.writeFileSync(path.join(dataDir, "auth-secret"), secret, { mode: 0o600 });
    const before = [
      erasure(key, "2026-01-10T10:00:00.000Z", "asha@example.com"),
      erasure(key, "2026-01-20T10:00:00.000Z", "ravi@example.com"),
    ];
    await openErasureLedger(parseEnv({ DATA_DIR: dataDir }), key).add(before);

    const archive = path.join(root, "backups", "site.tar.gz");
    const backup = await runScript("backup", ["--out", archive], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("an erasure ledger of 2 entries");
    const unpacked = fs.mkdtempSync(path.join(root, "unpacked-"));
    await extract({ file: archive, cwd: unpacked });
    expect(fs.readFileSync(path.join(unpacked, "erasure-ledger.jsonl"), "utf8")).toBe(
      fs.readFileSync(`${dataDir}.erasure-ledger`, "utf8"),
    );

    // Another machine, whose ledger knows a later erasure but not the backup's.
    const restoredDir = path.join(root, "restored");
    const current = openErasureLedger(parseEnv({ DATA_DIR: restoredDir }), key);
    const later = erasure(key, "2026-02-01T10:00:00.000Z", "meera@example.com");
    await current.add([later]);
    const restore = await runScript("restore", [archive], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(
      "Merged the backup's erasure ledger: 3 people erased at their request stay erased (applied when the server starts).",
    );
    expect(await current.entries()).toEqual([...before, later]);
    expect(fs.readFileSync(path.join(restoredDir, "auth-secret"), "utf8")).toBe(secret);
    expect(fs.existsSync(path.join(restoredDir, "erasure-ledger.jsonl"))).toBe(false);

    // With another secret the backup's ledger cannot be read: the restore stops before DATA_DIR is made.
    const refusedDir = path.join(root, "refused");
    const refused = await runScript("restore", [archive], {
      DATA_DIR: refusedDir,
      BETTER_AUTH_SECRET: "another-secret-of-at-least-32-characters",
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^BETTER_AUTH_SECRET: the erasure ledger at .*site\.tar\.gz was written/);
    expect(fs.readdirSync(root).filter((name) => name.startsWith("refused"))).toEqual([]);
  });
});
