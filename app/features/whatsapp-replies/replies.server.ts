import type { Database } from "#database/client.server";
import { type OwnerList, listItems, removeItem, saveItem } from "~/infrastructure/app-state.server";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { MAX_REPLIES, REPLY_MESSAGES, type ReplyField, type ReplyInput, type WhatsAppReply } from "./replies";

// The replies are one list of `app_state`, read with each lead's page.

const REPLIES: OwnerList = {
  key: "whatsapp-replies",
  max: MAX_REPLIES,
  full: REPLY_MESSAGES.tooMany,
  gone: REPLY_MESSAGES.gone,
};

/** The owner's replies, in the order they were added. */
export const listReplies = (db: Pick<Database, "select">): Promise<WhatsAppReply[]> => listItems(db, REPLIES);

/** Adds a reply, or changes the one its id names. */
export function saveReply(
  db: Database,
  reply: { data: ReplyInput; values: FormValues<ReplyField> },
): Promise<FormOutcome<ReplyField>> {
  const { id, name, body, language } = reply.data;
  return saveItem<WhatsAppReply, ReplyField>(db, REPLIES, { id, name, body, language }, reply.values);
}

export const removeReply = (db: Database, id: string): Promise<FormOutcome> => removeItem(db, REPLIES, id);
