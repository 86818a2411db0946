// Server-rendered public pages kept in memory, so a page that reads the database is rendered
// once and then served like a prerendered file (see ADR 005). Content only changes through the
// admin area: an action that changes public content empties the cache in this process and, told
// through PostgreSQL, in every other instance on the same database; entries also expire after a
// few seconds, for changes made outside the app.
// When a page cannot be rendered (its database is down), the last good copy is served instead
// of the failure (stale-if-error), and rendering is tried again once per expiry period.
import type { StaticFile } from "./static.ts";

/**
 * What a render produced: a page that may be kept and shared, or an answer that may not (a
 * 404, a redirect, a page with its own caching policy...), `failed` when it is a server error.
 */
export type Rendered = { page: StaticFile } | { page?: undefined; failed: boolean };

export interface PageCacheOptions {
  /** Most pages kept; the least recently served goes first (query strings make keys unbounded). */
  maxEntries: number;
  /** How long a rendered page is served before it is rendered again. */
  ttlMs: number;
  /** Milliseconds on a clock that only moves forward (`performance.now()` unless a test sets it): an expiry is a duration. */
  now?: () => number;
}

interface Entry {
  page: StaticFile;
  expires: number;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  /** Renders under way, so that a burst of requests for one page renders it once. */
  readonly #pending = new Map<string, Promise<StaticFile | undefined>>();
  /** Bumped by clear(): a render that started before a content change is not kept. */
  #generation = 0;
  readonly #options: Required<PageCacheOptions>;

  constructor(options: PageCacheOptions) {
    this.#options = { now: () => performance.now(), ...options };
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The page for `key`: from memory, or rendered by `render`; undefined when the answer must
   * not be shared (then every caller renders its own), unless the render failed and an earlier
   * copy is still held: that copy is served, and kept for another expiry period.
   */
  async get(key: string, render: () => Promise<Rendered>): Promise<StaticFile | undefined> {
    const kept = this.peek(key);
    if (kept) return kept;
    const entry = this.#entries.get(key);
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#render(key, render, entry?.page);
      this.#pending.set(key, pending);
    }
    return pending;
  }

  /** The page for `key` if it is kept and fresh. */
  peek(key: string): StaticFile | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expires <= this.#options.now()) return undefined;
    // Map order is insertion order: re-inserting marks the entry as recently served.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** Forgets every page, and any render under way: the content has changed. */
  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }

  async #render(key: string, render: () => Promise<Rendered>, previous: StaticFile | undefined) {
    const generation = this.#generation;
    try {
      const rendered = await render();
      if (!rendered.page) {
        if (!rendered.failed || !previous || generation !== this.#generation) return undefined;
        this.#keep(key, previous);
        return previous;
      }
      let page = rendered.page;
      if (generation !== this.#generation) return page;
      // Unchanged since the last render: keep its Last-Modified, so If-Modified-Since still matches.
      if (previous && previous.etag === page.etag) page = { ...page, lastModified: previous.lastModified };
      this.#keep(key, page);
      return page;
    } finally {
      if (this.#pending.get(key) && generation === this.#generation) this.#pending.delete(key);
    }
  }

  #keep(key: string, page: StaticFile) {
    this.#entries.delete(key);
    this.#entries.set(key, { page, expires: this.#options.now() + this.#options.ttlMs });
    while (this.#entries.size > this.#options.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
