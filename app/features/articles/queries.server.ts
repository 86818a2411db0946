import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { articles } from "../../../database/schema";
import { imageInfo } from "../media/image-lookup.server";
import { renderMarkdown } from "./markdown.server";

export async function listPublishedArticles(db: Database) {
  const rows = await db
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
    .where(eq(articles.published, true))
    .orderBy(desc(articles.createdAt));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}

// The create's idempotency key is the admin's business: it stays out of public page data.
const { idempotencyKey: _key, ...publicColumns } = getTableColumns(articles);

export async function getPublishedArticle(db: Database, slug: string) {
  const [row] = await db
    .select(publicColumns)
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.published, true)))
    .limit(1);
  if (!row) return null;
  const images = await imageInfo(db, [row.imageUrl]);
  return {
    ...row,
    html: renderMarkdown(row.content),
    image: row.imageUrl ? images.get(row.imageUrl) : undefined,
  };
}
