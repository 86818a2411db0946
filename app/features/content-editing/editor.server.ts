import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Database } from "#database/client.server";
import { databaseContext, publicPagesContext, storageContext } from "~/infrastructure/context";
import type { Storage } from "~/infrastructure/storage.server";
import { type FormOutcome, type FormValues, formReply } from "~/lib/form-result";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";
import { adminAction } from "~/features/auth";
import { refreshSocialCards } from "~/features/media/index.server";
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

/** The key a dialog sends once per create (lib/idempotency.ts), or null when there is none. */
const idempotencyKeyField = z
  .string()
  .optional()
  .transform((value) => value?.trim().slice(0, 64) || null);

/** A record's id as a form names it: none (or empty) for a new record. */
const recordId = z
  .union([z.literal(""), z.uuid()])
  .optional()
  .transform((id) => id || undefined);

/** Creates (no id) or updates (id) a record from the editor dialog's checked form. */
export async function saveContent<Schema extends z.ZodType, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  deps: ContentDeps,
  save: { id?: string; idempotencyKey: string | null; record: z.output<Schema>; values: FormValues<Field> },
): Promise<FormOutcome<Field>> {
  const { id, values } = save;
  try {
    if (!id) return { ok: true, id: await editor.create(deps, save.record, save.idempotencyKey) };
    if (!(await editor.update(deps, id, save.record))) {
      return { ok: false, reason: "not-found", values, message: editor.notFound };
    }
    return { ok: true, id };
  } catch (error) {
    if (!(error instanceof FieldConflictError)) throw error;
    const fieldErrors = { [error.field]: error.message } as Partial<Record<Field, string>>;
    return { ok: false, reason: "conflict", values, fieldErrors, message: error.message };
  }
}

/**
 * The actions of a content tab, declared for the admin gate (ADR 030): its dialog saves, its
 * cards delete and switch their yes/no. Each that succeeds empties the kept public pages and
 * redraws the record's social card.
 */
export function contentActions<Schema extends z.ZodType, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  labels: { save: string; delete: string; toggle?: string },
) {
  const depsOf = (context: Readonly<RouterContextProvider>): ContentDeps => ({
    db: context.get(databaseContext).db,
    storage: context.get(storageContext),
  });
  const answer = async (context: Readonly<RouterContextProvider>, outcome: FormOutcome<Field>) => {
    if (outcome.ok) {
      // Case studies and articles are on public pages: once one is saved, switched or deleted, kept copies are stale.
      context.get(publicPagesContext).contentChanged();
      const { db } = context.get(databaseContext);
      const id = outcome.id;
      await refreshSocialCards(db, async () => (id ? editor.pagePath(db, id) : null));
    }
    return formReply(outcome);
  };
  const notFound = { ok: false, reason: "not-found", message: editor.notFound } as const;
  const onRecord = z.object({ id: z.uuid(editor.notFound) });
  const { toggle } = editor;
  return [
    adminAction({
      intent: editor.intents.save,
      permission: "content",
      schema: z.object({ id: recordId, [IDEMPOTENCY_KEY_FIELD]: idempotencyKeyField }).and(editor.schema),
      fields: editor.fields,
      audit: { label: labels.save },
      run: ({ input, values, context }) => {
        const { id, [IDEMPOTENCY_KEY_FIELD]: idempotencyKey, ...record } = input as Record<string, unknown>;
        const save = {
          id: id as string | undefined,
          idempotencyKey: idempotencyKey as string | null,
          values: values as FormValues<Field>,
        };
        return saveContent(editor, depsOf(context), { ...save, record: record as z.output<Schema> }).then((outcome) =>
          answer(context, outcome),
        );
      },
    }),
    adminAction({
      intent: editor.intents.delete,
      permission: "content",
      schema: onRecord,
      audit: { label: labels.delete },
      run: async ({ input, context }) =>
        answer(context, (await editor.remove(depsOf(context), input.id)) ? { ok: true } : notFound),
    }),
    ...(toggle
      ? [
          adminAction({
            intent: toggle.intent,
            permission: "content",
            schema: onRecord.extend({
              [toggle.field]: z.enum(["true", "false"], `Say whether it is ${toggle.label.toLowerCase()}.`),
            }),
            audit: { label: labels.toggle ?? toggle.label, keep: { [toggle.field]: toggle.field } },
            run: async ({ input, context }) => {
              // The field's name is the toggle's (published, featured): read by that name.
              const { id, [toggle.field]: value } = input as Record<string, string>;
              const done = await toggle.set(depsOf(context), id!, value === "true");
              return answer(context, done ? { ok: true, id } : notFound);
            },
          }),
        ]
      : []),
  ];
}
