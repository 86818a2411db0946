import { type SQL, and, asc, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articleCategories, articles } from "#database/schema";
import { imageInfo } from "~/features/media/index.server";
import { renderMarkdown, uploadedImagesIn } from "./markdown.server";
import { readingMinutes } from "../../lib/reading-time";
import { ARTICLES_PER_PAGE } from "./list-pages";
import { twinOf } from "~/features/content-editing/index.server";
import type { Locale } from "~/lib/locale";

/**
 * Published articles, newest first, with their images' sizes: `limit` of them after `offset`, and
 * only those of the category named `category` (whatever the letter case) when it is given.
 */
export async function listPublishedArticles(
  db: Database,
  locale: Locale,
  limit?: number,
  { offset = 0, category }: { offset?: number; category?: string } = {},
) {
  const query = db
    .select({
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      author: articles.author,
      category: articles.category,
      imageUrl: articles.imageUrl,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .where(listed(locale, category))
    .orderBy(desc(articles.createdAt))
    .offset(offset)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}

/** Published articles written in `locale`, of the category named `category` when it is given. */
const listed = (locale: Locale, category: string | undefined) =>
  and(
    eq(articles.published, true),
    eq(articles.language, locale),
    category === undefined ? undefined : sql`lower(${articles.category}) = lower(${category})`,
  );

/**
 * Page `page` of a list of published articles (ARTICLES_PER_PAGE each) and how many pages there
 * are; null when the page is past the end (the first page always exists, empty or not).
 */
export async function publishedArticlesPage(db: Database, locale: Locale, page: number, category?: string) {
  const total = await db.$count(articles, listed(locale, category));
  const pages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  if (page > pages) return null;
  const offset = (page - 1) * ARTICLES_PER_PAGE;
  return { articles: await listPublishedArticles(db, locale, ARTICLES_PER_PAGE, { offset, category }), page, pages };
}

// The create's idempotency key and the preview link's key are the admin's business: they stay out of public page data.
const {
  idempotencyKey: _key,
  previewKey: _previewKey,
  previewUntil: _until,
  ...publicColumns
} = getTableColumns(articles);

/** The article `which` names, as its page shows it; null when there is none. */
async function articlePage(db: Database, which: SQL | undefined) {
  const [row] = await db
    .select({
      ...publicColumns,
      // Its category's page, when the category has one.
      categorySlug: sql<
        string | null
      >`(select ${articleCategories.slug} from ${articleCategories} where lower(${articleCategories.name}) = lower(${articles.category}))`,
    })
    .from(articles)
    .where(which)
    .limit(1);
  if (!row) return null;
  // The cover and the images in the text, in one look-up; and its published twin in the other language.
  const twin = twinOf(articles, row);
  const [images, [translation]] = await Promise.all([
    imageInfo(db, [row.imageUrl, ...uploadedImagesIn(row.content)]),
    twin
      ? db
          .select({
            slug: articles.slug,
            title: articles.title,
            category: articles.category,
            content: articles.content,
          })
          .from(articles)
          .where(and(twin, eq(articles.published, true)))
      : [],
  ]);
  // The page shows the rendered HTML: the Markdown it came from would only double the page's data;
  // its original's id is the admin's business (the page names its twin by its slug).
  const { content, translationOf: _original, ...shown } = row;
  return {
    ...shown,
    html: renderMarkdown(content, images),
    readingMinutes: readingMinutes(content),
    image: row.imageUrl ? images.get(row.imageUrl) : undefined,
    // Its twin in the other language: its address, and what its social card shows.
    translation: translation
      ? {
          slug: translation.slug,
          title: translation.title,
          category: translation.category,
          readingMinutes: readingMinutes(translation.content),
        }
      : null,
  };
}

/** The published article in `locale` at `slug`, as its page shows it; null when there is none. */
export const getPublishedArticle = (db: Database, slug: string, locale: Locale) =>
  articlePage(db, and(eq(articles.slug, slug), eq(articles.published, true), eq(articles.language, locale)));

/** A draft as its page will show it once published (a shared preview, whose link was checked). */
export const getDraftArticle = (db: Database, id: string) =>
  articlePage(db, and(eq(articles.id, id), eq(articles.published, false)));

/** An article's Markdown as its page shows it: its uploaded images in the widths they were stored in. */
export async function renderArticleText(db: Database, markdown: string): Promise<string> {
  return renderMarkdown(markdown, await imageInfo(db, uploadedImagesIn(markdown)));
}

/** Most articles suggested under an article. */
export const RELATED_LIMIT = 3;

/**
 * Other published articles in its language to read next: those in the same category first (compared as typed,
 * ignoring case and surrounding spaces), then the newest of the rest; never the article itself.
 * The slug breaks ties, so two articles written in the same instant always come in one order.
 */
export async function listRelatedArticles(db: Database, article: { slug: string; category: string; language: Locale }) {
  const sameCategory = sql<boolean>`lower(trim(${articles.category})) = ${article.category.trim().toLowerCase()}`;
  return db
    .select({
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      category: articles.category,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .where(and(listed(article.language, undefined), ne(articles.slug, article.slug)))
    .orderBy(desc(sameCategory), desc(articles.createdAt), asc(articles.slug))
    .limit(RELATED_LIMIT);
}

export type RelatedArticle = Awaited<ReturnType<typeof listRelatedArticles>>[number];
