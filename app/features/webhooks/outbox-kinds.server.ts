// The webhook deliveries, sent through the outbox on the scheduler's lane of their own: a receiver
// can take up to 10 s to answer, and never holds up an alert. Collected by server/outbox-kinds.ts.
import type { OutboxKindEntry } from "~/infrastructure/outbox-kinds.server";
import { webhookDeliveries } from "./deliveries.server";
import { WEBHOOK_KIND } from "./enqueue.server";

export const WEBHOOK_OUTBOX_KINDS: OutboxKindEntry[] = [
  {
    kind: WEBHOOK_KIND,
    lane: "webhooks",
    make: ({ db }, { siteUrl, webhookPolicy }, clock) =>
      webhookDeliveries(db, { siteUrl, policy: webhookPolicy }, clock),
  },
];
