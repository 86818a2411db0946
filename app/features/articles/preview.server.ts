import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles } from "#database/schema";
import type { SignedLinks } from "~/infrastructure/signed-links.server";
import type { FormOutcome } from "~/lib/form-result";
import { ARTICLE_MESSAGES } from "./schema";
import { isUuid } from "~/lib/uuid";

// A draft's shared preview: a signed link a writer sends a client (on WhatsApp, say) to see the
// article exactly as it will look before it is published. It opens for 7 days from its sharing,
// and no longer once the article is published (publishing clears its key, so a return to draft
// does not open it again) or the link is withdrawn. Sharing again while a link is open gives the same link: the one already sent keeps working.

/** How long a shared preview opens. */
export const PREVIEW_OPEN_MS = 7 * 24 * 60 * 60 * 1000;

export const PREVIEW_MESSAGES = {
  published: "This article is published: share its page instead.",
} as const;

const notFound = { ok: false, reason: "not-found", message: ARTICLE_MESSAGES.notFound } as const;

/** Shares a preview of the draft `id` at `at`: its open link, or a new one (a new key) when none is open. */
export async function sharePreview(db: Database, id: string, at: Date): Promise<FormOutcome> {
  const [article] = await db
    .select({ published: articles.published, key: articles.previewKey, until: articles.previewUntil })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article) return notFound;
  if (article.published) return { ok: false, reason: "conflict", message: PREVIEW_MESSAGES.published };
  if (article.key && article.until && article.until > at) return { ok: true, id };
  const shared = await db
    .update(articles)
    .set({ previewKey: randomBytes(18).toString("base64url"), previewUntil: new Date(at.getTime() + PREVIEW_OPEN_MS) })
    .where(and(eq(articles.id, id), eq(articles.published, false)))
    .returning({ id: articles.id });
  return shared.length ? { ok: true, id } : notFound;
}

/** Withdraws the draft's preview link: the link sent no longer opens, and the next share makes another. */
export async function withdrawPreview(db: Database, id: string): Promise<FormOutcome> {
  const withdrawn = await db
    .update(articles)
    .set(PREVIEW_CLOSED)
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return withdrawn.length ? { ok: true, id } : notFound;
}

/** The open preview link of a draft, for the dashboard's card; null when it has none open. */
export function previewLinkOf(
  links: SignedLinks,
  article: { id: string; published: boolean; previewKey: string | null; previewUntil: Date | null },
  at: Date,
): { url: string; until: Date } | null {
  const { previewKey: key, previewUntil: until } = article;
  if (article.published || !key || !until || until <= at) return null;
  return { url: links.articlePreviewUrl(article.id, key, until), until };
}

/** The columns that close a draft's preview link, set when it is published. */
export const PREVIEW_CLOSED = { previewKey: null, previewUntil: null } as const;

/** Whether a preview link (`until` and `sig` as its address gives them) opens the draft `id` at `at`. */
export async function previewOpens(
  db: Database,
  links: SignedLinks,
  link: { id: string; until: string | null; sig: string | null },
  at: Date,
): Promise<boolean> {
  const { id, until, sig } = link;
  if (!isUuid(id) || !until || !sig) return false;
  const [article] = await db
    .select({ published: articles.published, key: articles.previewKey, until: articles.previewUntil })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article?.key || !article.until || article.published) return false;
  // Signed for this article, its current key and the moment stored with it: an old, withdrawn or altered link is not.
  return (
    links.verifyArticlePreview(id, article.key, until, sig) &&
    String(article.until.getTime()) === until &&
    article.until > at
  );
}
