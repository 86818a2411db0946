// Messages the product sends on its own (escalations, digests): stored in `outbox_messages` under an
// idempotency key before anything is sent, then claimed and sent by whichever server instance gets
// there first (docs/decisions/018-scheduler-and-outbox.md). A row holds ids and dates, never a body:
// the e-mail is written at sending time from the data as it is then, and a message about a lead
// goes with the lead (the foreign key cascades).
//
// Delivery is at least once. The one window for a second copy: the mail server accepted a message
// and the process stopped (or lost the database) before the row was marked sent; once the claim
// runs out, another attempt sends it again.
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { outboxMessages } from "#database/schema";
import type { Clock } from "~/lib/clock";
import { logger, serializeError } from "./logger.server";
import type { MailMessage, Mailer } from "./mailer.server";

export type OutboxMessage = typeof outboxMessages.$inferSelect;
/** The transaction that records a message's outcome; what a kind adds there commits with it. */
export type OutboxTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What the outbox needs to know about one kind of message; most are e-mails. */
export interface OutboxKind<Rendered = MailMessage> {
  /**
   * The message as the data stands at `now`; undefined when there is nothing to say any more (the
   * lead was answered, the digest's day is over): the message is then dropped unsent.
   */
  render(message: OutboxMessage, now: Date): Promise<Rendered | undefined>;
  /**
   * Sends what `render` wrote through another channel than e-mail (WhatsApp); answers the id the
   * receiving service gave it, kept as `external_id`. Without it the outbox e-mails it.
   */
  deliver?(rendered: Rendered, message: OutboxMessage): Promise<string | void>;
  /** What `last_error` keeps of this kind's failed attempt; without it, the options' reasonOf. */
  reasonOf?(error: unknown): string;
  /** A refusal no retry can change (a template that does not exist, a revoked token): failed at once. */
  isFinal?(error: unknown): boolean;
  /** This kind's waits before each retry (ms), when not the options' (a webhook retries for a day). */
  delays?: readonly number[];
  /** Sent, or failed for the last time: e.g. a line on the lead's timeline, in the same transaction. */
  settled?(tx: OutboxTransaction, message: OutboxMessage, outcome: "sent" | "failed", at: Date): Promise<void>;
}

export interface NewOutboxMessage {
  idempotencyKey: string;
  kind: string;
  leadId?: string;
  recipient: string;
  /** Ids and dates only, never personal data. */
  payload?: Record<string, string | number | null>;
}

/**
 * Stores a message to send, once per idempotency key, due at once. True when this call stored it;
 * false when the key was taken (by an earlier tick or another instance) or its lead is gone.
 */
export async function enqueueMessage(
  db: Pick<Database, "insert">,
  message: NewOutboxMessage,
  now: Date,
): Promise<boolean> {
  try {
    const stored = await db
      .insert(outboxMessages)
      .values({ ...message, payload: message.payload ?? {}, nextAttemptAt: now, createdAt: now })
      .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
      .returning({ id: outboxMessages.id });
    return stored.length > 0;
  } catch (error) {
    // 23503: the lead was deleted after it was picked: there is nothing to tell anyone about.
    if (serializeError(error).code === "23503") return false;
    throw error;
  }
}

export interface SendOptions {
  clock: Clock;
  /**
   * Renderers by `kind` (each renders its own type, which only its own `deliver` reads). Only these
   * kinds are claimed: another lane of the scheduler sends the others (webhooks, whose receivers
   * can be slow, never hold up an alert).
   */
  kinds: Record<string, OutboxKind<unknown>>;
  /** Wait before each retry (ms), for kinds without their own; the attempts are one more than the delays. */
  delays: readonly number[];
  /** What the log and `last_error` keep of a failed send: the mail server's answer, never the message. */
  reasonOf(error: unknown): string;
  /** Messages sent per call at most: bounds the time one tick can take. */
  maxMessages?: number;
  /** How long a claim keeps other instances off a message: longer than any one send can take. */
  claimMs?: number;
}

/** Longer than nodemailer's own limits for one send (2 min to connect, 30 s greeting, 10 min of silence). */
export const CLAIM_MS = 15 * 60 * 1000;

export interface SendSummary {
  sent: number;
  failed: number;
  /** The earliest retry this call scheduled: the scheduler may come back for it before its next tick. */
  retryAt?: Date;
}

/**
 * Sends the messages that are due, one at a time. Each is claimed atomically just before it is sent
 * (attempts counted, `claimed_until` set, other instances skip it): a claim covers one send, so a
 * slow mail server never lets a claim taken early run out before its message's turn. A failure is
 * retried with the given backoff; after the last attempt the message is left failed with the mail
 * server's answer.
 */
export async function sendDueMessages(
  services: { db: Database; mailer: Mailer },
  options: SendOptions,
): Promise<SendSummary> {
  const { maxMessages = 200 } = options;
  const summary: SendSummary = { sent: 0, failed: 0 };
  for (let sent = 0; sent < maxMessages; sent++) {
    const message = await claimNext(services.db, options);
    if (!message) break;
    const outcome = await sendOne(services, options, message);
    if (outcome === "sent") summary.sent++;
    if (outcome instanceof Date) {
      summary.failed++;
      if (!summary.retryAt || outcome < summary.retryAt) summary.retryAt = outcome;
    }
    if (outcome === "failed") summary.failed++;
  }
  return summary;
}

/** Claims the next due message in one statement: rows another instance holds are skipped, not waited for. */
async function claimNext(db: Database, options: SendOptions): Promise<OutboxMessage | undefined> {
  const now = options.clock.now();
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        isNull(outboxMessages.sentAt),
        isNull(outboxMessages.failedAt),
        inArray(outboxMessages.kind, Object.keys(options.kinds)),
        lte(outboxMessages.nextAttemptAt, now),
        or(isNull(outboxMessages.claimedUntil), lte(outboxMessages.claimedUntil, now)),
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + (options.claimMs ?? CLAIM_MS)),
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
  return claimed;
}

/** "sent", "dropped", "failed" (no attempt left), or when the next attempt is due. */
async function sendOne(
  { db, mailer }: { db: Database; mailer: Mailer },
  options: SendOptions,
  message: OutboxMessage,
): Promise<"sent" | "dropped" | "failed" | Date> {
  const kind = options.kinds[message.kind]!;
  const unsent = and(eq(outboxMessages.id, message.id), isNull(outboxMessages.sentAt));
  let rendered: unknown;
  try {
    rendered = await kind.render(message, options.clock.now());
  } catch (error) {
    // A database error's text carries its query's parameters: the row keeps its type and code only.
    const { type, code } = serializeError(error);
    return failedAttempt(db, options, message, error, `could not be written (${code ?? type})`);
  }
  if (!rendered) {
    await db.delete(outboxMessages).where(unsent);
    return "dropped";
  }
  let externalId: string | void;
  try {
    externalId = kind.deliver ? await kind.deliver(rendered, message) : await mailer.send(rendered as MailMessage);
  } catch (error) {
    return failedAttempt(db, options, message, error, (kind.reasonOf ?? options.reasonOf)(error));
  }
  // From here to the commit below is the window for a second copy: should this fail, the claim runs out
  // and another attempt sends the message again.
  const at = options.clock.now();
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(outboxMessages)
      .set({ sentAt: at, claimedUntil: null, lastError: null, externalId: externalId ?? null })
      .where(unsent)
      .returning({ id: outboxMessages.id });
    // Not marked: the lead was deleted while its message was on its way; nothing is left to note it on.
    if (marked) await kind.settled?.(tx, message, "sent", at);
  });
  return "sent";
}

/** Records a failed attempt: the next one after the backoff, or, with none left, the message failed for good. */
async function failedAttempt(
  db: Database,
  options: SendOptions,
  message: OutboxMessage,
  error: unknown,
  reason: string,
): Promise<"failed" | Date> {
  const kind = options.kinds[message.kind]!;
  const final = kind.isFinal?.(error) ?? false;
  const retryIn = final ? undefined : (kind.delays ?? options.delays)[message.attempts - 1];
  logger.warn(
    {
      err: error,
      kind: message.kind,
      messageId: message.id,
      attempt: message.attempts,
      retrying: retryIn !== undefined,
    },
    "scheduled message failed",
  );
  const at = options.clock.now();
  const retryAt = retryIn === undefined ? undefined : new Date(at.getTime() + retryIn);
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(outboxMessages)
      .set({
        lastError: reason,
        claimedUntil: null,
        // Given up (the last attempt, or a final refusal): no tick picks the message up again.
        ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: at }),
      })
      // Only while this instance's claim holds: after it ran out, another instance's claim is not ours to clear.
      .where(
        and(
          eq(outboxMessages.id, message.id),
          isNull(outboxMessages.sentAt),
          eq(outboxMessages.attempts, message.attempts),
        ),
      )
      .returning({ id: outboxMessages.id });
    if (marked && !retryAt) await kind.settled?.(tx, message, "failed", at);
  });
  return retryAt ?? "failed";
}

/** Sent and given-up messages older than this are deleted: an escalation looks 7 days back, a digest at today only. */
export const OUTBOX_KEEP_DAYS = 30;

/** Removes messages created more than OUTBOX_KEEP_DAYS before `now`, so the table stays small. */
export async function pruneOutbox(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(outboxMessages)
    .where(lt(outboxMessages.createdAt, new Date(now.getTime() - OUTBOX_KEEP_DAYS * 24 * 60 * 60 * 1000)))
    .returning({ id: outboxMessages.id });
  return removed.length;
}

/**
 * For each of `kinds`, the messages neither sent nor given up and how long the oldest has waited
 * since it was stored, at `now` (0 and 0 for a kind with none waiting): what /metrics reports.
 */
export async function outboxWaiting(db: Database, kinds: readonly string[], now: Date) {
  const rows = await db
    .select({
      kind: outboxMessages.kind,
      waiting: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${outboxMessages.createdAt})`.mapWith(outboxMessages.createdAt),
    })
    .from(outboxMessages)
    .where(and(isNull(outboxMessages.sentAt), isNull(outboxMessages.failedAt)))
    .groupBy(outboxMessages.kind);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return kinds.map((kind) => {
    const row = byKind.get(kind);
    return {
      kind,
      waiting: row?.waiting ?? 0,
      oldestSeconds: row ? Math.max(0, (now.getTime() - row.oldest.getTime()) / 1000) : 0,
    };
  });
}
