// The Content-Security-Policy, in one place for the three parts that send or prepare it:
// app/entry.server.tsx (server-rendered HTML, per-request nonce), server/static.ts and
// server/index.ts (prerendered HTML, sha256 hashes; everything else) and
// scripts/precompress.ts (computes the hashes at build time).
// Plain Node TypeScript with no dependencies and no `~` alias: the Node entry and the build
// script run it with type stripping, and the Vite server build bundles it for the app.
import crypto from "node:crypto";

/** The settings the policy depends on; `cspSettings(env())` builds them from the config. */
export interface CspSettings {
  siteUrl: string;
  /** Extra origins images may come from (an http:// S3/CDN; https: is allowed anyway). */
  imageOrigins: string[];
  /** Extra origins scripts may connect to: in development only, Vite's hot-update socket. */
  connectOrigins?: string[];
}

/** Any response that is not an HTML page: it may load nothing and be framed by no one. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Uploaded files: nothing loads, nothing runs (sandbox), even if a browser sniffs HTML in them. */
export const UPLOAD_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

interface ConfigLike {
  SITE_URL: string;
  S3_PUBLIC_URL?: string;
  S3_ENDPOINT?: string;
}

export function cspSettings(config: ConfigLike): CspSettings {
  const imageOrigins: string[] = [];
  // Uploads stored in S3 are shown from S3_PUBLIC_URL (a CDN) or the endpoint itself, where the
  // bucket may be a path or a subdomain. Only plain-http origins (a local MinIO) need listing:
  // https: is allowed for images anyway, because editors may paste any https image address.
  const storage = config.S3_PUBLIC_URL ?? config.S3_ENDPOINT;
  if (storage) {
    const url = new URL(storage);
    if (url.protocol === "http:") {
      imageOrigins.push(url.origin);
      if (!config.S3_PUBLIC_URL) imageOrigins.push(`http://*.${url.host}`);
    }
  }
  return { siteUrl: config.SITE_URL, imageOrigins };
}

/**
 * The policy of an HTML page. `scriptSources` are the page's own inline scripts:
 * `'nonce-…'` for a server-rendered page, `'sha256-…'` hashes for a prerendered one.
 * 'self' covers the hashed bundles in /assets and the route modules loaded on navigation;
 * without 'strict-dynamic' no script can load a script from elsewhere.
 */
export function htmlPolicy(scriptSources: readonly string[], settings: CspSettings): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // React sets style="" attributes and Radix/sonner add inline styles and <style> elements:
    // they cannot carry a nonce, so styles stay 'unsafe-inline' (CSS cannot run scripts).
    "style-src 'self' 'unsafe-inline'",
    // data: and blob: for generated previews; https: for uploads on S3/a CDN and for the image
    // addresses editors may paste into case studies and articles.
    ["img-src 'self' data: blob: https:", ...settings.imageOrigins].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...(settings.connectOrigins ?? [])].join(" "),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (settings.siteUrl.startsWith("https:")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * `npm run dev` (ADR 012): the policy plus what hot reload needs, nothing else. Vite's client
 * opens its hot-update socket on the page's own origin, as ws: (wss: under https); its scripts,
 * React Refresh's preamble included, are module files from 'self' or carry the page's nonce.
 */
export function withHotReload(settings: CspSettings, pageUrl: string): CspSettings {
  const { protocol, host } = new URL(pageUrl);
  return { ...settings, connectOrigins: [`${protocol === "https:" ? "wss" : "ws"}://${host}`] };
}

/** A fresh, unguessable nonce (128 bits) for one server-rendered response. */
export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

// A <script> element and its raw text (scripts are raw text: no entities, ended by </script).
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser executes or treats as a script for CSP; anything else (application/ld+json...)
// is a data block that never runs and needs no hash.
const executableType = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * The CSP hash sources (`'sha256-…'`) of an HTML document's inline executable scripts.
 * A browser hashes the script's text as parsed, so line endings are normalised like the
 * HTML parser does (CRLF and CR become LF) before hashing the UTF-8 bytes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim();
    if (!executableType.test(value)) continue;
    const source = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${crypto.createHash("sha256").update(source, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Build-time record of each prerendered page's hashes (build/csp-hashes.json). */
export interface CspHashManifest {
  /** Path under build/client ("/about/index.html") to the page's digest and script hashes. */
  [file: string]: { digest: string; scripts: string[] };
}

/** Identifies the exact bytes the hashes were computed from, so a stale manifest is noticed. */
export function contentDigest(body: Buffer | string): string {
  return crypto.createHash("sha256").update(body).digest("base64url");
}
