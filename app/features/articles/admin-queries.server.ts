import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { articles } from "../../../database/schema";
import { imageInfo } from "~/features/media/image-lookup.server";
import type { Storage } from "~/infrastructure/storage.server";
import { releaseImage } from "~/features/media/unclaimed-uploads.server";
import { FieldConflictError } from "~/features/content-editing/editor.server";
import type { ArticleInput } from "./schema";

type Deps = { db: Database; storage: Storage };

export class SlugTakenError extends FieldConflictError {
  constructor(slug: string) {
    super("slug", `Another article already uses the slug "${slug}". Choose a different slug.`);
  }
}

/** Every article, drafts included, newest first, for the dashboard. */
export async function listAllArticles(db: Database) {
  const rows = await db.select().from(articles).orderBy(desc(articles.createdAt));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}

async function assertSlugFree(db: Database, slug: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(exceptId ? and(eq(articles.slug, slug), ne(articles.id, exceptId)) : eq(articles.slug, slug))
    .limit(1);
  if (clash) throw new SlugTakenError(slug);
}

/** Two saves racing for one slug: the unique index decides, and the loser hears why. */
async function uniqueSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === "23505") throw new SlugTakenError(slug);
    throw error;
  }
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
    await assertSlugFree(deps.db, input.slug);
    [row] = await uniqueSlug(input.slug, () =>
      deps.db
        .insert(articles)
        .values({ ...input, idempotencyKey, publishedAt: input.published ? new Date() : null })
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
  await assertSlugFree(deps.db, input.slug, id);
  await uniqueSlug(input.slug, () =>
    deps.db
      .update(articles)
      .set({
        ...input,
        publishedAt: input.published ? sql`coalesce(${articles.publishedAt}, now())` : articles.publishedAt,
      })
      .where(eq(articles.id, id)),
  );
  if (before.imageUrl !== input.imageUrl) await releaseImage(deps, before.imageUrl);
  return true;
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
