// What other features and the routes may import of redirects, for their server code (.server modules); they import nothing else of it (ADR 035).
export { redirectActions } from "./actions.server";
export { type SiteAddresses, openSiteAddresses } from "./addresses.server";
export { listNotFound } from "./not-found-log.server";
export { type LivePages, dropRedirectFrom, listRedirects, pageMoved, redirectsCsv } from "./store.server";
