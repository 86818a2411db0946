// The page cache's key for a URL: its path and the query parameters the page reads, as its
// route declares them (app/lib/page-query.ts). The route is found by React Router's own
// matching over the build's route table, so the server never guesses from the URL's shape.
import { type RouteObject, matchRoutes } from "react-router";
import type { ServerBuild } from "react-router";
import type { PageQuery } from "../app/lib/page-query.ts";

// The framework's own: which loaders a client-side navigation's data request wants, and the
// flag that addresses an index route rather than its layout.
const FRAMEWORK_PARAMS = ["_routes", "index"];

export type PageKey = (url: URL) => string;

export function pageKeys({
  routes,
  routeDiscovery,
  basename,
}: Pick<ServerBuild, "routes" | "routeDiscovery" | "basename">): PageKey {
  const tree = routeTree(routes, undefined);
  // The framework's route-discovery endpoint (no route of ours; its parameters are all its own).
  const manifestPath = `${(basename ?? "").replace(/\/$/, "")}${routeDiscovery.manifestPath}`;
  const readParams = new Map<string, Set<string>>();
  const paramsFor = (pathname: string) => {
    let params = readParams.get(pathname);
    if (params) return params;
    const declared = (matchRoutes(tree, pathname) ?? []).flatMap(
      ({ route }) => (routes[route.id!]?.module.handle as PageQuery | undefined)?.queryParams ?? [],
    );
    params = new Set([...FRAMEWORK_PARAMS, ...declared]);
    // Paths are unbounded (a made-up one per request); remember only the first few hundred.
    if (readParams.size < 1000) readParams.set(pathname, params);
    return params;
  };
  return (url) => {
    if (url.pathname === manifestPath) return url.pathname + url.search;
    const params = paramsFor(pagePath(url.pathname));
    const kept = new URLSearchParams([...url.searchParams].filter(([name]) => params.has(name)));
    const search = kept.size ? `?${kept}` : "";
    return url.pathname + search;
  };
}

/** The page a client-side navigation's data request (`/articles.data`, `/_.data`) is for. */
function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          children: route!.index ? undefined : routeTree(routes, route!.id),
        }) as RouteObject,
    );
}
