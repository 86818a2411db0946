// `npm run dev`: the same host as `npm start` (server/host.ts), with Vite's middleware in front
// (source modules, hot updates) and the app loaded from source by Vite's server-side module
// runner instead of the build (ADR 012). No build files and no page cache: every page is rendered
// from the code as it is now.
import fs from "node:fs";
import type http from "node:http";
import { type RunnableDevEnvironment, createServer as createViteServer, searchForWorkspaceRoot } from "vite";
import { cspSettings } from "../app/infrastructure/content-security-policy.ts";
import { type Handler, createHost, createHttpServer } from "./host.ts";
import { serve, startOrExit } from "./lifecycle.ts";
import { failed } from "./refusals.ts";
import { type RouteIntents, routeIntents } from "./route-intent.ts";

type AppModule = typeof import("./app.ts");

process.env.NODE_ENV ??= "development";
// Vite serves the source tree: reachable from this machine only, unless HOST says otherwise.
process.env.HOST ??= "127.0.0.1";

// The server exists before the host because Vite's hot-update socket shares its port; it
// listens only once the host below is in place.
const late: { handler?: Handler; checkContinue?: Parameters<typeof createHttpServer>[1] } = {};
const server = createHttpServer(
  (req, res) => late.handler!(req, res),
  (req, res, next) => late.checkContinue!(req, res, next),
);
const vite = await createViteServer({
  server: {
    middlewareMode: true,
    hmr: { server },
    // Vite serves files of the project only; node_modules may be a link to an install elsewhere
    // (a shared one, as tests/e2e/dev-loop.spec.ts uses), whose real place belongs to it too.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync("node_modules")] },
  },
  appType: "custom",
});
const runner = (vite.environments.ssr as RunnableDevEnvironment).runner;
// The app as its sources are now: after a change, Vite's runner evaluates a new copy of the
// changed modules (and, in practice, of all of them), which the next request gets.
const currentApp = () => runner.import<AppModule>("/server/app.ts");

// Opened once, here: the services (the embedded database holds a lock on its data directory)
// stay with the host while the app's modules are reloaded around them.
const first = await currentApp();
// No page cache in development: nothing to empty here, but other instances on its database are told.
const app = await startOrExit(() => first.startApp({ contentChanged() {} }));
const config = first.env();

let loaded = first;
const intents = new WeakMap<AppModule, RouteIntents>();
const intentsOf = (mod: AppModule) => {
  let intentOf = intents.get(mod);
  if (!intentOf) intents.set(mod, (intentOf = routeIntents(mod)));
  return intentOf;
};

const host = createHost({
  app: {
    handle: (request, clientIp, options) =>
      loaded.handleRequest(app.capabilities, app.publicPages, request, clientIp, options),
    intentOf: (pathname) => intentsOf(loaded)(pathname),
    requestPath: (url) => loaded.requestPath(url),
    uploadBodyLimit: first.uploadBodyLimit(config.UPLOAD_MAX_BYTES),
    redirectFor: app.addresses.redirectFor,
    notFound: app.addresses.notFound,
  },
  config,
  csp: cspSettings(config),
  log: first.logger,
});

late.checkContinue = host.checkContinue;
late.handler = (req: http.IncomingMessage, res: http.ServerResponse) =>
  new Promise<void>((resolve) => {
    vite.middlewares(req, res, (error?: unknown) => {
      if (error) {
        first.logger.error({ err: error, path: first.requestPath(req.url ?? "/") }, "vite failed");
        failed(res);
        return resolve();
      }
      // What Vite does not serve goes through the host, with the app as its sources are now.
      currentApp()
        .then((mod) => (loaded = mod))
        .then(() => host.handle(req, res))
        .catch((loadError: unknown) => {
          first.logger.error({ err: loadError, path: first.requestPath(req.url ?? "/") }, "app failed to load");
          failed(res);
        })
        .finally(resolve);
    });
  });

serve(server, {
  port: config.PORT,
  host: config.HOST,
  databaseKind: app.capabilities.database.kind,
  staffExists: app.staffExists,
  log: first.logger,
  close: async () => {
    await vite.close();
    await app.close();
  },
});
