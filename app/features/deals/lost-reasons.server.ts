import type { Database } from "#database/client.server";
import { saveState, stateValue } from "~/infrastructure/app-state.server";
import type { FormOutcome } from "~/lib/form-result";
import { DEFAULT_LOST_REASONS } from "./deal";

// The owner's lost reasons: one row of `app_state` (a short list read with each closed lead's
// page). Until the owner saves a list, the defaults.

const KEY = "lost-reasons";

/** The reasons offered when a lead is closed, in the owner's order. */
export async function listLostReasons(db: Pick<Database, "select">): Promise<string[]> {
  const value = await stateValue(db, KEY);
  return Array.isArray(value) ? (value as string[]) : DEFAULT_LOST_REASONS;
}

/** Replaces the list (an empty list offers only the line of text). */
export async function saveLostReasons(db: Database, reasons: string[]): Promise<FormOutcome> {
  await saveState(db, KEY, reasons);
  return { ok: true };
}
