// What the app says about the routes a URL reaches (app/lib/route-handle.ts): the routes are
// found by React Router's own matching over the build's route table and their `handle`s read,
// so the host never matches the app's URLs itself (ADR 012).
import { type RouteObject, matchRoutes } from "react-router";
import type { ServerBuild } from "react-router";
import type { RouteHandle } from "../app/lib/route-handle.ts";

export interface RouteIntent {
  /** The query parameters the page reads (page cache keys). */
  queryParams: ReadonlySet<string>;
  /** A page the same for every visitor without cookies: may be rendered once and kept. */
  sharedPages: boolean;
  /** The action takes an image upload (a larger body limit). */
  uploadBody: boolean;
  /** The admin area's (the request metrics count it apart). */
  adminArea: boolean;
}

export type RouteIntents = (pathname: string) => RouteIntent;

export function routeIntents({ routes }: Pick<ServerBuild, "routes">): RouteIntents {
  const tree = routeTree(routes, undefined);
  const known = new Map<string, RouteIntent>();
  return (pathname) => {
    const page = pagePath(pathname);
    let intent = known.get(page);
    if (intent) return intent;
    const handles = (matchRoutes(tree, page) ?? []).map(
      ({ route }) => (routes[route.id!]?.module.handle ?? {}) as RouteHandle,
    );
    intent = {
      queryParams: new Set(handles.flatMap((handle) => handle.queryParams ?? [])),
      sharedPages: handles.some((handle) => handle.sharedPages),
      uploadBody: handles.some((handle) => handle.uploadBody),
      adminArea: handles.some((handle) => handle.adminArea),
    };
    // Paths are unbounded (a made-up one per request); remember only the first thousand.
    if (known.size < 1000) known.set(page, intent);
    return intent;
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
