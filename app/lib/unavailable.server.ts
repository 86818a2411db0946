import { type HeadersFunction, data } from "react-router";
import { NO_STORE } from "./cache-control";

/** How long a visitor or crawler is asked to wait before trying a page that could not be read. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The answer of a public page whose content could not be read (the database is down): the
 * page's empty view, as a 503 that no cache may keep and that says when to come back. Never
 * an empty 200 (a cache would serve "nothing published" long after the database is back) and
 * never a 404 (a crawler would drop the page). The server serves its last good copy instead
 * when it holds one.
 */
export function unavailable<T>(view: T) {
  return data(view, {
    status: 503,
    headers: { "cache-control": NO_STORE, "retry-after": String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * The answer of a public page shown without a part it could not read (a strip of case studies or
 * articles: the database is down): a 200, since what the visitor came for is there, that no cache
 * may keep, so the whole page is back as soon as the database is.
 */
export function withoutStrips<T>(view: T) {
  return data(view, { headers: { "cache-control": NO_STORE } });
}

/**
 * A route's `headers` export that sends its loader's headers (React Router sends none of them
 * unless the route says so): the 503's no-store and Retry-After above.
 */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
