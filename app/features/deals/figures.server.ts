// What the agency won, as the Overview shows it below the four stat cards: three queries, read side
// by side. The pipeline groups every lead that remains by status (every lead has one, so it reads
// them all); the wins and losses of the months and of the range, and the lost reasons, read only
// the leads converted or closed in those windows, from the indexes on when that happened. (One pass
// over every lead for all of it took three times as long as the pipeline alone, on PostgreSQL with
// 100,000 leads.)
// A lead merged into another is never counted: the figures count the leads that remain.
import { type SQL, and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import { leadStatuses } from "#database/lead-statuses";
import { inLeadScope } from "~/features/leads/index.server";
import { ONE_DAY_MS, istDateKey, istMoment } from "~/lib/india-time";
import { now as clockNow } from "~/lib/clock";
import type { MoneyFigures } from "./money-figures";

/**
 * The Overview's range: whole Indian calendar days 'YYYY-MM-DD', both ends included (lead-workspace's
 * DayRange, which this feature, coming before it, does not import).
 */
interface IstDays {
  from: string;
  to: string;
}

/** 00:00 IST on the first of the Indian calendar month `monthsLater` months after the one `at` falls in. */
function istMonthStart(at: Date | number, monthsLater: number) {
  const [year, month] = istDateKey(at).split("-").map(Number) as [number, number];
  // Date.UTC carries a month past December (or before January) into the next (or previous) year.
  const first = new Date(Date.UTC(year, month - 1 + monthsLater, 1)).toISOString().slice(0, 10);
  return { month: first.slice(0, 7), start: istMoment(first) };
}

const within = (column: PgColumn, start: Date, end: Date) => and(gte(column, start), lt(column, end))!;
/** Won: converted now, and last converted in the window (a lead converted, then closed, is no win). */
const wonWithin = (start: Date, end: Date) =>
  and(eq(leads.status, "converted"), within(leads.convertedAt, start, end))!;
/** Lost: closed now, and last closed in the window. */
const lostWithin = (start: Date, end: Date) => and(eq(leads.status, "closed"), within(leads.closedAt, start, end))!;

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
/**
 * The deal values added up, of every row or of those `condition` keeps. Rupees add up past an int:
 * PostgreSQL sums them as a bigint, which arrives as text.
 */
export function dealValues(condition?: SQL) {
  const kept = condition ? sql`filter (where ${condition})` : sql``;
  return sql<number>`coalesce(sum(${leads.dealValue}) ${kept}, 0)`.mapWith(Number);
}

/**
 * The money figures of the leads the viewer reaches (`limited`: lead-scope.server.ts). The pipeline
 * and the months are as of `now`; win rate, average deal, days to win and lost reasons count the
 * outcomes reached in `range` (IST midnight to IST midnight), whenever the lead arrived.
 */
export async function moneyFigures(
  db: Database,
  range: IstDays,
  limited?: string,
  now: Date | number = clockNow(),
): Promise<MoneyFigures> {
  const remaining = and(isNull(leads.mergedInto), inLeadScope(limited));
  const thisMonth = istMonthStart(now, 0);
  const lastMonth = istMonthStart(now, -1);
  const nextMonth = istMonthStart(now, 1);
  const start = istMoment(range.from);
  const end = new Date(istMoment(range.to).getTime() + ONE_DAY_MS);
  const wonInRange = wonWithin(start, end);
  const lostInRange = lostWithin(start, end);
  const wonThisMonth = wonWithin(thisMonth.start, nextMonth.start);
  const wonLastMonth = wonWithin(lastMonth.start, thisMonth.start);

  const [byStatus, [counted], lostReasons] = await Promise.all([
    db
      .select({ status: leads.status, leads: sql<number>`count(*)::int`, value: dealValues() })
      .from(leads)
      .where(remaining)
      .groupBy(leads.status),
    db
      .select({
        thisMonthLeads: countWhere(wonThisMonth),
        thisMonthValue: dealValues(wonThisMonth),
        lastMonthLeads: countWhere(wonLastMonth),
        lastMonthValue: dealValues(wonLastMonth),
        won: countWhere(wonInRange),
        lost: countWhere(lostInRange),
        // avg and count skip a win with no value.
        averageDeal: sql<number | null>`(avg(${leads.dealValue}) filter (where ${wonInRange}))::float8`,
        valuedWins: sql<number>`(count(${leads.dealValue}) filter (where ${wonInRange}))::int`,
        // The median, not the mean: one lead that waited a year before saying yes would pull a mean
        // far from how long a win usually takes. Elapsed days (24 hours each), from the enquiry to
        // the first conversion: a lead converted, closed and converted again was won the first time.
        medianDaysToWin: sql<number | null>`percentile_cont(0.5) within group (
          order by extract(epoch from ${leads.firstConvertedAt} - ${leads.createdAt})::float8 / 86400
        ) filter (where ${wonInRange})`,
      })
      .from(leads)
      .where(and(remaining, or(wonThisMonth, wonLastMonth, wonInRange, lostInRange))),
    db
      .select({ reason: leads.lostReason, leads: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(remaining, lostInRange))
      .groupBy(leads.lostReason)
      // Most first; a tie in code-point order (the same on every database), "Not said" last.
      .orderBy(sql`count(*) desc`, sql`${leads.lostReason} collate "C" nulls last`),
  ]);

  // An aggregate with no group by answers one row, whatever it counted.
  const row = counted!;
  const { won, lost, averageDeal, valuedWins, medianDaysToWin } = row;
  return {
    pipeline: leadStatuses.map((status) => {
      const group = byStatus.find((group) => group.status === status);
      return { status, leads: group?.leads ?? 0, value: group?.value ?? 0 };
    }),
    thisMonth: { month: thisMonth.month, leads: row.thisMonthLeads, value: row.thisMonthValue },
    lastMonth: { month: lastMonth.month, leads: row.lastMonthLeads, value: row.lastMonthValue },
    won,
    lost,
    winRate: won + lost ? won / (won + lost) : null,
    averageDeal,
    valuedWins,
    medianDaysToWin,
    lostReasons,
  };
}
