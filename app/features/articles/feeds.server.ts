import { desc, eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles } from "#database/schema";

export async function publishedForFeeds(db: Database) {
  return db
    .select({
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      author: articles.author,
      category: articles.category,
      createdAt: articles.createdAt,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      noindex: articles.noindex,
      canonicalUrl: articles.canonicalUrl,
    })
    .from(articles)
    .where(eq(articles.published, true))
    .orderBy(desc(articles.createdAt));
}
