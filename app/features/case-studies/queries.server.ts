import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { caseStudies } from "#database/schema";
import { imageInfo } from "~/features/media/index.server";

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
    .select({
      slug: caseStudies.slug,
      updatedAt: caseStudies.updatedAt,
      noindex: caseStudies.noindex,
      canonicalUrl: caseStudies.canonicalUrl,
    })
    .from(caseStudies)
    .where(eq(caseStudies.featured, true))
    .orderBy(desc(caseStudies.createdAt));
}

/**
 * The featured case study a service's page shows: the newest of that service, else the newest of
 * another service of its category (`categoryServices`); null when there is none.
 */
export async function relatedCaseStudy(db: Database, serviceSlug: string, categoryServices: readonly string[]) {
  const [row] = await db
    .select({
      slug: caseStudies.slug,
      title: caseStudies.title,
      clientName: caseStudies.clientName,
      industry: caseStudies.industry,
      headlineFigure: caseStudies.headlineFigure,
      headlineLabel: caseStudies.headlineLabel,
      results: caseStudies.results,
    })
    .from(caseStudies)
    .where(and(eq(caseStudies.featured, true), inArray(caseStudies.serviceSlug, [serviceSlug, ...categoryServices])))
    .orderBy(sql`${caseStudies.serviceSlug} = ${serviceSlug} desc`, desc(caseStudies.createdAt))
    .limit(1);
  return row ?? null;
}
