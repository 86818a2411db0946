import { z } from "zod";
import { services } from "~/content/services";
import { adminAction } from "~/features/auth";
import { databaseContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import {
  BILLING_INTENTS,
  BILLING_MESSAGES,
  detailsFields,
  detailsSchema,
  priceLineFields,
  priceLineSchema,
} from "./billing-settings";
import { removePriceLine, saveBillingDetails, savePriceLine } from "./billing-settings.server";

// The Settings screen's billing details and price list (owner only), declared for the admin gate (ADR 030).

export const BILLING_SETTINGS_ACTIONS = [
  adminAction({
    intent: BILLING_INTENTS.details,
    permission: "owner",
    schema: detailsSchema,
    fields: detailsFields,
    audit: { label: "Saved the billing details" },
    run: async ({ input, context }) => formReply(await saveBillingDetails(context.get(databaseContext).db, input)),
  }),
  adminAction({
    intent: BILLING_INTENTS.priceLine,
    permission: "owner",
    schema: priceLineSchema(services.map((service) => service.slug)),
    fields: priceLineFields,
    audit: { label: "Saved a price" },
    run: async ({ input, values, context }) =>
      formReply(await savePriceLine(context.get(databaseContext).db, { data: input, values })),
  }),
  adminAction({
    intent: BILLING_INTENTS.removePriceLine,
    permission: "owner",
    schema: z.object({ id: z.uuid(BILLING_MESSAGES.lineGone) }),
    audit: { label: "Removed a price" },
    run: async ({ input, context }) => formReply(await removePriceLine(context.get(databaseContext).db, input.id)),
  }),
];
