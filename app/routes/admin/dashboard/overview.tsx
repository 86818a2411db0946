import { href, redirect } from "react-router";
import { ContactTaps } from "~/components/admin/contact-taps";
import { DailyLeadsChart } from "~/components/admin/daily-leads-chart";
import { dayRangeLabel } from "~/components/admin/day-labels";
import { FollowUpsDue, NeedsReplyQueue } from "~/components/admin/day-queues";
import { RangePicker } from "~/components/admin/range-picker";
import { KeyFigures, LeadBreakdown, StatusFunnel } from "~/components/admin/range-figures";
import { StatCards } from "~/components/admin/stat-cards";
import { can } from "~/features/auth/permissions";
import { requireAdmin } from "~/features/auth/session.server";
import { OutstandingInvoices } from "~/features/billing/outstanding-invoices";
import { outstanding } from "~/features/billing/invoices.server";
import { MoneyFiguresSection } from "~/features/deals";
import { moneyFigures } from "~/features/deals/index.server";
import {
  dashboardStats,
  firstResponseTimes,
  followUpsDue,
  leadsBy,
  leadsPerDay,
  needsReplyQueue,
  statusFunnel,
} from "~/features/lead-workspace/overview-queries.server";
import { tapsIn } from "~/features/lead-workspace/contact-taps.server";
import { callFigures } from "~/features/lead-workspace/call-outcomes.server";
import { CallFiguresRow } from "~/features/lead-workspace/call-figures";
import { RANGE_PRESETS, overviewRangeFrom } from "~/features/lead-workspace/overview-range";
import { onlyAssignedTo } from "~/features/leads/lead-scope.server";
import { databaseContext } from "~/infrastructure/context";
import { istDateKey } from "~/lib/india-time";
import { orEmpty } from "./tab-data.server";
import type { Route } from "./+types/overview";
import { dashboardTabs } from "./tabs";
import { now as clockNow } from "~/lib/clock";

const noStats = { totalLeads: 0, newLeads: 0, convertedLeads: 0, caseStudies: 0 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireAdmin(context);
  // The dashboard's address is where sign-in lands: someone without the leads starts at the first tab they have.
  if (!can(member, "leads")) throw redirect(href("/admin/dashboard/case-studies"));
  const { db } = context.get(databaseContext);
  // Addresses saved before the tabs were routes (/admin/dashboard?tab=leads&q=…) lead to the tab, with its filters.
  const url = new URL(request.url);
  if (url.searchParams.has("tab")) {
    const tab = dashboardTabs.find((tab) => tab.value === url.searchParams.get("tab")) ?? dashboardTabs[0];
    url.searchParams.delete("tab");
    const query = url.searchParams.toString();
    throw redirect(query ? `${tab.path}?${query}` : tab.path, 301);
  }

  const now = clockNow().getTime();
  const range = overviewRangeFrom(url.searchParams, now);
  // A Sales person who reaches only their assigned leads sees the figures of those leads.
  const limited = onlyAssignedTo(member);
  // Each section is read on its own: one that cannot be read shows its empty state, the rest still show.
  const [
    stats,
    needsReply,
    followUps,
    perDay,
    funnel,
    bySource,
    byLandingPage,
    byService,
    byCity,
    responseTimes,
    taps,
    calls,
    money,
    owed,
  ] = await Promise.all([
    orEmpty("stats", noStats, () => dashboardStats(db, limited)),
    orEmpty("needs-reply queue", null, () => needsReplyQueue(db, limited)),
    orEmpty("follow-ups", null, () => followUpsDue(db, now, limited)),
    orEmpty("leads per day", null, () => leadsPerDay(db, range, limited)),
    orEmpty("status funnel", null, () => statusFunnel(db, range, limited)),
    orEmpty("leads by source", null, () => leadsBy(db, "source", range, limited)),
    orEmpty("leads by landing page", null, () => leadsBy(db, "landingPage", range, limited)),
    orEmpty("leads by service", null, () => leadsBy(db, "service", range, limited)),
    orEmpty("leads by city", null, () => leadsBy(db, "city", range, limited)),
    orEmpty("first response times", null, () => firstResponseTimes(db, range, limited)),
    // Taps are the site's, not any one person's leads: the same for everyone who sees the Overview.
    orEmpty("contact taps", null, () => tapsIn(db, range)),
    orEmpty("call figures", null, () => callFigures(db, now, limited)),
    orEmpty("money figures", null, () => moneyFigures(db, range, limited, now)),
    // Money owed is the agency's: for those who bill and reach every lead.
    can(member, "billing") && !limited
      ? orEmpty("outstanding invoices", null, () => outstanding(db, new Date(now)))
      : null,
  ]);
  return {
    now,
    today: istDateKey(now),
    range,
    stats,
    needsReply,
    followUps,
    perDay,
    funnel,
    breakdowns: { bySource, byLandingPage, byService, byCity },
    responseTimes,
    taps,
    calls,
    money,
    owed,
  };
}

const sum = (days: { leads: number }[]) => days.reduce((total, day) => total + day.leads, 0);

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { range, perDay, funnel, breakdowns } = loaderData;
  const before = range.days === 1 ? "the day before" : `the ${range.days} days before`;
  const leads = perDay ? { current: sum(perDay.current), previous: sum(perDay.previous) } : null;

  return (
    <div className="grid gap-6">
      {/* On a phone the reason to open the app comes first: leads waiting for a reply, then
          follow-ups; the four figures follow as one row. Wider, the figures lead. */}
      <div className="grid gap-4 lg:grid-cols-2">
        <NeedsReplyQueue queue={loaderData.needsReply} now={loaderData.now} />
        <FollowUpsDue followUps={loaderData.followUps} />
      </div>
      <StatCards stats={loaderData.stats} className="sm:order-first" />
      <CallFiguresRow figures={loaderData.calls} className="sm:order-first" />
      {loaderData.owed ? <OutstandingInvoices figures={loaderData.owed} /> : null}
      <MoneyFiguresSection figures={loaderData.money} range={range} />

      <section
        aria-labelledby="period-heading"
        className="grid min-w-0 gap-6 rounded-xl border bg-background p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="period-heading" className="text-lg font-semibold">
            Enquiries and conversion
          </h2>
          <p className="text-sm text-muted-foreground">
            Leads that arrived from {dayRangeLabel(range.from, range.to)} ({range.days}{" "}
            {range.days === 1 ? "day" : "days"}, India time), compared with {before}.
          </p>
        </div>
        <RangePicker
          presets={RANGE_PRESETS}
          preset={range.preset}
          fields={range.fields}
          today={loaderData.today}
          note={range.note}
        />
        <KeyFigures
          days={range.days}
          leads={leads}
          converted={funnel?.find((stage) => stage.status === "converted")?.now ?? null}
          responseTimes={loaderData.responseTimes}
        />
        {perDay && (leads?.current || leads?.previous) ? (
          <DailyLeadsChart current={perDay.current} previous={perDay.previous} />
        ) : (
          <div className="grid gap-2">
            <p className="font-semibold">Leads per day</p>
            <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
              No leads in this period or {before}.
            </p>
          </div>
        )}
        <div className="grid gap-8 md:grid-cols-2">
          <StatusFunnel stages={funnel} />
          <LeadBreakdown
            caption="By source"
            column="Source"
            description="Campaign tags (source / medium / campaign), else the site that referred the visitor, else direct."
            rows={breakdowns.bySource}
          />
          <LeadBreakdown
            caption="By landing page"
            column="Page"
            description="The page the enquiry was sent from."
            rows={breakdowns.byLandingPage}
          />
          <LeadBreakdown caption="By service" column="Service" rows={breakdowns.byService} />
          <LeadBreakdown caption="By city" column="City" rows={breakdowns.byCity} />
        </div>
        <ContactTaps taps={loaderData.taps} leads={leads?.current ?? null} />
      </section>
    </div>
  );
}
