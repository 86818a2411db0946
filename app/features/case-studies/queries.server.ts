import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { caseStudies } from "#database/schema";
import { imageInfo } from "~/features/media/index.server";
import { twinOf } from "~/features/content-editing/index.server";
import type { Locale } from "~/lib/locale";

// The create's idempotency key and the original's id are the admin's business: they stay out of
// public page data (a page names its twin by its slug).
const { idempotencyKey: _key, translationOf: _original, ...publicColumns } = getTableColumns(caseStudies);

/** The case studies with a page in `locale`: featured ones written in it. */
const featuredIn = (locale: Locale) => and(eq(caseStudies.featured, true), eq(caseStudies.language, locale));

export async function listFeaturedCaseStudies(db: Database, locale: Locale) {
  const rows = await db
    .select(publicColumns)
    .from(caseStudies)
    .where(featuredIn(locale))
    .orderBy(desc(caseStudies.createdAt));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}

/**
 * A featured case study in `locale` by its slug, for its page, with its featured twin in the other
 * language (null: none); one that is not featured has no page.
 */
export async function getFeaturedCaseStudy(db: Database, slug: string, locale: Locale) {
  const [found] = await db
    .select({ ...publicColumns, translationOf: caseStudies.translationOf })
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), featuredIn(locale)));
  if (!found) return null;
  const twin = twinOf(caseStudies, found);
  const { translationOf: _id, ...row } = found;
  const [images, [translation]] = await Promise.all([
    imageInfo(db, [row.imageUrl]),
    twin
      ? db
          .select({
            slug: caseStudies.slug,
            title: caseStudies.title,
            industry: caseStudies.industry,
            headlineFigure: caseStudies.headlineFigure,
            headlineLabel: caseStudies.headlineLabel,
          })
          .from(caseStudies)
          .where(and(twin, eq(caseStudies.featured, true)))
      : [],
  ]);
  return {
    ...row,
    image: row.imageUrl ? images.get(row.imageUrl) : undefined,
    // Its twin in the other language: its address, and what its social card shows.
    translation: translation ?? null,
  };
}

/** The addresses of the case-study pages in both languages and when each last changed, for the sitemap. */
export function featuredCaseStudyPages(db: Database) {
  return db
    .select({
      id: caseStudies.id,
      slug: caseStudies.slug,
      language: caseStudies.language,
      translationOf: caseStudies.translationOf,
      updatedAt: caseStudies.updatedAt,
      noindex: caseStudies.noindex,
      canonicalUrl: caseStudies.canonicalUrl,
    })
    .from(caseStudies)
    .where(eq(caseStudies.featured, true))
    .orderBy(desc(caseStudies.createdAt));
}

/**
 * The featured case study a service's page in `locale` shows: the newest of that service, else
 * the newest of another service of its category (`categoryServices`); null when there is none.
 */
export async function relatedCaseStudy(
  db: Database,
  locale: Locale,
  serviceSlug: string,
  categoryServices: readonly string[],
) {
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
    .where(and(featuredIn(locale), inArray(caseStudies.serviceSlug, [serviceSlug, ...categoryServices])))
    .orderBy(sql`${caseStudies.serviceSlug} = ${serviceSlug} desc`, desc(caseStudies.createdAt))
    .limit(1);
  return row ?? null;
}
