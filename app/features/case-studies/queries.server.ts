import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { caseStudies } from "../../../database/schema";
import { imageInfo } from "../media/image-lookup.server";

// The create's idempotency key is the admin's business: it stays out of public page data.
const { idempotencyKey: _key, ...publicColumns } = getTableColumns(caseStudies);

export async function listFeaturedCaseStudies(db: Database) {
  const rows = await db
    .select(publicColumns)
    .from(caseStudies)
    .where(eq(caseStudies.featured, true))
    .orderBy(desc(caseStudies.createdAt));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}

/** A featured case study by its slug, for its page; one that is not featured has no page. */
export async function getFeaturedCaseStudy(db: Database, slug: string) {
  const [row] = await db
    .select(publicColumns)
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), eq(caseStudies.featured, true)));
  if (!row) return null;
  const images = await imageInfo(db, [row.imageUrl]);
  return { ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined };
}

/** The addresses of the case-study pages and when each last changed, for the sitemap. */
export function featuredCaseStudyPages(db: Database) {
  return db
    .select({ slug: caseStudies.slug, updatedAt: caseStudies.updatedAt })
    .from(caseStudies)
    .where(eq(caseStudies.featured, true))
    .orderBy(desc(caseStudies.createdAt));
}
