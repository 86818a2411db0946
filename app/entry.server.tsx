// React Router's default Node entry (streaming render, bots wait for all content), plus the
// Content-Security-Policy of server-rendered pages: a fresh nonce per response, given to
// <ServerRouter nonce> (React Router passes it on to <Scripts>, <ScrollRestoration> and its
// streamed data scripts through its framework context) and to React (its streaming scripts).
// A response with a nonce is sent `private, no-store`: only nonce-free (shared) renders are public.
// The policy itself lives in app/infrastructure/content-security-policy.ts, shared with the
// static server (see ADR 004).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from "react-router";
import { sharedRenderContext } from "~/infrastructure/context";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { env } from "~/infrastructure/env.server";
import { logger, requestPath } from "~/infrastructure/logger.server";
import { createNonce, cspSettings, htmlPolicy, withHotReload } from "~/infrastructure/content-security-policy";

export const streamTimeout = 5_000;

/** Server errors go to the log (never to the visitor); a client's mistake (405, 404) or a closed connection is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, path: requestPath(request.url) }, "request failed");
};

/**
 * True while the build prerenders pages: its stage that renders them (scripts/build-stage.ts) sets
 * this variable, as React Router's own prerender does (the running server never has it). A prerendered
 * page is a file served to everyone, so a nonce in it would be public and useless: it gets
 * none, and server/static.ts allows its inline scripts by the sha256 hashes that
 * scripts/precompress.ts computes. Should React Router stop setting the variable, pages
 * would merely carry an unused nonce attribute; hashes do not cover attributes, so nothing breaks.
 */
const isPrerender = () => process.env.IS_RR_BUILD_REQUEST === "yes";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A copy served to many visitors (prerendered, or kept by the page cache) is complete and
  // carries no nonce: the server allows its inline scripts by hash.
  const shared = isPrerender() || loadContext.get(sharedRenderContext);
  const nonce = shared ? undefined : createNonce();
  if (nonce) {
    const settings = cspSettings(env());
    // `npm run dev` only (Vite sets DEV; the build drops this branch): its hot-update socket.
    const policy = htmlPolicy(
      [`'nonce-${nonce}'`],
      import.meta.env.DEV ? withHotReload(settings, request.url) : settings,
    );
    responseHeaders.set("Content-Security-Policy", policy);
    // The nonce is in the HTML and the header: this response is the visitor's alone. A policy
    // that lets anyone keep it (a public page's PUBLIC_PAGE_CACHE, set when it is asked for with a
    // cookie) becomes private, no-store, so no CDN or browser serves its nonce to anyone else; one
    // that already stores nothing (an outage's no-store) stays. Route middleware runs after this
    // and sets a policy only where none is, so this one stands.
    if (!/\bno-store\b/.test(responseHeaders.get("Cache-Control") ?? ""))
      responseHeaders.set("Cache-Control", PRIVATE_NO_STORE);
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout` so it has time to flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html; charset=utf-8");

          pipe(body);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell. Errors in the initial shell
          // reject and are logged by React Router's handleDocumentRequest.
          if (shellRendered) logger.error({ err: error, path: requestPath(request.url) }, "page render failed");
        },
      },
    );
  });
}
