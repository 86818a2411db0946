import { ArrowRight, CalendarClock, MessageSquareReply } from "lucide-react";
import type { ReactNode } from "react";
import { Link, href } from "react-router";
import { dateTime, timeOfDay } from "~/lib/format";
import { responseSummary } from "~/lib/response-time";

type When = Date | string;

const leadsList = href("/admin/dashboard/leads");
/** A lead's own page (the lead workspace's route). */
const leadPage = (id: string) => href("/admin/leads/:id", { id });

function Panel({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 content-start gap-3 rounded-xl border bg-background p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function SeeAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}

export interface WaitingLead {
  id: string;
  name: string;
  service: string;
  city: string;
  createdAt: When;
}

/**
 * The leads nobody has answered yet, the longest waiting first: the day's first job. The newest
 * comes before them when it is not among them, as the one the alert was about.
 */
export function NeedsReplyQueue({
  queue,
  now,
}: {
  queue: { total: number; oldest: WaitingLead[]; newest: WaitingLead | null } | null;
  now: number;
}) {
  const total = queue?.total ?? 0;
  return (
    <Panel
      id="needs-reply-heading"
      icon={<MessageSquareReply className="size-5 text-primary" aria-hidden />}
      title="Needs reply"
    >
      {!queue || total === 0 ? (
        <p className="text-sm text-muted-foreground">No leads are waiting for a reply.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {total === 1 ? "1 lead has" : `${total.toLocaleString("en-IN")} leads have`} had no reply yet
            {total > queue.oldest.length
              ? `; the ${queue.newest ? "newest and the " : ""}${queue.oldest.length} waiting longest:`
              : ":"}
          </p>
          <ul className="grid gap-2">
            {(queue.newest ? [queue.newest, ...queue.oldest] : queue.oldest).map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {lead === queue.newest ? (
                    <span className="mr-1.5 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">
                      Newest
                    </span>
                  ) : null}
                  <Link to={leadPage(lead.id)} className="font-medium underline-offset-4 hover:underline">
                    {lead.name}
                  </Link>{" "}
                  <span className="text-sm text-muted-foreground">
                    {lead.service}, {lead.city}
                  </span>
                </span>
                <span className="text-sm font-medium text-amber-800 dark:text-amber-300">
                  {responseSummary({ ...lead, firstResponseAt: null }, now)}
                </span>
              </li>
            ))}
          </ul>
          <SeeAll to={`${leadsList}?needsReply=1`}>
            {total === 1
              ? "The lead that needs a reply"
              : `All ${total.toLocaleString("en-IN")} leads that need a reply`}
          </SeeAll>
        </>
      )}
    </Panel>
  );
}

export interface DueFollowUp {
  id: string;
  name: string;
  followUpAt: When;
  followUpNote: string | null;
}

export interface FollowUps {
  today: number;
  overdue: number;
  todayFirst: DueFollowUp[];
  overdueFirst: DueFollowUp[];
}

function FollowUpList({ label, items, when }: { label: string; items: DueFollowUp[]; when: (at: When) => string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="grid gap-0.5">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link
              to={leadPage(item.id)}
              className="font-medium underline-offset-4 hover:underline [overflow-wrap:anywhere]"
            >
              {item.name}
            </Link>
            <span className="text-sm text-muted-foreground">{when(item.followUpAt)}</span>
          </span>
          {item.followUpNote ? (
            <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{item.followUpNote}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Follow-ups whose time has passed and those due later today (IST), each count opening the filtered list. */
export function FollowUpsDue({ followUps }: { followUps: FollowUps | null }) {
  const today = followUps?.today ?? 0;
  const overdue = followUps?.overdue ?? 0;
  return (
    <Panel
      id="follow-ups-heading"
      icon={<CalendarClock className="size-5 text-primary" aria-hidden />}
      title="Follow-ups"
    >
      <dl className="grid grid-cols-2 gap-3">
        {[
          { label: "Due later today", count: today, to: `${leadsList}?followUp=today` },
          { label: "Overdue", count: overdue, to: `${leadsList}?followUp=overdue` },
        ].map(({ label, count, to }) => (
          <div key={label} className="relative rounded-lg border p-3 focus-within:border-primary hover:border-primary">
            <dt className="text-sm text-muted-foreground">
              <Link
                to={to}
                className="after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
              >
                {label}
              </Link>
            </dt>
            <dd
              className={
                label === "Overdue" && count > 0 ? "text-2xl font-bold text-destructive" : "text-2xl font-bold"
              }
            >
              {count.toLocaleString("en-IN")}
            </dd>
          </div>
        ))}
      </dl>
      {today + overdue === 0 ? (
        <p className="text-sm text-muted-foreground">No follow-ups are overdue or due later today.</p>
      ) : (
        <>
          <FollowUpList
            label="Overdue follow-ups"
            items={followUps?.overdueFirst ?? []}
            when={(at) => `was due ${dateTime(at)}`}
          />
          <FollowUpList
            label="Follow-ups due later today"
            items={followUps?.todayFirst ?? []}
            when={(at) => `today, ${timeOfDay(at)}`}
          />
        </>
      )}
    </Panel>
  );
}
