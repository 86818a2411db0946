import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client.server";
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
