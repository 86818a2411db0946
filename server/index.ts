// `npm start` (after `npm run build`) and `npm run serve`: the built app behind the host's
// pipeline (server/host.ts; ADR 012). Build files and kept pages are served from memory.
// First: it may start the process again before anything else is loaded.
import "./start-settings.ts";
import "./drizzle-resolution.ts";
import fs from "node:fs";
import path from "node:path";
import { BUILD_SETTINGS_FILE, prerenderedToRenderAgain } from "./build-settings.ts";
import { cspSettings } from "../app/infrastructure/content-security-policy.ts";
import { createHost, createHttpServer } from "./host.ts";
import { serve, startOrExit } from "./lifecycle.ts";
import { PageCache } from "./page-cache.ts";
import { pageKeys } from "./page-key.ts";
import { routeIntents } from "./route-intent.ts";
import { loadStaticFiles } from "./static.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/index.js");
if (!fs.existsSync(serverBuild)) {
  console.error("No build found: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}

// A content change empties this cache on every instance on its database at once (startApp's
// notice); the ten seconds are for what no notice covers, a change made outside the app.
const pageCache = new PageCache({ maxEntries: 500, ttlMs: 10_000 });
// The build reads its settings as it loads: a wrong one stops here with its line, not a stack trace.
const mod = await startOrExit(() => import(serverBuild) as Promise<typeof import("./app.ts")>);
const app = await startOrExit(() => mod.startApp({ contentChanged: () => pageCache.clear() }));
const config = mod.env();
const csp = cspSettings(config);
const staticFiles = loadStaticFiles(path.join(root, "build/client"), csp);
const intentOf = routeIntents(mod);
// Prerendered pages built with other site settings are not served as built: each is rendered with
// the running settings on its first visit, then served as a file (ADR 051).
const renderAgain = prerenderedToRenderAgain(staticFiles, {
  recorded: path.join(root, BUILD_SETTINGS_FILE),
  running: { ...mod.siteConfig() },
});
if (renderAgain) mod.logger.info(renderAgain.line);

const host = createHost({
  app: {
    handle: app.handle,
    intentOf,
    requestPath: mod.requestPath,
    uploadBodyLimit: mod.uploadBodyLimit(config.UPLOAD_MAX_BYTES),
    redirectFor: app.addresses.redirectFor,
    notFound: app.addresses.notFound,
  },
  config,
  csp,
  log: mod.logger,
  staticFiles,
  toRenderAgain: renderAgain?.paths,
  pageCache: { cache: pageCache, key: pageKeys(mod, intentOf) },
  metrics: mod.requestMetrics,
});

serve(createHttpServer(host.handle, host.checkContinue), {
  port: config.PORT,
  host: config.HOST,
  databaseKind: app.capabilities.database.kind,
  staffExists: app.staffExists,
  log: mod.logger,
  close: app.close,
});
