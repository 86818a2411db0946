import type { ContentEditor } from "~/features/content-editing/editor.server";
import { articlePagePath, createArticle, deleteArticle, updateArticle } from "./admin-queries.server";
import { ARTICLE_INTENTS, ARTICLE_MESSAGES, type ArticleField, articleFields, articleSchema } from "./schema";

/** The Articles tab's dialog and cards: what the shared content editor saves and deletes. */
export const articleEditor: ContentEditor<typeof articleSchema, ArticleField> = {
  intents: ARTICLE_INTENTS,
  schema: articleSchema,
  fields: articleFields,
  notFound: ARTICLE_MESSAGES.notFound,
  create: createArticle,
  update: updateArticle,
  remove: deleteArticle,
  pagePath: articlePagePath,
};
