import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import type { DealField, DealInput, LostReasonField, LostReasonInput } from "~/features/deals";
import { DEAL_MESSAGES } from "~/features/deals";
import { type Queryable, recordLeadEvent } from "~/features/leads/index.server";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { moveStatus, notFound } from "./lead-changes.server";
import { LEAD_PAGE_MESSAGES } from "./lead-page-schema";

// A lead's deal and why it was lost, from its page. Each change is on the timeline (the value,
// the day, the reason from the owner's list; never the line staff wrote, which may name people)
// and reaches connected tools as `lead.deal_changed`.

/** The lead's deal as it stands, locked until the transaction ends (as lockLead locks the lead). */
async function lockDeal(tx: Queryable, id: string) {
  const [lead] = await tx
    .select({
      status: leads.status,
      mergedInto: leads.mergedInto,
      dealValue: leads.dealValue,
      expectedCloseOn: leads.expectedCloseOn,
      lostReason: leads.lostReason,
      lostNote: leads.lostNote,
    })
    .from(leads)
    .where(eq(leads.id, id))
    .for("update");
  return lead;
}

/** Sets or clears the deal's value and expected close date; the same values again change nothing. */
export async function setDeal(
  db: Database,
  leadId: string,
  deal: { data: DealInput; values: FormValues<DealField> },
  actorId: string,
): Promise<FormOutcome<DealField>> {
  const { data, values } = deal;
  return db.transaction(async (tx): Promise<FormOutcome<DealField>> => {
    const lead = await lockDeal(tx, leadId);
    if (!lead) return { ...notFound, values };
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway, values };
    if (lead.dealValue === data.dealValue && lead.expectedCloseOn === data.expectedClose) return { ok: true };
    await tx
      .update(leads)
      .set({ dealValue: data.dealValue, expectedCloseOn: data.expectedClose })
      .where(eq(leads.id, leadId));
    await recordLeadEvent(tx, {
      leadId,
      kind: "deal",
      actorId,
      data: { value: data.dealValue, expectedClose: data.expectedClose },
    });
    return { ok: true };
  });
}

/** Why a closed lead was lost (both parts optional); asked only once it is closed. */
export async function setLostReason(
  db: Database,
  leadId: string,
  lost: { data: LostReasonInput; values: FormValues<LostReasonField> },
  actorId: string,
): Promise<FormOutcome<LostReasonField>> {
  const { data, values } = lost;
  return db.transaction(async (tx): Promise<FormOutcome<LostReasonField>> => {
    const lead = await lockDeal(tx, leadId);
    if (!lead) return { ...notFound, values };
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway, values };
    if (lead.status !== "closed") return { ok: false, reason: "conflict", message: DEAL_MESSAGES.notClosed, values };
    if (lead.lostReason === data.lostReason && lead.lostNote === data.lostNote) return { ok: true };
    await tx.update(leads).set({ lostReason: data.lostReason, lostNote: data.lostNote }).where(eq(leads.id, leadId));
    await recordLeadEvent(tx, {
      leadId,
      kind: "lost-reason",
      actorId,
      data: { reason: data.lostReason, noted: data.lostNote !== null },
    });
    return { ok: true };
  });
}

/**
 * A quote the client accepted: the deal takes its value (whole rupees before GST) and the lead is
 * converted, both on the timeline without a staff member's name (the client did it). A lead merged
 * into another since the quote was made passes them on to that one.
 */
export async function winDeal(tx: Queryable, leadId: string, value: number, at: Date): Promise<void> {
  const lead = await lockDeal(tx, leadId);
  if (!lead) return;
  if (lead.mergedInto) return winDeal(tx, lead.mergedInto, value, at);
  if (lead.dealValue !== value) {
    await tx.update(leads).set({ dealValue: value }).where(eq(leads.id, leadId));
    await recordLeadEvent(tx, { leadId, kind: "deal", data: { value, expectedClose: lead.expectedCloseOn }, at });
  }
  await moveStatus(tx, { leadId, from: lead.status, to: "converted", actorId: null, at });
}
