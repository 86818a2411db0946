import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animatedGif, photo } from "../../bench/image-files";
import { ImageRejectedError, storeImage } from "~/features/media/store-image.server";
import { type Storage, createLocalStorage } from "~/infrastructure/storage.server";
import { testDatabases } from "./databases";

describe.each(testDatabases.slice(0, 1))("image uploads on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let storage: Storage;
  let root: string;
  const store = (name: string, bytes: Buffer) =>
    storeImage({ db: database.db, storage, maxBytes: 10_000_000 }, "articles", { name, bytes });
  const storedFiles = () =>
    fs.existsSync(path.join(root, "articles")) ? fs.readdirSync(path.join(root, "articles")) : [];

  beforeAll(async () => {
    database = await open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-images-"));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("counts every frame of an animation toward the pixel limit, before decoding it", async () => {
    // 2000×2000 is allowed for one frame; 11 frames are 44 million pixels.
    const gif = await animatedGif(2000, 2000, 11);
    expect(gif.length).toBeLessThan(1_000_000);
    // Other tests store files in the same folder: nothing may be added to what is there.
    const before = storedFiles();
    const started = performance.now();
    const rejection = await store("spinner.gif", gif).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(ImageRejectedError);
    expect((rejection as Error).message).toMatch(/11 frames of 2000×2000 pixels/);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(storedFiles()).toEqual(before);
  });

  it("still takes a small animation, with all its frames", async () => {
    const stored = await store("spinner.gif", await animatedGif(200, 100, 5));
    expect(stored).toMatchObject({ width: 200, height: 100 });
    const kept = fs.readFileSync(path.join(root, "articles", path.basename(stored.url)));
    expect((await sharp(kept).metadata()).pages).toBe(5);
  });

  it("refuses a truncated JPEG with a reason, and stores nothing", async () => {
    const before = storedFiles();
    const jpeg = await photo(1200, 800);
    const rejection = await store("photo.jpg", jpeg.subarray(0, Math.floor(jpeg.length / 2))).catch(
      (error: unknown) => error,
    );
    expect(rejection).toBeInstanceOf(ImageRejectedError);
    expect((rejection as Error).message).toMatch(/damaged or incomplete/);
    expect(storedFiles()).toEqual(before);
  });
});
