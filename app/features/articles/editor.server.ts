import { type ContentEditor, contentActions } from "~/features/content-editing/index.server";
import {
  articleLiveState,
  articlePagePath,
  articlePublishToggle,
  createArticle,
  deleteArticle,
  updateArticle,
} from "./admin-queries.server";
import { z } from "zod";
import { adminAction } from "~/features/auth";
import { databaseContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { now } from "~/lib/clock";
import { sharePreview, withdrawPreview } from "./preview.server";
import { renderArticleText } from "./queries.server";
import {
  ARTICLE_INTENTS,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  ARTICLE_PREVIEW_INTENTS,
  type ArticleField,
  articleFields,
  articleSchema,
} from "./schema";

/** The Articles tab's dialog and cards: what the shared content editor saves and deletes. */
export const articleEditor: ContentEditor<typeof articleSchema, ArticleField> = {
  intents: ARTICLE_INTENTS,
  revisionKind: "article",
  schema: articleSchema,
  fields: articleFields,
  notFound: ARTICLE_MESSAGES.notFound,
  create: createArticle,
  update: updateArticle,
  remove: deleteArticle,
  toggle: articlePublishToggle,
  liveState: articleLiveState,
  pagePath: articlePagePath,
};

/** The tab's actions (its dialog's save, its cards' delete and switch), declared for the admin gate. */
export const ARTICLE_ACTIONS = contentActions(articleEditor, {
  save: "Saved an article",
  delete: "Deleted an article",
  toggle: "Published or unpublished an article",
  restore: "Restored an earlier version of an article",
});

const onArticle = z.object({ id: z.uuid(ARTICLE_MESSAGES.notFound) });

/**
 * A draft card's preview link: shared (the open link, or a new one) and withdrawn. The link
 * itself is the card's to show (from the tab's data, loaded again after either).
 */
export const ARTICLE_PREVIEW_ACTIONS = [
  adminAction({
    intent: ARTICLE_PREVIEW_INTENTS.share,
    permission: "content",
    schema: onArticle,
    audit: { label: "Shared a preview of an article" },
    run: async ({ input, context }) => formReply(await sharePreview(context.get(databaseContext).db, input.id, now())),
  }),
  adminAction({
    intent: ARTICLE_PREVIEW_INTENTS.withdraw,
    permission: "content",
    schema: onArticle,
    audit: { label: "Withdrew an article's preview link" },
    run: async ({ input, context }) => formReply(await withdrawPreview(context.get(databaseContext).db, input.id)),
  }),
];

/** The longest text the article dialog's preview renders (an article's own limit). */
const PREVIEW_MAX = ARTICLE_LIMITS.content;

/**
 * The article dialog's preview, rendered and sanitized exactly as the public article page does.
 * It changes nothing and names no record, so the audit log keeps nothing of it.
 */
export const MARKDOWN_PREVIEW_ACTION = adminAction({
  intent: null,
  permission: "content",
  schema: z.object({
    content: z
      .string()
      .default("")
      .transform((content) => content.slice(0, PREVIEW_MAX)),
  }),
  audit: null,
  run: async ({ input, context }) => ({
    html: await renderArticleText(context.get(databaseContext).db, input.content),
  }),
});
