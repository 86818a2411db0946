import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "../app/lib/route-handle.ts";
import { routeIntents } from "./route-intent.ts";

const route = (id: string, parentId: string | undefined, path?: string, handle?: RouteHandle) => ({
  id,
  parentId,
  path,
  index: path === undefined && parentId === "site" ? true : undefined,
  module: { default: () => null, handle },
});

// The shape of the site's routes: public pages in a layout that says they may be shared, an
// admin area that says nothing, an upload endpoint inside it.
const intentOf = routeIntents({
  routes: {
    root: route("root", undefined, ""),
    site: route("site", "root", undefined, { sharedPages: true }),
    home: route("home", "site"),
    articles: route("articles", "site", "articles"),
    inquiry: route("inquiry", "site", "inquiry", { queryParams: ["sent"] }),
    missing: route("missing", "site", "*"),
    admin: route("admin", "root"),
    login: route("login", "admin", "admin/login"),
    uploads: route("uploads", "admin", "admin/api/uploads", { uploadBody: true }),
  },
} as unknown as Pick<ServerBuild, "routes">);

describe("routeIntents", () => {
  it("reads what the matched routes declare, a layout's answer holding for the routes inside it", () => {
    expect(intentOf("/articles")).toMatchObject({ sharedPages: true, uploadBody: false });
    expect([...intentOf("/inquiry").queryParams]).toEqual(["sent"]);
    expect(intentOf("/made/up")).toMatchObject({ sharedPages: true });
    expect(intentOf("/admin/login")).toMatchObject({ sharedPages: false, uploadBody: false });
    expect(intentOf("/admin/api/uploads")).toMatchObject({ sharedPages: false, uploadBody: true });
  });

  it("answers a client-side navigation's data request for its page", () => {
    expect(intentOf("/articles.data")).toMatchObject({ sharedPages: true });
    expect([...intentOf("/inquiry.data").queryParams]).toEqual(["sent"]);
    expect(intentOf("/_.data")).toMatchObject({ sharedPages: true });
  });
});
