// Requests no page of the site can answer, refused before they reach the app: the app would
// fail on them in ways that look like its own errors (a 500, an error-level log line with a
// stack trace), which hides real failures among junk anyone can send.
import type http from "node:http";

/** The methods the site answers; anything else (TRACE, CONNECT, WebDAV...) is a 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

export interface Refusal {
  status: 400 | 405;
  message: string;
}

/**
 * Why the request line cannot be served, or undefined when it can: a method the site does
 * not answer, a target that is not a path (`*`, `http://host/...`), a path that is not valid
 * percent-encoding, or a NUL byte anywhere (no page, slug or parameter contains one; the
 * database refuses it in text). The query is not held to strict percent-encoding: a stray `%`
 * in a campaign tag is read as itself.
 */
export function malformedRequest(req: http.IncomingMessage): Refusal | undefined {
  if (!ALLOWED_METHODS.includes(req.method ?? "")) return { status: 405, message: "Method not allowed." };
  const target = req.url ?? "";
  if (!target.startsWith("/") || !URL.parse(`http://localhost${target}`)) {
    return { status: 400, message: "Bad request: the target must be a path." };
  }
  const queryStart = target.indexOf("?");
  const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "Bad request: malformed percent-encoding." };
  }
  if (/%00/i.test(target)) return { status: 400, message: "Bad request: NUL byte in the address." };
  return undefined;
}

/**
 * The URL of a request line that malformedRequest let through. Built as origin + target (never
 * resolved against a base: `//%2f` is a path here, not a host).
 */
export function requestUrl(target: string): URL {
  return new URL(`http://localhost${target}`);
}

/**
 * A state-changing request a browser sent from another site: its Origin is not the site's own
 * (`null` included, as from a sandboxed frame). React Router applies the same rule to page
 * actions, but throws an error there; refused here, it is a plain 400 like any bad request.
 */
export function isCrossSite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return URL.parse(origin)?.origin !== new URL(request.url).origin;
}
