import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { deleteArticle } from "~/features/articles/index.server";
import { deleteCaseStudy } from "~/features/case-studies/index.server";
import { refreshSocialCards, storeImage } from "~/features/media/index.server";
import type { Storage } from "~/infrastructure/storage.server";
import type { Database } from "#database/client.server";
import { appState, articles, caseStudies } from "#database/schema";
import { articleCoverSvg, caseStudyCoverSvg } from "./covers";
import { seededArticles, seededCaseStudies } from "./demo-content";
import type { DemoContentLeft } from "./schema";
import { now as clockNow } from "~/lib/clock";

const SEEDED = "demo-content-seeded";

/** Fills a new database with demo case studies and articles, once: later starts leave content alone. */
export async function seedDemoContent(deps: { db: Database; storage: Storage }): Promise<boolean> {
  const [done] = await deps.db.select().from(appState).where(eq(appState.key, SEEDED));
  if (done) return false;
  const day = 24 * 60 * 60 * 1000;
  const now = clockNow().getTime();
  const media = { ...deps, maxBytes: Number.MAX_SAFE_INTEGER };

  for (const [index, item] of seededCaseStudies.entries()) {
    const { palette, translationOfSlug, ...fields } = item;
    const bytes = await cover(caseStudyCoverSvg(translationOfSlug ?? item.slug, palette));
    const image = await storeImage(media, "case-studies", { name: "cover.webp", bytes });
    const createdAt = new Date(now - (index + 1) * 9 * day);
    const [original] = translationOfSlug
      ? await deps.db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.slug, translationOfSlug))
      : [];
    await deps.db
      .insert(caseStudies)
      .values({ ...fields, translationOf: original?.id, imageUrl: image.url, createdAt, updatedAt: createdAt });
  }
  for (const item of seededArticles) {
    const { palette, daysAgo, translationOfSlug, ...fields } = item;
    const bytes = await cover(articleCoverSvg(translationOfSlug ?? item.slug, palette));
    const image = await storeImage(media, "articles", { name: "cover.webp", bytes });
    const createdAt = new Date(now - daysAgo * day);
    const [original] = translationOfSlug
      ? await deps.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, translationOfSlug))
      : [];
    await deps.db.insert(articles).values({
      ...fields,
      translationOf: original?.id,
      imageUrl: image.url,
      createdAt,
      updatedAt: createdAt,
      publishedAt: fields.published ? createdAt : null,
    });
  }
  await deps.db.insert(appState).values({ key: SEEDED, value: true }).onConflictDoNothing();
  return true;
}

/**
 * The demo records still on the site: those with a demo slug, edited or not (an owner who made one
 * their own gives it a slug of its own).
 */
async function demoRecords(db: Database) {
  const [studies, posts] = await Promise.all([
    db
      .select({ id: caseStudies.id })
      .from(caseStudies)
      .where(
        inArray(
          caseStudies.slug,
          seededCaseStudies.map((item) => item.slug),
        ),
      ),
    db
      .select({ id: articles.id })
      .from(articles)
      .where(
        inArray(
          articles.slug,
          seededArticles.map((item) => item.slug),
        ),
      ),
  ]);
  return { caseStudies: studies.map((row) => row.id), articles: posts.map((row) => row.id) };
}

/** How many demo case studies and articles are still on the site. */
export async function demoContentLeft(db: Database): Promise<DemoContentLeft> {
  const records = await demoRecords(db);
  return { caseStudies: records.caseStudies.length, articles: records.articles.length };
}

/**
 * Deletes the demo case studies and articles, with their covers and social cards; the owner's own
 * content stays. Later starts do not add them again (the seed is recorded as done).
 */
export async function removeDemoContent(deps: { db: Database; storage: Storage }): Promise<void> {
  const records = await demoRecords(deps.db);
  for (const id of records.caseStudies) await deleteCaseStudy(deps, id);
  for (const id of records.articles) await deleteArticle(deps, id);
  await refreshSocialCards(deps.db, async () => null);
}

/** Renders a 1600×900 cover drawing (it has no text, so no fonts are needed) to WebP. */
async function cover(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
