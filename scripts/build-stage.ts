// One stage of `npm run build`; scripts/build.ts runs each in a process of its own, one after the
// other, so that no stage holds what another needed: React Router's `react-router build` bundles
// the browser's code, then the server's, then prerenders the pages in one process, which at its
// peak held about 1,100 MiB (`npm run bench:build`), more than a 1 GB server has to spare.
//   client  bundles the browser's code into build/client;
//   server  bundles the server's into build/server, reading the client's manifest as React Router
//           does between the two (build/client/.vite/manifest.json), then removes the manifests;
//   pages   renders the prerendered pages (react-router.config.ts) into build/client through the
//           server bundle's own request handler, asking for each what React Router's prerender
//           asks for, and writing what it writes; then records the site settings they were
//           rendered with (build/site-settings.json, server/build-settings.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteObject, ServerBuild } from "react-router";
import { BUILD_SETTINGS_FILE, recordBuildSettings } from "../server/build-settings.ts";

const root = path.resolve(import.meta.dirname, "..");
const build = path.join(root, "build");
// React Router's CLI sets this before React loads: the production build of React is bundled and run.
process.env.NODE_ENV ??= "production";

async function bundle(side: "client" | "ssr") {
  const { createBuilder } = await import("vite");
  const builder = await createBuilder({ root, configFile: path.join(root, "vite.config.ts") });
  await builder.build(builder.environments[side]!);
}

/**
 * Pages rendered at once: two keep a two-core machine busy while one waits on sharp (15 s for
 * the 281, against 24 s one at a time); four or eight saved under a second and held 30 to 50 MB more.
 */
const PAGES_AT_ONCE = 2;

/** What the server bundle's manifest says of a route. */
interface RouteExports {
  hasLoader: boolean;
  hasErrorBoundary: boolean;
  hasDefaultExport: boolean;
}

interface Site {
  manifest: Record<string, RouteExports | undefined>;
  /** The ids of the routes that match a path, root first. */
  matching: (pathname: string) => string[];
  handle: (request: Request) => Promise<Response>;
}

/**
 * The files React Router's prerender writes for `pagePath` (the requests its plugin makes, made to
 * the server bundle's handler instead of through a preview server): a page's loader data
 * (`/about.data`, read by a client-side navigation) and its HTML (`/about/index.html`), rendered
 * from that data; a resource route's answer (`/social/x.png`); a page without loaders, its HTML.
 */
async function prerender(
  pagePath: string,
  site: Site,
): Promise<Array<{ file: string; contents: Uint8Array | string }>> {
  const ask = async (address: string, init?: RequestInit) => {
    const response = await site.handle(new Request(new URL(address, "http://localhost"), init));
    const ok =
      response.status === 200 ||
      (response.status === 202 && new URL(address, "http://localhost").pathname.endsWith(".data"));
    if (!ok)
      throw new Error(`Prerendering ${pagePath}: ${address} answered ${response.status}\n${await response.text()}`);
    return response;
  };
  const pageAddress = `${pagePath}/`.replace(/\/\/+/g, "/");
  const matches = site.matching(pageAddress);
  const leaf = matches.at(-1);
  if (!leaf) throw new Error(`Prerendering ${pagePath}: no route matches it`);
  const { hasDefaultExport, hasErrorBoundary, hasLoader } = site.manifest[leaf]!;
  if (!hasDefaultExport && !hasErrorBoundary) {
    if (!hasLoader) throw new Error(`Prerendering ${pagePath}: a resource route without a loader has nothing to write`);
    // React Router also writes the resource's `.data` (for the social cards, the same image again,
    // drawn a second time), which no navigation asks for: left out.
    return [{ file: pagePath, contents: new Uint8Array(await (await ask(pagePath)).arrayBuffer()) }];
  }
  const html = `${pageAddress}index.html`;
  const dataFile = pagePath.endsWith("/") ? `${pagePath}_.data` : `${pagePath}.data`;
  if (!matches.some((id) => site.manifest[id]?.hasLoader))
    return [{ file: html, contents: await (await ask(pageAddress)).text() }];
  const data = await (await ask(dataFile)).text();
  // The page is rendered from the data just read, not from its loaders run again; React Router
  // takes it in this header when it is short enough.
  const encoded = encodeURI(data);
  const headers = encoded.length < 8 * 1024 ? { "X-React-Router-Prerender-Data": encoded } : undefined;
  return [
    { file: dataFile, contents: data },
    { file: html, contents: await (await ask(pageAddress, { headers })).text() },
  ];
}

async function pages() {
  const serverBuild = (await import(pathToFileURL(path.join(build, "server/index.js")).href)) as ServerBuild &
    typeof import("../server/app.ts");
  const { createRequestHandler, matchRoutes } = await import("react-router");
  // The routes as a tree, as React Router's own prerender matches them.
  const routes = Object.values(serverBuild.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, caseSensitive, index }) =>
        index ? { id, path, caseSensitive, index } : { id, path, caseSensitive, children: childrenOf(id) },
      );
  const routeTree = childrenOf(undefined);
  const handler = createRequestHandler(serverBuild, "production");
  const site: Site = {
    // `hasDefaultExport` is in the manifest, though its type leaves it out.
    manifest: serverBuild.assets.routes as unknown as Site["manifest"],
    matching: (pathname) => matchRoutes(routeTree, pathname)?.map((match) => match.route.id!) ?? [],
    handle: (request) => handler(request),
  };
  // Read by app/entry.server.tsx: a page written to a file is served to everyone, so it gets no
  // nonce. React Router's own prerender sets the same variable.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const started = performance.now();
  const queue = [...serverBuild.prerender];
  let written = 0;
  const renderNext = async () => {
    for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
      for (const { file, contents } of await prerender(pagePath, site)) {
        const target = path.join(build, "client", ...file.split("/"));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, contents);
        written++;
      }
    }
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, renderNext));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Prerendered ${serverBuild.prerender.length} pages into ${written} files in ${seconds} s.`);
  // The server bundle's own settings code, reading this process's environment: the one the pages were rendered with.
  recordBuildSettings(path.join(root, BUILD_SETTINGS_FILE), { ...serverBuild.siteConfig() });
  console.log(`Site settings of the prerendered pages in ${BUILD_SETTINGS_FILE}`);
}

const stage = process.argv[2];
if (stage === "client") {
  fs.rmSync(build, { recursive: true, force: true });
  await bundle("client");
} else if (stage === "server") {
  await bundle("ssr");
  // What React Router removes after its build: the bundler's manifests, read only while building.
  for (const side of ["client", "server"]) fs.rmSync(path.join(build, side, ".vite"), { recursive: true, force: true });
} else if (stage === "pages") {
  await pages();
} else {
  throw new Error(`build-stage: "client", "server" or "pages", not ${stage}`);
}
// The server bundle, loaded to render the pages, leaves timers and handles open; React Router's
// CLI ends its process the same way.
process.exit(0);
