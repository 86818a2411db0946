/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
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
