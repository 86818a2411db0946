import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads, user } from "#database/schema";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { leadAlertEmail } from "./lead-alert.server";

// The new-lead alert, to the person a lead is assigned to (by someone else, or in turn): the same
// e-mail the agency's alert address gets, sent through the outbox (retried, on the timeline's
// side of the transaction that assigned it).

export const ASSIGNED_KIND = "lead-assigned";

/** Stores the alert to `assignee` about `leadId`; true when stored. */
export async function enqueueAssignmentAlert(
  tx: Pick<Database, "select" | "insert">,
  leadId: string,
  assignee: string,
  at: Date,
): Promise<boolean> {
  const [person] = await tx.select({ email: user.email }).from(user).where(eq(user.id, assignee));
  if (!person) return false;
  return enqueueMessage(
    tx,
    {
      idempotencyKey: `${ASSIGNED_KIND}:${leadId}:${assignee}:${at.toISOString()}`,
      kind: ASSIGNED_KIND,
      leadId,
      recipient: person.email,
    },
    at,
  );
}

export function assignmentAlertMessages(db: Database): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      if (!message.leadId) return undefined;
      const [lead] = await db.select().from(leads).where(eq(leads.id, message.leadId));
      // Merged or reassigned since: the alert is no longer theirs to act on.
      if (!lead || lead.mergedInto) return undefined;
      const [assignee] = await db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, lead.assignedTo ?? ""));
      if (assignee?.email !== message.recipient) return undefined;
      const mail = leadAlertEmail(lead, message.recipient);
      return { ...mail, subject: `Assigned to you: ${mail.subject}` };
    },
  };
}
