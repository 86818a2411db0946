// Deliveries to the agency's webhook endpoints. An event on a lead (recorded on its timeline) stores
// one outbox message per endpoint that asked for it, in the same transaction as the change
// (enqueue.server.ts); the scheduler's webhook lane sends them (so a slow endpoint never holds up an alert), signs each
// attempt (signing.server.ts), logs it (webhook_attempts) and retries for about a day. The message
// holds ids and the event's values; the JSON is written at sending time from the lead as it is
// then, so a lead deleted in between is never sent (its messages go with it).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leadNotes, leads, outboxMessages, webhookAttempts, webhookEndpoints } from "#database/schema";
import { WEBHOOK_KIND } from "./enqueue.server";
import { type Clock, now } from "~/lib/clock";
import { logger } from "~/infrastructure/logger.server";
import { type OutboxKind, type OutboxMessage } from "~/infrastructure/outbox.server";
import { type OutboundPolicy, RefusedAddress, postJson } from "~/infrastructure/outbound-http.server";
import { quoteReference } from "~/features/billing";
import { leadReference } from "~/features/leads";
import { submissionColumns } from "~/features/lead-workspace/index.server";
import { leadPageUrl } from "~/features/lead-messages/index.server";
import { recordLeadEvent } from "~/features/leads/index.server";
import { type DeliveryLogEntry, WEBHOOK_SCHEMA_VERSION } from "./events";
import { webhookSignature } from "./signing.server";

/**
 * The waits before each retry: the Standard Webhooks schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h), eight attempts over about 28 hours, so an endpoint down for a day still gets every lead.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000].map((seconds) => seconds * 1000);

/** The lead as a delivery describes it: what a sheet or a CRM needs to take it further. */
async function leadForDelivery(db: Database, leadId: string, siteUrl: string) {
  const [lead] = await db
    .select({
      ...submissionColumns,
      status: leads.status,
      marketingConsent: leads.marketingConsent,
      followUpAt: leads.followUpAt,
      followUpNote: leads.followUpNote,
      dealValue: leads.dealValue,
      expectedCloseOn: leads.expectedCloseOn,
      lostReason: leads.lostReason,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const { phoneE164, followUpAt, followUpNote, dealValue, expectedCloseOn, lostReason, ...fields } = lead;
  return {
    ...fields,
    reference: leadReference(lead.id),
    phone: phoneE164 ?? lead.phone,
    url: leadPageUrl(siteUrl, lead.id),
    followUp: followUpAt ? { at: followUpAt.toISOString(), note: followUpNote } : null,
    // Whole rupees before GST; the close date is a day in India (YYYY-MM-DD).
    deal: { value: dealValue, expectedClose: expectedCloseOn, lostReason },
  };
}

/** A delivery as signed and sent: the endpoint, the id every retry shares, the JSON. */
export interface WebhookDelivery {
  url: string;
  secrets: string[];
  signatureInBody: boolean;
  id: string;
  body: string;
}

/** The secrets an endpoint signs with now: its own, and the one before it during a rotation's grace period. */
export function signingSecrets(endpoint: typeof webhookEndpoints.$inferSelect, now: Date): string[] {
  const previous =
    endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

/** The HTTP status an endpoint answered that is not a delivery. */
export class WebhookRejected extends Error {
  override name = "WebhookRejected";
  constructor(readonly status: number) {
    super(
      status >= 300 && status < 400 ? `HTTP ${status}: a redirect, which deliveries do not follow` : `HTTP ${status}`,
    );
  }
}

/**
 * Sends one delivery, signed for this attempt, and answers what came of it: the endpoint's status
 * (or none), how long it took, and the error when it was not delivered. Apps Script answers a POST
 * with 302 after running it, so with `signatureInBody` a 302 is delivered too.
 */
export async function sendDelivery(
  delivery: WebhookDelivery,
  policy: OutboundPolicy,
  now: Date,
): Promise<{ statusCode: number | null; durationMs: number; error?: Error }> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = webhookSignature(delivery.secrets, delivery.id, timestamp, delivery.body);
  const headers = {
    "webhook-id": delivery.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signature,
    "user-agent": "Sparkline-Webhooks/1",
  };
  // Apps Script sees no headers: the same three values travel in the body, beside the signed JSON as a string.
  const body = delivery.signatureInBody
    ? JSON.stringify({
        "webhook-id": delivery.id,
        "webhook-timestamp": timestamp,
        "webhook-signature": signature,
        payload: delivery.body,
      })
    : delivery.body;
  const started = performance.now();
  try {
    const { status, durationMs } = await postJson(new URL(delivery.url), body, headers, policy);
    const delivered = (status >= 200 && status < 300) || (delivery.signatureInBody && status === 302);
    return { statusCode: status, durationMs, ...(delivered ? {} : { error: new WebhookRejected(status) }) };
  } catch (error) {
    return {
      statusCode: null,
      durationMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error : new Error(String(error)),
    };
  }
}

/** How a delivery is written, sent and logged; the outbox retries it on WEBHOOK_RETRY_DELAYS_MS. */
export function webhookDeliveries(
  db: Database,
  settings: { siteUrl: string; policy: OutboundPolicy },
  clock: Clock,
): OutboxKind<WebhookDelivery> {
  return {
    async render(message: OutboxMessage, now: Date) {
      const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, message.recipient));
      // The endpoint was removed: nobody is waiting for it.
      if (!endpoint) return undefined;
      const { event, leadId, at, ...values } = message.payload as Record<string, string>;
      let data: Record<string, unknown>;
      if (event === "lead.deleted") {
        // The lead is gone: its id and reference only, so a sheet can remove its row.
        data = { lead: { id: leadId, reference: leadReference(leadId!) }, deletedBy: values.by ?? null };
      } else {
        const lead = await leadForDelivery(db, leadId!, settings.siteUrl);
        if (!lead) return undefined;
        data = { lead };
        if (event === "lead.status_changed") data.status = { from: values.from, to: values.to };
        if (event === "lead.consent_withdrawn") data.withdrawnBy = values.by ?? null;
        if (event === "lead.updated") data.changed = values.fields?.split(",") ?? [];
        if (event === "quote.opened" || event === "quote.accepted") {
          // Amounts in paise, as numbers (the event stored them so): ₹9,433.00 is 943300.
          const { quoteId, totalPaise, taxablePaise } = values;
          data.quote = { id: quoteId, reference: quoteReference(quoteId!), totalPaise, taxablePaise };
        }
        if (event === "invoice.cancelled") {
          const { invoiceId, number, corrects } = values;
          data.creditNote = { id: invoiceId, number, cancels: corrects };
        }
        if (event === "invoice.issued" || event === "invoice.paid") {
          const { invoiceId, number, totalPaise, paidOn } = values;
          data.invoice = { id: invoiceId, number, totalPaise, ...(event === "invoice.paid" ? { paidOn } : {}) };
        }
        if (event === "lead.note_added") {
          const [note] = await db
            .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt })
            .from(leadNotes)
            .where(eq(leadNotes.id, values.noteId!));
          data.note = note ?? null;
        }
      }
      return {
        url: endpoint.url,
        secrets: signingSecrets(endpoint, now),
        signatureInBody: endpoint.signatureInBody,
        id: `msg_${message.id}`,
        body: JSON.stringify({ type: event, timestamp: at, version: WEBHOOK_SCHEMA_VERSION, data }),
      };
    },
    async deliver(delivery, message) {
      const at = clock.now();
      // Signed with the wall clock's time: the receiver compares it with its own to drop replays.
      const outcome = await sendDelivery(delivery, settings.policy, now());
      // The log is the screen's; failing to write it never turns a delivery into a retry.
      await db
        .insert(webhookAttempts)
        .values({
          messageId: message.id,
          at,
          statusCode: outcome.statusCode,
          durationMs: outcome.durationMs,
          error: outcome.error?.message.slice(0, 300) ?? null,
        })
        .catch((error: unknown) => logger.warn({ err: error, messageId: message.id }, "webhook attempt not logged"));
      if (outcome.error) throw outcome.error;
    },
    reasonOf: (error) => (error instanceof Error ? error.message : String(error)).slice(0, 300),
    // Delivered or given up: on the lead's timeline, like every message about it.
    async settled(tx, message, outcome, at) {
      if (!message.leadId) return;
      await recordLeadEvent(tx, {
        leadId: message.leadId,
        kind: "webhook",
        data: {
          outcome: outcome === "sent" ? "delivered" : "failed",
          attempts: message.attempts,
          event: String(message.payload.event),
          endpointId: message.recipient,
        },
        at,
      });
    },
    // An address that is not public stays refused however often it is tried.
    isFinal: (error) => error instanceof RefusedAddress,
    delays: WEBHOOK_RETRY_DELAYS_MS,
  };
}

/** An endpoint's newest deliveries with the outcome of each one's last attempt. */
export async function deliveryLog(db: Database, endpointId: string, limit = 20): Promise<DeliveryLogEntry[]> {
  const rows = await db
    .select({
      id: outboxMessages.id,
      payload: outboxMessages.payload,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
      failedAt: outboxMessages.failedAt,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      last: sql<{ at: string; statusCode: number | null; durationMs: number } | null>`(
        select json_build_object('at', a.at, 'statusCode', a.status_code, 'durationMs', a.duration_ms)
        from ${webhookAttempts} a where a.message_id = "outbox_messages"."id" order by a.at desc limit 1)`,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, WEBHOOK_KIND), eq(outboxMessages.recipient, endpointId)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    event: String(row.payload.event),
    leadId: row.payload.event === "lead.deleted" ? null : String(row.payload.leadId),
    createdAt: row.createdAt.toISOString(),
    state: row.sentAt ? "delivered" : row.failedAt ? "failed" : "retrying",
    attempts: row.attempts,
    lastAttemptAt: row.last ? new Date(row.last.at).toISOString() : null,
    statusCode: row.last?.statusCode ?? null,
    durationMs: row.last?.durationMs ?? null,
    lastError: row.sentAt ? null : row.lastError,
  }));
}

/**
 * Sends a delivered or given-up delivery again, with the same `webhook-id` (a receiver that kept
 * it can tell), from a first attempt. False when it is still being tried or is no longer kept.
 */
export async function redeliver(
  db: Database,
  endpointId: string,
  messageId: string,
  now: Date,
): Promise<"queued" | "gone" | "not-finished"> {
  const [queued] = await db
    .update(outboxMessages)
    .set({ sentAt: null, failedAt: null, attempts: 0, lastError: null, claimedUntil: null, nextAttemptAt: now })
    .where(
      and(
        eq(outboxMessages.id, messageId),
        eq(outboxMessages.kind, WEBHOOK_KIND),
        eq(outboxMessages.recipient, endpointId),
        sql`(${outboxMessages.sentAt} is not null or ${outboxMessages.failedAt} is not null)`,
      ),
    )
    .returning({ id: outboxMessages.id });
  if (queued) return "queued";
  const [exists] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.recipient, endpointId)));
  return exists ? "not-finished" : "gone";
}

/** Removes the queued deliveries of endpoints that no longer exist (ids given). */
export async function dropDeliveries(db: Pick<Database, "delete">, endpointIds: string[]): Promise<void> {
  await db
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.kind, WEBHOOK_KIND), inArray(outboxMessages.recipient, endpointIds)));
}
