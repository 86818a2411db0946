import { BriefcaseBusiness, Sparkles, Trophy, Users } from "lucide-react";
import type { DashboardStats } from "~/features/leads/admin-queries.server";

const cards = [
  { key: "totalLeads", label: "Total Leads", icon: Users },
  { key: "newLeads", label: "New Leads", icon: Sparkles },
  { key: "convertedLeads", label: "Converted", icon: Trophy },
  { key: "caseStudies", label: "Case Studies", icon: BriefcaseBusiness },
] as const;

/** The Overview tab's four figures. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-xl border bg-background p-6 shadow-sm">
          <dt className="flex items-center justify-between text-sm font-medium text-muted-foreground">
            {label}
            <Icon className="size-5 text-primary" aria-hidden />
          </dt>
          <dd className="mt-2 text-3xl font-bold">{stats[key].toLocaleString("en-IN")}</dd>
        </div>
      ))}
    </dl>
  );
}
