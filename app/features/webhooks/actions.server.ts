import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { databaseContext, settingsContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { adminAction } from "~/features/auth";
import { redeliver } from "./deliveries.server";
import { addEndpoint, addEndpointSchema, removeEndpoint, rotateSecret, sendTest } from "./endpoints.server";
import { WEBHOOK_INTENTS, WEBHOOK_MESSAGES } from "./events";
import { connectSheet, startSheetsConnection } from "./sheets.server";
import { now } from "~/lib/clock";

// The Connect your tools screen's actions (owner only), declared for the admin gate (ADR 030).

const NO_LOOPBACK = { allowLoopback: false };
const policyOf = (context: Readonly<RouterContextProvider>) =>
  context.get(settingsContext).webhookPolicy ?? NO_LOOPBACK;
const dbOf = (context: Readonly<RouterContextProvider>) => context.get(databaseContext).db;

/** The endpoint a card's button names. */
const onEndpoint = z.object({ id: z.uuid(WEBHOOK_MESSAGES.gone) });

export const WEBHOOK_ACTIONS = [
  adminAction({
    intent: WEBHOOK_INTENTS.sheetsScript,
    permission: "owner",
    schema: z.object({}),
    audit: { label: "Started connecting a Google Sheet" },
    run: async ({ context }) => formReply(await startSheetsConnection(dbOf(context))),
  }),
  adminAction({
    intent: WEBHOOK_INTENTS.sheetsConnect,
    permission: "owner",
    schema: addEndpointSchema.pick({ url: true }),
    fields: ["url"],
    audit: { label: "Connected a Google Sheet" },
    run: async ({ input, values, context }) =>
      formReply(await connectSheet(dbOf(context), { url: input.url, values }, policyOf(context))),
  }),
  adminAction({
    intent: WEBHOOK_INTENTS.add,
    permission: "owner",
    schema: addEndpointSchema,
    lists: ["events"],
    fields: ["url"],
    audit: { label: "Added a webhook endpoint" },
    run: async ({ input, values, context }) =>
      formReply(await addEndpoint(dbOf(context), { data: input, values }, policyOf(context))),
  }),
  adminAction({
    intent: WEBHOOK_INTENTS.remove,
    permission: "owner",
    schema: onEndpoint,
    audit: { label: "Removed a webhook endpoint" },
    run: async ({ input, context }) => formReply(await removeEndpoint(dbOf(context), input.id)),
  }),
  adminAction({
    intent: WEBHOOK_INTENTS.rotate,
    permission: "owner",
    schema: onEndpoint,
    audit: { label: "Rotated a webhook secret" },
    run: async ({ input, context }) => formReply(await rotateSecret(dbOf(context), input.id, now())),
  }),
  adminAction({
    intent: WEBHOOK_INTENTS.test,
    permission: "owner",
    schema: onEndpoint,
    audit: { label: "Sent a webhook test" },
    run: async ({ input, context }) => formReply(await sendTest(dbOf(context), input.id, policyOf(context), now())),
  }),
  adminAction({
    intent: WEBHOOK_INTENTS.redeliver,
    permission: "owner",
    schema: onEndpoint.extend({ deliveryId: z.uuid(WEBHOOK_MESSAGES.deliveryGone) }),
    audit: { label: "Redelivered a webhook" },
    async run({ input, context }) {
      const outcome = await redeliver(dbOf(context), input.id, input.deliveryId, now());
      if (outcome === "queued") {
        return formReply({ ok: true });
      }
      return formReply({
        ok: false,
        reason: outcome === "gone" ? "not-found" : "conflict",
        message: outcome === "gone" ? WEBHOOK_MESSAGES.deliveryGone : WEBHOOK_MESSAGES.notFinished,
      });
    },
  }),
];
