import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles } from "#database/schema";
import { imageInfo, releaseImage } from "~/features/media/index.server";
import type { Storage } from "~/infrastructure/storage.server";
import {
  type ContentPage,
  SlugTakenError,
  withFreeSlug,
  type QuickToggleWrite,
} from "~/features/content-editing/index.server";
import { QUICK_TOGGLES } from "~/features/content-editing";
import type { SignedLinks } from "~/infrastructure/signed-links.server";
import { PREVIEW_CLOSED, previewLinkOf } from "./preview.server";
import type { ArticleInput } from "./schema";
import { now } from "~/lib/clock";
import { istLocalMoment } from "~/lib/india-time";
import { localePath } from "~/lib/locale";

type Deps = { db: Database; storage: Storage };

/**
 * Every article, drafts included, newest first, for the dashboard: each with its image's sizes and
 * a draft's open preview link (signed with `links`; its key itself stays on the server).
 */
export async function listAllArticles(db: Database, links: SignedLinks, at: Date) {
  const rows = await db.select().from(articles).orderBy(desc(articles.createdAt));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => {
    const { previewKey: _key, previewUntil: _until, ...shown } = row;
    return {
      ...shown,
      image: row.imageUrl ? images.get(row.imageUrl) : undefined,
      preview: previewLinkOf(links, row, at),
    };
  });
}

/**
 * Creates an article once per idempotency key: an attempt sent again after its answer was lost
 * gives the first attempt's article this attempt's values (the admin may have corrected a field
 * in between) instead of making a second one or being refused for its own slug.
 */
export async function createArticle(
  deps: Deps,
  input: ArticleInput,
  idempotencyKey: string | null = null,
): Promise<string> {
  const earlier = await createdWithKey(deps.db, idempotencyKey);
  if (earlier && (await updateArticle(deps, earlier, input))) return earlier;
  let row: { id: string } | undefined;
  try {
    [row] = await withFreeSlug(deps.db, "article", input.slug, null, () =>
      deps.db
        .insert(articles)
        .values({ ...input, idempotencyKey, publishedAt: input.published ? now() : null })
        .onConflictDoNothing({ target: articles.idempotencyKey })
        .returning({ id: articles.id }),
    );
  } catch (error) {
    // The slug's holder may be this very attempt, stored by its twin request in the meantime.
    if (error instanceof SlugTakenError && (await createdWithKey(deps.db, idempotencyKey)))
      return createArticle(deps, input, idempotencyKey);
    throw error;
  }
  // No row: an attempt with the same key was stored in the meantime; this one updates it.
  return row?.id ?? createArticle(deps, input, idempotencyKey);
}

async function createdWithKey(db: Database, idempotencyKey: string | null): Promise<string | undefined> {
  if (!idempotencyKey) return undefined;
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.idempotencyKey, idempotencyKey));
  return row?.id;
}

/** Returns false when the article no longer exists. `published_at` is set on the first publish only. */
export async function updateArticle(deps: Deps, id: string, input: ArticleInput): Promise<boolean> {
  const [before] = await deps.db.select({ imageUrl: articles.imageUrl }).from(articles).where(eq(articles.id, id));
  if (!before) return false;
  await withFreeSlug(deps.db, "article", input.slug, id, () =>
    deps.db
      .update(articles)
      .set({
        ...input,
        publishedAt: input.published
          ? sql`coalesce(${articles.publishedAt}, ${now().toISOString()}::timestamptz)`
          : articles.publishedAt,
        // Published: its preview link has done its work.
        ...(input.published ? PREVIEW_CLOSED : {}),
      })
      .where(eq(articles.id, id)),
  );
  if (before.imageUrl !== input.imageUrl) await releaseImage(deps, before.imageUrl);
  return true;
}

/**
 * Publishes or unpublishes the article from its card, leaving the rest as it is: `published_at`
 * is set on the first publish only, as a save does. Returns false when the article no longer exists.
 */
export async function setArticlePublished(deps: Pick<Deps, "db">, id: string, published: boolean): Promise<boolean> {
  const changed = await deps.db
    .update(articles)
    .set({
      published,
      publishedAt: published
        ? sql`coalesce(${articles.publishedAt}, ${now().toISOString()}::timestamptz)`
        : articles.publishedAt,
      // Published now: no schedule is left, nor a preview link. Back to draft: no schedule either.
      publishAt: null,
      ...(published ? PREVIEW_CLOSED : {}),
    })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return changed.length > 0;
}

/** The Articles cards' Published switch. */
export const articlePublishToggle: QuickToggleWrite = { ...QUICK_TOGGLES.article, set: setArticlePublished };

/** Whether and when the article is live, as its form sends it; null when it no longer exists. */
export async function articleLiveState(db: Database, id: string): Promise<Record<string, string> | null> {
  const [row] = await db
    .select({ published: articles.published, publishAt: articles.publishAt })
    .from(articles)
    .where(eq(articles.id, id));
  return row
    ? { published: row.published ? "on" : "", publishAt: row.publishAt ? istLocalMoment(row.publishAt) : "" }
    : null;
}

/** Deletes the article and its uploaded image. */
export async function deleteArticle(deps: Deps, id: string): Promise<boolean> {
  const [deleted] = await deps.db
    .delete(articles)
    .where(eq(articles.id, id))
    .returning({ imageUrl: articles.imageUrl });
  if (!deleted) return false;
  await releaseImage(deps, deleted.imageUrl);
  return true;
}

/** The address of an article's public page, by its id, and whether it is live (published); null when it no longer exists. */
export async function articlePagePath(db: Database, id: string): Promise<ContentPage | null> {
  const [row] = await db
    .select({ slug: articles.slug, language: articles.language, live: articles.published })
    .from(articles)
    .where(eq(articles.id, id));
  return row ? { path: localePath(row.language, `/articles/${row.slug}`), live: row.live } : null;
}
