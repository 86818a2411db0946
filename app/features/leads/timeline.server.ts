import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import type { LeadEventKind } from "../../../database/lead-events";
import { leadEvents, leads } from "../../../database/schema";
import type { OutboxKind } from "~/infrastructure/outbox.server";
import { enqueueWebhookEvents } from "../webhooks/enqueue.server";
import type { WebhookEvent } from "../webhooks/events";
import { now } from "~/lib/clock";

/** A database or a transaction on it: timeline entries are written in the same transaction as the change. */
export type Queryable = Pick<Database, "insert" | "update" | "select" | "delete" | "execute">;

export interface LeadEventInput {
  leadId: string;
  kind: LeadEventKind;
  /** The signed-in person who did it; omitted for the visitor and for the product itself. */
  actorId?: string | null;
  /** Ids and values only: the timeline never holds a copy of personal data. */
  data?: Record<string, string | number | boolean | null>;
  at?: Date;
}

/** The timeline entries the agency's webhook endpoints can hear about, by the event they send. */
const webhookEventOf: Partial<Record<LeadEventKind, WebhookEvent>> = {
  created: "lead.created",
  status: "lead.status_changed",
  note: "lead.note_added",
  deleted: "lead.deleted",
  "consent-withdrawn": "lead.consent_withdrawn",
};

/**
 * Adds an entry to a lead's timeline, and stores the webhook deliveries it makes (in the same
 * transaction): every way a lead is created, changed or deleted reaches the endpoints through here.
 */
export async function recordLeadEvent(db: Queryable, event: LeadEventInput): Promise<void> {
  await db.insert(leadEvents).values({
    leadId: event.leadId,
    kind: event.kind,
    actorId: event.actorId ?? null,
    data: event.data ?? {},
    ...(event.at ? { at: event.at } : {}),
  });
  const type = webhookEventOf[event.kind];
  if (!type) return;
  const data = Object.fromEntries(
    Object.entries(event.data ?? {}).map(([key, value]) => [key, typeof value === "boolean" ? String(value) : value]),
  );
  await enqueueWebhookEvents(db, [{ type, leadId: event.leadId, data, at: event.at ?? now() }]);
}

/**
 * A person acted on the lead (changed its status away from new, called, opened WhatsApp, wrote a note):
 * the first such action is its first response. Automatic messages never call this.
 */
export async function recordResponse(db: Queryable, leadId: string, at: Date = now()): Promise<void> {
  await db
    .update(leads)
    .set({ firstResponseAt: sql`coalesce(${leads.firstResponseAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(leads.id, leadId));
}

/**
 * The `settled` of an outbox kind about a lead: whether its message went out, and after how many
 * attempts, on the lead's timeline as `kind`, in the transaction that records the outcome. `sent`
 * names a sent message where "sent" says too much (WhatsApp's API only accepts it).
 */
export function outcomeOnTimeline(kind: LeadEventKind, sent = "sent"): NonNullable<OutboxKind["settled"]> {
  return async (tx, message, outcome, at) => {
    if (!message.leadId) return;
    const data = { outcome: outcome === "sent" ? sent : outcome, attempts: message.attempts };
    await recordLeadEvent(tx, { leadId: message.leadId, kind, data, at });
  };
}
