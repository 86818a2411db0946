// Prerendered pages the build made with other site settings (ADR 051): each is rendered with the
// running settings when first asked, once however many visitors ask at that moment, and served as
// a file from then on; a page that cannot be kept is asked of the app again at the next visit.
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE } from "../app/lib/cache-control.ts";
import { type HostedApp, createHost, createHttpServer } from "./host.ts";
import type { StaticFile } from "./static.ts";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A host in front of an app that renders `/about` with the running brand and counts its renders. */
async function hostRenderingAgain(answer: () => { status: number; cacheControl: string }) {
  const renders: string[] = [];
  const app: HostedApp = {
    handle: async (request) => {
      renders.push(new URL(request.url).pathname);
      // The renders of one page overlap while the first is under way.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { status, cacheControl } = answer();
      return new Response("<!DOCTYPE html><title>About - Kestrel</title>", {
        status,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": cacheControl },
      });
    },
    intentOf: () => ({ queryParams: new Set(), sharedPages: true, uploadBody: false, adminArea: false }),
    requestPath: (url) => url,
    uploadBodyLimit: 1024,
    redirectFor: () => undefined,
    notFound: () => undefined,
  };
  const staticFiles = new Map<string, StaticFile>();
  const toRenderAgain = new Set(["/about"]);
  const host = createHost({
    app,
    config: { SITE_URL: "http://127.0.0.1", TRUST_PROXY: 0, dataDir: "/nonexistent" },
    csp: { siteUrl: "http://127.0.0.1", imageOrigins: [] },
    log: { error: () => undefined },
    staticFiles,
    toRenderAgain,
  });
  const server = createHttpServer(host.handle, host.checkContinue);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, renders, staticFiles, toRenderAgain };
}

describe("a prerendered page built with other site settings", () => {
  it("is rendered once on its first visits, then served as a file", async () => {
    const site = await hostRenderingAgain(() => ({ status: 200, cacheControl: PUBLIC_PAGE_CACHE }));
    const first = await Promise.all([1, 2, 3].map(() => fetch(`${site.url}/about`)));
    for (const response of first) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Kestrel");
    }
    expect(site.renders).toEqual(["/about"]);
    expect(site.staticFiles.has("/about")).toBe(true);
    expect(site.toRenderAgain.size).toBe(0);

    const later = await fetch(`${site.url}/about/`);
    expect(later.status).toBe(200);
    expect(later.headers.get("etag")).toBe(first[0]!.headers.get("etag"));
    expect(site.renders).toEqual(["/about"]);
  });

  it("that cannot be kept is answered by the app and rendered again at the next visit", async () => {
    let status = 503;
    const site = await hostRenderingAgain(() => ({ status, cacheControl: PUBLIC_PAGE_CACHE }));
    expect((await fetch(`${site.url}/about`)).status).toBe(503);
    expect(site.staticFiles.has("/about")).toBe(false);
    expect(site.toRenderAgain.has("/about")).toBe(true);

    status = 200;
    const renders = site.renders.length;
    expect((await fetch(`${site.url}/about`)).status).toBe(200);
    expect(site.renders.length).toBeGreaterThan(renders);
    expect(site.staticFiles.has("/about")).toBe(true);
  });
});
