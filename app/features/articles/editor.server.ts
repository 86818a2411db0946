import { type ContentEditor, contentActions } from "~/features/content-editing/index.server";
import {
  articlePagePath,
  articlePublishToggle,
  createArticle,
  deleteArticle,
  updateArticle,
} from "./admin-queries.server";
import { z } from "zod";
import { adminAction } from "~/features/auth";
import { databaseContext } from "~/infrastructure/context";
import { renderArticleText } from "./queries.server";
import {
  ARTICLE_INTENTS,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  type ArticleField,
  articleFields,
  articleSchema,
} from "./schema";

/** The Articles tab's dialog and cards: what the shared content editor saves and deletes. */
export const articleEditor: ContentEditor<typeof articleSchema, ArticleField> = {
  intents: ARTICLE_INTENTS,
  schema: articleSchema,
  fields: articleFields,
  notFound: ARTICLE_MESSAGES.notFound,
  create: createArticle,
  update: updateArticle,
  remove: deleteArticle,
  toggle: articlePublishToggle,
  pagePath: articlePagePath,
};

/** The tab's actions (its dialog's save, its cards' delete and switch), declared for the admin gate. */
export const ARTICLE_ACTIONS = contentActions(articleEditor, {
  save: "Saved an article",
  delete: "Deleted an article",
  toggle: "Published or unpublished an article",
});

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
