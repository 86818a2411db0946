// The host's request pipeline: each request goes through these steps in order, each one its own
// module (ADR 012). What the app means is asked of the app (its routes' handles, its
// Cache-Control policies, its contentChanged() calls), never read from its URLs here.
import http from "node:http";
import path from "node:path";
import { createRequest } from "@remix-run/node-fetch-server";
import type { TrustProxy } from "../app/infrastructure/env.server.ts";
import { BODY_LIMIT, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, bodyLimit, guardBody } from "./body-limits.ts";
import { requestOrigin, trustedHop } from "./client-address.ts";
import type { CspSettings } from "../app/infrastructure/content-security-policy.ts";
import type { RequestKind, requestMetrics } from "../app/infrastructure/metrics.server.ts";
import { isCrossSite, malformedRequest, requestUrl } from "./front-door.ts";
import { baseSecurityHeaders } from "./headers.ts";
import type { PageCache } from "./page-cache.ts";
import type { PageKey } from "./page-key.ts";
import { failed, refuse, refuseTooLarge, sendRedirect } from "./refusals.ts";
import type { RouteIntents } from "./route-intent.ts";
import { sendResponse, staticSender } from "./send.ts";
import { sharedRenderer } from "./shared-render.ts";
import type { StaticFile } from "./static.ts";
import { uploadsFromDisk } from "./uploads-from-disk.ts";

/** What the host needs of the app (server/app.ts). */
export interface HostedApp {
  /** Renders a page or runs an action; `shared`: for many visitors (no nonce). */
  handle(request: Request, clientIp: string, options?: { shared?: boolean }): Promise<Response>;
  /** What the routes a path reaches say about themselves (server/route-intent.ts). */
  intentOf: RouteIntents;
  /** The request's path for the log (no query string: it can hold personal data). */
  requestPath(url: string): string;
  /** The largest body an upload action takes (the app's uploadBodyLimit). */
  uploadBodyLimit: number;
  /** The redirect for an old address (its path and query), if there is one (the app's site addresses). */
  redirectFor(pathname: string, search: string): { location: string; status: number } | undefined;
  /** A GET the app answered 404, with its Referer, for the app's 404 log. */
  notFound(pathname: string, referrer: string | undefined): void;
}

export interface HostOptions {
  app: HostedApp;
  config: { SITE_URL: string; TRUST_PROXY: TrustProxy; dataDir: string };
  csp: CspSettings;
  log: { error(details: object, message: string): void };
  /** Build files served from memory (none in development, where Vite serves the sources). */
  staticFiles?: Map<string, StaticFile>;
  /**
   * Prerendered pages taken out of `staticFiles` because the build had other site settings
   * (server/build-settings.ts): each is rendered with the running ones on its first visit and
   * joins `staticFiles`.
   */
  toRenderAgain?: Set<string>;
  /** Public pages kept once rendered (none in development, where every page is rendered fresh). */
  pageCache?: { cache: PageCache; key: PageKey };
  /** Told of each request answered and each page-cache lookup (/metrics); none in development. */
  metrics?: typeof requestMetrics;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

export function createHost({
  app,
  config,
  csp,
  log,
  staticFiles = new Map(),
  toRenderAgain,
  pageCache,
  metrics,
}: HostOptions) {
  const trust = trustedHop(config.TRUST_PROXY);
  const securityHeaders = Object.entries(baseSecurityHeaders(config.SITE_URL));
  const sendStatic = staticSender(securityHeaders);
  const sendUpload = uploadsFromDisk(path.join(config.dataDir, "uploads"));
  const renderShared = sharedRenderer(app, csp);
  const limitFor = (method: string | undefined, pathname: string) =>
    bodyLimit(method, app.intentOf(pathname), app.uploadBodyLimit);

  const handle: Handler = async (req, res) => {
    // The client was answered while its body was still arriving (413, 408): the app's own
    // answer, or its failure to read the cut-off body, goes nowhere.
    let answered = false;
    // Measured from here to the last byte (or the client leaving), under the kind the steps below find.
    let kind: RequestKind = "refused";
    if (metrics) {
      const started = performance.now();
      res.once("close", () => metrics.answered(kind, res.statusCode, (performance.now() - started) / 1000));
    }
    try {
      // 1. The front door: what no page can answer is refused before the app runs (ADR 008).
      const malformed = malformedRequest(req);
      if (malformed) return refuse(req, res, securityHeaders, malformed.status, malformed.message);
      const url = requestUrl(req.url!);
      const limit = limitFor(req.method, url.pathname);
      const isGet = req.method === "GET" || req.method === "HEAD";
      const declared = Number(req.headers["content-length"] ?? 0);

      // 2. The hot path: a build file, with all its headers (security ones included) prepared once;
      // a prerendered page the build made with other settings becomes one on its first visit.
      const filePath = url.pathname === "/" ? "/" : url.pathname.replace(/\/$/, "");
      const file =
        isGet && declared <= limit ? (staticFiles.get(filePath) ?? (await renderedOnFirstVisit(filePath))) : undefined;
      if (file) {
        kind = file.type.startsWith("text/html") ? "prerendered" : "asset";
        return sendStatic(req, res, file);
      }

      // 3. An old address the site redirects, answered before any page is looked for (a build
      // file, a live page, wins: a redirect from a live page's address is never kept).
      const redirect = isGet ? app.redirectFor(url.pathname, url.search) : undefined;
      if (redirect) {
        kind = "redirect";
        return sendRedirect(res, securityHeaders, redirect);
      }

      // 4. The next hottest: a page its route says may be shared, kept by the page cache.
      const shared = pageCache && req.method === "GET" && declared === 0 && isShareable(req, url);
      const key = shared ? pageCache.key(url) : "";
      const kept = shared ? pageCache.cache.peek(key) : undefined;
      if (shared) metrics?.pageCache(Boolean(kept));
      if (kept) {
        kind = "kept";
        return sendStatic(req, res, kept);
      }

      // 5. Everything else carries the security headers (pages replace the restrictive
      // non-HTML policy with theirs) and a body within its limit.
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      if (declared > limit) return refuseTooLarge(req, res, limit);

      // 6. Uploaded images from disk.
      kind = "upload";
      if (isGet && (await sendUpload(req, res, url.pathname))) return;

      // 7. The app, told who the client is, for a same-site request whose body is watched.
      const origin = requestOrigin(req, trust);
      const created = createRequest(req, res, { protocol: origin.protocol, host: origin.host });
      kind = "refused";
      if (isCrossSite(created)) return refuse(req, res, securityHeaders, 400, "Cross-site request refused.");
      kind = app.intentOf(url.pathname).adminArea ? "admin" : isGet ? "rendered" : "form";
      const request = guardBody(req, res, created, limit, () => (answered = true));
      const { clientIp } = origin;
      let response: Response;
      if (shared) {
        const rendered = await renderForCache(key, request, clientIp);
        if (!(rendered instanceof Response)) return sendStatic(req, res, rendered);
        response = rendered;
      } else response = await app.handle(request, clientIp);

      // 8. The answer: ETag, 304, compression (server/send.ts). A page not found is noted for the 404 log.
      if (answered) return void response.body?.cancel().catch(() => undefined);
      if (response.status === 404 && isGet && kind === "rendered") app.notFound(url.pathname, req.headers.referer);
      await sendResponse(req, res, response);
    } catch (error) {
      // The app failing to read a body cut off at the limit: the client already has its 413 or 408.
      if (answered) return;
      log.error({ err: error, path: app.requestPath(req.url ?? "/") }, "request failed");
      failed(res);
    }
  };

  /** Renders in progress of pages in `toRenderAgain`: visitors asking at once share one. */
  const firstRenders = new Map<string, Promise<StaticFile | undefined>>();

  /**
   * A prerendered page the build made with other settings, rendered now with the running ones and
   * kept as a build file; undefined for any other path, or when the render gave no page to keep
   * (the request then goes on as any other, and the next visit tries again).
   */
  function renderedOnFirstVisit(filePath: string): Promise<StaticFile | undefined> | undefined {
    if (!toRenderAgain?.has(filePath)) return undefined;
    let render = firstRenders.get(filePath);
    if (!render) {
      // As the build renders it: for everyone, without the visitor's headers.
      render = renderShared(new URL(filePath, config.SITE_URL), new Headers(), "127.0.0.1")
        .then(({ page }) => {
          if (page) {
            staticFiles.set(filePath, page);
            toRenderAgain.delete(filePath);
          }
          return page;
        })
        .catch(() => undefined)
        .finally(() => firstRenders.delete(filePath));
      firstRenders.set(filePath, render);
    }
    return render;
  }

  /**
   * The page for `key` from the page cache, rendered once for everyone when missing; or, when
   * it may not be kept (a 404, a redirect, a 503...), the render's own answer, or, when it was
   * another request's render, one of this request's own.
   */
  async function renderForCache(key: string, request: Request, clientIp: string): Promise<StaticFile | Response> {
    let own: Response | undefined;
    const page = await pageCache!.cache.get(key, async () => {
      // Rendered from the key's URL: the page cannot depend on the parameters left out of it.
      // (The origin and the key joined, not resolved: a key may start with `//`.)
      const rendered = await renderShared(new URL(`${new URL(request.url).origin}${key}`), request.headers, clientIp);
      if (rendered.page) return { page: rendered.page };
      own = rendered.response;
      return { failed: rendered.response.status >= 500 };
    });
    return page ?? own ?? (await app.handle(request, clientIp));
  }

  /** The same for everyone: a page its route says may be shared, asked for without cookies or credentials. */
  const isShareable = (req: http.IncomingMessage, url: URL) =>
    app.intentOf(url.pathname).sharedPages &&
    req.headers.cookie === undefined &&
    req.headers.authorization === undefined;

  /** "Expect: 100-continue": a body over the limit is refused before the client sends it. */
  function checkContinue(req: http.IncomingMessage, res: http.ServerResponse, next: Handler) {
    const limit = malformedRequest(req) ? BODY_LIMIT : limitFor(req.method, requestUrl(req.url!).pathname);
    if (Number(req.headers["content-length"] ?? 0) > limit) {
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      // The body will not come, so the connection cannot carry another request.
      res.setHeader("connection", "close");
      return refuseTooLarge(req, res, limit);
    }
    res.writeContinue();
    void next(req, res);
  }

  return { handle, checkContinue };
}

/**
 * The HTTP server, with the slow-client timeouts (ADR 008). `handler` is the host's pipeline,
 * or in development Vite's middleware in front of it.
 */
export function createHttpServer(
  handler: Handler,
  checkContinue: (req: http.IncomingMessage, res: http.ServerResponse, next: Handler) => void,
): http.Server {
  const server = http.createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    (req, res) => void handler(req, res),
  );
  server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => checkContinue(req, res, handler));
  server.keepAliveTimeout = 65_000;
  return server;
}
