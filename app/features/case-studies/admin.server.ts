import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { caseStudies } from "../../../database/schema";
import { imageInfo } from "~/features/media/image-info.server";
import type { Storage } from "~/features/media/storage.server";
import { releaseImage } from "~/features/media/uploads.server";
import type { CaseStudyInput } from "./schema";

type Deps = { db: Database; storage: Storage };

/** Every case study, newest first, for the dashboard. */
export async function listAllCaseStudies(db: Database) {
  const rows = await db.select().from(caseStudies).orderBy(desc(caseStudies.createdAt));
  const images = await imageInfo(db, rows.map((r) => r.imageUrl));
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}

export async function createCaseStudy(deps: Deps, input: CaseStudyInput) {
  const [row] = await deps.db.insert(caseStudies).values(input).returning({ id: caseStudies.id });
  return row!.id;
}

/** Returns false when the case study no longer exists. A replaced image is removed. */
export async function updateCaseStudy(deps: Deps, id: string, input: CaseStudyInput): Promise<boolean> {
  const [before] = await deps.db.select({ imageUrl: caseStudies.imageUrl }).from(caseStudies).where(eq(caseStudies.id, id));
  if (!before) return false;
  await deps.db.update(caseStudies).set(input).where(eq(caseStudies.id, id));
  if (before.imageUrl !== input.imageUrl) await releaseImage(deps, before.imageUrl);
  return true;
}

/** Deletes the case study and its uploaded image. */
export async function deleteCaseStudy(deps: Deps, id: string): Promise<boolean> {
  const [deleted] = await deps.db.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ imageUrl: caseStudies.imageUrl });
  if (!deleted) return false;
  await releaseImage(deps, deleted.imageUrl);
  return true;
}
