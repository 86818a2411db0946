// Sending answers: build files and kept pages from memory (precompressed, ETag, 304), and the
// app's responses (a strong ETag on public pages, compression on the way out).
import type http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE } from "../app/lib/cache-control.ts";
import { etagMatches, notModifiedSince, strongEtag } from "./headers.ts";
import type { StaticFile } from "./static.ts";

const compressible = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg)/;
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function preferredEncoding(req: http.IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

export type SendStatic = (req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile) => void;

/**
 * Sends build files and kept pages from memory: 304 when the client holds the same bytes,
 * otherwise the precompressed variant it accepts.
 */
export function staticSender(securityHeaders: readonly [string, string][]): SendStatic {
  type Variant = "identity" | "br" | "gzip" | "304";
  const prepared = new WeakMap<StaticFile, Map<Variant, string[]>>();

  /**
   * A file's response headers, as the flat [name, value, ...] list writeHead takes, made once
   * per file and variant: the security headers, with a prerendered page's own policy (its
   * scripts' hashes) in place of the base one, also on a 304 (a browser updates the stored
   * page's headers from it: the base policy would break the page).
   */
  function headersOf(file: StaticFile, variant: Variant): string[] {
    let variants = prepared.get(file);
    if (!variants) prepared.set(file, (variants = new Map()));
    let headers = variants.get(variant);
    if (!headers) {
      headers = [];
      for (const [name, value] of securityHeaders) {
        headers.push(name, name === "content-security-policy" && file.csp ? file.csp : value);
      }
      headers.push(
        "content-type",
        file.type,
        "cache-control",
        file.cacheControl,
        "etag",
        file.etag,
        "last-modified",
        file.lastModified,
        "vary",
        "accept-encoding",
      );
      for (const [name, value] of file.headers ?? []) headers.push(name, value);
      if (variant === "br" || variant === "gzip") headers.push("content-encoding", variant);
      if (variant !== "304")
        headers.push("content-length", String((variant === "identity" ? file.body : file[variant]!).length));
      variants.set(variant, headers);
    }
    return headers;
  }

  return (req, res, file) => {
    const notModified =
      req.headers["if-none-match"] !== undefined
        ? etagMatches(req.headers["if-none-match"], file.etag)
        : notModifiedSince(req.headers["if-modified-since"], file.lastModified);
    if (notModified) return void res.writeHead(304, headersOf(file, "304")).end();
    const encoding = preferredEncoding(req);
    const variant = encoding && file[encoding] ? encoding : "identity";
    const body = variant === "identity" ? file.body : file[variant]!;
    res.writeHead(200, headersOf(file, variant)).end(req.method === "HEAD" ? undefined : body);
  };
}

/**
 * Sends the app's response. Caching is the app's to state (app/lib/cache-control.ts): a public
 * page (PUBLIC_PAGE_CACHE, 200, HTML) gets a strong ETag, so a conditional GET is answered 304
 * without a body; an answer without a policy that is personal (sets a cookie, answers
 * credentials) or answers a form post is stored by no one.
 */
export async function sendResponse(req: http.IncomingMessage, res: http.ServerResponse, response: Response) {
  const headers = new Headers(response.headers);
  const type = headers.get("content-type") ?? "";
  const isGet = req.method === "GET" || req.method === "HEAD";
  const personal = !isGet || headers.has("set-cookie") || req.headers.authorization !== undefined;
  if (personal && !headers.has("cache-control")) headers.set("cache-control", PRIVATE_NO_STORE);
  const isPublicPage = headers.get("cache-control") === PUBLIC_PAGE_CACHE && type.startsWith("text/html");
  if (isPublicPage && req.method === "GET" && response.status === 200 && response.body) {
    return sendPublicPage(req, res, response, headers);
  }
  if (response.body && compressible.test(type)) headers.append("vary", "accept-encoding");
  // The answer to a form post is small and complete at once: sent whole, without a streaming
  // compressor (setting one up costs more than the few bytes of an action's result it would save).
  if (!isGet && response.body) {
    return sendWhole(req, res, response, headers, Buffer.from(await response.arrayBuffer()));
  }
  const encoding =
    response.body && compressible.test(type) && !headers.has("content-encoding") ? preferredEncoding(req) : undefined;
  if (encoding) {
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
  }
  res.writeHead(response.status, response.statusText || undefined, rawHeaders(headers));
  if (!response.body || req.method === "HEAD") return void res.end();
  const body = Readable.fromWeb(response.body as never);
  if (!encoding) return pipeline(body, res);
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.createGzip({ level: 6 });
  await pipeline(body, compressor, res);
}

function rawHeaders(headers: Headers): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of headers) raw[name] = name === "set-cookie" ? headers.getSetCookie() : value;
  return raw;
}

/**
 * A public server-rendered page, buffered (they are small) for its ETag. It carries no nonce: a
 * page rendered with one is private, no-store (entry.server.tsx), so only shared renders, whose
 * scripts are allowed by hash, come here.
 */
async function sendPublicPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
  headers: Headers,
) {
  const body = Buffer.from(await response.arrayBuffer());
  const etag = strongEtag(body);
  headers.set("etag", etag);
  headers.append("vary", "accept-encoding");
  if (etagMatches(req.headers["if-none-match"], etag)) {
    for (const name of ["content-type", "content-length", "content-encoding"]) headers.delete(name);
    res.writeHead(304, rawHeaders(headers)).end();
    return;
  }
  await sendWhole(req, res, response, headers, body);
}

/**
 * A whole body compressed: "fast" for one response, "kept" for a page served many times. Brotli's
 * qualities 7 to 11 cost 10 to 20 times quality 6 for a page a tenth smaller at most (an HTML page
 * of 26 KB: 2 ms and 6.3 KB at 6, 43 ms and 5.6 KB at 11): a kept page lives ten seconds in the
 * page cache, and the server renders the prerendered pages again at each start when its settings
 * differ from the build's. Quality 11 is for the build's own files (scripts/precompress.ts).
 */
export function compress(body: Buffer, encoding: "br" | "gzip", effort: "fast" | "kept"): Promise<Buffer> {
  const kept = effort === "kept";
  return encoding === "br"
    ? brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 6 : 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: kept ? 9 : 6 });
}

/** Bodies this small are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** Sends a body read whole, compressed in one go when the client takes it and it is worth it. */
async function sendWhole(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
  headers: Headers,
  body: Buffer,
) {
  const type = headers.get("content-type") ?? "";
  const worthIt = body.length >= COMPRESS_FROM_BYTES && compressible.test(type) && !headers.has("content-encoding");
  const encoding = worthIt ? preferredEncoding(req) : undefined;
  const sent = encoding ? await compress(body, encoding, "fast") : body;
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(sent.length));
  res.writeHead(response.status, response.statusText || undefined, rawHeaders(headers));
  res.end(req.method === "HEAD" ? undefined : sent);
}
