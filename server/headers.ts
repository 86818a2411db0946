import { NON_HTML_POLICY } from "./csp.ts";

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
