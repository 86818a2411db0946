// Storing webhook deliveries: one outbox message per event and endpoint that asked for it, in the
// transaction of the change (the webhooks hear each lead event as it is recorded), and one per
// follow-up that falls due. deliveries.server.ts sends them.
import { randomUUID } from "node:crypto";
import { and, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads, outboxMessages, webhookEndpoints } from "#database/schema";
import type { LeadEventKind } from "#database/lead-events";
import type { LeadEventSubscriber } from "~/features/leads/index.server";
import type { WebhookEvent } from "./events";

export const WEBHOOK_KIND = "webhook";

/** A database or a transaction on it. */
type Queryable = Pick<Database, "insert" | "select">;

export interface LeadWebhookEvent {
  type: WebhookEvent;
  leadId: string;
  /** The event's own values (a status change's from and to, a note's id); ids and values only. */
  data?: Record<string, string | number | null>;
  at: Date;
}

/**
 * Stores a delivery of each event to every endpoint that asked for it. Runs in the transaction of
 * the change, so a change and its deliveries are stored together or not at all. Answers how many.
 */
export async function enqueueWebhookEvents(db: Queryable, events: readonly LeadWebhookEvent[]): Promise<number> {
  if (!events.length) return 0;
  const types = [...new Set(events.map((event) => event.type))];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.events} && ${sql.param(types)}::text[]`);
  const rows = events.flatMap((event) =>
    endpoints
      .filter((endpoint) => endpoint.events.includes(event.type))
      .map((endpoint) => ({
        idempotencyKey: `${WEBHOOK_KIND}:${endpoint.id}:${randomUUID()}`,
        kind: WEBHOOK_KIND,
        // A deletion's delivery must outlive the lead's row: it names the lead by id in its payload only.
        leadId: event.type === "lead.deleted" ? null : event.leadId,
        recipient: endpoint.id,
        // The event's own values first: none of them can take the place of what names the event.
        payload: { ...event.data, event: event.type, leadId: event.leadId, at: event.at.toISOString() },
        nextAttemptAt: event.at,
        createdAt: event.at,
      })),
  );
  if (rows.length) await db.insert(outboxMessages).values(rows);
  return rows.length;
}

/** The timeline entries the agency's webhook endpoints can hear about, by the event they send. */
const webhookEventOf: Partial<Record<LeadEventKind, WebhookEvent>> = {
  created: "lead.created",
  status: "lead.status_changed",
  corrected: "lead.updated",
  note: "lead.note_added",
  deleted: "lead.deleted",
  "consent-withdrawn": "lead.consent_withdrawn",
  deal: "lead.deal_changed",
  "lost-reason": "lead.deal_changed",
  "quote-opened": "quote.opened",
  "quote-accepted": "quote.accepted",
  "invoice-issued": "invoice.issued",
  "invoice-paid": "invoice.paid",
  "credit-note-issued": "invoice.cancelled",
};

/** Lead events as deliveries, in the transaction that records them. */
export const deliverLeadEvents: LeadEventSubscriber = async (tx, events) => {
  await enqueueWebhookEvents(
    tx,
    events.flatMap(({ kind, leadId, data, at }) => {
      const type = webhookEventOf[kind];
      if (!type) return [];
      // A receiver reads the event's values as JSON strings and numbers, as it always has.
      const values = Object.entries(data).map(([key, value]) => [
        key,
        typeof value === "boolean" ? String(value) : value,
      ]);
      return [{ type, leadId, data: Object.fromEntries(values), at }];
    }),
  );
};

/** How far back a follow-up that fell due is still told at a server's start (one down over a weekend still tells it). */
export const FOLLOW_UP_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Stores a `lead.follow_up_due` delivery for each follow-up that fell due after `since` (and
 * after the endpoint was added), once per endpoint and follow-up time (a follow-up moved later
 * falls due again). Answers how many.
 */
export async function enqueueDueFollowUps(db: Database, since: Date, now: Date): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id, createdAt: webhookEndpoints.createdAt })
    .from(webhookEndpoints)
    .where(sql`'lead.follow_up_due' = any(${webhookEndpoints.events})`);
  if (!endpoints.length) return 0;
  const due = await db
    .select({ id: leads.id, followUpAt: leads.followUpAt })
    .from(leads)
    .where(
      and(
        isNotNull(leads.followUpAt),
        lte(leads.followUpAt, now),
        gt(leads.followUpAt, since),
        isNull(leads.mergedInto),
      ),
    );
  const rows = due.flatMap((lead) =>
    endpoints
      .filter((endpoint) => lead.followUpAt! > endpoint.createdAt)
      .map((endpoint) => ({
        idempotencyKey: `${WEBHOOK_KIND}:${endpoint.id}:follow-up:${lead.id}:${lead.followUpAt!.toISOString()}`,
        kind: WEBHOOK_KIND,
        leadId: lead.id,
        recipient: endpoint.id,
        payload: { event: "lead.follow_up_due", leadId: lead.id, at: lead.followUpAt!.toISOString() },
        nextAttemptAt: now,
        createdAt: now,
      })),
  );
  if (!rows.length) return 0;
  const stored = await db
    .insert(outboxMessages)
    .values(rows)
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  return stored.length;
}
