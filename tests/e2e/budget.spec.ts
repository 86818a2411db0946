import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./site";

/**
 * JavaScript and CSS budgets of the public site, measured on the production build
 * (`npm run build` first): what a page's HTML makes the browser load, gzip -9.
 */

const CLIENT = path.resolve("build/client");
const KB = 1000;
const HOME_JS_BUDGET = 140 * KB;
const HOME_CSS_BUDGET = 25 * KB;
/** On a slow mobile connection every start-up file is a request, and a round trip, before hydration. */
const START_FILES_BUDGET = 10;

/** Strings that exist only in admin code (the dashboard, its panels, the login page). */
const ADMIN_ONLY_STRINGS = [
  "Leads Management",
  "Export CSV",
  "Create Case Study",
  "Featured on website",
  "Create Article",
  "Publish article",
  "Are you sure you want to delete",
  "Admin Dashboard",
  "Admin Login",
  "/admin/api/uploads",
  // The Overview's charts and tables.
  "Leads per day as a table",
  "Status funnel",
];

const texts = new Map<string, string>();
const read = (file: string) => {
  if (!texts.has(file)) texts.set(file, fs.readFileSync(file, "utf8"));
  return texts.get(file)!;
};
const sizes = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return sizes.get(file)!;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const assetFile = (url: string) => path.join(CLIENT, url.replace(/^\//, ""));

/**
 * The /assets/ files an HTML page makes the browser load: modulepreload links, script src, the
 * modules its inline module scripts import (`import * as route0 from "…"`, `import("…")`), or
 * stylesheets. The inlined route manifest's own "url" is not loaded, so it is not counted.
 */
function referenced(html: string, kind: "js" | "css"): string[] {
  const found = new Set<string>();
  const add = (url: string | undefined) => url?.startsWith("/assets/") && found.add(url);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = tag.match(/\brel="([^"]*)"/)?.[1]?.split(/\s+/) ?? [];
    const href = tag.match(/\bhref="([^"]*)"/)?.[1];
    if (kind === "js" && rel.includes("modulepreload")) add(href);
    if (kind === "css" && rel.includes("stylesheet")) add(href);
  }
  if (kind === "js") {
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      add(attributes!.match(/\bsrc="([^"]*)"/)?.[1]);
      if (!/\btype="module"/.test(attributes!)) continue;
      for (const [, url] of body!.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`]([^"'`]+)["'`]/g)) add(url);
    }
  }
  return [...found];
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.\/[\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`](\.\/[\w.-]+\.js)["'`]\s*\)/g;

/** The files plus everything they import (statically, or also lazily), as /assets/ URLs. */
function closure(urls: string[], { lazy }: { lazy: boolean }): string[] {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = read(assetFile(url));
    for (const pattern of lazy ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT]) {
      for (const [, relative] of code.matchAll(pattern))
        queue.push(path.posix.join(path.posix.dirname(url), relative!));
    }
  }
  return [...seen];
}

/** Every prerendered page: build/client/**\/index.html, as [url path, html]. */
function prerenderedPages(): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html")
        pages.push([`/${path.relative(CLIENT, dir).split(path.sep).join("/")}`, fs.readFileSync(full, "utf8")]);
    }
  };
  walk(CLIENT);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }>;
}

/** React Router's route manifest (build/client/assets/manifest-*.js). */
function routeManifest(): RouteManifest {
  const file = fs.readdirSync(path.join(CLIENT, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No route manifest in build/client/assets: run `npm run build` first");
  const source = fs.readFileSync(path.join(CLIENT, "assets", file), "utf8");
  return JSON.parse(
    source.replace(/^\s*window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, ""),
  ) as RouteManifest;
}

/** Public pages rendered by the server from the database (not prerendered). */
async function serverPages(request: APIRequestContext): Promise<[string, string][]> {
  const pages: [string, string][] = [];
  for (const [url, status] of [
    ["/articles", 200],
    ["/case-studies", 200],
    ["/services/seo", 200],
    ["/no-such-page", 404],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    pages.push([url, await response.text()]);
  }
  // One article page too, when the seeded content has one.
  const article = pages[0]![1].match(/href="(\/articles\/[\w-]+)"/)?.[1];
  if (article) {
    const response = await request.get(article);
    expect(response.status(), article).toBe(200);
    pages.push([article, await response.text()]);
  }
  return pages;
}

test.describe("JavaScript and CSS budgets", () => {
  test.beforeAll(() => {
    if (!fs.existsSync(path.join(CLIENT, "assets")))
      throw new Error("No build/client/assets: run `npm run build` first");
  });

  test(`the home page loads under ${HOME_JS_BUDGET / KB} KB of JavaScript and ${HOME_CSS_BUDGET / KB} KB of CSS (gzip -9)`, async ({
    request,
  }) => {
    // The home page renders per request (its strips read the database): measured as the server sends it.
    const html = await (await request.get("/")).text();
    const preloaded = referenced(html, "js");
    expect(preloaded.length).toBeGreaterThan(0);
    // Everything the referenced modules import statically is loaded before the page can start too.
    const js = closure(preloaded, { lazy: false });
    expect(
      js.filter((url) => !preloaded.includes(url)),
      "modules imported but not preloaded (a request waterfall)",
    ).toEqual([]);
    const css = referenced(html, "css");

    const jsSizes = js.map((url) => [url, gzipSize(assetFile(url))] as const).sort((a, b) => b[1] - a[1]);
    const cssSizes = css.map((url) => [url, gzipSize(assetFile(url))] as const);
    const jsTotal = jsSizes.reduce((sum, [, size]) => sum + size, 0);
    const cssTotal = cssSizes.reduce((sum, [, size]) => sum + size, 0);
    const rawJs = js.reduce((sum, url) => sum + fs.statSync(assetFile(url)).size, 0);
    console.log(
      [
        `Home page: ${js.length} JS files, ${kb(jsTotal)} gzip -9 (${kb(rawJs)} raw); budget ${kb(HOME_JS_BUDGET)}`,
        ...jsSizes.map(([url, size]) => `  ${kb(size).padStart(9)}  ${url}`),
        `Home page: ${css.length} CSS file(s), ${kb(cssTotal)} gzip -9; budget ${kb(HOME_CSS_BUDGET)}`,
        ...cssSizes.map(([url, size]) => `  ${kb(size).padStart(9)}  ${url}`),
      ].join("\n"),
    );
    expect(jsTotal).toBeLessThan(HOME_JS_BUDGET);
    expect(
      js.length,
      "JavaScript files the home page loads at start (see startupChunks in vite.config.ts)",
    ).toBeLessThanOrEqual(START_FILES_BUDGET);
    expect(cssTotal).toBeLessThan(HOME_CSS_BUDGET);
  });

  test("public pages load no admin code", async ({ request }) => {
    const manifest = routeManifest();
    const routes = Object.values(manifest.routes);
    const files = (route: (typeof routes)[number]) => [route.module, ...(route.imports ?? [])];
    const isAdmin = (id: string) => id.startsWith("routes/admin/");
    const publicFiles = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes.filter((r) => !isAdmin(r.id)).flatMap(files),
    ]);
    const adminRouteModules = new Set(routes.filter((r) => isAdmin(r.id)).map((r) => r.module));
    // Chunks only admin routes use: the dashboard with its panels, components/admin/*, the login form.
    const adminOnlyChunks = new Set(
      routes
        .filter((r) => isAdmin(r.id))
        .flatMap(files)
        .filter((f) => !publicFiles.has(f)),
    );
    for (const tab of ["layout", "overview", "leads", "case-studies", "articles"])
      expect(adminOnlyChunks.has(manifest.routes[`routes/admin/dashboard/${tab}`]!.module), tab).toBe(true);
    expect(adminOnlyChunks.has(manifest.routes["routes/admin/login"]!.module)).toBe(true);

    // The admin strings are really in the build (so finding none on public pages means something).
    const allJs = fs
      .readdirSync(path.join(CLIENT, "assets"))
      .filter((name) => name.endsWith(".js") && !name.startsWith("manifest-"));
    const holding = (needle: string) =>
      allJs.filter((name) => read(path.join(CLIENT, "assets", name)).includes(needle));
    for (const needle of ADMIN_ONLY_STRINGS) {
      const chunks = holding(needle).map((name) => `/assets/${name}`);
      expect(chunks.length, `"${needle}" is in the client build`).toBeGreaterThan(0);
      for (const chunk of chunks)
        expect(publicFiles.has(chunk), `${chunk} (holds "${needle}") is used by a public route`).toBe(false);
    }

    const pages = [...prerenderedPages(), ...(await serverPages(request))];
    expect(pages.length).toBeGreaterThan(10);
    const measured: { url: string; js: number; files: number; css: number }[] = [];
    for (const [url, html] of pages) {
      const preloaded = referenced(html, "js");
      expect(preloaded.length, `${url} references its JavaScript`).toBeGreaterThan(0);
      expect(
        preloaded.filter((file) => adminOnlyChunks.has(file)),
        `admin chunks preloaded by ${url}`,
      ).toEqual([]);
      // The route manifest inlined in the page lists only the routes it renders.
      expect(html, `${url} inlines admin routes`).not.toContain('"routes/admin/');

      // Everything the page can load, lazily loaded parts (menu, dialog, toasts) included: no admin
      // route module, and no admin-only text. (Shared modules such as the form schemas may be lazy.)
      const reachable = closure(preloaded, { lazy: true });
      expect(
        reachable.filter((file) => adminRouteModules.has(file)),
        `admin route modules reachable from ${url}`,
      ).toEqual([]);
      const code = reachable.map((file) => read(assetFile(file))).join("\n");
      expect(
        ADMIN_ONLY_STRINGS.filter((needle) => code.includes(needle)),
        `admin-only code in the JavaScript of ${url}`,
      ).toEqual([]);

      const initial = closure(preloaded, { lazy: false });
      const js = initial.reduce((sum, file) => sum + gzipSize(assetFile(file)), 0);
      const css = referenced(html, "css").reduce((sum, file) => sum + gzipSize(assetFile(file)), 0);
      measured.push({ url, js, files: initial.length, css });
      expect(initial.length, `JavaScript files ${url} loads at start`).toBeLessThanOrEqual(START_FILES_BUDGET);
    }
    // One line per page, except the many service and sub-service pages: one line per group.
    const groupOf = (url: string) => (/^\/(sub-)?services\/./.test(url) ? `/${url.split("/")[1]}/*` : url);
    const groups = Map.groupBy(measured, ({ url }) => groupOf(url));
    const lines = [...groups].map(([url, group]) => {
      const label = group.length > 1 ? `${url} (${group.length} pages)` : url;
      const js = group.map((m) => m.js);
      const range =
        Math.min(...js) === Math.max(...js) ? kb(js[0]!) : `${kb(Math.min(...js))} to ${kb(Math.max(...js))}`;
      return `  ${label.padEnd(36)} JS ${range.padStart(9)} (${Math.max(...group.map((m) => m.files))} files)  CSS ${kb(Math.max(...group.map((m) => m.css)))}`;
    });
    console.log(
      `${measured.length} public pages checked: no admin code. Initial JS / CSS, gzip -9:\n${lines.join("\n")}`,
    );
  });
});
