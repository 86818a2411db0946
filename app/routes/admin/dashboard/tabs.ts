import { href } from "react-router";

/** The dashboard's four tabs (the spec), each a route of its own. */
export const dashboardTabs = [
  { value: "overview", label: "Overview", path: href("/admin/dashboard"), loading: "overview" },
  { value: "leads", label: "Leads", path: href("/admin/dashboard/leads"), loading: "leads" },
  {
    value: "case-studies",
    label: "Case Studies",
    path: href("/admin/dashboard/case-studies"),
    loading: "case studies",
  },
  { value: "articles", label: "Articles", path: href("/admin/dashboard/articles"), loading: "articles" },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number];

/** The tab at this address, if it is one. */
export const tabAt = (pathname: string): DashboardTab | undefined =>
  dashboardTabs.find((tab) => tab.path === pathname.replace(/\/+$/, ""));
