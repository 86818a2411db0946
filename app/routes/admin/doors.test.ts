import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { can, permissionsOf } from "~/features/auth/permissions";
import { ADMIN_DOORS } from "./doors.server";

/** The paths of the routes below the admin gate (the protected layout), as React Router matches them. */
function gatedPaths(entries: RouteConfigEntry[], parent = "", gated = false): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const inside = gated || entry.file === "routes/admin/protected.tsx";
    const self = inside && (entry.path !== undefined || entry.index) ? [own] : [];
    return [...self, ...gatedPaths(entry.children ?? [], own, inside)];
  });
}

describe("the admin gate's doors", () => {
  it("has an entry for every route behind the gate, and none for a route that does not exist", () => {
    expect(Object.keys(ADMIN_DOORS).sort()).toEqual([...new Set(gatedPaths(routes))].sort());
  });

  it("gives each role what ADR 024 says, Sales deleting and exporting, billing, and Admins data requests, only when allowed", () => {
    const off = { mayDeleteAndExportLeads: false, mayBill: false, mayAnswerDataRequests: false };
    expect(permissionsOf({ role: "owner", ...off })).toEqual([
      "dashboard",
      "leads",
      "leads:delete-export",
      "billing",
      "content",
      "owner",
      "privacy",
    ]);
    expect(permissionsOf({ role: "admin", ...off })).toEqual([
      "dashboard",
      "leads",
      "leads:delete-export",
      "billing",
      "content",
    ]);
    expect(permissionsOf({ role: "sales", ...off })).toEqual(["dashboard", "leads"]);
    expect(can({ ...off, role: "sales", mayDeleteAndExportLeads: true }, "leads:delete-export")).toBe(true);
    expect(permissionsOf({ ...off, role: "sales", mayBill: true })).toEqual(["dashboard", "leads", "billing"]);
    // Data requests: an Admin only when the owner allows Admins on Settings; never Sales or an Editor.
    expect(can({ ...off, role: "admin", mayAnswerDataRequests: true }, "privacy")).toBe(true);
    expect(can({ ...off, role: "sales", mayAnswerDataRequests: true }, "privacy")).toBe(false);
    expect(
      permissionsOf({ role: "editor", mayDeleteAndExportLeads: true, mayBill: true, mayAnswerDataRequests: true }),
    ).toEqual(["dashboard", "content"]);
  });
});
