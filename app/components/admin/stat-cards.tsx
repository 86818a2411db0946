import { BriefcaseBusiness, Sparkles, Trophy, Users } from "lucide-react";
import { Link, href } from "react-router";
import { cn } from "~/lib/cn";

const leadsList = href("/admin/dashboard/leads");

/** The spec's four cards, each opening the list it counts. */
const cards = [
  { key: "totalLeads", label: "Total Leads", icon: Users, to: leadsList },
  { key: "newLeads", label: "New Leads", icon: Sparkles, to: `${leadsList}?status=new` },
  { key: "convertedLeads", label: "Converted", icon: Trophy, to: `${leadsList}?status=converted` },
  { key: "caseStudies", label: "Case Studies", icon: BriefcaseBusiness, to: href("/admin/dashboard/case-studies") },
] as const;

/**
 * The Overview tab's four figures (all time; merged leads are not counted twice). On a phone they
 * are one compact row, below the leads waiting for a reply.
 */
export function StatCards({
  stats,
  className,
}: {
  stats: Record<(typeof cards)[number]["key"], number>;
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4", className)}>
      {cards.map(({ key, label, icon: Icon, to }) => (
        <div
          key={key}
          className="relative rounded-xl border bg-background p-2 shadow-sm transition-colors focus-within:border-primary hover:border-primary sm:p-6"
        >
          <dt className="flex items-center justify-between text-xs font-medium leading-tight text-muted-foreground sm:text-sm">
            {/* The link covers the whole card (its ::after), so the card is one tap. */}
            <Link
              to={to}
              className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {label}
            </Link>
            <Icon className="hidden size-5 text-primary sm:block" aria-hidden />
          </dt>
          <dd className="mt-1 text-lg font-bold sm:mt-2 sm:text-3xl">{stats[key].toLocaleString("en-IN")}</dd>
        </div>
      ))}
    </dl>
  );
}
