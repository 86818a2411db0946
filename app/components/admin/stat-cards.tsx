import { BriefcaseBusiness, Sparkles, Trophy, Users } from "lucide-react";
import { Link, href } from "react-router";

const leadsList = href("/admin/dashboard/leads");

/** The spec's four cards, each opening the list it counts. */
const cards = [
  { key: "totalLeads", label: "Total Leads", icon: Users, to: leadsList },
  { key: "newLeads", label: "New Leads", icon: Sparkles, to: `${leadsList}?status=new` },
  { key: "convertedLeads", label: "Converted", icon: Trophy, to: `${leadsList}?status=converted` },
  { key: "caseStudies", label: "Case Studies", icon: BriefcaseBusiness, to: href("/admin/dashboard/case-studies") },
] as const;

/** The Overview tab's four figures (all time; merged leads are not counted twice). */
export function StatCards({ stats }: { stats: Record<(typeof cards)[number]["key"], number> }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, label, icon: Icon, to }) => (
        <div
          key={key}
          className="relative rounded-xl border bg-background p-6 shadow-sm transition-colors focus-within:border-primary hover:border-primary"
        >
          <dt className="flex items-center justify-between text-sm font-medium text-muted-foreground">
            {/* The link covers the whole card (its ::after), so the card is one tap. */}
            <Link
              to={to}
              className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {label}
            </Link>
            <Icon className="size-5 text-primary" aria-hidden />
          </dt>
          <dd className="mt-2 text-3xl font-bold">{stats[key].toLocaleString("en-IN")}</dd>
        </div>
      ))}
    </dl>
  );
}
