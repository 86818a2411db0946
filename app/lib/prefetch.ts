/**
 * A browser fetching a page ahead of a possible visit (`<link rel="prefetch">`, which React
 * Router's `<Link prefetch>` renders, and speculation rules): Chromium marks such requests
 * `Purpose: prefetch` (older) or `Sec-Purpose: prefetch…`, Firefox `Sec-Purpose: prefetch`.
 * Nobody has looked at anything yet, and the client chooses these headers.
 */
export function isPrefetch(request: Request): boolean {
  return ["sec-purpose", "purpose"].some((header) =>
    request.headers.get(header)?.trim().toLowerCase().startsWith("prefetch"),
  );
}
