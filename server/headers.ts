import crypto from "node:crypto";
import { NON_HTML_POLICY } from "../app/infrastructure/content-security-policy.ts";

/**
 * Headers every response carries, whatever produced it. The Content-Security-Policy here is
 * the restrictive one for anything that is not a page (assets, uploads, JSON, feeds, plain-text
 * errors); HTML responses replace it with the page policy: server-rendered pages in
 * app/entry.server.tsx (nonce), prerendered pages in server/index.ts (hashes). See ADR 004.
 */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": NON_HTML_POLICY,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
  };
  if (siteUrl.startsWith("https:")) {
    headers["strict-transport-security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

/** A strong entity tag for exact bytes (sha1, 128 bits shown: identity, not security). */
export function strongEtag(body: Buffer | string): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * The entity tags of an If-None-Match header, without their W/ prefix (If-None-Match uses the
 * weak comparison, RFC 9110 13.1.2); ["*"] for a wildcard, [] when absent.
 */
function ifNoneMatchTags(header: string | string[] | undefined): string[] {
  if (!header) return [];
  const value = Array.isArray(header) ? header.join(",") : header;
  if (value.trim() === "*") return ["*"];
  return [...value.matchAll(/(?:W\/)?("[^"]*")/g)].map((match) => match[1]!);
}

/** If-None-Match matches `etag` (which is strong, so no W/ to strip on our side). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  const tags = ifNoneMatchTags(header);
  return tags.includes("*") || tags.includes(etag);
}

/**
 * If-Modified-Since says the client's copy is as new as `lastModified`. Only consulted without
 * If-None-Match (RFC 9110 13.1.3); HTTP dates have whole seconds, so compare at that precision.
 */
export function notModifiedSince(header: string | undefined, lastModified: string): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  const modified = Date.parse(lastModified);
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}
