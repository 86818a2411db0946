/**
 * What a route tells the host (server/) about itself through its `handle`. The host finds the
 * routes a URL matches with React Router's own matching over the build's route table
 * (server/route-intent.ts) and reads these; it never guesses them from the URL (ADR 012).
 * A route's answer holds for the routes inside it.
 */
export interface RouteHandle {
  /**
   * The query parameters the page reads. The page cache (server/page-key.ts) keys a page on
   * those alone and renders it without the others, so campaign tags, click ids and made-up
   * parameters share one cached copy. A route that declares nothing reads no parameter.
   */
  queryParams?: readonly string[];
  /**
   * The pages are the same for every visitor who sends no cookie: the host may render one once,
   * without a nonce, and keep it in its page cache when the answer carries PUBLIC_PAGE_CACHE
   * (app/lib/cache-control.ts). Anything else is rendered for each request.
   */
  sharedPages?: true;
  /** The action takes an image upload: its body may be as large as an upload, not only a form's 1 MiB. */
  uploadBody?: true;
  /** The routes are the admin area's: its requests are counted apart from the public site's (/metrics). */
  adminArea?: true;
}
