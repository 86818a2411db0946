import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import { now } from "~/lib/clock";
import { recordLeadEvent } from "./lead-events.server";

// Marketing consent: what a visitor chose in the form's "offers and updates" box, and its
// withdrawal. Answering the enquiry itself rests on the visitor having sent it and needs none.

export type WithdrawnBy = "enquirer" | "admin";

/**
 * Withdraws marketing consent for the person behind a lead: that lead and the other leads with the
 * same e-mail address, and, when an admin records it (having spoken to the person), the same phone
 * number too. A link in an e-mail proves only that its reader has that inbox: anyone can type a
 * stranger's phone into the form, so the link never reaches leads by phone. Each withdrawal goes on
 * its lead's timeline. "missing" when the lead no longer exists; a lead without consent is left as it is.
 */
export async function withdrawMarketingConsent(
  db: Database,
  leadId: string,
  by: WithdrawnBy,
  actorId: string | null = null,
): Promise<"done" | "missing"> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ phoneE164: leads.phoneE164, email: leads.email })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return "missing";
    const samePerson = or(
      eq(leads.id, leadId),
      lead.email ? sql`lower(${leads.email}) = lower(${lead.email})` : undefined,
      by === "admin" && lead.phoneE164 ? eq(leads.phoneE164, lead.phoneE164) : undefined,
    );
    const withdrawn = await tx
      .update(leads)
      .set({ marketingConsent: false, marketingConsentAt: now() })
      .where(and(samePerson, eq(leads.marketingConsent, true)))
      .returning({ id: leads.id });
    for (const { id } of withdrawn) {
      await recordLeadEvent(tx, { leadId: id, kind: "consent-withdrawn", actorId, data: { by } });
    }
    return "done";
  });
}

/**
 * The one gate every marketing message (an offer, an update: anything but the answer to the
 * enquiry) passes before it is stored or sent: the lead's contact details when its consent is
 * current, or why not.
 */
export async function marketingGate(
  db: Database,
  leadId: string,
): Promise<{ ok: true; email: string | null; phoneE164: string | null } | { ok: false; reason: string }> {
  const [lead] = await db
    .select({ email: leads.email, phoneE164: leads.phoneE164, consent: leads.marketingConsent })
    .from(leads)
    .where(and(eq(leads.id, leadId), isNotNull(leads.noticeVersion)));
  if (!lead) return { ok: false, reason: "no such lead, or it was sent before the form asked for consent" };
  if (!lead.consent) return { ok: false, reason: "no current marketing consent" };
  return { ok: true, email: lead.email, phoneE164: lead.phoneE164 };
}
