import { lt, sql } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { leads } from "../../../database/schema";

/** Deletes leads older than `days` for good (the privacy policy's retention period). Returns how many. */
export async function purgeLeadsOlderThan(db: Database, days: number): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(lt(leads.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: leads.id });
  return deleted.length;
}
