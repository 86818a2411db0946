import { enqueueAssignmentAlert } from "~/features/lead-messages/index.server";
import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#database/client.server";
import { leadNotes, leads, user, userRoles } from "#database/schema";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import type { LeadStatus } from "#database/lead-statuses";
import {
  linkToEarlierEnquiry,
  withdrawMarketingConsent,
  type Queryable,
  recordLeadEvent,
  recordResponse,
} from "~/features/leads/index.server";
import { type LeadDetails } from "~/features/leads";
import { recordCorrection } from "~/features/data-rights/index.server";
import { type LeadDetailField, leadDetailFields } from "~/lib/lead-details";
import {
  type Assignee,
  type FollowUpField,
  LEAD_PAGE_MESSAGES,
  type NoteField,
  type followUpSchema,
  type noteSchema,
} from "./lead-page-schema";
import { LEAD_MESSAGES, type leadStatusChangeSchema } from "./schema";
import { now } from "~/lib/clock";
import { personName } from "#database/person-name";

// What an admin does to a lead, from the Leads tab or the lead's page (declared in
// actions.server.ts, which the admin gate checks them by). Each change and its timeline entry
// (with who made it) are written in one transaction; `actorId` is the signed-in admin's user id,
// from the session, never from the form.

export const notFound = { ok: false, reason: "not-found", message: LEAD_MESSAGES.notFound } as const;

export async function changeLeadStatus(
  db: Database,
  change: z.output<typeof leadStatusChangeSchema>,
  actorId: string,
): Promise<FormOutcome> {
  switch (await setLeadStatus(db, change.id, change.status, actorId)) {
    case "done":
      return { ok: true };
    case "merged":
      return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway };
    case "missing":
      return notFound;
  }
}

export async function removeLead(db: Database, leadId: string, actorId: string): Promise<FormOutcome> {
  const found = await deleteLead(db, leadId, actorId);
  return found ? { ok: true } : notFound;
}

/** The lead, locked until the transaction ends (a deletion in another tab waits, or went first). */
export async function lockLead(tx: Queryable, id: string) {
  const [lead] = await tx
    .select({
      id: leads.id,
      status: leads.status,
      mergedInto: leads.mergedInto,
      followUpAt: leads.followUpAt,
      assignedTo: leads.assignedTo,
    })
    .from(leads)
    .where(eq(leads.id, id))
    .for("update");
  return lead;
}

/** A call or WhatsApp chat started from the admin: a record that the tap happened, and a response. */
export async function recordTap(
  db: Database,
  leadId: string,
  kind: "call" | "whatsapp",
  actorId: string,
): Promise<FormOutcome> {
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return notFound;
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway };
    const at = now();
    await recordLeadEvent(tx, { leadId, kind, actorId, at });
    await recordResponse(tx, leadId, at);
    return { ok: true };
  });
}

/** A note in Markdown; the first note is a response. A lead deleted meanwhile keeps nothing, and the form keeps the text. */
export async function addNote(
  db: Database,
  leadId: string,
  note: { data: z.output<typeof noteSchema>; values: FormValues<NoteField> },
  actorId: string,
): Promise<FormOutcome<NoteField>> {
  const { data, values } = note;
  return db.transaction(async (tx): Promise<FormOutcome<NoteField>> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ...notFound, values };
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway, values };
    const noteId = await writeNote(tx, { leadId, body: data.body, actorId, at: now() });
    return { ok: true, id: noteId };
  });
}

/** A note on a lead that exists, on its timeline; the first note is a response. Answers its id. */
export async function writeNote(
  tx: Queryable,
  { leadId, body, actorId, at }: { leadId: string; body: string; actorId: string; at: Date },
): Promise<string> {
  const [note] = await tx
    .insert(leadNotes)
    .values({ leadId, authorId: actorId, body, createdAt: at })
    .returning({ id: leadNotes.id });
  await recordLeadEvent(tx, { leadId, kind: "note", actorId, data: { noteId: note!.id }, at });
  await recordResponse(tx, leadId, at);
  return note!.id;
}

/**
 * Corrects what the lead says about the person (a misspelt name, a wrong digit in the phone):
 * the phone's E.164 form and the repeat-enquiry link follow the change, and the timeline records
 * which fields changed and who changed them, never the values (the timeline holds no personal
 * data); connected tools hear `lead.updated`. The one way a lead's details change, whoever asks:
 * made for a person's correction request (`dataRequestId`), it goes on that request's history too.
 */
export async function correctLeadDetails(
  db: Database,
  leadId: string,
  correction: { data: LeadDetails; values: FormValues<LeadDetailField> },
  actorId: string,
  dataRequestId?: string,
): Promise<FormOutcome<LeadDetailField>> {
  const { data, values } = correction;
  return db.transaction(async (tx): Promise<FormOutcome<LeadDetailField>> => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return { ...notFound, values };
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway, values };
    const changed = leadDetailFields.filter((field) =>
      field === "phone" ? data.phone !== lead.phone || data.phoneE164 !== lead.phoneE164 : data[field] !== lead[field],
    );
    if (!changed.length) return { ok: false, reason: "invalid", message: LEAD_PAGE_MESSAGES.nothingCorrected, values };
    await tx
      .update(leads)
      .set({ ...data, phoneDigits: data.phone.replace(/\D/g, "") })
      .where(eq(leads.id, leadId));
    await recordLeadEvent(tx, { leadId, kind: "corrected", actorId, data: { fields: changed.join(",") } });
    if (dataRequestId) await recordCorrection(tx, dataRequestId, { leadId, fields: changed }, actorId, now());
    if (changed.includes("phone") || changed.includes("email"))
      await linkToEarlierEnquiry(tx, { ...lead, phoneE164: data.phoneE164, email: data.email });
    return { ok: true };
  });
}

/** When to follow the lead up (IST) and what to do then; a time already past is refused. */
export async function setFollowUp(
  db: Database,
  leadId: string,
  followUp: { data: z.output<typeof followUpSchema>; values: FormValues<FollowUpField> },
  actorId: string,
): Promise<FormOutcome<FollowUpField>> {
  const { data, values } = followUp;
  return db.transaction(async (tx): Promise<FormOutcome<FollowUpField>> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ...notFound, values };
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway, values };
    await scheduleFollowUp(tx, { leadId, dueAt: data.dueAt, note: data.note, actorId, at: now() });
    return { ok: true };
  });
}

/** The lead's next follow-up (it has one at a time), on its timeline. */
export async function scheduleFollowUp(
  tx: Queryable,
  followUp: { leadId: string; dueAt: Date; note: string | null; actorId: string; at: Date },
): Promise<void> {
  const { leadId, dueAt, note, actorId, at } = followUp;
  await tx.update(leads).set({ followUpAt: dueAt, followUpNote: note }).where(eq(leads.id, leadId));
  await recordLeadEvent(tx, { leadId, kind: "follow-up-set", actorId, data: { dueAt: dueAt.toISOString() }, at });
}

/** The follow-up was done: recorded, and the lead has none until the next is set. */
export async function completeFollowUp(db: Database, leadId: string, actorId: string): Promise<FormOutcome> {
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return notFound;
    if (!lead.followUpAt) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.noFollowUp };
    await tx.update(leads).set({ followUpAt: null, followUpNote: null }).where(eq(leads.id, leadId));
    await recordLeadEvent(tx, {
      leadId,
      kind: "follow-up-done",
      actorId,
      data: { dueAt: lead.followUpAt.toISOString() },
    });
    return { ok: true };
  });
}

/**
 * Merges the lead named in the form into `keptId`: the other stays as the kept lead's second
 * submission (its fields, notes and timeline shown on the kept lead's page), never listed or
 * counted again. The kept lead takes the earlier first response, and the other's follow-up when
 * it has none. Submissions already merged into the other move to the kept lead, so a merge is
 * never more than one step deep.
 */
export async function mergeLead(db: Database, keptId: string, otherId: string, actorId: string): Promise<FormOutcome> {
  if (otherId === keptId) return { ok: false, reason: "invalid", message: LEAD_PAGE_MESSAGES.mergeIntoItself };
  return db.transaction(async (tx): Promise<FormOutcome> => {
    // Both rows locked in one order, so two merges of the same pair cannot wait on each other.
    const rows = await tx
      .select({
        id: leads.id,
        mergedInto: leads.mergedInto,
        previousLeadId: leads.previousLeadId,
        createdAt: leads.createdAt,
        firstResponseAt: leads.firstResponseAt,
        followUpAt: leads.followUpAt,
        followUpNote: leads.followUpNote,
      })
      .from(leads)
      .where(inArray(leads.id, [keptId, otherId]))
      .orderBy(leads.id)
      .for("update");
    const kept = rows.find((row) => row.id === keptId);
    const merged = rows.find((row) => row.id === otherId);
    if (!kept || !merged) return notFound;
    if (kept.mergedInto || merged.mergedInto) {
      return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.alreadyMerged };
    }
    const at = now();
    await tx.update(leads).set({ mergedInto: keptId }).where(eq(leads.mergedInto, otherId));
    await tx
      .update(leads)
      .set({ mergedInto: keptId, followUpAt: null, followUpNote: null })
      .where(eq(leads.id, otherId));
    const takesFollowUp = !kept.followUpAt && merged.followUpAt;
    // A reply given on the other submission counts for the kept lead only once the kept lead existed:
    // an older lead's reply would make the new enquiry look answered before it arrived.
    const mergedResponse =
      merged.firstResponseAt && merged.firstResponseAt >= kept.createdAt ? merged.firstResponseAt : null;
    await tx
      .update(leads)
      .set({
        // least() ignores nulls: the earlier of the two responses, or the only one.
        firstResponseAt: sql`least(${leads.firstResponseAt}, ${mergedResponse?.toISOString() ?? null}::timestamptz)`,
        // The kept lead's "enquired before" skips the submission now inside it.
        ...(kept.previousLeadId === otherId ? { previousLeadId: merged.previousLeadId } : {}),
        ...(takesFollowUp ? { followUpAt: merged.followUpAt, followUpNote: merged.followUpNote } : {}),
      })
      .where(eq(leads.id, keptId));
    // Later enquiries that pointed at the merged-away submission point at the lead it is now part of.
    await tx
      .update(leads)
      .set({ previousLeadId: keptId })
      .where(and(eq(leads.previousLeadId, otherId), ne(leads.id, keptId)));
    await recordLeadEvent(tx, { leadId: keptId, kind: "merged", actorId, data: { leadId: otherId }, at });
    await recordLeadEvent(tx, { leadId: otherId, kind: "merged", actorId, data: { leadId: keptId }, at });
    return { ok: true };
  });
}

/** The lead asked (by phone, in person, by a letter) to stop offers and updates: an admin records it. */
export async function recordConsentWithdrawal(db: Database, leadId: string, actorId: string): Promise<FormOutcome> {
  return (await withdrawMarketingConsent(db, leadId, "admin", actorId)) === "missing" ? notFound : { ok: true };
}

/** The people leads can be assigned to: active Owners, Admins and Sales, by name. */
export async function assignablePeople(db: Pick<Database, "select">): Promise<Assignee[]> {
  return db
    .select({ userId: user.id, name: personName(user) })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(inArray(userRoles.role, ["owner", "admin", "sales"]), isNull(userRoles.deactivatedAt)))
    .orderBy(asc(personName(user)));
}

/**
 * Gives the lead to a person (or back to no one, `assignee` empty), with the change on its
 * timeline; the same assignee again changes nothing.
 */
export async function assignLead(
  db: Database,
  leadId: string,
  assignee: string | null,
  actorId: string,
): Promise<FormOutcome> {
  return db.transaction(async (tx): Promise<FormOutcome> => {
    if (assignee && !(await assignablePeople(tx)).some((person) => person.userId === assignee))
      return { ok: false, reason: "invalid", message: LEAD_PAGE_MESSAGES.notAssignable };
    const lead = await lockLead(tx, leadId);
    if (!lead) return notFound;
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway };
    await handOver(tx, [{ id: leadId, assignedTo: lead.assignedTo }], assignee, actorId);
    return { ok: true };
  });
}

/**
 * Gives each lead to `assignee` (null: no one), with an entry on each timeline whose assignee
 * changes, and the new-lead alert to the assignee unless they did it themselves. `actorId` null:
 * the site did it (a new lead given in turn).
 */
export async function handOver(
  tx: Queryable,
  found: { id: string; assignedTo: string | null }[],
  assignee: string | null,
  actorId: string | null,
): Promise<void> {
  const changing = found.filter((lead) => lead.assignedTo !== assignee);
  if (!changing.length) return;
  const ids = changing.map((lead) => lead.id);
  await tx.update(leads).set({ assignedTo: assignee }).where(inArray(leads.id, ids));
  const at = now();
  const data: Record<string, string | boolean | null> = actorId ? { assignee } : { assignee, turn: true };
  for (const id of ids) {
    await recordLeadEvent(tx, { leadId: id, kind: "assigned", actorId, at, data });
    if (assignee && assignee !== actorId) await enqueueAssignmentAlert(tx, id, assignee, at);
  }
}

/**
 * Sets the status; "missing" when the lead no longer exists, "merged" when it was merged into
 * another (the lead that counts is that one). The change goes on the lead's timeline with who made
 * it, and a move away from "new" is the lead's first response, in the same transaction.
 */
export async function setLeadStatus(
  db: Database,
  id: string,
  status: LeadStatus,
  actorId: string,
): Promise<"done" | "missing" | "merged"> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status, mergedInto: leads.mergedInto })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!current) return "missing";
    if (current.mergedInto) return "merged";
    await moveStatus(tx, { leadId: id, from: current.status, to: status, actorId, at: now() });
    return "done";
  });
}

/**
 * A locked lead's status from `from` to `to`, on its timeline; a move away from "new" is the
 * lead's first response. Converting or closing it records when (what the agency won and lost in
 * a range is read from these). The same status again changes nothing.
 */
export async function moveStatus(
  tx: Queryable,
  move: { leadId: string; from: LeadStatus; to: LeadStatus; actorId: string | null; at: Date },
): Promise<void> {
  const { leadId, from, to, actorId, at } = move;
  if (from === to) return;
  const outcome =
    to === "converted"
      ? { convertedAt: at, firstConvertedAt: sql`coalesce(${leads.firstConvertedAt}, ${at})` }
      : to === "closed"
        ? { closedAt: at }
        : {};
  await tx
    .update(leads)
    .set({ status: to, ...outcome })
    .where(eq(leads.id, leadId));
  await recordLeadEvent(tx, { leadId, kind: "status", actorId, data: { from, to }, at });
  if (from === "new") await recordResponse(tx, leadId, at);
}

/**
 * Deletes the lead for good, with the submissions merged into it: their rows, notes, reads and
 * queued messages go (the foreign keys cascade). Each one's timeline keeps only that it existed
 * and who deleted it.
 */
export async function deleteLead(db: Database, id: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(leads)
      .where(or(eq(leads.id, id), eq(leads.mergedInto, id)))
      .returning({ id: leads.id });
    for (const lead of deleted) {
      await recordLeadEvent(tx, { leadId: lead.id, kind: "deleted", actorId, data: { by: "admin" } });
    }
    return deleted.some((lead) => lead.id === id);
  });
}
