// Request bodies: how large and how slow the host lets them be, counted before and while the
// app reads them (docs/running.md, "Security"; ADR 008). Over the limit: 413; too slow: 408.
import type http from "node:http";
import type { RouteIntent } from "./route-intent.ts";
import { discardRest, refuseTooLarge, refuseTooSlow } from "./refusals.ts";

/** 1 MiB is far more than any form on the site sends. */
export const BODY_LIMIT = 1024 * 1024;

// Slow clients, on the model of Apache's mod_reqtimeout (`header=20 body=20,MinRate=500`): the
// request line and headers must arrive within 20 s; a body gets 20 s plus one more second for
// every 500 bytes received, so a client trickling a byte at a time is dropped after about 20 s
// while any upload faster than 500 B/s (4 kbit/s) goes on. Nothing may take more than 15
// minutes to arrive: a 10 MiB upload needs about 12 KB/s (a slow mobile connection sends 50 KB/s or more).
export const HEADERS_TIMEOUT_MS = 20_000;
const BODY_GRACE_MS = 20_000;
const BODY_MIN_BYTES_PER_SECOND = 500;
export const REQUEST_TIMEOUT_MS = 15 * 60_000;

/** A body went over its limit while the app was reading it; the 413 has been sent. */
class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * The largest body a request may send: for an action that says it takes an upload (ADR 012),
 * the limit the app derives from UPLOAD_MAX_BYTES, the one its upload action checks.
 */
export function bodyLimit(method: string | undefined, intent: RouteIntent, uploadBodyLimit: number): number {
  return method === "POST" && intent.uploadBody ? uploadBodyLimit : BODY_LIMIT;
}

/**
 * Watches the body of a request on its way to the app: a chunked body (no length up front) is
 * counted as the app reads it, a body that comes too slowly is cut off, and what the app leaves
 * unread is dropped once it has answered. `onAnswered` runs when the host answered instead of
 * the app (413, 408). Node's parser already stops a Content-Length body at its length.
 */
export function guardBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  request: Request,
  limit: number,
  onAnswered: () => void,
): Request {
  if (!request.body) return request;
  let guarded = request;
  if (req.headers["content-length"] === undefined) {
    guarded = limitBody(request, limit, () => {
      onAnswered();
      refuseTooLarge(req, res, limit);
    });
  }
  res.once("finish", () => discardRest(req));
  dropIfTooSlow(req, () => {
    onAnswered();
    refuseTooSlow(res);
  });
  return guarded;
}

/**
 * Calls `onTooSlow` once the body has taken longer than BODY_GRACE_MS plus one second per
 * BODY_MIN_BYTES_PER_SECOND bytes received. Bytes are counted on the socket (what the client
 * delivered); time while the app holds the body back (its reader is full) does not count.
 */
function dropIfTooSlow(req: http.IncomingMessage, onTooSlow: () => void) {
  const startBytes = req.socket.bytesRead;
  let clientTime = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (!req.isPaused()) clientTime += now - last;
    last = now;
    const allowed = BODY_GRACE_MS + ((req.socket.bytesRead - startBytes) / BODY_MIN_BYTES_PER_SECOND) * 1000;
    if (clientTime <= allowed) return;
    stop();
    onTooSlow();
  }, 1_000).unref();
  const stop = () => clearInterval(timer);
  req.once("end", stop);
  req.once("close", stop);
}

/**
 * The request with its body counted on the way to the app: past `limit` bytes the body errors
 * (the app's read fails), the request's signal aborts (so the app treats it as a client gone
 * away, not as its own error) and `onTooLarge` answers 413.
 */
function limitBody(request: Request, limit: number, onTooLarge: () => void): Request {
  const aborter = new AbortController();
  let received = 0;
  const counted = request.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received <= limit) return controller.enqueue(chunk);
        const error = new BodyTooLargeError(`Request body over ${limit} bytes`);
        onTooLarge();
        aborter.abort(error);
        controller.error(error);
      },
    }),
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    duplex: "half",
    signal: AbortSignal.any([request.signal, aborter.signal]),
  } as RequestInit);
}
