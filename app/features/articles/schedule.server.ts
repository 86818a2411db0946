import { and, eq, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles } from "#database/schema";
import { dropRedirectFrom } from "~/features/redirects/index.server";
import { PREVIEW_CLOSED } from "./preview.server";
import { localePath } from "~/lib/locale";

// A draft given a time to publish ("Publish at", in India's time) stays a draft until then; the
// server's scheduler publishes it within moments of that time (it wakes for the next one), on
// whichever instance gets there first: the update publishes each draft once.

/**
 * Publishes every draft whose time has come by `at`: its published_at is the time it was scheduled
 * for, its schedule and preview link are done, and no redirect sends their addresses elsewhere.
 * Returns the addresses of their pages.
 */
export async function publishDueArticles(db: Database, at: Date): Promise<string[]> {
  const published = await db
    .update(articles)
    .set({ published: true, publishedAt: sql`${articles.publishAt}`, publishAt: null, ...PREVIEW_CLOSED })
    .where(and(eq(articles.published, false), lte(articles.publishAt, at)))
    .returning({ slug: articles.slug, language: articles.language });
  const pages = published.map(({ slug, language }) => localePath(language, `/articles/${slug}`));
  // Live now: a redirect that sent their addresses elsewhere would hide them.
  for (const page of pages) await dropRedirectFrom(db, page);
  return pages;
}

/** When the next scheduled draft is due; undefined when none is. */
export async function nextScheduledArticle(db: Database): Promise<Date | undefined> {
  const [next] = await db
    .select({ at: min(articles.publishAt) })
    .from(articles)
    .where(and(eq(articles.published, false), isNotNull(articles.publishAt)));
  return next?.at ?? undefined;
}
