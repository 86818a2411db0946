// The admin's webhook endpoints: added with an address checked the way every delivery checks it,
// a secret shown once (and rotated with a day's grace for the old one), removed with their queued
// deliveries; a test delivery whose answer is told by its status code only, so the button cannot
// be used to read what another server says.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#database/client.server";
import { webhookEndpoints } from "#database/schema";
import {
  OutboundFailure,
  type OutboundPolicy,
  RefusedAddress,
  checkedAddress,
} from "~/infrastructure/outbound-http.server";
import type { FormOutcome } from "~/lib/form-result";
import { deliveryLog, dropDeliveries, sendDelivery, signingSecrets } from "./deliveries.server";
import {
  type EndpointView,
  WEBHOOK_MESSAGES,
  WEBHOOK_SCHEMA_VERSION,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
  webhookEvents,
} from "./events";
import { newSigningSecret } from "./signing.server";

/** How long the secret before a rotation still signs, beside the new one: time to update the receiver. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

export type WebhookField = "url" | "events";

/** The Connect your tools screen's form for a tool's address: its address, the events ticked, where the signature goes. */
export const addEndpointSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlMissing })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlMissing)
    .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
    .pipe(z.url({ error: WEBHOOK_MESSAGES.urlMissing })),
  events: z.array(z.enum(webhookEvents as [WebhookEvent, ...WebhookEvent[]])).min(1, WEBHOOK_MESSAGES.noEvents),
  // A ticked box sends "on"; an unticked one nothing.
  signatureInBody: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

/** Adds an endpoint; its secret is in `reveal`, the one time it is shown. */
export async function addEndpoint(
  db: Database,
  added: { data: z.output<typeof addEndpointSchema>; values: { url?: string } },
  policy: OutboundPolicy,
): Promise<FormOutcome<WebhookField>> {
  const { data, values } = added;
  const secret = newSigningSecret();
  const outcome = await insertEndpoint(db, { ...data, secret }, values, policy);
  return outcome.ok ? { ...outcome, reveal: secret } : outcome;
}

/**
 * Stores an endpoint whose address passes the check every delivery makes, signing with `secret`;
 * a refused address is the url field's error, with what was typed kept.
 */
export async function insertEndpoint(
  db: Pick<Database, "insert">,
  endpoint: { url: string; events: WebhookEvent[]; secret: string; signatureInBody: boolean },
  values: { url?: string },
  policy: OutboundPolicy,
): Promise<FormOutcome<WebhookField>> {
  const target = new URL(endpoint.url);
  try {
    await checkedAddress(target, policy);
  } catch (error) {
    if (!(error instanceof RefusedAddress || error instanceof OutboundFailure)) throw error;
    return { ok: false, reason: "invalid", values, fieldErrors: { url: error.message } };
  }
  const [stored] = await db
    .insert(webhookEndpoints)
    .values({ ...endpoint, url: target.href, events: [...new Set(endpoint.events)] })
    .returning({ id: webhookEndpoints.id });
  return { ok: true, id: stored!.id };
}

/** A new secret for the endpoint; the old one signs beside it for ROTATION_GRACE_MS. */
export async function rotateSecret(db: Database, id: string, now: Date): Promise<FormOutcome> {
  const secret = newSigningSecret();
  return db.transaction(async (tx) => {
    const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for("update");
    if (!endpoint) return { ok: false, reason: "not-found", message: WEBHOOK_MESSAGES.gone };
    await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: endpoint.secret,
        previousSecretUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
      })
      .where(eq(webhookEndpoints.id, id));
    return { ok: true, id, reveal: secret };
  });
}

/** Removes the endpoint and what was still queued for it; its log goes too. */
export async function removeEndpoint(db: Database, id: string): Promise<FormOutcome> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!removed.length) return { ok: false, reason: "not-found", message: WEBHOOK_MESSAGES.gone };
    await dropDeliveries(tx, [id]);
    return { ok: true };
  });
}

/**
 * Sends a `webhook.test` delivery at once, signed like any other, and answers the status code the
 * endpoint gave, or that none came. Nothing of the answer's body is read into the message.
 */
export async function sendTest(db: Database, id: string, policy: OutboundPolicy, now: Date): Promise<FormOutcome> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) return { ok: false, reason: "not-found", message: WEBHOOK_MESSAGES.gone };
  const delivery = {
    url: endpoint.url,
    secrets: signingSecrets(endpoint, now),
    signatureInBody: endpoint.signatureInBody,
    id: `msg_test_${crypto.randomUUID()}`,
    body: JSON.stringify({
      type: "webhook.test",
      timestamp: now.toISOString(),
      version: WEBHOOK_SCHEMA_VERSION,
      data: { message: "A test from the site's Connect your tools screen. No lead is involved." },
    }),
  };
  const outcome = await sendDelivery(delivery, policy, now);
  if (outcome.error instanceof RefusedAddress) return { ok: false, reason: "invalid", message: outcome.error.message };
  return { ok: true, message: testVerdict(outcome) };
}

/** Whether the test arrived, in words: an answer a delivery counts as delivered, or what came instead. */
function testVerdict({ statusCode, error }: { statusCode: number | null; error?: Error }): string {
  if (statusCode === null) return "Did not arrive: no answer from the address within 10 seconds.";
  if (error) return `Did not arrive: the address answered HTTP ${statusCode}.`;
  return `Arrived: the address answered HTTP ${statusCode}.`;
}

/** The endpoints, oldest first, each with its newest deliveries. Never their secrets. */
export async function listEndpoints(db: Database, now: Date): Promise<EndpointView[]> {
  const endpoints = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt));
  return Promise.all(
    endpoints.map(async (endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      signatureInBody: endpoint.signatureInBody,
      previousSecretUntil:
        endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
          ? endpoint.previousSecretUntil.toISOString()
          : null,
      createdAt: endpoint.createdAt.toISOString(),
      deliveries: await deliveryLog(db, endpoint.id),
    })),
  );
}
