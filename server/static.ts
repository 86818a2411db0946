import fs from "node:fs";
import path from "node:path";
import {
  type CspHashManifest,
  type CspSettings,
  contentDigest,
  htmlPolicy,
  inlineScriptHashes,
} from "../app/infrastructure/content-security-policy.ts";
import { IMMUTABLE_CACHE, PUBLIC_FILE_CACHE, PUBLIC_PAGE_CACHE } from "../app/lib/cache-control.ts";
import { strongEtag } from "./headers.ts";

export interface StaticFile {
  /** The bytes as built; `br` and `gzip` are the same bytes precompressed (same ETag: one entity). */
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** The build file's mtime as an HTTP date, for Last-Modified and If-Modified-Since. */
  lastModified: string;
  cacheControl: string;
  /** Pages only: their Content-Security-Policy, allowing their inline scripts by hash. */
  csp?: string;
  /** Other headers the page was rendered with (server-rendered pages kept by the page cache). */
  headers?: [string, string][];
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export function contentType(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Loads the client build into memory once: hashed assets, prerendered pages (served at
 * their plain paths: build/client/about/index.html answers /about) and their
 * precompressed .br/.gz twins made by scripts/precompress.ts, which also records the sha256
 * hashes of each page's inline scripts (build/csp-hashes.json) for the page's policy.
 */
export function loadStaticFiles(root: string, csp: CspSettings): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(root)) return files;
  const manifest = readHashManifest(path.join(root, "..", "csp-hashes.json"));
  const stale: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = `/${path.relative(root, full).split(path.sep).join("/")}`;
    const body = fs.readFileSync(full);
    const read = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined);
    const isHtml = rel.endsWith(".html");
    const urlPath = isHtml ? rel.replace(/\/?index\.html$/, "") || "/" : rel;
    let scriptHashes: string[] | undefined;
    if (isHtml) {
      const recorded = manifest[rel];
      if (recorded?.digest === contentDigest(body)) scriptHashes = recorded.scripts;
      else {
        // Built without scripts/precompress.ts, or changed since: hashes from the file as it is now.
        stale.push(rel);
        scriptHashes = inlineScriptHashes(body.toString("utf8"));
      }
    }
    files.set(urlPath, {
      body,
      br: read(".br"),
      gzip: read(".gz"),
      type: contentType(full),
      etag: strongEtag(body),
      lastModified: fs.statSync(full).mtime.toUTCString(),
      cacheControl: rel.startsWith("/assets/")
        ? IMMUTABLE_CACHE
        : isHtml || rel.endsWith(".data")
          ? PUBLIC_PAGE_CACHE
          : PUBLIC_FILE_CACHE,
      csp: scriptHashes && htmlPolicy(scriptHashes, csp),
    });
  }
  if (stale.length > 0) {
    console.warn(
      `Content-Security-Policy hashes computed at start for ${stale.length} page(s) missing from build/csp-hashes.json (run \`npm run build\`)`,
    );
  }
  return files;
}

function readHashManifest(file: string): CspHashManifest {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as CspHashManifest;
  } catch {
    return {};
  }
}
