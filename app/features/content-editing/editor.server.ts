import { z } from "zod";
import type { Database } from "../../../database/client.server";
import type { PublicPages } from "~/infrastructure/context";
import type { Storage } from "~/infrastructure/storage.server";
import { type FormOutcome, formReply } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { idempotencyKeyFrom } from "~/lib/idempotency";
import { refreshSocialCards } from "../media/social-cards.server";
import type { QuickToggle } from "./quick-toggle";

/** What saving and deleting content needs: the database, and the storage its images are released from. */
export type ContentDeps = { db: Database; storage: Storage };

/** A save refused because another record holds one of its values (an article's slug). */
export class FieldConflictError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What differs between the content the dashboard edits in a dialog (case studies, articles):
 * the form, the texts, and the record's writes. Saving, deleting and answering are the same.
 */
export interface ContentEditor<Schema extends z.ZodType, Field extends string> {
  intents: { save: string; delete: string };
  schema: Schema;
  fields: readonly Field[];
  /** Said when the record was deleted in another tab before this save or delete. */
  notFound: string;
  create(deps: ContentDeps, input: z.output<Schema>, idempotencyKey: string | null): Promise<string>;
  /** False when the record no longer exists. */
  update(deps: ContentDeps, id: string, input: z.output<Schema>): Promise<boolean>;
  /** False when the record no longer exists. */
  remove(deps: ContentDeps, id: string): Promise<boolean>;
  /** The card's switch (an article's Published, a case study's Featured), where the tab has one. */
  toggle?: QuickToggleWrite;
  /** The address of the record's public page (whether it is public now or not); null when it no longer exists. */
  pagePath(db: Database, id: string): Promise<string | null>;
}

/** A card's switch (quick-toggle.ts) and its write: false when the record no longer exists. */
export interface QuickToggleWrite extends QuickToggle {
  set(deps: ContentDeps, id: string, on: boolean): Promise<boolean>;
}

const idField = z.uuid();

/** Creates (no id) or updates (id) a record from the editor dialog's form. */
export async function saveContent<Schema extends z.ZodType, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  deps: ContentDeps,
  form: FormData,
): Promise<FormOutcome<Field>> {
  const parsed = parseForm(form, editor.schema, editor.fields);
  if (!parsed.ok) return parsed;
  const { data, values } = parsed;
  const id = form.get("id");
  try {
    if (!id) return { ok: true, id: await editor.create(deps, data, idempotencyKeyFrom(form)) };
    const validId = idField.safeParse(id);
    if (!validId.success || !(await editor.update(deps, validId.data, data))) {
      return { ok: false, reason: "not-found", values, message: editor.notFound };
    }
    return { ok: true, id: validId.data };
  } catch (error) {
    if (!(error instanceof FieldConflictError)) throw error;
    const fieldErrors = { [error.field]: error.message } as Partial<Record<Field, string>>;
    return { ok: false, reason: "conflict", values, fieldErrors, message: error.message };
  }
}

export async function deleteContent<Schema extends z.ZodType, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  deps: ContentDeps,
  form: FormData,
): Promise<FormOutcome> {
  const id = idField.safeParse(form.get("id"));
  if (!id.success || !(await editor.remove(deps, id.data))) {
    return { ok: false, reason: "not-found", message: editor.notFound };
  }
  return { ok: true };
}

const toggleValue = z.enum(["true", "false"]);

/** Sets the yes/no a card's switch shows, at once: the rest of the record stays as it is. */
export async function toggleContent<Schema extends z.ZodType, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  toggle: QuickToggleWrite,
  deps: ContentDeps,
  form: FormData,
): Promise<FormOutcome> {
  const value = toggleValue.safeParse(form.get(toggle.field));
  if (!value.success) return { ok: false, reason: "invalid", message: `Say whether it is ${toggle.label}.` };
  const id = idField.safeParse(form.get("id"));
  if (!id.success || !(await toggle.set(deps, id.data, value.data === "true"))) {
    return { ok: false, reason: "not-found", message: editor.notFound };
  }
  return { ok: true, id: id.data };
}

/** The action of a content tab: its dialog saves, its cards delete and switch their yes/no. */
export async function contentAction<Schema extends z.ZodType, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  deps: ContentDeps & { publicPages: PublicPages },
  request: Request,
) {
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const outcome =
    intent === editor.intents.save
      ? await saveContent(editor, deps, form)
      : intent === editor.intents.delete
        ? await deleteContent(editor, deps, form)
        : editor.toggle && intent === editor.toggle.intent
          ? await toggleContent(editor, editor.toggle, deps, form)
          : ({ ok: false, reason: "invalid", message: "Unknown action." } as const);
  if (outcome.ok) {
    // Case studies and articles are on public pages: once one is saved, switched or deleted, kept copies are stale.
    deps.publicPages.contentChanged();
    const id = "id" in outcome ? outcome.id : undefined;
    await refreshSocialCards(deps.db, async () => (id ? editor.pagePath(deps.db, id) : null));
  }
  return formReply(outcome);
}
