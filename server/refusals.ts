// The short plain-text answers the host gives itself, before or instead of the app: a request
// refused at the front door (405, 400), a body over its limit (413) or too slow (408), an old
// address's redirect (301, 302), and a failure of the host itself (500). A body nobody will read is dropped so the client reads the answer.
import type http from "node:http";
import { NO_STORE, PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE } from "../app/lib/cache-control.ts";
import { ALLOWED_METHODS } from "./front-door.ts";

// After a 413, what the client is still sending is read and dropped so that it gets to read the
// answer (closing with unread data makes the kernel send a reset instead); but not forever.
const DISCARD_LIMIT = 16 * 1024 * 1024;
const DISCARD_MS = 10_000;

const TEXT = "text/plain; charset=utf-8";

/** A refusal before the app sees the request, with the security headers every response carries. */
export function refuse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  securityHeaders: readonly [string, string][],
  status: number,
  message: string,
) {
  const headers: Record<string, string> = { "content-type": TEXT, "cache-control": PRIVATE_NO_STORE };
  if (status === 405) headers.allow = ALLOWED_METHODS.join(", ");
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  res.writeHead(status, headers).end(message);
  discardRest(req);
}

/** 413, sent before the app reads (more of) the body; the rest of the body is dropped unread. */
export function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse, limit: number) {
  if (!res.headersSent) {
    const mib = limit / 1024 / 1024;
    res.writeHead(413, { "content-type": TEXT, "cache-control": PRIVATE_NO_STORE });
    res.end(`The request is too large: the limit is ${Number.isInteger(mib) ? mib : mib.toFixed(2)} MiB.`);
  }
  discardRest(req);
}

/** 408 to a client whose body comes too slowly, then the connection is closed. */
export function refuseTooSlow(res: http.ServerResponse) {
  const close = () => res.socket?.destroy();
  if (res.headersSent) return close();
  res.writeHead(408, { "content-type": TEXT, "cache-control": PRIVATE_NO_STORE, connection: "close" });
  res.end("The request body arrived too slowly.", close);
}

/** 500 when the host itself failed; once the answer has started, the connection is cut instead. */
export function failed(res: http.ServerResponse) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { "content-type": TEXT, "cache-control": NO_STORE });
  res.end("Something went wrong on our side. Please try again in a moment.");
}

/**
 * Reads and drops what is left of a request body nobody will read (refused, or answered without
 * reading it), so the client gets to read the answer and the connection can carry the next
 * request: left unread, the body would stall the connection (the app's body stream pauses the
 * socket when its queue is full), and closing with unread data makes the kernel send a reset
 * instead of the answer. Past DISCARD_LIMIT bytes or DISCARD_MS, the connection is closed.
 */
export function discardRest(req: http.IncomingMessage) {
  if (req.complete || req.destroyed || discarding.has(req)) return;
  discarding.add(req);
  let discarded = 0;
  const giveUp = () => req.socket.destroy();
  const timer = setTimeout(giveUp, DISCARD_MS).unref();
  // The app's body stream stops listening; it still closes when the request ends.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) giveUp();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  req.resume();
}
const discarding = new WeakSet<http.IncomingMessage>();

/**
 * An old address's redirect (features/redirects). Kept by a CDN a minute like a page and revalidated
 * by browsers, so a redirect removed or changed on the Redirects screen stops being followed at once.
 */
export function sendRedirect(
  res: http.ServerResponse,
  securityHeaders: readonly [string, string][],
  redirect: { location: string; status: number },
) {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  res.writeHead(redirect.status, {
    location: redirect.location,
    "content-type": TEXT,
    "cache-control": PUBLIC_PAGE_CACHE,
  });
  res.end(`Moved to ${redirect.location}`);
}
