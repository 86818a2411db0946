import { asc, inArray, lt, or } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import { ONE_DAY_MS } from "~/lib/india-time";
import { recordLeadEvents } from "./lead-events.server";
import { now as clockNow } from "~/lib/clock";

/** Leads deleted per transaction: a year of leads going at once does not hold one long transaction. */
const PURGE_BATCH = 500;

/**
 * Deletes leads created more than `days` before `now` for good (the privacy policy's retention
 * period), with their notes and queued messages, and notes each on its timeline as deleted by the
 * retention rule. Returns how many. Several instances may run it at once: each lead is taken by
 * one of them (SKIP LOCKED), so none is counted or noted twice.
 */
export async function purgeLeadsOlderThan(db: Database, days: number, now: Date = clockNow()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * ONE_DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const doomed = (
        await tx
          .select({ id: leads.id })
          .from(leads)
          .where(lt(leads.createdAt, cutoff))
          .orderBy(asc(leads.createdAt))
          .limit(PURGE_BATCH)
          .for("update", { skipLocked: true })
      ).map((lead) => lead.id);
      if (doomed.length === 0) return 0;
      // Leads merged into these go with them: deleted in the same statement, so each one deleted is
      // named by what it returns (one locked for a moment by an admin's edit is waited for, not missed).
      const deleted = await tx
        .delete(leads)
        .where(or(inArray(leads.id, doomed), inArray(leads.mergedInto, doomed)))
        .returning({ id: leads.id });
      // Each on its timeline; a sheet or CRM that holds these leads hears they are gone, as for an
      // admin's deletion.
      await recordLeadEvents(
        tx,
        deleted.map(({ id: leadId }) => ({ leadId, kind: "deleted" as const, data: { by: "retention" }, at: now })),
      );
      return deleted.length;
    });
    purged += batch;
    if (batch === 0) return purged;
  }
}
