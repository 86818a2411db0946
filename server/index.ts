// The Node entry: `npm start` runs this file after `npm run build`.
// It serves the client build from memory, local uploads from disk, and hands every
// other request to the React Router app built from server/app.ts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createRequest } from "@remix-run/node-fetch-server";
import { requestOrigin, trustedHop } from "./client-address.ts";
import { UPLOAD_POLICY, cspSettings, htmlPolicy, inlineScriptHashes } from "./csp.ts";
import { ALLOWED_METHODS, isCrossSite, malformedRequest, requestUrl } from "./front-door.ts";
import { IMMUTABLE_CACHE, NO_STORE, PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE } from "../app/lib/cache-control.ts";
import { BUILD_SETTINGS_FILE, rerenderIfSettingsChanged } from "./build-settings.ts";
import { baseSecurityHeaders, etagMatches, ifNoneMatchTags, notModifiedSince, strongEtag } from "./headers.ts";
import { PageCache, type Rendered } from "./page-cache.ts";
import { pageKeys } from "./page-key.ts";
import { routeIntents } from "./route-intent.ts";
import { type StaticFile, contentType, loadStaticFiles } from "./static.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/index.js");
if (!fs.existsSync(serverBuild)) {
  console.error("No build found: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}
// Ten seconds: with several instances on one PostgreSQL database, the longest a page stays
// older than the content on an instance that did not make the change (the one that did
// empties its cache as soon as the change is saved).
const pageCache = new PageCache({ maxEntries: 500, ttlMs: 10_000 });
let mod: typeof import("./app.ts");
let app: import("./app.ts").App;
try {
  mod = (await import(serverBuild)) as typeof import("./app.ts");
  app = await mod.startApp({ contentChanged: () => pageCache.clear() });
} catch (error) {
  // Problems the operator can fix get one clear message, not a stack trace.
  if (error instanceof Error && ["ConfigError", "DatabaseLockedError"].includes(error.name)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const config = mod.env();
const log = mod.logger;
const csp = cspSettings(config);
const staticFiles = loadStaticFiles(path.join(root, "build/client"), csp);
const intentOf = routeIntents(mod);
const pageKey = pageKeys(mod, intentOf);
const trust = trustedHop(config.TRUST_PROXY);
const securityHeaders = Object.entries(baseSecurityHeaders(config.SITE_URL));
const uploadsRoot = path.join(config.dataDir, "uploads");
const uploadPath = /^\/uploads\/(case-studies|articles)\/([a-z0-9-]+\.(?:jpg|jpeg|png|webp|avif|gif))$/;
const compressible = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg)/;
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Request bodies: 1 MiB is far more than any form on the site sends; the image upload may take
// UPLOAD_MAX_BYTES plus room for the multipart envelope (the same allowance its action checks).
const BODY_LIMIT = 1024 * 1024;
const UPLOAD_BODY_LIMIT = config.UPLOAD_MAX_BYTES + 64 * 1024;
// After a 413, what the client is still sending is read and dropped so that it gets to read the
// answer (closing with unread data makes the kernel send a reset instead); but not forever.
const DISCARD_LIMIT = 16 * 1024 * 1024;
const DISCARD_MS = 10_000;

// Slow clients (README, "Limits"), on the model of Apache's mod_reqtimeout
// (`header=20 body=20,MinRate=500`): the request line and headers must arrive within 20 s; a
// body gets 20 s plus one more second for every 500 bytes received, so a client trickling a
// byte at a time is dropped after about 20 s while any upload faster than 500 B/s (4 kbit/s)
// goes on. Nothing may take more than 15 minutes to arrive: a 10 MiB upload needs about
// 12 KB/s (a slow mobile connection sends 50 KB/s or more).
const HEADERS_TIMEOUT_MS = 20_000;
const BODY_GRACE_MS = 20_000;
const BODY_MIN_BYTES_PER_SECOND = 500;
const REQUEST_TIMEOUT_MS = 15 * 60_000;

/** A body went over its limit while the app was reading it; the 413 has been sent. */
class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

const bodyLimit = (method: string | undefined, pathname: string) =>
  method === "POST" && intentOf(pathname).uploadBody ? UPLOAD_BODY_LIMIT : BODY_LIMIT;

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  // The client was answered while its body was still arriving (413, 408): the app's own
  // answer, or its failure to read the cut-off body, goes nowhere.
  let answered = false;
  try {
    const malformed = malformedRequest(req);
    if (malformed) return refuse(req, res, malformed.status, malformed.message);
    const url = requestUrl(req.url!);
    const limit = bodyLimit(req.method, url.pathname);
    const isGet = req.method === "GET" || req.method === "HEAD";
    const declared = Number(req.headers["content-length"] ?? 0);
    // The hot path: a build file, with all its headers (security ones included) prepared once.
    const file =
      isGet && declared <= limit
        ? staticFiles.get(url.pathname === "/" ? "/" : url.pathname.replace(/\/$/, ""))
        : undefined;
    if (file) return sendStatic(req, res, file);
    // The next hottest: a server-rendered page kept by the page cache.
    const shareable = req.method === "GET" && declared === 0 && isShareable(req, url);
    const key = shareable ? pageKey(url) : "";
    const kept = shareable ? pageCache.peek(key) : undefined;
    if (kept) return sendStatic(req, res, kept);
    // Includes the restrictive non-HTML Content-Security-Policy; pages replace it with theirs.
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (declared > limit) return refuseTooLarge(req, res, limit);
    if (isGet) {
      const upload = uploadPath.exec(url.pathname);
      if (upload) return await sendUpload(req, res, upload[1]!, upload[2]!);
    }
    const origin = requestOrigin(req, trust);
    let request = createRequest(req, res, { protocol: origin.protocol, host: origin.host });
    if (isCrossSite(request)) return refuse(req, res, 400, "Cross-site request refused.");
    // Node's parser stops a Content-Length body at its length, checked above; a chunked body
    // has no length up front, so its bytes are counted as the app reads them.
    if (request.body && req.headers["content-length"] === undefined) {
      request = limitBody(request, limit, () => {
        answered = true;
        refuseTooLarge(req, res, limit);
      });
    }
    if (request.body) {
      res.once("finish", () => discardRest(req));
      dropIfTooSlow(req, () => {
        answered = true;
        refuseTooSlow(res);
      });
    }
    const { clientIp } = origin;
    if (shareable) {
      let own: Response | undefined;
      const page = await pageCache.get(key, async (): Promise<Rendered> => {
        // Rendered from the key's URL: the page cannot depend on the parameters left out of it.
        // (The origin and the key joined, not resolved: a key may start with `//`.)
        const rendered = await renderShared(new URL(`${new URL(request.url).origin}${key}`), request.headers, clientIp);
        if (rendered.page) return { page: rendered.page };
        own = rendered.response;
        return { failed: rendered.response.status >= 500 };
      });
      if (page) return sendStatic(req, res, page);
      // Not shareable (a 404, a redirect, a 503...): the render's own answer, or, when it was
      // another request's render, one of this request's own.
      return await sendResponse(req, res, own ?? (await app.handle(request, clientIp)));
    }
    const response = await app.handle(request, clientIp);
    if (answered) return void response.body?.cancel().catch(() => undefined);
    await sendResponse(req, res, response);
  } catch (error) {
    // The app failing to read a body cut off at the limit: the client already has its 413 or 408.
    if (answered) return;
    log.error({ err: error, path: mod.requestPath(req.url ?? "/") }, "request failed");
    if (!res.headersSent) {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": NO_STORE });
      res.end("Something went wrong on our side. Please try again in a moment.");
    } else res.destroy();
  }
}

const server = http.createServer(
  { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  handle,
);
// "Expect: 100-continue": a body over the limit is refused before the client sends it.
server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => {
  const limit = malformedRequest(req) ? BODY_LIMIT : bodyLimit(req.method, requestUrl(req.url!).pathname);
  if (Number(req.headers["content-length"] ?? 0) > limit) {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    // The body will not come, so the connection cannot carry another request.
    res.setHeader("connection", "close");
    return refuseTooLarge(req, res, limit);
  }
  res.writeContinue();
  void handle(req, res);
});

/** 413, sent before the app reads (more of) the body; the rest of the body is dropped unread. */
function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse, limit: number) {
  if (!res.headersSent) {
    const mib = limit / 1024 / 1024;
    res.writeHead(413, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": PRIVATE_NO_STORE,
    });
    res.end(`The request is too large: the limit is ${Number.isInteger(mib) ? mib : mib.toFixed(2)} MiB.`);
  }
  discardRest(req);
}

/**
 * Reads and drops what is left of a request body nobody will read (refused, or answered without
 * reading it), so the client gets to read the answer and the connection can carry the next
 * request: left unread, the body would stall the connection (the app's body stream pauses the
 * socket when its queue is full), and closing with unread data makes the kernel send a reset
 * instead of the answer. Past DISCARD_LIMIT bytes or DISCARD_MS, the connection is closed.
 */
function discardRest(req: http.IncomingMessage) {
  if (req.complete || req.destroyed || discarding.has(req)) return;
  discarding.add(req);
  let discarded = 0;
  const giveUp = () => req.socket.destroy();
  const timer = setTimeout(giveUp, DISCARD_MS).unref();
  // The app's body stream stops listening; it still closes when the request ends.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) giveUp();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  req.resume();
}
const discarding = new WeakSet<http.IncomingMessage>();

/**
 * Calls `onTooSlow` once the body has taken longer than BODY_GRACE_MS plus one second per
 * BODY_MIN_BYTES_PER_SECOND bytes received. Bytes are counted on the socket (what the client
 * delivered); time while the app holds the body back (its reader is full) does not count.
 */
function dropIfTooSlow(req: http.IncomingMessage, onTooSlow: () => void) {
  const startBytes = req.socket.bytesRead;
  let clientTime = 0;
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    if (!req.isPaused()) clientTime += now - last;
    last = now;
    const allowed = BODY_GRACE_MS + ((req.socket.bytesRead - startBytes) / BODY_MIN_BYTES_PER_SECOND) * 1000;
    if (clientTime <= allowed) return;
    stop();
    onTooSlow();
  }, 1_000).unref();
  const stop = () => clearInterval(timer);
  req.once("end", stop);
  req.once("close", stop);
}

/** 408 to a client whose body comes too slowly, then the connection is closed. */
function refuseTooSlow(res: http.ServerResponse) {
  const close = () => res.socket?.destroy();
  if (res.headersSent) return close();
  res.writeHead(408, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": PRIVATE_NO_STORE,
    connection: "close",
  });
  res.end("The request body arrived too slowly.", close);
}

/**
 * The request with its body counted on the way to the app: past `limit` bytes the body errors
 * (the app's read fails), the request's signal aborts (so the app treats it as a client gone
 * away, not as its own error) and `onTooLarge` answers 413.
 */
function limitBody(request: Request, limit: number, onTooLarge: () => void): Request {
  const aborter = new AbortController();
  let received = 0;
  const counted = request.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received <= limit) return controller.enqueue(chunk);
        const error = new BodyTooLargeError(`Request body over ${limit} bytes`);
        onTooLarge();
        aborter.abort(error);
        controller.error(error);
      },
    }),
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    duplex: "half",
    signal: AbortSignal.any([request.signal, aborter.signal]),
  } as RequestInit);
}

/** A short plain-text refusal, before the app sees the request; its body is dropped unread. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, message: string) {
  const headers: Record<string, string> = {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": PRIVATE_NO_STORE,
  };
  if (status === 405) headers.allow = ALLOWED_METHODS.join(", ");
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  res.writeHead(status, headers).end(message);
  discardRest(req);
}

function preferredEncoding(req: http.IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

function sendStatic(req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile) {
  const notModified =
    req.headers["if-none-match"] !== undefined
      ? etagMatches(req.headers["if-none-match"], file.etag)
      : notModifiedSince(req.headers["if-modified-since"], file.lastModified);
  if (notModified) return void res.writeHead(304, staticHeaders(file, "304")).end();
  const encoding = preferredEncoding(req);
  const variant = encoding && file[encoding] ? encoding : "identity";
  const body = variant === "identity" ? file.body : file[variant]!;
  res.writeHead(200, staticHeaders(file, variant)).end(req.method === "HEAD" ? undefined : body);
}

type StaticVariant = "identity" | "br" | "gzip" | "304";
const preparedHeaders = new WeakMap<StaticFile, Map<StaticVariant, string[]>>();

/**
 * A build file's response headers, as the flat [name, value, ...] list writeHead takes, made once
 * per file and variant: the security headers, with a prerendered page's own policy (its
 * scripts' hashes) in place of the base one, also on a 304 (a browser updates the stored
 * page's headers from it: the base policy would break the page).
 */
function staticHeaders(file: StaticFile, variant: StaticVariant): string[] {
  let variants = preparedHeaders.get(file);
  if (!variants) preparedHeaders.set(file, (variants = new Map()));
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

async function sendUpload(req: http.IncomingMessage, res: http.ServerResponse, bucket: string, key: string) {
  const file = path.join(uploadsRoot, bucket, key);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!stat?.isFile()) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  // File names are random and never reused, so the bytes behind a URL never change.
  res.writeHead(200, {
    "content-type": contentType(file),
    "content-length": stat.size,
    "cache-control": IMMUTABLE_CACHE,
    "content-security-policy": UPLOAD_POLICY,
  });
  if (req.method === "HEAD") return void res.end();
  await pipeline(fs.createReadStream(file), res);
}

/**
 * Sends the app's response. Caching is the app's to state (app/lib/cache-control.ts): a public
 * page (PUBLIC_PAGE_CACHE, 200, HTML) gets a strong ETag, so a conditional GET is answered 304
 * without a body; an answer without a policy that is personal (sets a cookie, answers
 * credentials) or answers a form post is stored by no one.
 */
async function sendResponse(req: http.IncomingMessage, res: http.ServerResponse, response: Response) {
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

/** The same for everyone: a page its route says may be shared, asked for without cookies or credentials. */
const isShareable = (req: http.IncomingMessage, url: URL) =>
  intentOf(url.pathname).sharedPages && req.headers.cookie === undefined && req.headers.authorization === undefined;

/** Response headers a kept page carries itself; the rest are set per response by sendStatic. */
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
 * A public page (HTML, or the `.data` of a client-side navigation) rendered for the page
 * cache: complete, with no nonce, its inline scripts allowed by hash. `page` is set when it may
 * be kept (200, no cookie, marked PUBLIC_PAGE_CACHE by the app); `response` is the answer either way.
 */
async function renderShared(
  url: URL,
  requestHeaders: Headers,
  clientIp: string,
): Promise<{ page?: StaticFile; response: Response }> {
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
  // Compressed once for all the visitors it will serve: the smallest output is worth the time.
  const [br, gzipped] = await Promise.all([compress(body, "br", "smallest"), compress(body, "gzip", "smallest")]);
  const page: StaticFile = {
    body,
    br,
    gzip: gzipped,
    type,
    etag: strongEtag(body),
    lastModified: new Date().toUTCString(),
    cacheControl: PUBLIC_PAGE_CACHE,
    csp: policy,
    headers: [...headers].filter(([name]) => !ownHeaders.has(name)),
  };
  return { page, response: new Response(body, { status: 200, headers }) };
}

function rawHeaders(headers: Headers): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of headers) raw[name] = name === "set-cookie" ? headers.getSetCookie() : value;
  return raw;
}

/**
 * A public server-rendered page, buffered (they are small) for its ETag. The page's policy
 * allows its scripts by a per-response nonce that is also in the body, so the ETag is the hash
 * of the body without the nonce, followed by the nonce: when the page is unchanged, the 304
 * carries the policy with the nonce of the copy the client holds (a 304 updates the stored
 * headers; a fresh nonce there would block the stored page's scripts).
 */
async function sendPublicPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
  headers: Headers,
) {
  const body = Buffer.from(await response.arrayBuffer());
  const csp = headers.get("content-security-policy");
  const nonce = csp && /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1];
  const contentHash = strongEtag(nonce ? body.toString("utf8").replaceAll(nonce, "") : body).slice(1, -1);
  headers.set("etag", nonce ? `"${contentHash}.${nonce}"` : `"${contentHash}"`);
  headers.append("vary", "accept-encoding");
  for (const tag of ifNoneMatchTags(req.headers["if-none-match"])) {
    const [hash, heldNonce] = tag.slice(1, -1).split(".");
    if (hash !== contentHash || (nonce ? !heldNonce || !/^[A-Za-z0-9+/=_-]{16,64}$/.test(heldNonce) : heldNonce))
      continue;
    if (nonce && heldNonce)
      headers.set("content-security-policy", csp.replaceAll(`'nonce-${nonce}'`, `'nonce-${heldNonce}'`));
    headers.set("etag", tag);
    for (const name of ["content-type", "content-length", "content-encoding"]) headers.delete(name);
    res.writeHead(304, rawHeaders(headers)).end();
    return;
  }
  await sendWhole(req, res, response, headers, body);
}

/** A whole body compressed: "fast" for one response, "smallest" for a page served many times. */
function compress(body: Buffer, encoding: "br" | "gzip", effort: "fast" | "smallest"): Promise<Buffer> {
  const smallest = effort === "smallest";
  return encoding === "br"
    ? brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: smallest ? 11 : 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: smallest ? 9 : 6 });
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

// Before the first request: prerendered pages built with other site settings are not served as
// built, but rendered with the running settings (per request until rendered again in the background).
void rerenderIfSettingsChanged(staticFiles, {
  recorded: path.join(root, BUILD_SETTINGS_FILE),
  running: { ...mod.siteConfig() },
  render: async (urlPath) => (await renderShared(new URL(urlPath, config.SITE_URL), new Headers(), "127.0.0.1")).page,
})?.then((line) => log.info(line));

server.keepAliveTimeout = 65_000;
server.listen(config.PORT, config.HOST, () => {
  const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  console.log(`Server ready at http://${shown}:${config.PORT} (${app.services.database.kind} database)`);
  console.log(
    "Create an admin: set ADMIN_EMAIL and ADMIN_PASSWORD before starting, or stop the server and run\n  npm run admin:create -- --email you@example.com --password 'at-least-12-characters'",
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: finishing open requests, then stopping`);
  // Stop accepting connections; requests already running are allowed to finish.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(deadline);
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
