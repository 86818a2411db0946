import { adminAction } from "~/features/auth";
import { databaseContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { DEAL_INTENTS, lostReasonsFields, lostReasonsSchema } from "./deal";
import { saveLostReasons } from "./lost-reasons.server";

// The Settings screen's lost reasons (owner only), declared for the admin gate (ADR 030).

export const LOST_REASON_ACTIONS = [
  adminAction({
    intent: DEAL_INTENTS.reasons,
    permission: "owner",
    schema: lostReasonsSchema,
    fields: lostReasonsFields,
    audit: { label: "Saved the lost reasons" },
    run: async ({ input, context }) => formReply(await saveLostReasons(context.get(databaseContext).db, input.reasons)),
  }),
];
