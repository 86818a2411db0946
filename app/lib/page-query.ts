/**
 * A public route's `handle` names the query parameters its page reads. The page cache
 * (server/page-key.ts) keys a page on those alone and renders it without the others, so
 * campaign tags, click ids and made-up parameters share one cached copy. A route that declares
 * nothing reads no parameter.
 */
export interface PageQuery {
  queryParams?: readonly string[];
}
