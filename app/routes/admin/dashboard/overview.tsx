import { redirect } from "react-router";
import { StatCards } from "~/components/admin/stat-cards";
import { requireAdmin } from "~/features/auth/session.server";
import { databaseContext } from "~/infrastructure/context";
import { dashboardStats } from "~/features/leads/admin-queries.server";
import { orEmpty } from "./tab-data.server";
import type { Route } from "./+types/overview";
import { dashboardTabs } from "./tabs";

const noStats = { totalLeads: 0, newLeads: 0, convertedLeads: 0, caseStudies: 0 };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  // Addresses saved before the tabs were routes (/admin/dashboard?tab=leads&q=…) lead to the tab, with its filters.
  const url = new URL(request.url);
  if (url.searchParams.has("tab")) {
    const tab = dashboardTabs.find((tab) => tab.value === url.searchParams.get("tab")) ?? dashboardTabs[0];
    url.searchParams.delete("tab");
    const query = url.searchParams.toString();
    throw redirect(query ? `${tab.path}?${query}` : tab.path, 301);
  }
  return { stats: await orEmpty("stats", noStats, () => dashboardStats(db)) };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <StatCards stats={loaderData.stats} />;
}
