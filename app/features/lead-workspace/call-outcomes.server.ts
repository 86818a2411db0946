import { and, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leadEvents, leads } from "#database/schema";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { inLeadScope, recordLeadEvent } from "~/features/leads/index.server";
import { ONE_DAY_MS } from "~/lib/india-time";
import { now } from "~/lib/clock";
import { CALL_FIGURES_DAYS, type CallFigures, type CallOutcomeField, type CallOutcomeInput } from "./call-outcome";
import { lockLead, moveStatus, notFound, scheduleFollowUp, writeNote } from "./lead-changes.server";
import { LEAD_PAGE_MESSAGES } from "./lead-page-schema";

const TAPS = ["call", "whatsapp"] as const;

/**
 * What happened after a call or chat, in one transaction: the note (a note like any other), the
 * next follow-up with the note as what to do, the status, and the outcome itself, which names the
 * tap it answers (the latest call or WhatsApp tap with no outcome after it; none when the call was
 * made some other way). The outcome is entered last, so the timeline shows it on top.
 */
export async function recordCallOutcome(
  db: Database,
  leadId: string,
  report: { data: CallOutcomeInput; values: FormValues<CallOutcomeField> },
  actorId: string,
): Promise<FormOutcome<CallOutcomeField>> {
  const { data, values } = report;
  return db.transaction(async (tx): Promise<FormOutcome<CallOutcomeField>> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ...notFound, values };
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway, values };
    const at = now();
    const [latest] = await tx
      .select({ kind: leadEvents.kind })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), inArray(leadEvents.kind, [...TAPS, "call-outcome"])))
      .orderBy(desc(leadEvents.id))
      .limit(1);
    const via = latest && latest.kind !== "call-outcome" ? latest.kind : null;
    if (data.note) await writeNote(tx, { leadId, body: data.note, actorId, at });
    if (data.followUpAt) await scheduleFollowUp(tx, { leadId, dueAt: data.followUpAt, note: data.note, actorId, at });
    await moveStatus(tx, { leadId, from: lead.status, to: data.status, actorId, at });
    await recordLeadEvent(tx, { leadId, kind: "call-outcome", actorId, data: { outcome: data.outcome, via }, at });
    return { ok: true };
  });
}

/**
 * The last seven days' calls and chats on the leads that remain, of those the viewer reaches:
 * one pass over the days' taps and outcomes (the timeline's index on kind and time finds them).
 */
export async function callFigures(db: Database, at: number, limited?: string): Promise<CallFigures> {
  const since = new Date(at - CALL_FIGURES_DAYS * ONE_DAY_MS);
  const isTap = inArray(leadEvents.kind, [...TAPS]);
  const isOutcome = eq(leadEvents.kind, "call-outcome");
  const perLead = db
    .select({
      taps: sql<number>`count(*) filter (where ${isTap})`.as("taps"),
      outcomes: sql<number>`count(*) filter (where ${isOutcome})`.as("outcomes"),
      reached: sql<number>`count(*) filter (where ${isOutcome} and ${leadEvents.data}->>'outcome' = 'reached')`.as(
        "reached",
      ),
      unanswered: sql<boolean>`max(${leadEvents.id}) filter (where ${isTap})
        > coalesce(max(${leadEvents.id}) filter (where ${isOutcome}), 0)`.as("unanswered"),
    })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(
      and(
        inArray(leadEvents.kind, [...TAPS, "call-outcome"]),
        gte(leadEvents.at, since),
        lte(leadEvents.at, new Date(at)),
        isNull(leads.mergedInto),
        inLeadScope(limited),
      ),
    )
    .groupBy(leadEvents.leadId)
    .as("per_lead");
  const [figures] = await db
    .select({
      taps: sql<number>`coalesce(sum(${perLead.taps}), 0)::int`,
      outcomes: sql<number>`coalesce(sum(${perLead.outcomes}), 0)::int`,
      reached: sql<number>`coalesce(sum(${perLead.reached}), 0)::int`,
      leadsWithoutOutcome: sql<number>`(count(*) filter (where ${perLead.unanswered}))::int`,
    })
    .from(perLead);
  return figures ?? { taps: 0, outcomes: 0, reached: 0, leadsWithoutOutcome: 0 };
}
