import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../database/client.server";
import { rateLimits } from "../../database/schema";

/**
 * Counts a hit against `key` in a fixed window and says whether it is within `limit`.
 * One statement, atomic, kept in the database so every server instance shares it.
 */
export async function hit(db: Database, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= limit;
}

/** The hits counted against `key` in its current window, without adding one. */
export async function hitsInWindow(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} >= now() - make_interval(secs => ${windowSeconds})`));
  return row?.count ?? 0;
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counts a hit where it is cheapest to keep exactly: in this process with the embedded
 * database (one process owns it, so no other can be counting), in the database otherwise.
 * For flood limits only; counts kept in memory start again when the server restarts.
 */
export async function hitFloodLimit(database: DatabaseHandle, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return database.kind === "pglite" ? hitInMemory(key, limit, windowSeconds) : hit(database.db, key, limit, windowSeconds);
}

const memoryWindows = new Map<string, { count: number; ends: number }>();
const PRUNE_AT = 10_000;

/** `hit` in this process's memory; windows that have ended are dropped as the map grows. */
export function hitInMemory(key: string, limit: number, windowSeconds: number, now = Date.now()): boolean {
  let window = memoryWindows.get(key);
  if (!window || window.ends <= now) {
    if (memoryWindows.size >= PRUNE_AT) {
      for (const [other, { ends }] of memoryWindows) if (ends <= now) memoryWindows.delete(other);
    }
    window = { count: 0, ends: now + windowSeconds * 1000 };
    memoryWindows.set(key, window);
  }
  window.count++;
  return window.count <= limit;
}
