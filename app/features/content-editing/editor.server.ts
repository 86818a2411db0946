import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Database } from "#database/client.server";
import { databaseContext, publicPagesContext, storageContext } from "~/infrastructure/context";
import type { Storage } from "~/infrastructure/storage.server";
import { FieldRefusedError, type FormOutcome, type FormValues, fieldRefusal, formReply } from "~/lib/form-result";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";
import { adminAction } from "~/features/auth";
import { refreshSocialCards } from "~/features/media/index.server";
import { dropRedirectFrom, pageMoved } from "~/features/redirects/index.server";
import { logger } from "~/infrastructure/logger.server";
import { now } from "~/lib/clock";
import type { Locale } from "~/lib/locale";
import type { QuickToggle } from "./quick-toggle";
import { REVISION_MESSAGES, type RevisionKind } from "./revisions";
import { checkTranslation } from "./translation.server";
import { type RevisionValues, dropRevisions, keepRevision, revisionValues } from "./revisions.server";

/** What saving and deleting content needs: the database, and the storage its images are released from. */
export type ContentDeps = { db: Database; storage: Storage };

/** What every content form carries: the language it is written in, and a Hindi record's English original. */
type TranslatedRecord = { language: Locale; translationOf: string | null };

/**
 * What differs between the content the dashboard edits in a dialog (case studies, articles):
 * the form, the texts, and the record's writes. Saving, deleting and answering are the same.
 */
export interface ContentEditor<Schema extends z.ZodType<TranslatedRecord>, Field extends string> {
  /** `restore`: a kept revision restored as a new save. */
  intents: { save: string; delete: string; restore: string };
  /** Which records its revisions belong to. */
  revisionKind: RevisionKind;
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
  /**
   * What a restored version leaves as it is (whether and when the record is live: the card's
   * switch, an article's schedule), as its form would send it; null when the record no longer exists.
   */
  liveState(db: Database, id: string): Promise<Record<string, string> | null>;
  /** The address of the record's public page, and whether it is live now; null when the record no longer exists. */
  pagePath(db: Database, id: string): Promise<ContentPage | null>;
}

/** Where a record's public page is, and whether it is live (a published article, a featured case study). */
export interface ContentPage {
  path: string;
  live: boolean;
}

/** A card's switch (quick-toggle.ts) and its write: false when the record no longer exists. */
export interface QuickToggleWrite extends QuickToggle {
  set(deps: ContentDeps, id: string, on: boolean): Promise<boolean>;
}

/**
 * A revision's values as the record's form would send them (a yes as "on", nothing as empty),
 * so that restoring checks them against today's rules. Its image stays allowed as a kept one
 * (an http address saved before the https rule).
 */
function asForm(values: RevisionValues): Record<string, string> {
  const form = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value === true ? "on" : typeof value === "string" ? value : "",
    ]),
  );
  return { ...form, keptImageUrl: form.imageUrl ?? "" };
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
export async function saveContent<Schema extends z.ZodType<TranslatedRecord>, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  deps: ContentDeps,
  save: { id?: string; idempotencyKey: string | null; record: z.output<Schema>; values: FormValues<Field> },
): Promise<FormOutcome<Field>> {
  const { id, values } = save;
  try {
    const saved = { id: id ?? null, idempotencyKey: save.idempotencyKey };
    await checkTranslation(deps.db, editor.revisionKind, saved, save.record);
    if (!id) return { ok: true, id: await editor.create(deps, save.record, save.idempotencyKey) };
    const before = await editor.pagePath(deps.db, id);
    if (!(await editor.update(deps, id, save.record))) {
      return { ok: false, reason: "not-found", values, message: editor.notFound };
    }
    // A live page whose slug changed keeps its old address's links and standing: that address redirects.
    const after = await editor.pagePath(deps.db, id);
    if (before?.live && after?.live && before.path !== after.path) await pageMoved(deps.db, before.path, after.path);
    return { ok: true, id };
  } catch (error) {
    if (!(error instanceof FieldRefusedError)) throw error;
    return fieldRefusal(error, values);
  }
}

/**
 * The actions of a content tab, declared for the admin gate (ADR 030): its dialog saves, its
 * cards delete and switch their yes/no. Each that succeeds empties the kept public pages and
 * redraws the record's social card.
 */
export function contentActions<Schema extends z.ZodType<TranslatedRecord>, Field extends string>(
  editor: ContentEditor<Schema, Field>,
  labels: { save: string; delete: string; toggle?: string; restore: string },
) {
  const depsOf = (context: Readonly<RouterContextProvider>): ContentDeps => ({
    db: context.get(databaseContext).db,
    storage: context.get(storageContext),
  });
  const answer = async (context: Readonly<RouterContextProvider>, outcome: FormOutcome<Field>) => {
    if (outcome.ok) {
      // Case studies and articles are on public pages: once one is saved, switched or deleted, kept copies are stale.
      const { db } = context.get(databaseContext);
      const page = outcome.id ? await editor.pagePath(db, outcome.id) : null;
      // A page live at an address a redirect was sending elsewhere wins: the redirect goes.
      if (page?.live) await dropRedirectFrom(db, page.path);
      context.get(publicPagesContext).contentChanged();
      await refreshSocialCards(db, async () => page?.path ?? null);
    }
    return formReply(outcome);
  };
  const notFound = { ok: false, reason: "not-found", message: editor.notFound } as const;
  const onRecord = z.object({ id: z.uuid(editor.notFound) });
  const { toggle, revisionKind: kind } = editor;
  /** After a save from the dialog (or a restore): what the record now holds is kept as a revision. */
  const kept = async (
    context: Readonly<RouterContextProvider>,
    outcome: FormOutcome<Field>,
    record: unknown,
    savedBy: string,
  ) => {
    if (!outcome.ok || !outcome.id) return outcome;
    try {
      const values = record as RevisionValues;
      await keepRevision(depsOf(context).db, { kind, recordId: outcome.id, values, savedBy, savedAt: now() });
    } catch (error) {
      // The save stands; only its revision is missing, and the next save keeps one again.
      logger.error({ err: error, kind }, "a saved record's revision could not be kept");
    }
    return outcome;
  };
  return [
    adminAction({
      intent: editor.intents.save,
      permission: "content",
      schema: z.object({ id: recordId, [IDEMPOTENCY_KEY_FIELD]: idempotencyKeyField }).and(editor.schema),
      fields: editor.fields,
      audit: { label: labels.save },
      run: async ({ input, values, context, me }) => {
        const { id, [IDEMPOTENCY_KEY_FIELD]: idempotencyKey, ...record } = input as Record<string, unknown>;
        const save = {
          id: id as string | undefined,
          idempotencyKey: idempotencyKey as string | null,
          values: values as FormValues<Field>,
        };
        const outcome = await saveContent(editor, depsOf(context), { ...save, record: record as z.output<Schema> });
        return answer(context, await kept(context, outcome, record, me.userId));
      },
    }),
    adminAction({
      intent: editor.intents.restore,
      permission: "content",
      schema: onRecord.extend({ revision: z.uuid(REVISION_MESSAGES.gone) }),
      audit: { label: labels.restore },
      run: async ({ input, context, me }) => {
        const deps = depsOf(context);
        const revision = (await revisionValues(deps.db, kind, input.id, [input.revision])).get(input.revision);
        if (!revision) return answer(context, { ok: false, reason: "not-found", message: REVISION_MESSAGES.gone });
        // A version brings back the words, not whether or when the record is live.
        const live = await editor.liveState(deps.db, input.id);
        if (!live) return answer(context, notFound);
        const form = { ...asForm(revision), ...live };
        const checked = editor.schema.safeParse(form);
        if (!checked.success) {
          // Today's rules refuse what was saved then (a limit since lowered): said, and nothing changes.
          const message = checked.error.issues[0]?.message ?? REVISION_MESSAGES.restoreFailed;
          return answer(context, { ok: false, reason: "invalid", message });
        }
        const save = { id: input.id, idempotencyKey: null, values: {} as FormValues<Field> };
        const outcome = await saveContent(editor, deps, { ...save, record: checked.data });
        return answer(context, await kept(context, outcome, checked.data, me.userId));
      },
    }),
    adminAction({
      intent: editor.intents.delete,
      permission: "content",
      schema: onRecord,
      audit: { label: labels.delete },
      run: async ({ input, context }) => {
        const deps = depsOf(context);
        // Its versions first: the image the record lets go of is then claimed by nothing.
        await dropRevisions(deps.db, kind, input.id);
        return answer(context, (await editor.remove(deps, input.id)) ? { ok: true } : notFound);
      },
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
