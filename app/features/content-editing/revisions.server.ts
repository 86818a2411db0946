import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { contentRevisions, user } from "#database/schema";
import type { RevisionKind } from "./revisions";

// What a case study or an article held after each save from its dialog: who saved it and when,
// the last REVISIONS_KEPT per record. The editor compares two side by side and restores one as a
// new save (which keeps a revision of its own). A record's revisions go with it.

export const REVISIONS_KEPT = 50;

/** The saved values of a record, as its form's checked values name them. */
export type RevisionValues = Record<string, string | boolean | null>;

/** Keeps what `recordId` holds after a save, and lets go of its revisions beyond the last REVISIONS_KEPT. */
export async function keepRevision(
  db: Database,
  revision: { kind: RevisionKind; recordId: string; values: RevisionValues; savedBy: string; savedAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contentRevisions).values(revision);
    const ofRecord = and(eq(contentRevisions.kind, revision.kind), eq(contentRevisions.recordId, revision.recordId));
    const kept = tx
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(ofRecord)
      .orderBy(desc(contentRevisions.savedAt), desc(contentRevisions.id))
      .limit(REVISIONS_KEPT);
    await tx.delete(contentRevisions).where(and(ofRecord, notInArray(contentRevisions.id, kept)));
  });
}

/** A record's revisions, newest first: when, and who by (their name now; null once their account is gone). */
export async function listRevisions(db: Database, kind: RevisionKind, recordId: string) {
  return db
    .select({ id: contentRevisions.id, savedAt: contentRevisions.savedAt, savedBy: user.name })
    .from(contentRevisions)
    .leftJoin(user, eq(user.id, contentRevisions.savedBy))
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
    .orderBy(desc(contentRevisions.savedAt), desc(contentRevisions.id));
}

/** The values of these revisions of the record, by revision id (one not kept, or another record's, is left out). */
export async function revisionValues(
  db: Database,
  kind: RevisionKind,
  recordId: string,
  ids: readonly string[],
): Promise<Map<string, RevisionValues>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: contentRevisions.id, values: contentRevisions.values })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.recordId, recordId),
        inArray(contentRevisions.id, [...ids]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.values]));
}

/** Lets go of every revision of a deleted record. */
export async function dropRevisions(db: Database, kind: RevisionKind, recordId: string): Promise<void> {
  await db
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)));
}
