import { z } from "zod";
import { adminAction } from "~/features/auth";
import { databaseContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { REPLY_INTENTS, REPLY_MESSAGES, replyFields, replySchema } from "./replies";
import { removeReply, saveReply } from "./replies.server";

// The Settings screen's WhatsApp replies (owner only), declared for the admin gate (ADR 030).

export const WHATSAPP_REPLY_ACTIONS = [
  adminAction({
    intent: REPLY_INTENTS.save,
    permission: "owner",
    schema: replySchema,
    fields: replyFields,
    audit: { label: "Saved a WhatsApp reply" },
    run: async ({ input, values, context }) =>
      formReply(await saveReply(context.get(databaseContext).db, { data: input, values })),
  }),
  adminAction({
    intent: REPLY_INTENTS.remove,
    permission: "owner",
    schema: z.object({ id: z.uuid(REPLY_MESSAGES.gone) }),
    audit: { label: "Deleted a WhatsApp reply" },
    run: async ({ input, context }) => formReply(await removeReply(context.get(databaseContext).db, input.id)),
  }),
];
