// A lead's timeline, and what hears of it. Whatever changes a lead records the event here once; the
// subscribers (the webhooks' deliveries, the audit log: server/lead-event-subscribers.ts) run in the
// transaction that records it, so the change, its timeline entry and what they store commit together
// or not at all. Nothing is told after the commit: a subscriber that fails rolls the change back.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import type { LeadEventKind } from "#database/lead-events";
import { leadEvents, leads } from "#database/schema";
import type { OutboxKind } from "~/infrastructure/outbox.server";
import { now } from "~/lib/clock";
import { invariant } from "~/lib/invariant";

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

/** An event as recorded, as its subscribers hear it. */
export interface LeadEvent {
  leadId: string;
  kind: LeadEventKind;
  actorId: string | null;
  data: Record<string, string | number | boolean | null>;
  at: Date;
}

/** Hears each batch of events in the transaction that records them (`tx`). */
export type LeadEventSubscriber = (tx: Queryable, events: readonly LeadEvent[]) => Promise<void>;

let subscribers: readonly LeadEventSubscriber[] | undefined;

/** Who hears of lead events from now on; the server and the commands set it when they open the database. */
export function publishLeadEventsTo(list: readonly LeadEventSubscriber[]): void {
  subscribers = list;
}

/**
 * Adds entries to leads' timelines (one statement) and tells the subscribers, in the caller's
 * transaction: every way a lead is created, changed or deleted reaches the webhooks through here.
 */
export async function recordLeadEvents(db: Queryable, inputs: readonly LeadEventInput[]): Promise<void> {
  if (!inputs.length) return;
  invariant(subscribers, "lead events have no subscribers: publishLeadEventsTo() was not called at start");
  const at = now();
  const events = inputs.map((input): LeadEvent => ({
    leadId: input.leadId,
    kind: input.kind,
    actorId: input.actorId ?? null,
    data: input.data ?? {},
    at: input.at ?? at,
  }));
  // An entry without its own time takes the database's (the transaction's start), as it always has.
  await db.insert(leadEvents).values(events.map((event, index) => ({ ...event, at: inputs[index]!.at })));
  for (const subscriber of subscribers) await subscriber(db, events);
}

/** Adds one entry to a lead's timeline and tells the subscribers (recordLeadEvents). */
export const recordLeadEvent = (db: Queryable, event: LeadEventInput): Promise<void> => recordLeadEvents(db, [event]);

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
