// The page cache's key for a URL: its path and the query parameters the page reads, as its
// route declares them (app/lib/route-handle.ts, read through server/route-intent.ts).
import type { ServerBuild } from "react-router";
import type { RouteIntents } from "./route-intent.ts";

// The framework's own: which loaders a client-side navigation's data request wants, and the
// flag that addresses an index route rather than its layout.
const FRAMEWORK_PARAMS = new Set(["_routes", "index"]);

export type PageKey = (url: URL) => string;

export function pageKeys(
  { routeDiscovery, basename }: Pick<ServerBuild, "routeDiscovery" | "basename">,
  intentOf: RouteIntents,
): PageKey {
  // The framework's route-discovery endpoint (no route of ours; its parameters are all its own).
  const manifestPath = `${(basename ?? "").replace(/\/$/, "")}${routeDiscovery.manifestPath}`;
  return (url) => {
    if (url.pathname === manifestPath) return url.pathname + url.search;
    const { queryParams } = intentOf(url.pathname);
    const kept = new URLSearchParams(
      [...url.searchParams].filter(([name]) => queryParams.has(name) || FRAMEWORK_PARAMS.has(name)),
    );
    const search = kept.size ? `?${kept}` : "";
    return url.pathname + search;
  };
}
