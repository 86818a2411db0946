// The Node entry: `npm start` runs this file after `npm run build`.
// It serves the client build from memory, local uploads from disk, and hands every
// other request to the React Router app built from server/app.ts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { createRequest } from "@remix-run/node-fetch-server";
import { UPLOAD_POLICY, cspSettings } from "./csp.ts";
import { baseSecurityHeaders } from "./headers.ts";
import { type StaticFile, contentType, loadStaticFiles } from "./static.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/index.js");
if (!fs.existsSync(serverBuild)) {
  console.error("No build found: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}
let mod: typeof import("./app.ts");
let app: import("./app.ts").App;
try {
  mod = (await import(serverBuild)) as typeof import("./app.ts");
  app = await mod.startApp();
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
const staticFiles = loadStaticFiles(path.join(root, "build/client"), cspSettings(config));
const securityHeaders = Object.entries(baseSecurityHeaders(config.SITE_URL));
const uploadsRoot = path.join(config.dataDir, "uploads");
const uploadPath = /^\/uploads\/(case-studies|articles)\/([a-z0-9-]+\.(?:jpg|jpeg|png|webp|avif|gif))$/;
const compressible = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg)/;

const server = http.createServer(async (req, res) => {
  try {
    // Includes the restrictive non-HTML Content-Security-Policy; pages replace it with theirs.
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" || req.method === "HEAD") {
      const file = staticFiles.get(url.pathname === "/" ? "/" : url.pathname.replace(/\/$/, ""));
      if (file) return sendStatic(req, res, file);
      const upload = uploadPath.exec(url.pathname);
      if (upload) return await sendUpload(req, res, upload[1]!, upload[2]!);
    }
    const request = createRequest(req, res, { trustProxy: config.TRUST_PROXY ?? false });
    const clientIp = clientAddress(req);
    const response = await app.handle(request, clientIp);
    await sendResponse(req, res, response);
  } catch (error) {
    log.error({ err: error, url: req.url }, "request failed");
    if (!res.headersSent) {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      res.end("Something went wrong on our side. Please try again in a moment.");
    } else res.destroy();
  }
});

function clientAddress(req: http.IncomingMessage): string {
  if (config.TRUST_PROXY) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "").split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "unknown";
}

function preferredEncoding(req: http.IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

function sendStatic(req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile) {
  res.setHeader("content-type", file.type);
  res.setHeader("cache-control", file.cacheControl);
  res.setHeader("etag", file.etag);
  res.setHeader("last-modified", file.lastModified);
  res.setHeader("vary", "accept-encoding");
  // Prerendered pages: the policy with their scripts' hashes. Set before the 304 too, since a
  // browser updates the stored page's headers from the 304 (the base policy would break it).
  if (file.csp) res.setHeader("content-security-policy", file.csp);
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  const body = (encoding && file[encoding]) || file.body;
  if (body !== file.body) res.setHeader("content-encoding", encoding!);
  res.setHeader("content-length", body.length);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
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
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": UPLOAD_POLICY,
  });
  if (req.method === "HEAD") return void res.end();
  await pipeline(fs.createReadStream(file), res);
}

async function sendResponse(req: http.IncomingMessage, res: http.ServerResponse, response: Response) {
  const headers = new Headers(response.headers);
  const type = headers.get("content-type") ?? "";
  const encoding = response.body && compressible.test(type) && !headers.has("content-encoding") ? preferredEncoding(req) : undefined;
  if (encoding) {
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    headers.append("vary", "accept-encoding");
  }
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of headers) raw[name] = name === "set-cookie" ? headers.getSetCookie() : value;
  res.writeHead(response.status, response.statusText, raw);
  if (!response.body || req.method === "HEAD") return void res.end();
  const body = Readable.fromWeb(response.body as never);
  if (!encoding) return pipeline(body, res);
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.createGzip({ level: 6 });
  await pipeline(body, compressor, res);
}

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
