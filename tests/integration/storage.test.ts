import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploads } from "../../database/schema";
import { variantName } from "~/lib/image-variants";
import { createS3Storage, createStorage } from "~/infrastructure/s3-storage.server";
import { type Bucket, type Storage, createLocalStorage } from "~/infrastructure/storage.server";
import { storeImage } from "~/features/media/store-image.server";
import { removeUnclaimedUploads } from "~/features/media/unclaimed-uploads.server";
import { parseEnv } from "~/infrastructure/env.server";
import { testDatabases } from "./databases";

interface StoredObject {
  body: Buffer;
  contentType?: string | null;
  cacheControl?: string | null;
}

interface Backend {
  storage: Storage;
  /** What a visitor gets at a public URL; undefined when nothing is there. */
  fetch(url: string): Promise<StoredObject | undefined>;
  /** How many operations reached the underlying storage so far. */
  touches(): number;
  close(): Promise<void>;
}

const backends: { name: string; servesHeaders: boolean; open: () => Promise<Backend> }[] = [
  {
    name: "local disk",
    // server/index.ts sets the headers for local files, not the storage.
    servesHeaders: false,
    async open() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "storage-local-"));
      const root = path.join(dir, "uploads");
      const spies = (["mkdir", "writeFile", "rename", "rm"] as const).map((name) => vi.spyOn(fs, name));
      return {
        storage: createLocalStorage(root),
        async fetch(url) {
          // The web server maps /uploads/<bucket>/<key> onto the root.
          const match = /^\/uploads\/([a-z-]+\/[^/]+)$/.exec(url);
          if (!match?.[1]) throw new Error(`Not a local upload URL: ${url}`);
          const body = await fs.readFile(path.join(root, match[1])).catch((error: NodeJS.ErrnoException) => {
            if (error.code === "ENOENT") return undefined;
            throw error;
          });
          return body && { body };
        },
        touches: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
        async close() {
          for (const spy of spies) spy.mockRestore();
          await fs.rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "S3 (s3rver)",
    servesHeaders: true,
    async open() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "storage-s3-"));
      const server = new S3rver({
        address: "127.0.0.1",
        port: 0,
        directory: dir,
        silent: true,
        configureBuckets: [{ name: "site-media", configs: [] }],
      });
      const { port } = await server.run();
      let requests = 0;
      // s3rver's own HTTP server; every S3 call the storage makes passes through it.
      (server as unknown as { httpServer: import("node:http").Server }).httpServer.on("request", () => requests++);
      return {
        storage: createS3Storage({
          bucket: "site-media",
          region: "us-east-1",
          endpoint: `http://127.0.0.1:${port}`,
          accessKeyId: "S3RVER",
          secretAccessKey: "S3RVER",
          forcePathStyle: true,
        }),
        async fetch(url) {
          const response = await fetch(url);
          if (response.status === 404) return undefined;
          if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
          return {
            body: Buffer.from(await response.arrayBuffer()),
            contentType: response.headers.get("content-type"),
            cacheControl: response.headers.get("cache-control"),
          };
        },
        touches: () => requests,
        async close() {
          await server.close();
          await fs.rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

const randomKey = (extension: string) => `${crypto.randomUUID()}.${extension}`;

const unsafe: [bucket: string, key: string][] = [
  ["case-studies", "../x.jpg"],
  ["case-studies", "a/b.jpg"],
  ["articles", "x.svg"],
  ["articles", "x.html"],
  ["media", "ok.jpg"],
];

describe.each(backends)("$name storage", ({ open, servesHeaders }) => {
  let backend: Backend;
  let storage: Storage;

  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });
  afterAll(() => backend?.close());

  it("serves what was put at its public URL", async () => {
    const body = crypto.randomBytes(2048);
    const key = randomKey("png");
    const before = backend.touches();
    await storage.put("case-studies", key, body, "image/png");
    // Proves the counter sees real operations, so the refusal tests below mean something.
    expect(backend.touches()).toBeGreaterThan(before);
    const stored = await backend.fetch(storage.publicUrl("case-studies", key));
    expect(stored?.body.equals(body)).toBe(true);
  });

  it.runIf(servesHeaders)("serves the content type and a long, immutable cache lifetime", async () => {
    const key = randomKey("webp");
    await storage.put("articles", key, Buffer.from("webp bytes"), "image/webp");
    expect(await backend.fetch(storage.publicUrl("articles", key))).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
  });

  it("keeps the two buckets apart", async () => {
    const key = randomKey("jpg");
    await storage.put("articles", key, Buffer.from("article"), "image/jpeg");
    await storage.put("case-studies", key, Buffer.from("case study"), "image/jpeg");
    expect((await backend.fetch(storage.publicUrl("articles", key)))?.body.toString()).toBe("article");
    expect((await backend.fetch(storage.publicUrl("case-studies", key)))?.body.toString()).toBe("case study");
  });

  it("deletes an object", async () => {
    const key = randomKey("jpg");
    await storage.put("articles", key, Buffer.from("to be removed"), "image/jpeg");
    await storage.delete("articles", key);
    expect(await backend.fetch(storage.publicUrl("articles", key))).toBeUndefined();
  });

  it("deletes a missing key without an error", async () => {
    await expect(storage.delete("articles", randomKey("jpg"))).resolves.toBeUndefined();
  });

  it("an image nobody saved with a record goes a day later, every width of it", async () => {
    const database = await testDatabases[0]!.open();
    try {
      const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#336699" } })
        .jpeg()
        .toBuffer();
      const image = await storeImage({ db: database.db, storage, maxBytes: 10_000_000 }, "case-studies", {
        name: "cover.jpg",
        bytes,
      });
      const addresses = [image.url, ...image.variants.map((width) => variantName(image.url, width))];
      expect(addresses.length).toBeGreaterThan(1);
      for (const address of addresses) expect(await backend.fetch(address)).toBeDefined();

      await database.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(uploads.url, image.url));
      expect(await removeUnclaimedUploads({ db: database.db, storage })).toBe(1);
      for (const address of addresses) expect(await backend.fetch(address)).toBeUndefined();
    } finally {
      await database.dispose();
    }
  });

  it.each(unsafe)("refuses %s/%s without touching storage", async (bucket, key) => {
    const before = backend.touches();
    await expect(storage.put(bucket as Bucket, key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(
      "Invalid storage path",
    );
    await expect(storage.delete(bucket as Bucket, key)).rejects.toThrow("Invalid storage path");
    expect(() => storage.publicUrl(bucket as Bucket, key)).toThrow("Invalid storage path");
    expect(backend.touches()).toBe(before);
  });
});

describe("S3 public URLs", () => {
  const base = { bucket: "site-media", region: "eu-west-1", accessKeyId: "id", secretAccessKey: "secret" };
  const urlOf = (options: Partial<Parameters<typeof createS3Storage>[0]>) =>
    createS3Storage({ ...base, ...options }).publicUrl("articles", "a1.jpg");

  it("uses S3_PUBLIC_URL as the base when set", () => {
    expect(urlOf({ publicUrl: "https://cdn.example.com/" })).toBe("https://cdn.example.com/articles/a1.jpg");
    expect(urlOf({ publicUrl: "https://cdn.example.com/media", endpoint: "http://127.0.0.1:9000" })).toBe(
      "https://cdn.example.com/media/articles/a1.jpg",
    );
  });

  it("addresses AWS by virtual host, or by path when forced", () => {
    expect(urlOf({})).toBe("https://site-media.s3.eu-west-1.amazonaws.com/articles/a1.jpg");
    expect(urlOf({ forcePathStyle: true })).toBe("https://s3.eu-west-1.amazonaws.com/site-media/articles/a1.jpg");
  });

  it("addresses a custom endpoint the same way", () => {
    expect(urlOf({ endpoint: "https://fra1.digitaloceanspaces.com" })).toBe(
      "https://site-media.fra1.digitaloceanspaces.com/articles/a1.jpg",
    );
    expect(urlOf({ endpoint: "http://127.0.0.1:9000/", forcePathStyle: true })).toBe(
      "http://127.0.0.1:9000/site-media/articles/a1.jpg",
    );
  });
});

describe("createStorage", () => {
  it("uses the local disk unless S3_BUCKET is set", () => {
    expect(createStorage(parseEnv({})).kind).toBe("local");
    const s3 = parseEnv({ S3_BUCKET: "site-media", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" });
    expect(createStorage(s3).kind).toBe("s3");
  });
});
