import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { appState } from "#database/schema";
import type { FormOutcome } from "~/lib/form-result";
import { now } from "~/lib/clock";
import { DEFAULT_LOST_REASONS } from "./deal";

// The owner's lost reasons: one row of `app_state` (a short list read with each closed lead's
// page). Until the owner saves a list, the defaults.

const KEY = "lost-reasons";

/** The reasons offered when a lead is closed, in the owner's order. */
export async function listLostReasons(db: Pick<Database, "select">): Promise<string[]> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  return Array.isArray(row?.value) ? (row.value as string[]) : DEFAULT_LOST_REASONS;
}

/** Replaces the list (an empty list offers only the line of text). */
export async function saveLostReasons(db: Database, reasons: string[]): Promise<FormOutcome> {
  await db
    .insert(appState)
    .values({ key: KEY, value: reasons })
    .onConflictDoUpdate({ target: appState.key, set: { value: reasons, updatedAt: now() } });
  return { ok: true };
}
