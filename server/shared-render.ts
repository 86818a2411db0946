// Public pages rendered once for many visitors (the page cache, ADR 005; prerendered pages
// rendered again with the running settings on their first visit, ADRs 011 and 051): complete,
// without a nonce, their inline scripts allowed by hash, compressed once for all of them.
import { PUBLIC_PAGE_CACHE } from "../app/lib/cache-control.ts";
import { type CspSettings, htmlPolicy, inlineScriptHashes } from "../app/infrastructure/content-security-policy.ts";
import { strongEtag } from "./headers.ts";
import type { HostedApp } from "./host.ts";
import { compress } from "./send.ts";
import type { StaticFile } from "./static.ts";
import { now } from "../app/lib/clock.ts";

/** Response headers a kept page carries itself; the rest are set per response by the static sender. */
const ownHeaders = new Set([
  "cache-control",
  "content-type",
  "content-length",
  "content-security-policy",
  "content-encoding",
  "vary",
  "etag",
  "last-modified",
  "date",
]);

/**
 * Renders a public page (HTML, or the `.data` of a client-side navigation) for many visitors.
 * `page` is set when it may be kept (200, no cookie, marked PUBLIC_PAGE_CACHE by the app);
 * `response` is the answer either way.
 */
export type RenderShared = (
  url: URL,
  requestHeaders: Headers,
  clientIp: string,
) => Promise<{ page?: StaticFile; response: Response }>;

export function sharedRenderer(app: Pick<HostedApp, "handle">, csp: CspSettings): RenderShared {
  return async (url, requestHeaders, clientIp) => {
    // Shared renders outlive the request that started them: not tied to its connection.
    const response = await app.handle(new Request(url, { headers: requestHeaders }), clientIp, { shared: true });
    const type = response.headers.get("content-type") ?? "";
    const isHtml = type.startsWith("text/html");
    if (!isHtml && !type.startsWith("text/x-script")) return { response };
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const policy = isHtml ? htmlPolicy(inlineScriptHashes(body.toString("utf8")), csp) : undefined;
    if (policy) headers.set("content-security-policy", policy);
    const keep =
      response.status === 200 && !headers.has("set-cookie") && headers.get("cache-control") === PUBLIC_PAGE_CACHE;
    if (!keep) return { response: new Response(body, { status: response.status, headers }) };
    // Compressed once for all the visitors it will serve.
    const [br, gzipped] = await Promise.all([compress(body, "br", "kept"), compress(body, "gzip", "kept")]);
    const page: StaticFile = {
      body,
      br,
      gzip: gzipped,
      type,
      etag: strongEtag(body),
      lastModified: now().toUTCString(),
      cacheControl: PUBLIC_PAGE_CACHE,
      csp: policy,
      headers: [...headers].filter(([name]) => !ownHeaders.has(name)),
    };
    return { page, response: new Response(body, { status: 200, headers }) };
  };
}
