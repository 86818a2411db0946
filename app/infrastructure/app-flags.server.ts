import type { Database } from "#database/client.server";
import { saveState, stateValue } from "./app-state.server";

// The owner's on/off settings, each one row of `app_state` (read on each use, so every instance
// sees a change at once).

/** Whether the setting `key` is on; off until set. */
export async function flagOn(db: Pick<Database, "select">, key: string): Promise<boolean> {
  return (await stateValue(db, key)) === true;
}

export const setFlag = (db: Pick<Database, "insert">, key: string, on: boolean): Promise<void> =>
  saveState(db, key, on);
