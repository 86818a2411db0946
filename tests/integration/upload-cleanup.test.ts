import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../database/client.server";
import { articles, caseStudies, contentRevisions, uploads } from "../../database/schema";
import { uploadFiles } from "~/lib/image-variants";
import { storeImage } from "~/features/media/store-image.server";
import { type Storage, createLocalStorage } from "~/infrastructure/storage.server";
import {
  UNCLAIMED_UPLOAD_GRACE_MS,
  releaseImage,
  removeUnclaimedUploads,
  startUnclaimedUploadSweep,
} from "~/features/media/unclaimed-uploads.server";
import { testDatabases } from "./databases";

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

describe.each(testDatabases)("uploads no saved record claims, on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let root: string;
  let storage: Storage;
  const hours = (n: number) => n * 60 * 60 * 1000;
  const picture = (background: string) =>
    sharp({ create: { width: 700, height: 400, channels: 3, background } })
      .png()
      .toBuffer();
  /** An image picked in a dialog `age` ago (all of them: this is what an admin leaves behind). */
  const uploaded = async (age = 0, bucket: "articles" | "case-studies" = "articles") => {
    const image = await storeImage({ db: database.db, storage, maxBytes: 10_000_000 }, bucket, {
      name: "cover.png",
      bytes: await picture(
        "#" +
          Math.floor(Math.random() * 0xffffff)
            .toString(16)
            .padStart(6, "0"),
      ),
    });
    await database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - age) })
      .where(eq(uploads.url, image.url));
    const key = path.basename(image.url);
    return { ...image, bucket, files: uploadFiles(key, image.variants) };
  };
  const present = (image: { bucket: string; files: string[] }) =>
    image.files.filter((file) => fs.existsSync(path.join(root, image.bucket, file)));
  const rowOf = async (image: { url: string }) =>
    (await database.db.select().from(uploads).where(eq(uploads.url, image.url))).length;
  const saveArticleWith = (imageUrl: string) =>
    database.db.insert(articles).values({
      slug: `a-${Math.random().toString(36).slice(2)}`,
      title: "T",
      excerpt: "E",
      content: "C",
      author: "A",
      category: "SEO",
      imageUrl,
    });
  const saveCaseStudyWith = (imageUrl: string) =>
    database.db.insert(caseStudies).values({
      title: "T",
      slug: `t-${crypto.randomUUID()}`,
      clientName: "C",
      industry: "I",
      challenge: "c",
      solution: "s",
      results: "r",
      imageUrl,
    });

  beforeAll(async () => {
    database = await open();
  });
  beforeEach(async () => {
    // Each test starts with no uploads or records, whatever ran before it.
    await database.db.delete(articles);
    await database.db.delete(caseStudies);
    await database.db.delete(uploads);
    root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-unclaimed-"));
    storage = createLocalStorage(root);
    return () => fs.rmSync(root, { recursive: true, force: true });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("removes an image uploaded more than a day ago that no record uses, with all its variants; keeps used and recent ones", async () => {
    expect(UNCLAIMED_UPLOAD_GRACE_MS).toBe(hours(24));
    const abandoned = await uploaded(hours(25));
    const abandonedCaseStudyImage = await uploaded(hours(25), "case-studies");
    const onArticle = await uploaded(hours(25));
    const onCaseStudy = await uploaded(hours(25), "case-studies");
    const stillInDialog = await uploaded(hours(23));
    await saveArticleWith(onArticle.url);
    await saveCaseStudyWith(onCaseStudy.url);
    expect(abandoned.files.length).toBeGreaterThan(1);

    await removeUnclaimedUploads({ db: database.db, storage });

    for (const gone of [abandoned, abandonedCaseStudyImage]) {
      expect(present(gone)).toEqual([]);
      expect(await rowOf(gone)).toBe(0);
    }
    for (const kept of [onArticle, onCaseStudy, stillInDialog]) {
      expect(present(kept)).toEqual(kept.files);
      expect(await rowOf(kept)).toBe(1);
    }
  });

  it("keeps an image an article's text shows, though no cover names it; removes it once the text no longer does", async () => {
    const inText = await uploaded(hours(25));
    const cover = await uploaded(hours(25));
    // The cover of one article appears in another's text too: replacing the cover keeps it.
    const [article] = await database.db
      .insert(articles)
      .values({
        slug: `a-${crypto.randomUUID()}`,
        title: "T",
        excerpt: "E",
        content: `Our stall at the mela:\n\n![A tea stall with a queue](${inText.url})\n\nAnd the cover again: ![Shop front](${cover.url} "front")`,
        author: "A",
        category: "SEO",
        imageUrl: null,
      })
      .returning({ id: articles.id });
    await releaseImage({ db: database.db, storage }, cover.url);
    await removeUnclaimedUploads({ db: database.db, storage });
    for (const kept of [inText, cover]) {
      expect(present(kept)).toEqual(kept.files);
      expect(await rowOf(kept)).toBe(1);
    }

    await database.db.update(articles).set({ content: "The pictures went." }).where(eq(articles.id, article!.id));
    await removeUnclaimedUploads({ db: database.db, storage });
    for (const gone of [inText, cover]) {
      expect(present(gone)).toEqual([]);
      expect(await rowOf(gone)).toBe(0);
    }
  });

  it("keeps an image a kept version of a record names (as its image or in its text) until that version goes", async () => {
    const cover = await uploaded(hours(25));
    const inText = await uploaded(hours(25));
    const recordId = crypto.randomUUID();
    await database.db.insert(contentRevisions).values([
      { kind: "case-study", recordId, values: { imageUrl: cover.url }, savedBy: null, savedAt: new Date() },
      { kind: "article", recordId, values: { content: `![Queue](${inText.url})` }, savedBy: null, savedAt: new Date() },
    ]);
    await releaseImage({ db: database.db, storage }, cover.url);
    await removeUnclaimedUploads({ db: database.db, storage });
    for (const kept of [cover, inText]) expect(present(kept)).toEqual(kept.files);

    await database.db.delete(contentRevisions).where(eq(contentRevisions.recordId, recordId));
    await removeUnclaimedUploads({ db: database.db, storage });
    for (const gone of [cover, inText]) expect(present(gone)).toEqual([]);
  });

  it("two sweeps at the same time remove each file once, and neither fails", async () => {
    const abandoned = await Promise.all([1, 2, 3, 4].map(() => uploaded(hours(30))));
    const deleted: string[] = [];
    const counting: Storage = {
      ...storage,
      async delete(bucket, key) {
        deleted.push(`${bucket}/${key}`);
        // Slow enough that the two sweeps overlap.
        await new Promise((resolve) => setTimeout(resolve, 20));
        await storage.delete(bucket, key);
      },
    };
    await Promise.all([
      removeUnclaimedUploads({ db: database.db, storage: counting }),
      removeUnclaimedUploads({ db: database.db, storage: counting }),
    ]);
    const expected = abandoned.flatMap((image) => image.files.map((file) => `articles/${file}`));
    expect(deleted.toSorted()).toEqual(expected.toSorted());
    for (const image of abandoned) expect(await rowOf(image)).toBe(0);
  });

  it("an image a record let go of while the storage failed is removed by a later sweep", async () => {
    const replaced = await uploaded(hours(48));
    const failing: Storage = {
      ...storage,
      delete: () => Promise.reject(new Error("storage unavailable")),
    };
    // The record's image was replaced: the save goes on, the old image waits for the sweep.
    await releaseImage({ db: database.db, storage: failing }, replaced.url);
    expect(present(replaced)).toEqual(replaced.files);
    await removeUnclaimedUploads({ db: database.db, storage: failing }).catch(() => undefined);
    expect(await rowOf(replaced)).toBe(1);

    await removeUnclaimedUploads({ db: database.db, storage });
    expect(present(replaced)).toEqual([]);
    expect(await rowOf(replaced)).toBe(0);
  });

  it("an upload the storage failed halfway, unable to clean up after itself, is removed by the sweep a day later", async () => {
    const stored: string[] = [];
    const outage: Storage = {
      ...storage,
      async put(bucket, key, body, type) {
        if (stored.length) throw new Error("storage unavailable");
        stored.push(key);
        await storage.put(bucket, key, body, type);
      },
      delete: () => Promise.reject(new Error("storage unavailable")),
    };
    const bytes = await picture("#abcdef");
    await expect(
      storeImage({ db: database.db, storage: outage, maxBytes: 10_000_000 }, "articles", { name: "x.png", bytes }),
    ).rejects.toThrow(/unavailable/);
    const [original] = stored;
    expect(fs.existsSync(path.join(root, "articles", original!))).toBe(true);

    await database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - hours(25)) })
      .where(eq(uploads.key, original!));
    await removeUnclaimedUploads({ db: database.db, storage });
    expect(fs.readdirSync(path.join(root, "articles"))).toEqual([]);
    expect(await database.db.select().from(uploads).where(eq(uploads.key, original!))).toEqual([]);
  });

  it("the running server sweeps on its own and stops when told", async () => {
    const first = await uploaded(hours(25));
    const sweep = startUnclaimedUploadSweep({ db: database.db, storage }, { everyMs: 50 });
    await expect.poll(() => present(first), { timeout: 5_000 }).toEqual([]);
    await sweep.stop();
    const afterStop = await uploaded(hours(25));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(present(afterStop)).toEqual(afterStop.files);
    expect(await rowOf(afterStop)).toBe(1);
  });
});
