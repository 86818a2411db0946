import { inArray, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { rateLimits } from "#database/schema";
import { now } from "~/lib/clock";

/** A limit one request counts against: at most `limit` hits on `key` per window. */
export interface Limit {
  key: string;
  limit: number;
}

/**
 * Counts one hit against every limit in a single statement, in the database so every server
 * instance shares it and a restart keeps it, and says whether all are still within their limit:
 * parallel requests each see their own count, so no more than `limit` of them get through,
 * however many arrive at once. Hits that are refused are counted too.
 */
export async function isUnderAllLimits(
  db: Database,
  limits: readonly Limit[],
  windowSeconds: number,
): Promise<boolean> {
  if (windowSeconds > LONGEST_WINDOW_SECONDS)
    throw new RangeError(`Rate-limit windows are at most ${LONGEST_WINDOW_SECONDS} s.`);
  await pruneWhenDue(db);
  // The time is the clock's, passed in once: the same moment starts a window and ends the old one.
  const at = now();
  const started = sql`${at.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStart} < ${started} - make_interval(secs => ${windowSeconds})`;
  // Rows are locked in key order, the same in every statement, so two never wait on each other.
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : 1));
  const rows = await db
    .insert(rateLimits)
    .values(sorted.map(({ key }) => ({ key, count: 1, windowStart: at })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${started} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  const counted = new Map(rows.map((row) => [row.key, row.count]));
  return sorted.every(({ key, limit }) => (counted.get(key) ?? Infinity) <= limit);
}

/** Takes back one hit from each key (a request that turned out not to be what the limit is for). */
export async function unhit(db: Database, keys: readonly string[]): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, [...keys]));
}

// Every window is at most this long, so a counter whose window started earlier has ended for
// whatever limit it served and can go. Each process prunes a database at most once a minute,
// a bounded batch at a time (rows another statement holds are left for the next round).
const LONGEST_WINDOW_SECONDS = 60 * 60;
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 10_000;
const lastPruned = new WeakMap<Database, number>();

async function pruneWhenDue(db: Database): Promise<void> {
  // How long since the last prune is a duration: measured on a clock the wall clock's changes do not move.
  const ranAt = performance.now();
  const last = lastPruned.get(db);
  if (last !== undefined && ranAt - last < PRUNE_EVERY_MS) return;
  lastPruned.set(db, ranAt);
  const expiredKeys = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      sql`${rateLimits.windowStart} < ${now().toISOString()}::timestamptz - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`,
    )
    .limit(PRUNE_BATCH)
    .for("update", { skipLocked: true });
  await db.delete(rateLimits).where(inArray(rateLimits.key, expiredKeys));
}

/**
 * Flood limits (the inquiry form): counts a hit against `key` in a fixed window and answers
 * whether it is still within `limit`. Counted in the database with either engine, so a restart
 * keeps the counts and every instance shares them (ADR 017 superseding that part of ADR 013).
 */
export interface RateLimiter {
  isUnderLimit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
}

export function databaseRateLimiter(db: Database): RateLimiter {
  return { isUnderLimit: (key, limit, windowSeconds) => isUnderAllLimits(db, [{ key, limit }], windowSeconds) };
}
