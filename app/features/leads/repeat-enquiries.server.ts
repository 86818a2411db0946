import { type SQL, and, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import { logger } from "~/infrastructure/logger.server";
import { type Queryable, recordLeadEvent } from "./lead-events.server";

/** How far back an enquiry from the same phone or e-mail counts as the same person asking again. */
const REPEAT_WINDOW_DAYS = 90;

/** What the link is made from: the lead's contact details and the link it has now. */
type LinkedLead = Pick<typeof leads.$inferSelect, "id" | "phoneE164" | "email" | "previousLeadId">;

/**
 * A repeat enquiry stays its own row (one per submission) and points to the latest earlier one
 * from the same phone (E.164) or e-mail (any case) within 90 days, or to the lead that one was
 * merged into; both timelines say so. Made when the enquiry is stored, and made again when its
 * phone or e-mail is corrected (a link that stays the same records nothing; one that no longer
 * holds is removed). Runs in the caller's transaction, under a savepoint: when the link cannot be
 * made (the earlier lead deleted at that moment) the lead stays unlinked. Two submissions sent at
 * once do not see each other's row until they commit, so neither waits.
 */
export async function linkToEarlierEnquiry(
  tx: Pick<Database, "transaction">,
  lead: LinkedLead,
): Promise<string | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      // One query per index (leads_phone_e164_idx, leads_email_idx) rather than an OR of both.
      const matches = [
        ...(lead.phoneE164 ? await latestEarlier(savepoint, lead, eq(leads.phoneE164, lead.phoneE164)) : []),
        ...(lead.email ? await latestEarlier(savepoint, lead, sql`lower(${leads.email}) = lower(${lead.email})`) : []),
      ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const match = matches[0];
      const previousLeadId = match ? (match.mergedInto ?? match.id) : null;
      if (previousLeadId === lead.previousLeadId) return previousLeadId;
      await savepoint.update(leads).set({ previousLeadId }).where(eq(leads.id, lead.id));
      if (previousLeadId) {
        await recordLeadEvent(savepoint, { leadId: lead.id, kind: "repeat", data: { leadId: previousLeadId } });
        await recordLeadEvent(savepoint, { leadId: previousLeadId, kind: "repeat", data: { leadId: lead.id } });
      }
      return previousLeadId;
    });
  } catch (error) {
    logger.warn({ err: error, leadId: lead.id }, "repeat enquiry not linked to the earlier one");
    return null;
  }
}

/** The lead being linked, as a second copy of the table. */
const linkedLead = alias(leads, "linked_lead");

/** The latest lead other than this one with the same contact, created in the 90 days before it. */
function latestEarlier(db: Queryable, lead: Pick<LinkedLead, "id">, sameContact: SQL) {
  // The window ends at the lead's own created_at (for a new enquiry, the database's default, the
  // insert transaction's start), read from the row to the microsecond: an enquiry committed since,
  // sent after this one, is not an earlier one.
  const createdAt = sql`(select ${linkedLead.createdAt} from ${leads} ${linkedLead} where ${linkedLead.id} = ${lead.id})`;
  return db
    .select({ id: leads.id, mergedInto: leads.mergedInto, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        sameContact,
        ne(leads.id, lead.id),
        lte(leads.createdAt, createdAt),
        gte(leads.createdAt, sql`${createdAt} - ${REPEAT_WINDOW_DAYS} * interval '1 day'`),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
}
