import { href } from "react-router";
import type { Permission } from "~/features/auth/permissions";

/** The dashboard's four tabs (the spec), each a route of its own, with the permission that shows it. */
export const dashboardTabs = [
  { value: "overview", label: "Overview", path: href("/admin/dashboard"), loading: "overview", permission: "leads" },
  { value: "leads", label: "Leads", path: href("/admin/dashboard/leads"), loading: "leads", permission: "leads" },
  {
    value: "case-studies",
    label: "Case Studies",
    path: href("/admin/dashboard/case-studies"),
    loading: "case studies",
    permission: "content",
  },
  {
    value: "articles",
    label: "Articles",
    path: href("/admin/dashboard/articles"),
    loading: "articles",
    permission: "content",
  },
] as const satisfies readonly { value: string; label: string; path: string; loading: string; permission: Permission }[];

export type DashboardTab = (typeof dashboardTabs)[number];

/** The tab at this address, if it is one. */
export const tabAt = (pathname: string): DashboardTab | undefined =>
  dashboardTabs.find((tab) => tab.path === pathname.replace(/\/+$/, ""));
