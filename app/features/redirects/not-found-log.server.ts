import { desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { notFoundPaths } from "#database/schema";
import type { NotFoundView } from "./paths";

// The addresses that answered "page not found": a link somewhere points at a page that moved or
// never existed, and a redirect keeps the visitor. Paths and the referring site's host only.

/** The most distinct paths kept; past it the least recently seen go first (a flood of made-up paths pushes out old ones, not new). */
export const NOT_FOUND_PATHS_MAX = 10_000;
/** How long a path is kept after it was last seen. */
export const NOT_FOUND_KEEP_DAYS = 90;

/** One path's visits since the last batch. */
export interface NotFoundCount {
  hits: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  referrerHost: string | null;
}

/** Adds a batch of visits, then keeps the log within its size and age. */
export async function recordNotFound(db: Database, batch: ReadonlyMap<string, NotFoundCount>, at: Date): Promise<void> {
  if (batch.size > 0) {
    await db
      .insert(notFoundPaths)
      .values([...batch].map(([path, seen]) => ({ path, ...seen })))
      .onConflictDoUpdate({
        target: notFoundPaths.path,
        set: {
          hits: sql`${notFoundPaths.hits} + excluded.hits`,
          lastSeenAt: sql`greatest(${notFoundPaths.lastSeenAt}, excluded.last_seen_at)`,
          referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
        },
      });
  }
  await db.delete(notFoundPaths).where(lt(notFoundPaths.lastSeenAt, keptSince(at)));
  await db.execute(sql`
    delete from ${notFoundPaths} where ${notFoundPaths.path} in (
      select ${notFoundPaths.path} from ${notFoundPaths}
      order by ${notFoundPaths.lastSeenAt} desc, ${notFoundPaths.hits} desc
      offset ${NOT_FOUND_PATHS_MAX})`);
}

/** The oldest last visit the log keeps at `at`. */
const keptSince = (at: Date) => new Date(at.getTime() - NOT_FOUND_KEEP_DAYS * 86_400_000);

/** The paths most visited within the log's 90 days, for the screen. */
export function listNotFound(db: Database, at: Date, limit = 200): Promise<NotFoundView[]> {
  return db
    .select()
    .from(notFoundPaths)
    .where(gte(notFoundPaths.lastSeenAt, keptSince(at)))
    .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt))
    .limit(limit);
}

/** A path now redirected or served leaves the log. */
export async function forgetNotFound(db: Database, path: string): Promise<void> {
  await db.delete(notFoundPaths).where(eq(notFoundPaths.path, path));
}
