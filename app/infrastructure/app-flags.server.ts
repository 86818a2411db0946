import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { appState } from "#database/schema";
import { now } from "~/lib/clock";

// The owner's on/off settings, each one row of `app_state` (read on each use, so every instance
// sees a change at once).

/** Whether the setting `key` is on; off until set. */
export async function flagOn(db: Pick<Database, "select">, key: string): Promise<boolean> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, key));
  return row?.value === true;
}

export async function setFlag(db: Pick<Database, "insert">, key: string, on: boolean): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value: on })
    .onConflictDoUpdate({ target: appState.key, set: { value: on, updatedAt: now() } });
}
