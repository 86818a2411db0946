import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request } from "@playwright/test";
import sharp from "sharp";
import { postLead, startServer } from "./helpers";
import { expect, test } from "./site";

// These tests start their own server processes on their own ports and data directories.
test.describe.configure({ mode: "serial", timeout: 180_000 });
const projectRoot = path.resolve(import.meta.dirname, "../..");
const admin = { email: "files-owner@sparkline.example", password: "files-test-password-1" };
/** The unprivileged account that plays another local user. */
const NOBODY = 65534;

/** A parent folder others may enter, as /srv or a home directory often is: only DATA_DIR's own modes protect it. */
function openParent(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(root, 0o755);
  return root;
}

interface Entry {
  path: string;
  mode: number;
  isFile: boolean;
  gid: number;
}

/** Every file and folder under `root` (links not followed), with its permission bits. */
function walk(root: string): Entry[] {
  const entries: Entry[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    entries.push({ path: entry, mode: stat.mode & 0o7777, isFile: stat.isFile(), gid: stat.gid });
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  for (const name of fs.readdirSync(root)) visit(path.join(root, name));
  return entries;
}

/** The files another account manages to read, trying each one as that account. */
function readableByAnotherAccount(files: string[]): string[] {
  const script = 'for f; do cat -- "$f" >/dev/null 2>&1 && printf "%s\\n" "$f"; done; exit 0';
  const result = spawnSync(
    "setpriv",
    [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", "sh", "-c", script, "sh", ...files],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`setpriv failed: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean);
}

const octal = (mode: number) => mode.toString(8).padStart(4, "0");

/** The group of the account the database engine runs as when the server runs as root (ADR 017). */
const engineGroup = () => Number(execFileSync("id", ["-g", "sparkline-db"], { encoding: "utf8" }).trim());

/**
 * Group or other permissions on anything but the one grant ADR 017 makes: a data directory that the
 * engine's group may pass through (execute only) to the engine's own folders.
 */
function openToOthers(entries: Entry[]): string[] {
  const passage = engineGroup();
  return entries
    .filter((entry) => entry.mode & 0o077 && !(entry.mode === 0o710 && entry.gid === passage))
    .map((entry) => `${octal(entry.mode)} ${entry.path}`);
}

test.skip(process.getuid?.() !== 0, "reads as another account through setpriv, which needs root");

test("what the server, a backup and a restore write is readable by the owner only", async () => {
  const root = openParent("agency-files-");
  const dataDir = path.join(root, "data");
  try {
    const server = await startServer({
      fromScratch: true,
      dataDir,
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LEAD_NOTIFY_TO: "leads@sparkline.example" },
    });
    try {
      expect((await postLead(server.url, "Meera Files", { email: "meera@files.example" })).status).toBe(303);
      const session = await request.newContext({ baseURL: server.url });
      expect((await session.post("/admin/login", { form: admin, maxRedirects: 0 })).status()).toBe(302);
      const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#3b82f6" } })
        .png()
        .toBuffer();
      const upload = await session.post("/admin/api/uploads", {
        multipart: { bucket: "articles", file: { name: "banner.png", mimeType: "image/png", buffer: png } },
      });
      expect(upload.status()).toBe(200);
      await session.dispose();
      // The alert is written after the lead is stored: once it is there, the outbox holds a file.
      const outbox = path.join(dataDir, "outbox");
      await expect.poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0)).toBeGreaterThan(0);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
    const run = (script: string, args: string[], env: Record<string, string>) =>
      execFileSync(process.execPath, [script, ...args], {
        cwd: projectRoot,
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
    run("scripts/backup.ts", [], { DATA_DIR: dataDir });
    const [archive] = fs.readdirSync(path.join(root, "backups"));
    run("scripts/restore.ts", [path.join(root, "backups", archive!)], { DATA_DIR: path.join(root, "restored") });

    const entries = walk(root);
    const uploads = entries.filter((entry) => entry.path.includes(`${path.sep}uploads${path.sep}articles${path.sep}`));
    expect(uploads.length, "the image and its resized versions, in DATA_DIR and in the restored copy").toBeGreaterThan(
      2,
    );
    const files = entries.filter((entry) => entry.isFile).map((entry) => entry.path);
    const readable = readableByAnotherAccount(files).map((file) => path.relative(root, file));
    console.log(
      `${entries.length} files and folders under DATA_DIR, the backups folder and the restored copy; readable by another account: ${readable.length}`,
    );
    expect(openToOthers(entries)).toEqual([]);
    expect(readable).toEqual([]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("at start the server takes other accounts' access off an existing data directory, and says so once", async () => {
  const root = openParent("agency-files-fix-");
  const dataDir = path.join(root, "data");
  try {
    const first = await startServer({ dataDir, fromScratch: true });
    // A new site has nobody who can sign in: the start says how to make the first account.
    await expect.poll(() => first.output()).toContain("Create an admin: set ADMIN_EMAIL and ADMIN_PASSWORD");
    first.process.kill("SIGTERM");
    await first.exited;
    // As an earlier version, or a careless copy, left it.
    for (const entry of walk(root)) fs.chmodSync(entry.path, entry.isFile ? 0o666 : 0o777);
    fs.chmodSync(dataDir, 0o777);

    const server = await startServer({ dataDir, fromScratch: true });
    server.process.kill("SIGTERM");
    await server.exited;
    const lines = server
      .output()
      .split("\n")
      .filter((line) => /readable by other accounts/.test(line));
    expect(lines).toHaveLength(1);
    expect(openToOthers(walk(root))).toEqual([]);
    expect(
      readableByAnotherAccount(
        walk(root)
          .filter((entry) => entry.isFile)
          .map((entry) => entry.path),
      ),
    ).toEqual([]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
