import { z } from "zod";
import type { Database } from "../../../database/client.server";
import type { Storage } from "~/infrastructure/storage.server";
import { failed, succeeded } from "~/lib/action-result";
import { fieldErrors, formValues } from "~/lib/forms";
import { idempotencyKeyFrom } from "~/lib/idempotency";
import { SlugTakenError, createArticle, deleteArticle, updateArticle } from "./admin.server";
import { ARTICLE_INTENTS, type ArticleField, articleFields, articleSchema } from "./schema";

const idField = z.uuid();

/** Create (no id) or update (id) an article from the dialog's form. */
export async function saveArticle(services: { db: Database; storage: Storage }, form: FormData) {
  const intent = ARTICLE_INTENTS.save;
  const values = formValues<ArticleField>(form, articleFields);
  const parsed = articleSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<ArticleField>(parsed.error);
    return failed<ArticleField>(intent, 400, { values, fieldErrors: errors, message: Object.values(errors)[0] });
  }
  const id = form.get("id");
  try {
    if (!id) {
      return succeeded(intent, await createArticle(services, parsed.data, idempotencyKeyFrom(form)));
    }
    const validId = idField.safeParse(id);
    if (!validId.success || !(await updateArticle(services, validId.data, parsed.data))) {
      return failed(intent, 404, { values, message: "This article no longer exists." });
    }
    return succeeded(intent, validId.data);
  } catch (error) {
    if (!(error instanceof SlugTakenError)) throw error;
    return failed<ArticleField>(intent, 409, { values, fieldErrors: { slug: error.message }, message: error.message });
  }
}

export async function removeArticle(services: { db: Database; storage: Storage }, form: FormData) {
  const id = idField.safeParse(form.get("id"));
  if (!id.success || !(await deleteArticle(services, id.data))) {
    return failed(ARTICLE_INTENTS.delete, 404, { message: "This article no longer exists." });
  }
  return succeeded(ARTICLE_INTENTS.delete);
}
