import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../database/client.server";
import { storeImage } from "~/features/media/images.server";
import { createLocalStorage } from "~/infrastructure/storage.server";

/** Every file left under `dir`, as paths relative to it. */
const filesUnder = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];

describe("an upload that fails leaves no file behind", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-upload-cleanup-"));
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: path.join(root, "data") });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("a write that cannot be completed removes its temporary file", async () => {
    const uploads = path.join(root, "rename-fails");
    const storage = createLocalStorage(uploads);
    // Something already stands where the file should go: the final rename fails.
    fs.mkdirSync(path.join(uploads, "articles", "photo.jpg"), { recursive: true });
    await expect(storage.put("articles", "photo.jpg", Buffer.alloc(1024, 1), "image/jpeg")).rejects.toThrow();
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("a truncated image is refused and nothing is stored", async () => {
    const uploads = path.join(root, "bad-image");
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c0ffee" } })
      .jpeg()
      .toBuffer();
    const deps = { db: database.db, storage: createLocalStorage(uploads), maxBytes: 10 * 1024 * 1024 };
    await expect(
      storeImage(deps, "articles", { name: "cut.jpg", bytes: jpeg.subarray(0, jpeg.length / 2) }),
    ).rejects.toThrow();
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("a disk that fills up halfway leaves neither temporary files nor some of the resized versions", async (context) => {
    const disk = path.join(root, "small-disk");
    fs.mkdirSync(disk);
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=200k", "tmpfs", disk], { stdio: "ignore" });
    } catch {
      context.skip("needs to mount a small tmpfs (root)");
    }
    try {
      // Noise compresses badly: the original fits on the disk, its resized versions do not all fit.
      const noise = Buffer.from(Array.from({ length: 400 * 150 * 3 }, () => Math.floor(Math.random() * 256)));
      const png = await sharp(noise, { raw: { width: 400, height: 150, channels: 3 } })
        .png()
        .toBuffer();
      expect(png.length).toBeLessThan(200 * 1024);
      const deps = { db: database.db, storage: createLocalStorage(disk), maxBytes: 10 * 1024 * 1024 };
      await expect(storeImage(deps, "articles", { name: "noise.png", bytes: png })).rejects.toThrow(/ENOSPC/);
      expect(filesUnder(disk)).toEqual([]);
    } finally {
      execFileSync("umount", [disk]);
    }
  });
});
