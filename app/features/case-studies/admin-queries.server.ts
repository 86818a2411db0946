import { desc, eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { caseStudies } from "#database/schema";
import { imageInfo, releaseImage } from "~/features/media/index.server";
import type { Storage } from "~/infrastructure/storage.server";
import {
  type ContentPage,
  SlugTakenError,
  withFreeSlug,
  type QuickToggleWrite,
} from "~/features/content-editing/index.server";
import { QUICK_TOGGLES } from "~/features/content-editing";
import type { CaseStudyInput } from "./schema";
import { localePath } from "~/lib/locale";

type Deps = { db: Database; storage: Storage };

/** Every case study, newest first, for the dashboard. */
export async function listAllCaseStudies(db: Database) {
  const rows = await db.select().from(caseStudies).orderBy(desc(caseStudies.createdAt));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}

/**
 * Creates a case study once per idempotency key: an attempt sent again after its answer was lost
 * gives the first attempt's case study this attempt's values (the admin may have corrected a
 * field in between) instead of making a second one.
 */
export async function createCaseStudy(
  deps: Deps,
  input: CaseStudyInput,
  idempotencyKey: string | null = null,
): Promise<string> {
  const earlier = await createdWithKey(deps.db, idempotencyKey);
  if (earlier && (await updateCaseStudy(deps, earlier, input))) return earlier;
  let row: { id: string } | undefined;
  try {
    [row] = await withFreeSlug(deps.db, "case study", input.slug, null, () =>
      deps.db
        .insert(caseStudies)
        .values({ ...input, idempotencyKey })
        .onConflictDoNothing({ target: caseStudies.idempotencyKey })
        .returning({ id: caseStudies.id }),
    );
  } catch (error) {
    // The slug's holder may be this very attempt, stored by its twin request in the meantime.
    if (error instanceof SlugTakenError && (await createdWithKey(deps.db, idempotencyKey)))
      return createCaseStudy(deps, input, idempotencyKey);
    throw error;
  }
  // No row: an attempt with the same key was stored in the meantime; this one updates it.
  return row?.id ?? createCaseStudy(deps, input, idempotencyKey);
}

async function createdWithKey(db: Database, idempotencyKey: string | null): Promise<string | undefined> {
  if (!idempotencyKey) return undefined;
  const [row] = await db
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(eq(caseStudies.idempotencyKey, idempotencyKey));
  return row?.id;
}

/** Returns false when the case study no longer exists. A replaced image is removed. */
export async function updateCaseStudy(deps: Deps, id: string, input: CaseStudyInput): Promise<boolean> {
  const [before] = await deps.db
    .select({ imageUrl: caseStudies.imageUrl })
    .from(caseStudies)
    .where(eq(caseStudies.id, id));
  if (!before) return false;
  await withFreeSlug(deps.db, "case study", input.slug, id, () =>
    deps.db.update(caseStudies).set(input).where(eq(caseStudies.id, id)),
  );
  if (before.imageUrl !== input.imageUrl) await releaseImage(deps, before.imageUrl);
  return true;
}

/** Features or unfeatures the case study from its card, leaving the rest as it is. False when it no longer exists. */
export async function setCaseStudyFeatured(deps: Pick<Deps, "db">, id: string, featured: boolean): Promise<boolean> {
  const changed = await deps.db
    .update(caseStudies)
    .set({ featured })
    .where(eq(caseStudies.id, id))
    .returning({ id: caseStudies.id });
  return changed.length > 0;
}

/** The Case Studies cards' Featured switch. */
export const caseStudyFeatureToggle: QuickToggleWrite = { ...QUICK_TOGGLES.caseStudy, set: setCaseStudyFeatured };

/** Whether the case study is featured, as its form sends it; null when it no longer exists. */
export async function caseStudyLiveState(db: Database, id: string): Promise<Record<string, string> | null> {
  const [row] = await db.select({ featured: caseStudies.featured }).from(caseStudies).where(eq(caseStudies.id, id));
  return row ? { featured: row.featured ? "on" : "" } : null;
}

/** Deletes the case study and its uploaded image. */
export async function deleteCaseStudy(deps: Deps, id: string): Promise<boolean> {
  const [deleted] = await deps.db
    .delete(caseStudies)
    .where(eq(caseStudies.id, id))
    .returning({ imageUrl: caseStudies.imageUrl });
  if (!deleted) return false;
  await releaseImage(deps, deleted.imageUrl);
  return true;
}

/** The address of a case study's public page, by its id, and whether it is live (featured); null when it no longer exists. */
export async function caseStudyPagePath(db: Database, id: string): Promise<ContentPage | null> {
  const [row] = await db
    .select({ slug: caseStudies.slug, language: caseStudies.language, live: caseStudies.featured })
    .from(caseStudies)
    .where(eq(caseStudies.id, id));
  return row ? { path: localePath(row.language, `/case-studies/${row.slug}`), live: row.live } : null;
}
