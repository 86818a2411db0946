// The Overview's figures. Each is an aggregate query: the database counts, and the server reads only
// the figures and the few leads a list shows (a 90-day Overview over 100,000 leads answers
// in under 100 ms, npm run bench:leads).
// A lead merged into another is never counted: the figures count the leads that remain.
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { caseStudies, leads } from "#database/schema";
import { type LeadStatus, leadStatuses, pipelineSteps } from "#database/lead-statuses";
import { ONE_DAY_MS, istDayStart, istMoment } from "~/lib/india-time";
import { type DayRange, type OverviewRange, addDays } from "./overview-range";
import { inLeadScope } from "~/features/leads/index.server";
import { now as clockNow } from "~/lib/clock";

const remaining = isNull(leads.mergedInto);
/** The leads that remain, of those the viewer reaches (lead-scope.server.ts). */
const remainingFor = (limited: string | undefined) => and(remaining, inLeadScope(limited));

/** The moments a range of IST days covers: from its first midnight to the midnight after its last day. */
function bounds({ from, to }: DayRange) {
  return { start: istMoment(from), end: istMoment(addDays(to, 1)) };
}

const createdIn = (range: DayRange, limited: string | undefined) => {
  const { start, end } = bounds(range);
  return and(remainingFor(limited), gte(leads.createdAt, start), lt(leads.createdAt, end));
};

/** count(*) as a JS number (PostgreSQL's bigint arrives as text). */
const countWhere = (condition?: SQL) =>
  condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;

export interface DashboardStats {
  totalLeads: number;
  newLeads: number;
  convertedLeads: number;
  caseStudies: number;
}

/**
 * The spec's four figures (all time), counted by the database. Each is a count of its own: an
 * index of the leads that remain answers it without reading a row (one pass over every lead to
 * count three figures at once reads the whole table).
 */
export async function dashboardStats(db: Database, limited?: string): Promise<DashboardStats> {
  const [totalLeads, newLeads, convertedLeads, caseStudyCount] = await Promise.all([
    db.$count(leads, remainingFor(limited)),
    db.$count(leads, and(remainingFor(limited), eq(leads.status, "new"))),
    db.$count(leads, and(remainingFor(limited), eq(leads.status, "converted"))),
    db.$count(caseStudies),
  ]);
  return { totalLeads, newLeads, convertedLeads, caseStudies: caseStudyCount };
}

/**
 * How many leads wait for a first reply, the ones waiting longest (oldest first), and the newest:
 * the lead whose alert brought the owner here, even when more than `limit` wait before it.
 */
export async function needsReplyQueue(db: Database, limited?: string, limit = 8) {
  const waiting = and(isNull(leads.firstResponseAt), remainingFor(limited));
  const waitingLeads = (order: SQL[], rows: number) =>
    db
      .select({ id: leads.id, name: leads.name, service: leads.service, city: leads.city, createdAt: leads.createdAt })
      .from(leads)
      .where(waiting)
      .orderBy(...order)
      .limit(rows);
  const [[totals], oldest, [newest]] = await Promise.all([
    db.select({ total: count() }).from(leads).where(waiting),
    waitingLeads([asc(leads.createdAt), asc(leads.id)], limit),
    waitingLeads([desc(leads.createdAt), desc(leads.id)], 1),
  ]);
  return {
    total: totals?.total ?? 0,
    oldest,
    newest: newest && !oldest.some((lead) => lead.id === newest.id) ? newest : null,
  };
}

/**
 * Follow-ups overdue (their time has passed) and due later today (before midnight IST), as the daily
 * digest counts them, with the first few of each in the order they fall due. A follow-up marked
 * done no longer has a date.
 */
export async function followUpsDue(
  db: Database,
  now: Date | number = clockNow().getTime(),
  limited?: string,
  limit = 5,
) {
  const moment = new Date(now);
  const tomorrow = new Date(istDayStart(now).getTime() + ONE_DAY_MS);
  const dueToday = and(remainingFor(limited), gte(leads.followUpAt, moment), lt(leads.followUpAt, tomorrow));
  const overdue = and(remainingFor(limited), lt(leads.followUpAt, moment));
  const columns = { id: leads.id, name: leads.name, followUpAt: leads.followUpAt, followUpNote: leads.followUpNote };
  const first = (where: SQL | undefined) =>
    db.select(columns).from(leads).where(where).orderBy(asc(leads.followUpAt), asc(leads.id)).limit(limit);
  const [[totals], todayFirst, overdueFirst] = await Promise.all([
    db
      .select({
        today: countWhere(sql`${leads.followUpAt} >= ${moment}`),
        overdue: countWhere(sql`${leads.followUpAt} < ${moment}`),
      })
      .from(leads)
      .where(and(remainingFor(limited), lt(leads.followUpAt, tomorrow))),
    first(dueToday),
    first(overdue),
  ]);
  // Only leads with a follow-up are selected, so the dates are there.
  const dated = (rows: typeof todayFirst) => rows.map((row) => ({ ...row, followUpAt: row.followUpAt! }));
  return {
    today: totals?.today ?? 0,
    overdue: totals?.overdue ?? 0,
    todayFirst: dated(todayFirst),
    overdueFirst: dated(overdueFirst),
  };
}

export interface DayCount {
  /** The IST day, 'YYYY-MM-DD'. */
  day: string;
  leads: number;
}

/**
 * Leads per IST day over the range and over the same number of days before it, every day listed.
 * Each day is counted on its own through the index on the time a lead arrived: no expression is
 * worked out for every lead (turning 26,000 timestamps into IST dates took longer than counting).
 * India keeps no daylight saving time, so an IST day is always 24 hours long.
 */
export async function leadsPerDay(db: Database, range: OverviewRange, limited?: string) {
  const { start, end } = bounds({ from: range.previous.from, to: range.to });
  const dayStart = sql.raw("day_start");
  const counted = await db
    .select({
      leads: sql<number>`(select count(*)::int from ${leads} where ${and(
        remainingFor(limited),
        gte(leads.createdAt, sql`${dayStart}`),
        lt(leads.createdAt, sql`${dayStart} + interval '24 hours'`),
      )})`,
    })
    .from(
      sql`generate_series(${start}::timestamptz, ${end}::timestamptz - interval '24 hours', interval '24 hours') as ${dayStart}`,
    )
    .orderBy(dayStart);
  const days = (from: string, offset: number): DayCount[] =>
    Array.from({ length: range.days }, (_, i) => ({ day: addDays(from, i), leads: counted[offset + i]?.leads ?? 0 }));
  return { current: days(range.from, range.days), previous: days(range.previous.from, 0) };
}

export interface FunnelStage {
  status: LeadStatus;
  /** Leads of the range that reached this step or a later one, whatever their status now. */
  reached: number | null;
  /** Leads of the range whose status is this one now. */
  now: number;
}

/**
 * The status funnel of the leads that arrived in the range. "Reached" counts a lead at the furthest
 * step it ever had (kept on the lead with each status change), so a lead converted and later closed
 * still counts as converted there; "now" is the plain count of current statuses.
 */
export async function statusFunnel(db: Database, range: DayRange, limited?: string): Promise<FunnelStage[]> {
  const [row] = await db
    .select({
      ...Object.fromEntries(
        pipelineSteps.map((step, i) => [step, countWhere(inArray(leads.furthestStep, pipelineSteps.slice(i)))]),
      ),
      ...Object.fromEntries(leadStatuses.map((status) => [`now_${status}`, countWhere(eq(leads.status, status))])),
    })
    .from(leads)
    .where(createdIn(range, limited));
  const figure = (key: string) => (row?.[key] as number | undefined) ?? 0;
  return leadStatuses.map((status) => ({
    status,
    reached: (pipelineSteps as readonly string[]).includes(status) ? figure(status) : null,
    now: figure(`now_${status}`),
  }));
}

/** What the Overview breaks leads down by. */
export type LeadDimension = "source" | "landingPage" | "service" | "city";

// Literals, not parameters: a grouped expression must read the same in the select and the group by.
const utm = (key: "source" | "medium" | "campaign") => sql`(${leads.source} -> 'utm' ->> ${sql.raw(`'${key}'`)})`;
const trimmed = (column: SQL) => sql`btrim(${column})`;

/**
 * The text each lead is grouped under. A source is its campaign tags (source / medium / campaign),
 * else the site that referred it, else "direct". Grouping ignores case and spaces around the text; a
 * group is shown with its most common spelling.
 */
const dimensionText: Record<LeadDimension, SQL> = {
  source: sql`case
    when coalesce(${utm("source")}, ${utm("medium")}, ${utm("campaign")}) is not null
      then concat_ws(' / ', coalesce(${utm("source")}, '(not set)'), coalesce(${utm("medium")}, '(not set)'), coalesce(${utm("campaign")}, '(not set)'))
    when ${leads.source} ->> 'referrer' is not null
      then coalesce(lower(substring(${leads.source} ->> 'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '(unknown site)') || ' / referral'
    else 'direct'
  end`,
  landingPage: sql`coalesce(${leads.source} ->> 'path', '(not recorded)')`,
  service: trimmed(sql`${leads.service}`),
  city: trimmed(sql`${leads.city}`),
};

export interface BreakdownRow {
  /** null for the row that adds up every group below the top ones. */
  label: string | null;
  leads: number;
  converted: number;
}

/** How many groups a breakdown lists before adding up the rest as one row. */
export const BREAKDOWN_TOP = 8;

/**
 * Leads of the range and how many of them are converted now, per source, landing page, service or
 * city: the biggest groups first, the rest added up in a last row, so the rows add up to the range.
 * Each spelling is counted first and the spellings of one group added up after: two small hash
 * tables, where grouping every lead by its lower-cased text sorted them all.
 */
export async function leadsBy(
  db: Database,
  dimension: LeadDimension,
  range: DayRange,
  limited?: string,
): Promise<BreakdownRow[]> {
  const text = dimensionText[dimension];
  const spellings = db
    .select({
      text: sql<string>`${text}`.as("text"),
      leads: countWhere().as("leads"),
      converted: countWhere(sql`${leads.status} = 'converted'`).as("converted"),
    })
    .from(leads)
    .where(createdIn(range, limited))
    .groupBy(text)
    .as("spellings");
  // Code-point order: the same on every database, whatever its collation.
  const key = sql`lower(${spellings.text}) collate "C"`;
  const groups = db
    .select({
      label:
        sql<string>`(array_agg(${spellings.text} order by ${spellings.leads} desc, ${spellings.text} collate "C"))[1]`.as(
          "label",
        ),
      leads: sql<number>`sum(${spellings.leads})`.as("leads"),
      converted: sql<number>`sum(${spellings.converted})`.as("converted"),
      place: sql<number>`row_number() over (order by sum(${spellings.leads}) desc, ${key})`.as("place"),
    })
    .from(spellings)
    .groupBy(key)
    .as("groups");
  // The limit is written into the query: grouping by an expression needs the very same text in the select.
  const slot = sql<
    number | null
  >`case when ${groups.place} <= ${sql.raw(String(BREAKDOWN_TOP))} then ${groups.place} end`;
  const rows = await db
    .select({
      slot,
      label: sql<string>`min(${groups.label})`,
      leads: sql<number>`sum(${groups.leads})::int`,
      converted: sql<number>`sum(${groups.converted})::int`,
    })
    .from(groups)
    .groupBy(slot)
    .orderBy(sql`${slot} nulls last`);
  return rows.map(({ slot, label, ...figures }) => ({ label: slot === null ? null : label, ...figures }));
}

export interface ResponseTimes {
  /** Median time from enquiry to first response, in ms, of the range's answered leads; null if none. */
  medianMs: number | null;
  answered: number;
}

/**
 * The median first-response time of the leads that arrived in the range and have been answered.
 * (Not of the period before as well: that would double the rows read, for a figure the per-day
 * chart's comparison already gives the feel of.)
 */
export async function firstResponseTimes(db: Database, range: DayRange, limited?: string): Promise<ResponseTimes> {
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt})::float8)`,
      answered: countWhere(),
    })
    .from(leads)
    .where(and(createdIn(range, limited), isNotNull(leads.firstResponseAt)));
  return { medianMs: row?.median == null ? null : row.median * 1000, answered: row?.answered ?? 0 };
}
