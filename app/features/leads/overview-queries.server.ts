// The Overview's figures. Each is an aggregate query: the database counts, and the server reads only
// the figures and the few leads a list shows (a 90-day Overview over 100,000 leads answers
// in under 100 ms, npm run bench:leads).
// A lead merged into another is never counted: the figures count the leads that remain.
import { type SQL, and, asc, count, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { caseStudies, leadEvents, leads } from "../../../database/schema";
import { type LeadStatus, leadStatuses } from "../../../database/lead-statuses";
import { ONE_DAY_MS, istDayStart, istMoment } from "~/lib/india-time";
import { type DayRange, type OverviewRange, addDays } from "./overview-range";

const remaining = isNull(leads.mergedInto);

/** The moments a range of IST days covers: from its first midnight to the midnight after its last day. */
function bounds({ from, to }: DayRange) {
  return { start: istMoment(from), end: istMoment(addDays(to, 1)) };
}

const createdIn = (range: DayRange) => {
  const { start, end } = bounds(range);
  return and(remaining, gte(leads.createdAt, start), lt(leads.createdAt, end));
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

/** The spec's four figures (all time), counted by the database. */
export async function dashboardStats(db: Database): Promise<DashboardStats> {
  const [[leadCounts], [caseStudyCount]] = await Promise.all([
    db
      .select({
        total: count(),
        fresh: countWhere(sql`${leads.status} = 'new'`),
        converted: countWhere(sql`${leads.status} = 'converted'`),
      })
      .from(leads)
      .where(remaining),
    db.select({ total: count() }).from(caseStudies),
  ]);
  return {
    totalLeads: leadCounts?.total ?? 0,
    newLeads: leadCounts?.fresh ?? 0,
    convertedLeads: leadCounts?.converted ?? 0,
    caseStudies: caseStudyCount?.total ?? 0,
  };
}

/** How many leads wait for a first reply, and the ones waiting longest, oldest first. */
export async function needsReplyQueue(db: Database, limit = 8) {
  const waiting = and(isNull(leads.firstResponseAt), remaining);
  const [[totals], oldest] = await Promise.all([
    db.select({ total: count() }).from(leads).where(waiting),
    db
      .select({ id: leads.id, name: leads.name, service: leads.service, city: leads.city, createdAt: leads.createdAt })
      .from(leads)
      .where(waiting)
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(limit),
  ]);
  return { total: totals?.total ?? 0, oldest };
}

/**
 * Follow-ups overdue (their time has passed) and due later today (before midnight IST), as the daily
 * digest counts them, with the first few of each in the order they fall due. A follow-up marked
 * done no longer has a date.
 */
export async function followUpsDue(db: Database, now: Date | number = Date.now(), limit = 5) {
  const moment = new Date(now);
  const tomorrow = new Date(istDayStart(now).getTime() + ONE_DAY_MS);
  const dueToday = and(remaining, gte(leads.followUpAt, moment), lt(leads.followUpAt, tomorrow));
  const overdue = and(remaining, lt(leads.followUpAt, moment));
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
      .where(and(remaining, lt(leads.followUpAt, tomorrow))),
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

/** Leads per IST day over the range and over the same number of days before it, every day listed. */
export async function leadsPerDay(db: Database, range: OverviewRange) {
  const day = sql<string>`to_char(${leads.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const counted = await db
    .select({ day, leads: countWhere() })
    .from(leads)
    .where(createdIn({ from: range.previous.from, to: range.to }))
    .groupBy(day);
  const byDay = new Map(counted.map((row) => [row.day, row.leads]));
  const days = (from: string): DayCount[] =>
    Array.from({ length: range.days }, (_, i) => {
      const key = addDays(from, i);
      return { day: key, leads: byDay.get(key) ?? 0 };
    });
  return { current: days(range.from), previous: days(range.previous.from) };
}

/** The pipeline's steps in order; "closed" can end a lead at any of them, so it is no step. */
export const FUNNEL_STAGES = ["new", "contacted", "qualified", "converted"] as const satisfies readonly LeadStatus[];

/** A status's step in the funnel (0 for new and closed), written into the query as literals. */
const stageOf = (status: SQL) =>
  sql`case ${status} ${sql.raw(FUNNEL_STAGES.map((step, i) => `when '${step}' then ${i}`).join(" "))} else 0 end`;

export interface FunnelStage {
  status: LeadStatus;
  /** Leads of the range that reached this step or a later one, now or at any time on their timeline. */
  reached: number | null;
  /** Leads of the range whose status is this one now. */
  now: number;
}

/**
 * The status funnel of the leads that arrived in the range. "Reached" counts a lead at the furthest
 * step it ever had (its status now, or any status change on its timeline), so a lead converted and
 * later closed still counts as converted there; "now" is the plain count of current statuses.
 */
export async function statusFunnel(db: Database, range: DayRange): Promise<FunnelStage[]> {
  // Each lead's furthest step among its status changes, from the changes since the range began (a lead
  // of the range changed after it arrived): one pass over those events, not one look-up per lead.
  const furthest = db.$with("furthest").as(
    db
      .select({
        leadId: leadEvents.leadId,
        stage: sql<number>`max(${stageOf(sql`${leadEvents.data} ->> 'to'`)})`.as("stage"),
      })
      .from(leadEvents)
      .where(and(eq(leadEvents.kind, "status"), gte(leadEvents.at, bounds(range).start)))
      .groupBy(leadEvents.leadId),
  );
  const stage = sql`greatest(${stageOf(sql`${leads.status}`)}, coalesce(${furthest.stage}, 0))`;
  const [row] = await db
    .with(furthest)
    .select({
      ...Object.fromEntries(FUNNEL_STAGES.map((status, step) => [status, countWhere(sql`${stage} >= ${step}`)])),
      ...Object.fromEntries(
        leadStatuses.map((status) => [`now_${status}`, countWhere(sql`${leads.status} = ${status}`)]),
      ),
    })
    .from(leads)
    .leftJoin(furthest, eq(furthest.leadId, leads.id))
    .where(createdIn(range));
  const figure = (key: string) => (row?.[key] as number | undefined) ?? 0;
  return leadStatuses.map((status) => ({
    status,
    reached: (FUNNEL_STAGES as readonly string[]).includes(status) ? figure(status) : null,
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
 */
export async function leadsBy(db: Database, dimension: LeadDimension, range: DayRange): Promise<BreakdownRow[]> {
  const text = dimensionText[dimension];
  const key = sql`lower(${text})`;
  const groups = db
    .select({
      label: sql<string>`mode() within group (order by ${text})`.as("label"),
      leads: countWhere().as("leads"),
      converted: countWhere(sql`${leads.status} = 'converted'`).as("converted"),
      // Equal groups in code-point order: the same on every database, whatever its collation.
      place: sql<number>`row_number() over (order by count(*) desc, ${key} collate "C")`.as("place"),
    })
    .from(leads)
    .where(createdIn(range))
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
export async function firstResponseTimes(db: Database, range: DayRange): Promise<ResponseTimes> {
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt})::float8)`,
      answered: countWhere(),
    })
    .from(leads)
    .where(and(createdIn(range), isNotNull(leads.firstResponseAt)));
  return { medianMs: row?.median == null ? null : row.median * 1000, answered: row?.answered ?? 0 };
}
