import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { appState } from "#database/schema";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { now } from "~/lib/clock";
import { MAX_REPLIES, REPLY_MESSAGES, type ReplyField, type ReplyInput, type WhatsAppReply } from "./replies";

// The replies are one row of `app_state` (a short list read with each lead's page), changed under
// that row's lock so two owners saving at once keep both changes.

const KEY = "whatsapp-replies";

const asReplies = (value: unknown): WhatsAppReply[] => (Array.isArray(value) ? (value as WhatsAppReply[]) : []);

/** The owner's replies, in the order they were added. */
export async function listReplies(db: Pick<Database, "select">): Promise<WhatsAppReply[]> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  return asReplies(row?.value);
}

/** Changes the list under its row's lock: `change` answers the new list, or why not. */
function changeReplies<Field extends string>(
  db: Database,
  change: (replies: WhatsAppReply[]) => WhatsAppReply[] | Extract<FormOutcome<Field>, { ok: false }>,
): Promise<FormOutcome<Field>> {
  return db.transaction(async (tx): Promise<FormOutcome<Field>> => {
    await tx.insert(appState).values({ key: KEY, value: [] }).onConflictDoNothing();
    const [row] = await tx.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY)).for("update");
    const changed = change(asReplies(row?.value));
    if (!Array.isArray(changed)) return changed;
    await tx.update(appState).set({ value: changed, updatedAt: now() }).where(eq(appState.key, KEY));
    return { ok: true };
  });
}

/** Adds a reply, or changes the one its id names. */
export function saveReply(
  db: Database,
  reply: { data: ReplyInput; values: FormValues<ReplyField> },
): Promise<FormOutcome<ReplyField>> {
  const { data, values } = reply;
  return changeReplies<ReplyField>(db, (replies) => {
    const { id, name, body } = data;
    if (!id) {
      if (replies.length >= MAX_REPLIES)
        return { ok: false, reason: "conflict", message: REPLY_MESSAGES.tooMany, values };
      return [...replies, { id: randomUUID(), name, body }];
    }
    if (!replies.some((saved) => saved.id === id))
      return { ok: false, reason: "not-found", message: REPLY_MESSAGES.gone, values };
    return replies.map((saved) => (saved.id === id ? { id, name, body } : saved));
  });
}

export function removeReply(db: Database, id: string): Promise<FormOutcome> {
  return changeReplies(db, (replies) =>
    replies.some((saved) => saved.id === id)
      ? replies.filter((saved) => saved.id !== id)
      : { ok: false, reason: "not-found", message: REPLY_MESSAGES.gone },
  );
}
