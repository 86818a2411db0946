import { describe, expect, it } from "vitest";
import { PageCache, type Rendered } from "./page-cache.ts";
import type { StaticFile } from "./static.ts";

const page = (text: string, lastModified = "Sun, 22 Nov 2026 10:00:00 GMT"): StaticFile => ({
  body: Buffer.from(text),
  type: "text/html; charset=utf-8",
  etag: `"${text}"`,
  lastModified,
  cacheControl: "public",
});
const kept = (text: string, lastModified?: string): Rendered => ({ page: page(text, lastModified) });

function cacheAt(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: 0 };
  const cache = new PageCache({
    maxEntries: options.maxEntries ?? 10,
    ttlMs: options.ttlMs ?? 1000,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe("PageCache", () => {
  it("renders a page once and serves it until it expires", async () => {
    const { cache, clock } = cacheAt();
    let renders = 0;
    const render = async () => kept(`v${++renders}`);
    expect((await cache.get("/a", render))?.etag).toBe('"v1"');
    clock.now = 999;
    expect((await cache.get("/a", render))?.etag).toBe('"v1"');
    clock.now = 1000;
    expect(cache.peek("/a")).toBeUndefined();
    expect((await cache.get("/a", render))?.etag).toBe('"v2"');
    expect(renders).toBe(2);
  });

  it("renders once for a burst of requests", async () => {
    const { cache } = cacheAt();
    let renders = 0;
    const render = () => new Promise<Rendered>((resolve) => setTimeout(() => resolve(kept(`v${++renders}`)), 10));
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get("/a", render)));
    expect(renders).toBe(1);
    expect(new Set(pages.map((p) => p?.etag))).toEqual(new Set(['"v1"']));
  });

  it("keeps nothing a render declines to share, and lets each caller render again", async () => {
    const { cache } = cacheAt();
    let renders = 0;
    const render = async () => {
      renders++;
      return { failed: false };
    };
    expect(await cache.get("/missing", render)).toBeUndefined();
    expect(await cache.get("/missing", render)).toBeUndefined();
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("forgets everything on clear, including a render that started before the change", async () => {
    const { cache } = cacheAt();
    await cache.get("/a", async () => kept("old"));
    let finish: (value: Rendered) => void = () => {};
    const slow = cache.get("/b", () => new Promise<Rendered>((resolve) => (finish = resolve)));
    cache.clear();
    finish(kept("rendered before the change"));
    expect((await slow)?.etag).toBe('"rendered before the change"');
    expect(cache.size).toBe(0);
    expect((await cache.get("/a", async () => kept("new")))?.etag).toBe('"new"');
  });

  it("drops the least recently served page past maxEntries", async () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    await cache.get("/a", async () => kept("a"));
    await cache.get("/b", async () => kept("b"));
    cache.peek("/a");
    await cache.get("/c", async () => kept("c"));
    expect(cache.peek("/a")?.etag).toBe('"a"');
    expect(cache.peek("/b")).toBeUndefined();
    expect(cache.peek("/c")?.etag).toBe('"c"');
  });

  it("keeps Last-Modified when a re-render produced the same bytes", async () => {
    const { cache, clock } = cacheAt();
    await cache.get("/a", async () => kept("same", "Sun, 22 Nov 2026 10:00:00 GMT"));
    clock.now = 5000;
    const again = await cache.get("/a", async () => kept("same", "Sun, 22 Nov 2026 10:05:00 GMT"));
    expect(again?.lastModified).toBe("Sun, 22 Nov 2026 10:00:00 GMT");
  });

  it("serves the last good copy when a render fails, and tries again once it expires", async () => {
    const { cache, clock } = cacheAt();
    await cache.get("/a", async () => kept("good"));
    clock.now = 1000;
    let renders = 0;
    const failing = async (): Promise<Rendered> => {
      renders++;
      return { failed: true };
    };
    expect((await cache.get("/a", failing))?.etag).toBe('"good"');
    expect(cache.peek("/a")?.etag).toBe('"good"');
    clock.now = 2000;
    expect((await cache.get("/a", failing))?.etag).toBe('"good"');
    expect(renders).toBe(2);
    clock.now = 3000;
    expect((await cache.get("/a", async () => kept("recovered")))?.etag).toBe('"recovered"');
  });

  it("has nothing to serve for a failed render without an earlier copy, or after a content change", async () => {
    const { cache, clock } = cacheAt();
    expect(await cache.get("/a", async () => ({ failed: true }))).toBeUndefined();
    await cache.get("/a", async () => kept("good"));
    cache.clear();
    clock.now = 1000;
    expect(await cache.get("/a", async () => ({ failed: true }))).toBeUndefined();
    // A declined (not failed) render does not bring back an expired copy either.
    await cache.get("/b", async () => kept("b"));
    clock.now = 2000;
    expect(await cache.get("/b", async () => ({ failed: false }))).toBeUndefined();
  });
});
