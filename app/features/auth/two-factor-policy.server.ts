import { eq } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { appState } from "../../../database/schema";

// The owner's setting "require two-factor sign-in for everyone" (ADR 027). The admin gate reads it
// for a person without two-factor sign-in and leads them to set it up before anything else.

const REQUIRED_KEY = "two-factor-required";

/** Whether the owner requires two-factor sign-in for every staff member. */
export async function twoFactorRequired(db: Pick<Database, "select">): Promise<boolean> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, REQUIRED_KEY));
  return row?.value === true;
}

export async function requireTwoFactor(db: Pick<Database, "insert">, required: boolean): Promise<void> {
  await db
    .insert(appState)
    .values({ key: REQUIRED_KEY, value: required })
    .onConflictDoUpdate({ target: appState.key, set: { value: required, updatedAt: new Date() } });
}
