import { type AnyColumn, type SQL, and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.server";
import { leadNotes, leadReads, leadSearchText, leads, user } from "#database/schema";
import { timeOfDay } from "~/lib/format";
import { elapsed, responseSummary } from "~/lib/response-time";
import { ONE_DAY_MS, istDayStart } from "~/lib/india-time";
import { isLeadReference, type LeadsPage } from "~/features/leads";
import { leadAlerts } from "~/features/lead-messages/index.server";
import type { LeadFilter, LeadListFilter } from "./schema";
import { inLeadScope } from "~/features/leads/index.server";
import { dealValues } from "~/features/deals/index.server";
import { now as clockNow } from "~/lib/clock";
import { personName } from "#database/person-name";
import { type LeadStatus, leadStatuses } from "#database/lead-statuses";
import type { BoardColumn } from "./lead-board-view";

export const LEADS_PAGE_SIZE = 25;

export type AdminLead = Pick<
  typeof leads.$inferSelect,
  "id" | "name" | "phone" | "email" | "city" | "service" | "message" | "status" | "source" | "language" | "createdAt"
>;

const leadColumns = {
  id: leads.id,
  name: leads.name,
  phone: leads.phone,
  email: leads.email,
  city: leads.city,
  service: leads.service,
  message: leads.message,
  status: leads.status,
  source: leads.source,
  language: leads.language,
  createdAt: leads.createdAt,
};

const listColumns = {
  ...leadColumns,
  phoneE164: leads.phoneE164,
  previousLeadId: leads.previousLeadId,
  firstResponseAt: leads.firstResponseAt,
  followUpAt: leads.followUpAt,
  followUpNote: leads.followUpNote,
};

/** `%` and `_` typed by the admin are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A later enquiry from the same person, as a second copy of the table. */
const later = alias(leads, "later_lead");
/** A submission merged into a listed lead, as a copy of the table of its own. */
const merged = alias(leads, "merged_lead");

/**
 * The leads a filter shows. A lead merged into another is never among them: it is part of that
 * lead now. Each condition is one an index answers (see database/schema.ts), so the list stays
 * fast with a hundred thousand leads.
 */
function filterCondition(filter: LeadListFilter, now: Date): SQL {
  const conditions: SQL[] = [isNull(leads.mergedInto)];
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const digits = filter.q.replace(/\D/g, "");
    const matches = [
      ilike(sql`${leadSearchText}`, pattern),
      // The notes' matches as a list of ids, not an EXISTS: each side of the OR then reads its own
      // trigram index (a BitmapOr), where an EXISTS would make PostgreSQL test every lead in turn.
      sql`${leads.id} = any(array(select ${leadNotes.leadId} from ${leadNotes} where ${leadNotes.body} ilike ${pattern}))`,
      // A submission merged into a lead is found as that lead, by its own fields or its notes
      // (leadSearchText names its columns unqualified: inside this subquery, the submission's).
      sql`${leads.id} = any(array(
        select ${merged.mergedInto} from ${leads} ${merged}
        where ${merged.mergedInto} is not null and (
          ${leadSearchText} ilike ${pattern}
          or ${merged.id} = any(array(select ${leadNotes.leadId} from ${leadNotes} where ${leadNotes.body} ilike ${pattern}))
        )))`,
    ];
    // A reference the enquirer quotes (from their acknowledgement e-mail): the ids it begins, a range of the primary key.
    // A submission merged into another is found as the lead it is part of.
    if (isLeadReference(filter.q)) {
      const prefix = filter.q.trim().toLowerCase();
      const referenced = (id: SQL | AnyColumn) =>
        sql`${id} between ${`${prefix}-0000-0000-0000-000000000000`}::uuid and ${`${prefix}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
      matches.push(
        referenced(leads.id),
        sql`${leads.id} = any(array(select ${merged.mergedInto} from ${leads} ${merged} where ${referenced(merged.id)} and ${merged.mergedInto} is not null))`,
      );
    }
    // "98765" finds "+91 98765-43210"; short digit runs would match nearly everyone.
    if (digits.length >= 3 && /^[\d\s()+-]+$/.test(filter.q))
      matches.push(sql`${leads.phoneDigits} like ${likePattern(digits)}`);
    conditions.push(or(...matches)!);
  }
  if (filter.followUp === "none") conditions.push(isNull(leads.followUpAt));
  if (filter.followUp === "overdue") conditions.push(lt(leads.followUpAt, now));
  // Due later today and overdue do not overlap: a follow-up whose time has passed is overdue, as the
  // Overview and the daily digest count it.
  if (filter.followUp === "today") {
    const dayEnd = new Date(istDayStart(now).getTime() + ONE_DAY_MS);
    conditions.push(gte(leads.followUpAt, now), lt(leads.followUpAt, dayEnd));
  }
  if (filter.needsReply) conditions.push(isNull(leads.firstResponseAt));
  if (filter.language) conditions.push(eq(leads.language, filter.language));
  const reach = inLeadScope(filter.onlyAssignedTo);
  if (reach) conditions.push(reach);
  // Without a viewer there is no one whose leads these are: none.
  if (filter.mine) conditions.push(filter.viewer ? eq(leads.assignedTo, filter.viewer) : sql`false`);
  // Each person once: the latest enquiry stands for the earlier ones it links back to. Saying that
  // a later enquiry has an earlier one lets PostgreSQL read just those few (one lead in twenty, say)
  // from their own index and check every lead against them.
  if (filter.repeats === "collapse")
    conditions.push(
      sql`not exists (select 1 from ${leads} ${later} where ${later.previousLeadId} = ${leads.id} and ${later.previousLeadId} is not null and ${later.mergedInto} is null)`,
    );
  return and(...conditions)!;
}

/** Whether the lead's follow-up time has passed (`at`: now, in milliseconds). */
const followUpOverdue = ({ followUpAt }: { followUpAt: Date | null }, at: number) =>
  followUpAt !== null && followUpAt.getTime() < at;

export interface ListOptions {
  /** The person looking: a lead they have not opened is unread. Without one, none is. */
  readerId?: string;
  now?: Date;
}

/** One page of leads, newest first, with the total for the filter. */
export async function listLeads(
  db: Database,
  filter: LeadFilter,
  { readerId, now = clockNow() }: ListOptions = {},
): Promise<LeadsPage> {
  const where = filterCondition(filter, now);
  // The page is picked first, so the per-lead look-ups below run for its rows only, however deep the
  // page; and it is picked by id, so the leads skipped over are read from an index, not the table.
  const pageIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((filter.page - 1) * LEADS_PAGE_SIZE);
  const shown = db.select(listColumns).from(leads).where(inArray(leads.id, pageIds)).as("shown");
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(leads).where(where),
    db
      .select({
        ...shown._.selectedFields,
        unread: readerId ? sql<boolean>`${leadReads.leadId} is null` : sql<boolean>`false`,
        laterLeadId: sql<string | null>`(select ${later.id} from ${leads} ${later}
          where ${later.previousLeadId} = ${shown.id} and ${later.mergedInto} is null
          order by ${later.createdAt} desc limit 1)`,
        // The chain of earlier enquiries, shown only with repeats collapsed (one row per person): walked
        // for each row of the page, a flood from one number would make the uncollapsed list walk the
        // whole chain 25 times. Union (not union all) stops on a loop, should one ever be made.
        enquiries:
          filter.repeats === "collapse"
            ? sql<number | null>`(with recursive chain(id) as (
            select ${shown.id}
            union
            select ${later.previousLeadId} from ${leads} ${later} join chain on ${later.id} = chain.id
            where ${later.previousLeadId} is not null
          ) select count(*) from chain)::int`
            : sql<number | null>`null`,
      })
      .from(shown)
      // A lead without a read by this person is unread for them.
      .leftJoin(leadReads, readerId ? and(eq(leadReads.userId, readerId), eq(leadReads.leadId, shown.id)) : sql`false`)
      .orderBy(desc(shown.createdAt), desc(shown.id)),
  ]);
  const total = totals?.total ?? 0;
  const at = now.getTime();
  const alerts = await leadAlerts(
    db,
    rows.map((lead) => lead.id),
  );
  return {
    leads: rows.map((lead) => ({
      ...lead,
      alert: alerts.get(lead.id) ?? { state: "unsent", attempts: 0, lastError: null, sentAt: null },
      timeOfDay: timeOfDay(lead.createdAt),
      age: elapsed(at - lead.createdAt.getTime()),
      responseSummary: responseSummary(lead, at),
      wroteMessage: Boolean(lead.message?.trim()),
      followUpOverdue: followUpOverdue(lead, at),
    })),
    total,
    page: filter.page,
    pageCount: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)),
  };
}

/**
 * How many leads a board column shows: the newest fifty of its status. A column holds every lead of
 * its status, and one nobody clears (closed, say) grows for years; fifty cards is already a long
 * scroll on a phone, and the table, filtered to the status, lists the rest page by page.
 */
export const LEADS_PER_BOARD_COLUMN = 50;

/**
 * The board: a column per status, each with the number and total deal value of ALL the filter's
 * leads in that status (one grouped query), and its newest leads. Both read through the same
 * condition as the list, so the board holds what the table would: no merged submissions, only the
 * leads in the viewer's scope.
 */
export async function leadBoard(
  db: Database,
  filter: LeadListFilter,
  { now = clockNow() }: Pick<ListOptions, "now"> = {},
): Promise<BoardColumn[]> {
  const where = filterCondition(filter, now);
  // One branch per status, each read newest first from the (status, created_at) index and cut at the
  // column's size. A status the filter leaves out is not looked for.
  const newest = (status: LeadStatus) =>
    db
      .select({
        id: leads.id,
        name: leads.name,
        service: leads.service,
        status: leads.status,
        dealValue: leads.dealValue,
        followUpAt: leads.followUpAt,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(filter.status && filter.status !== status ? sql`false` : and(where, eq(leads.status, status)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PER_BOARD_COLUMN);
  const [first, second, ...others] = leadStatuses.map(newest);
  const [figures, shown] = await Promise.all([
    db
      .select({
        status: leads.status,
        count: count(),
        value: dealValues(),
      })
      .from(leads)
      .where(where)
      .groupBy(leads.status),
    unionAll(first!, second!, ...others),
  ]);
  const at = now.getTime();
  return leadStatuses.map((status) => {
    const column = figures.find((row) => row.status === status);
    return {
      status,
      count: column?.count ?? 0,
      value: column?.value ?? 0,
      // Each branch's rows come out of the union in its own order: newest first.
      leads: shown
        .filter((lead) => lead.status === status)
        .map((lead) => ({
          ...lead,
          age: elapsed(at - lead.createdAt.getTime()),
          followUpOverdue: followUpOverdue(lead, at),
        })),
    };
  });
}

/**
 * A column of the exported lead, named with its table: drizzle leaves columns unqualified in a
 * one-table select, and inside a subquery `"id"` would be the subquery's own.
 */
const exportedLead = (column: string) => sql`${sql.identifier("leads")}.${sql.identifier(column)}`;

/**
 * What the CSV export holds of each lead: its fields, the consent on record, and how it is being
 * worked (who has it, the follow-up, the first reply, the number of notes).
 */
const exportColumns = {
  ...leadColumns,
  noticeVersion: leads.noticeVersion,
  marketingConsent: leads.marketingConsent,
  marketingConsentAt: leads.marketingConsentAt,
  phoneE164: leads.phoneE164,
  firstResponseAt: leads.firstResponseAt,
  followUpAt: leads.followUpAt,
  followUpNote: leads.followUpNote,
  assignee: sql<
    string | null
  >`(select ${personName(user)} from ${user} where ${user.id} = ${exportedLead("assigned_to")})`,
  notes: sql<number>`(select count(*) from ${leadNotes} where ${leadNotes.leadId} = ${exportedLead("id")})::int`,
};
export type ExportedLead = AdminLead &
  Pick<
    typeof leads.$inferSelect,
    | "noticeVersion"
    | "marketingConsent"
    | "marketingConsentAt"
    | "phoneE164"
    | "firstResponseAt"
    | "followUpAt"
    | "followUpNote"
  > & { assignee: string | null; notes: number };

/** Every lead matching the filter, newest first, in batches, so any number fits in memory. */
export async function* leadBatches(db: Database, filter: LeadListFilter, batchSize = 1000, now = clockNow()) {
  // The cursor keeps the database's microsecond timestamp as text: a JS Date would round it.
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...exportColumns, at: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(
        and(
          filterCondition(filter, now),
          after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(batchSize);
    yield rows.map(({ at: _at, ...lead }) => lead);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.at, id: last.id };
  }
}
