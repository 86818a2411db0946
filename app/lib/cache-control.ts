// Every Cache-Control value the site sends, by name: who may keep a response and for how long.
// Routes set them on their responses; the host (server/) sets them on what it answers itself and
// reads them to decide what its page cache keeps (ADR 012). Plain TypeScript with no imports, so
// that plain Node (the host, with type stripping) and the Vite build both load it.

/** Bytes that never change under their URL (hashed assets, uploads under random names): kept a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * The same for every visitor and changing with the content (public pages, feed, sitemap): a CDN
 * keeps it a minute and serves it stale while it refreshes; browsers revalidate every time,
 * cheaply, with the ETag. The host's page cache keeps only pages that carry this policy.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** Files without a content hash in their name (robots.txt, icons): kept an hour. */
export const PUBLIC_FILE_CACHE = "public, max-age=3600";

/** Personal, or the answer to a form post or a refusal: stored by no one. */
export const PRIVATE_NO_STORE = "private, no-store";

/** A passing state (an outage, a health probe, a server error): stored by no one, shared or not. */
export const NO_STORE = "no-store";
