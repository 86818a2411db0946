import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageKeys } from "./page-key.ts";
import { routeIntents } from "./route-intent.ts";

const route = (
  id: string,
  parentId: string | undefined,
  options: { path?: string; index?: boolean; queryParams?: string[] } = {},
) => ({
  id,
  parentId,
  path: options.path,
  index: options.index,
  module: { default: () => null, handle: options.queryParams ? { queryParams: options.queryParams } : undefined },
});

// The shape of the site's routes: a layout, a home index, a page that reads ?sent, a catch-all.
const build = {
  basename: "/",
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  routes: {
    root: route("root", undefined, { path: "" }),
    layout: route("layout", "root"),
    home: route("home", "layout", { index: true }),
    inquiry: route("inquiry", "layout", { path: "inquiry", queryParams: ["sent"] }),
    articles: route("articles", "layout", { path: "articles" }),
    article: route("article", "layout", { path: "articles/:slug" }),
    missing: route("missing", "layout", { path: "*" }),
  },
} as unknown as Pick<ServerBuild, "routes" | "routeDiscovery" | "basename">;

const key = pageKeys(build, routeIntents(build));
const keyOf = (path: string) => key(new URL(`http://localhost${path}`));

describe("pageKeys", () => {
  it("leaves out every parameter the page does not read", () => {
    expect(keyOf("/articles?utm_source=x&utm_medium=cpc&fbclid=1&gclid=2&whatever")).toBe("/articles");
    expect(keyOf("/articles/a-slug?ref=feed")).toBe("/articles/a-slug");
    expect(keyOf("/?utm_campaign=launch")).toBe("/");
    expect(keyOf("/no/such/page?x=1")).toBe("/no/such/page");
  });

  it("keeps the parameters the route declares, on that route only", () => {
    expect(keyOf("/inquiry?sent&utm_source=x")).toBe("/inquiry?sent=");
    expect(keyOf("/inquiry?utm_source=x")).toBe("/inquiry");
    expect(keyOf("/articles?sent")).toBe("/articles");
  });

  it("keeps the framework's own: _routes and index on data requests, the discovery endpoint's whole query", () => {
    expect(keyOf("/articles.data?_routes=routes%2Fsite%2Farticles&utm_source=x")).toBe(
      "/articles.data?_routes=routes%2Fsite%2Farticles",
    );
    expect(keyOf("/inquiry.data?sent&gclid=1")).toBe("/inquiry.data?sent=");
    expect(keyOf("/_.data?index&_routes=root&fbclid=1")).toBe("/_.data?index=&_routes=root");
    expect(keyOf("/__manifest?paths=%2Farticles&version=abc")).toBe("/__manifest?paths=%2Farticles&version=abc");
  });
});
