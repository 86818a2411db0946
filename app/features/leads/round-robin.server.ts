import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { appState, userRoles } from "#database/schema";
import { flagOn, setFlag } from "~/infrastructure/app-flags.server";
import { now } from "~/lib/clock";

// New leads given in turn to the active Sales people (the owner's setting on the Team screen).
// The turn is kept in `app_state` and taken under a row lock in the enquiry's own transaction, so
// two enquiries arriving together go to two people, and a restart continues the round.

const ON_KEY = "round-robin";
const LAST_KEY = "round-robin-last";

type Queryable = Pick<Database, "select" | "insert" | "update">;

/** Whether new leads are assigned in turn. */
export const roundRobinOn = (db: Pick<Database, "select">) => flagOn(db, ON_KEY);

export const setRoundRobin = (db: Pick<Database, "insert">, on: boolean) => setFlag(db, ON_KEY, on);

/**
 * The Sales person whose turn it is (by a fixed order, after the one who had the last lead), and
 * the turn passed on; null when the setting is off or no Sales person is active.
 */
export async function takeTurn(tx: Queryable): Promise<string | null> {
  if (!(await roundRobinOn(tx))) return null;
  await tx.insert(appState).values({ key: LAST_KEY, value: "" }).onConflictDoNothing();
  const [last] = await tx
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, LAST_KEY))
    .for("update");
  const after = typeof last?.value === "string" ? last.value : "";
  const active = and(eq(userRoles.role, "sales"), isNull(userRoles.deactivatedAt));
  const next = async (condition = active) =>
    (
      await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(condition)
        .orderBy(asc(userRoles.userId))
        .limit(1)
    )[0]?.userId;
  const chosen = (await next(and(active, gt(userRoles.userId, after)))) ?? (await next());
  if (!chosen) return null;
  await tx.update(appState).set({ value: chosen, updatedAt: now() }).where(eq(appState.key, LAST_KEY));
  return chosen;
}
