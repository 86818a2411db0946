import { type SQL, and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leadEvents, leadNotes, leads, user } from "#database/schema";
import { assignablePeople } from "./lead-changes.server";
import { inLeadScope } from "~/features/leads/index.server";
import { renderMarkdown } from "~/features/articles/index.server";
import type { LeadPageData, LeadSubmission, MergeCandidate, TimelineEntry } from "./lead-page";
import { listReplies } from "~/features/whatsapp-replies/index.server";
import { listLostReasons } from "~/features/deals/index.server";
import { now } from "~/lib/clock";
import { personName } from "#database/person-name";

/** The newest entries a page shows; a lead with more says that older ones are left out. */
export const TIMELINE_LIMIT = 500;
const MERGE_CANDIDATE_LIMIT = 20;
const REPEAT_LIMIT = 50;

/** A lead as someone sent it: the fields of the form and where it came from. */
export const submissionColumns = {
  id: leads.id,
  name: leads.name,
  phone: leads.phone,
  phoneE164: leads.phoneE164,
  email: leads.email,
  city: leads.city,
  service: leads.service,
  message: leads.message,
  source: leads.source,
  language: leads.language,
  createdAt: leads.createdAt,
};

const relatedColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  service: leads.service,
  mergedInto: leads.mergedInto,
};

/**
 * Everything a lead's page shows: its fields, the submissions merged into it, the enquiries
 * linked to it, the leads that look like the same person, notes and the timeline. Undefined
 * when no lead has this id within the viewer's reach.
 */
export async function loadLeadPage(db: Database, id: string, limited?: string): Promise<LeadPageData | undefined> {
  // The lead, the other enquiries it links to and the leads it could merge with: only within the viewer's reach.
  const reach = inLeadScope(limited);
  const [lead] = await db
    .select({
      ...submissionColumns,
      status: leads.status,
      firstResponseAt: leads.firstResponseAt,
      followUpAt: leads.followUpAt,
      followUpNote: leads.followUpNote,
      previousLeadId: leads.previousLeadId,
      mergedInto: leads.mergedInto,
      noticeVersion: leads.noticeVersion,
      marketingConsent: leads.marketingConsent,
      marketingConsentAt: leads.marketingConsentAt,
      assignedTo: leads.assignedTo,
      dealValue: leads.dealValue,
      expectedCloseOn: leads.expectedCloseOn,
      lostReason: leads.lostReason,
      lostNote: leads.lostNote,
    })
    .from(leads)
    .where(and(eq(leads.id, id), reach));
  if (!lead) return undefined;
  const { previousLeadId, ...shown } = lead;

  const mergedSubmissions: LeadSubmission[] = await db
    .select(submissionColumns)
    .from(leads)
    .where(eq(leads.mergedInto, id))
    .orderBy(leads.createdAt);
  // A kept lead's page holds its merged submissions' notes and timelines too.
  const submissionIds = [id, ...mergedSubmissions.map((submission) => submission.id)];

  const [previous, repeats, mergeCandidates, notes, timeline, assignable, replies, lostReasons] = await Promise.all([
    previousLeadId
      ? db
          .select(relatedColumns)
          .from(leads)
          .where(and(eq(leads.id, previousLeadId), reach))
      : Promise.resolve([]),
    db
      .select(relatedColumns)
      .from(leads)
      .where(and(eq(leads.previousLeadId, id), reach))
      .orderBy(leads.createdAt)
      .limit(REPEAT_LIMIT),
    // A merged-away lead is worked on through the lead it was merged into.
    lead.mergedInto ? Promise.resolve([]) : lookalikes(db, lead, reach),
    db
      .select({
        id: leadNotes.id,
        leadId: leadNotes.leadId,
        body: leadNotes.body,
        author: personName(user),
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .leftJoin(user, eq(user.id, leadNotes.authorId))
      .where(inArray(leadNotes.leadId, submissionIds))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    timelineOf(db, id, submissionIds, new Map([lead, ...mergedSubmissions].map((row) => [row.id, row.source?.path]))),
    assignablePeople(db),
    listReplies(db),
    listLostReasons(db),
  ]);

  return {
    lead: shown,
    previous: previous[0] ?? null,
    repeats,
    mergeCandidates,
    mergedSubmissions,
    notes: notes.map(({ body, leadId, ...note }) => ({
      ...note,
      html: renderMarkdown(body),
      fromOtherSubmission: leadId !== id,
    })),
    timeline: timeline.slice(0, TIMELINE_LIMIT),
    timelineTruncated: timeline.length > TIMELINE_LIMIT,
    assignable,
    replies,
    lostReasons,
    now: now(),
  };
}

/** Leads not merged into another that share this lead's phone number (E.164) or e-mail. */
async function lookalikes(
  db: Database,
  lead: { id: string; phoneE164: string | null; email: string | null },
  reach: SQL | undefined,
): Promise<MergeCandidate[]> {
  const samePhone = lead.phoneE164 ? eq(leads.phoneE164, lead.phoneE164) : undefined;
  const email = lead.email?.trim().toLowerCase();
  const sameEmail = email ? sql`lower(${leads.email}) = ${email}` : undefined;
  if (!samePhone && !sameEmail) return [];
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      service: leads.service,
      status: leads.status,
      createdAt: leads.createdAt,
      samePhone: samePhone ? sql<boolean>`${samePhone}` : sql<boolean>`false`,
      sameEmail: sameEmail ? sql<boolean>`coalesce(${sameEmail}, false)` : sql<boolean>`false`,
    })
    .from(leads)
    .where(and(ne(leads.id, lead.id), isNull(leads.mergedInto), or(samePhone, sameEmail), reach))
    .orderBy(desc(leads.createdAt))
    .limit(MERGE_CANDIDATE_LIMIT);
  return rows.map(({ samePhone, sameEmail, ...candidate }) => ({
    ...candidate,
    matches: [...(samePhone ? ["phone" as const] : []), ...(sameEmail ? ["email" as const] : [])],
  }));
}

/**
 * The timeline, newest first, one more than the limit (to tell whether any were left out), with
 * the names of the people in it. Entries of merged submissions are marked as theirs.
 */
async function timelineOf(
  db: Database,
  id: string,
  submissionIds: string[],
  pagesSentFrom: Map<string, string | undefined>,
): Promise<TimelineEntry[]> {
  const events = await db
    .select({
      id: leadEvents.id,
      leadId: leadEvents.leadId,
      kind: leadEvents.kind,
      actorId: leadEvents.actorId,
      actorName: personName(user),
      data: leadEvents.data,
      at: leadEvents.at,
    })
    .from(leadEvents)
    .leftJoin(user, eq(user.id, leadEvents.actorId))
    .where(inArray(leadEvents.leadId, submissionIds))
    .orderBy(desc(leadEvents.at), desc(leadEvents.id))
    .limit(TIMELINE_LIMIT + 1);
  // An assignment names a person by id: the page shows their name.
  const assigneeIds = [
    ...new Set(events.flatMap((event) => (typeof event.data.assignee === "string" ? [event.data.assignee] : []))),
  ];
  const assignees = assigneeIds.length
    ? new Map(
        (
          await db
            .select({ id: user.id, name: personName(user) })
            .from(user)
            .where(inArray(user.id, assigneeIds))
        ).map((person) => [person.id, person.name]),
      )
    : new Map<string, string>();
  return events.map((event) => ({
    ...event,
    // The page an enquiry was sent from is the visitor's to state: it lives on the lead, not in the
    // timeline, which outlives the lead.
    data: event.kind === "created" ? { ...event.data, path: pagesSentFrom.get(event.leadId) ?? null } : event.data,
    assigneeName: typeof event.data.assignee === "string" ? (assignees.get(event.data.assignee) ?? null) : null,
    fromOtherSubmission: event.leadId !== id,
  }));
}

/** The person has opened the lead: it is no longer unread for them. Nothing when the lead is gone. */
export async function markLeadRead(db: Database, userId: string, leadId: string): Promise<void> {
  await db.execute(sql`
    insert into lead_reads (user_id, lead_id, read_at)
    select ${userId}, id, ${now().toISOString()}::timestamptz from leads where id = ${leadId}
    on conflict (user_id, lead_id) do update set read_at = excluded.read_at`);
}
