import { z } from "zod";

// What a redirect may be: from an exact path of this site that no page of the site's own machinery
// answers, to a path of this site (never another site: no open redirect). Shared by the Redirects
// screen's form, its CSV import, the host's lookup and the 404 log, so all four read a path alike.

/** The longest path kept, as a source, a target or a 404 (a longer one is junk or an attack). */
export const PATH_MAX = 300;

/** Addresses the site answers itself, whatever redirects say: the admin area, files, feeds and probes. */
const RESERVED_PREFIXES = ["/admin", "/uploads", "/social", "/assets", "/quote", "/webhooks"];
const RESERVED_PATHS = [
  "/",
  "/sitemap.xml",
  "/rss.xml",
  "/hi/rss.xml",
  "/healthz",
  "/metrics",
  "/robots.txt",
  "/contact-taps",
];

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_MESSAGES = {
  sourceInvalid: "Enter the old address as a path of this site, starting with / (for example /old-offer).",
  sourceQuery: "Leave out the part from ? onwards: a redirect matches the path alone.",
  sourceReserved:
    "The admin area, uploads, social cards, the sitemap, the feed and health checks cannot be redirected.",
  sourceLive: "That address is a live page of the site, and a live page always wins over a redirect.",
  targetInvalid: "Enter the new address as a path of this site, starting with / (for example /services/seo).",
  loop: "That would send visitors round in a loop: the new address already redirects back here.",
  same: "The new address is the same as the old one.",
  taken: "A redirect from that address already exists: edit it instead.",
  tooLong: `Keep the address under ${PATH_MAX} characters.`,
  notFound: "That redirect was removed in the meantime.",
  added: "Redirect saved",
  saveFailed: "Could not save the redirect. Please try again.",
  removed: "Redirect removed",
  removeFailed: "Could not remove the redirect. Please try again.",
  importFailed: "Could not import the file. Please try again.",
} as const;

/**
 * A parsed path of this site, or undefined for anything else (another host, a scheme, `//evil`, a
 * backslash, a path that resolves to `//evil`).
 */
function sitePath(text: string): URL | undefined {
  // Whitespace and control characters (a tab, a line break) are never part of an address typed here.
  if (!text.startsWith("/") || text.startsWith("//") || text.includes("\\") || /[\p{Cc}\s]/u.test(text)) {
    return undefined;
  }
  const base = "http://site.invalid";
  const url = URL.parse(text, base);
  // Dot segments resolve `/.//evil.example` to the path `//evil.example`, which a browser reads as a host.
  return url && url.origin === base && !url.pathname.startsWith("//") ? url : undefined;
}

/** The path as the host compares it: percent-encoded as a browser sends it, with no trailing slash. */
export const pathKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname);

/** Whether a path belongs to the site's own machinery (never redirected, never logged as a 404). */
export function isReservedPath(path: string): boolean {
  return (
    RESERVED_PATHS.includes(path) ||
    RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    path.endsWith(".data")
  );
}

/** The old address as kept: a path of this site, no query string, not reserved. */
export const redirectSource = z
  .string(REDIRECT_MESSAGES.sourceInvalid)
  .trim()
  .min(1, REDIRECT_MESSAGES.sourceInvalid)
  .max(PATH_MAX, REDIRECT_MESSAGES.tooLong)
  .transform((text, ctx) => {
    const url = sitePath(text);
    if (!url) {
      ctx.addIssue({ code: "custom", message: REDIRECT_MESSAGES.sourceInvalid });
      return z.NEVER;
    }
    if (text.includes("?") || text.includes("#")) {
      ctx.addIssue({ code: "custom", message: REDIRECT_MESSAGES.sourceQuery });
      return z.NEVER;
    }
    const path = pathKey(url.pathname);
    if (isReservedPath(path)) {
      ctx.addIssue({ code: "custom", message: REDIRECT_MESSAGES.sourceReserved });
      return z.NEVER;
    }
    return path;
  });

/** The new address as kept: a path of this site, with its query string and fragment if it has them. */
export const redirectTarget = z
  .string(REDIRECT_MESSAGES.targetInvalid)
  .trim()
  .min(1, REDIRECT_MESSAGES.targetInvalid)
  .max(PATH_MAX, REDIRECT_MESSAGES.tooLong)
  .transform((text, ctx) => {
    const url = sitePath(text);
    if (!url) {
      ctx.addIssue({ code: "custom", message: REDIRECT_MESSAGES.targetInvalid });
      return z.NEVER;
    }
    return `${pathKey(url.pathname)}${url.search}${url.hash}`;
  });

/** Whether a stored target is still a path of this site (a row written before a rule, or by hand, is not followed). */
export const isSiteTarget = (target: string) => redirectTarget.safeParse(target).success;

/** A target's path alone: what another redirect's source is compared with. */
export const targetPath = (target: string) => pathKey(new URL(target, "http://site.invalid").pathname);

/** 301 unless 302 is chosen (an empty cell in an import is a 301). */
export const redirectStatus = z
  .enum(["", "301", "302"], "Choose 301 (moved for good) or 302 (for now).")
  .optional()
  .transform((status): RedirectStatus => (status === "302" ? 302 : 301));

export const REDIRECT_FIELDS = ["source", "target", "status"] as const;
export type RedirectField = (typeof REDIRECT_FIELDS)[number];

export const redirectSchema = z.object({
  source: redirectSource,
  target: redirectTarget,
  status: redirectStatus,
});
export type RedirectInput = z.output<typeof redirectSchema>;

export const REDIRECT_INTENTS = {
  save: "redirect-save",
  remove: "redirect-remove",
} as const;

/** A redirect as the screen lists it. */
export interface RedirectView {
  id: string;
  source: string;
  target: string;
  status: number;
  automatic: boolean;
  hits: number;
  lastHitAt: Date | null;
}

/** A path that answered 404, as the screen lists it. */
export interface NotFoundView {
  path: string;
  hits: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  referrerHost: string | null;
}
