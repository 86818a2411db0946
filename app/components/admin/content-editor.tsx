import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { useResultToast, useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { FieldErrors, FormResult } from "~/lib/form-result";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";

/** The spec's texts of one content tab, from its schema module (e.g. ARTICLE_MESSAGES). */
export interface ContentTexts {
  heading: string;
  add: string;
  empty: string;
  /** Names an item for screen readers: 'Edit article …', 'Delete article …'. */
  noun: string;
  confirmDelete: string;
  dialog: { create: string; edit: string; description: string };
  submit: { create: string; update: string };
  created: string;
  updated: string;
  saveFailed: string;
  /** The spec lets the article save toast quote the server's reason; the case-study one does not. */
  serverMessageInToast: boolean;
  deleted: string;
  deleteFailed: string;
}

export interface ContentFieldsProps<Item, Field extends string> {
  /** The record being edited; none when creating. */
  item?: Item;
  errors: FieldErrors<Field>;
  /** A field's name and its schema's length limit. */
  field: (name: Field) => { name: Field; maxLength?: number };
}

interface ContentEditorProps<Item extends { id: string; title: string }, Field extends string> {
  /** The tab's id prefix, for its heading. */
  id: string;
  items: Item[];
  texts: ContentTexts;
  intents: { save: string; delete: string };
  schema: z.ZodType;
  limits: Partial<Record<Field, number>>;
  listClassName: string;
  cardClassName: string;
  dialogClassName: string;
  /** One card's content; `actions` are its edit and delete buttons. */
  card: (item: Item, actions: React.ReactNode) => React.ReactNode;
  /** The dialog's fields, the part that differs between case studies and articles. */
  Fields: React.ComponentType<ContentFieldsProps<Item, Field>>;
}

/**
 * A content tab of the dashboard (case studies, articles): the list of cards with edit and
 * delete, and the create/edit dialog. What differs is passed in: texts, fields, card content.
 */
export function ContentEditor<Item extends { id: string; title: string }, Field extends string>(
  props: ContentEditorProps<Item, Field>,
) {
  const { id, items, texts, listClassName, dialogClassName, card } = props;
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {texts.heading}
        </h2>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          {texts.add}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">{texts.empty}</p>
      ) : (
        <ul className={listClassName}>
          {items.map((item) => (
            <ContentCard key={item.id} {...props} item={item} onEdit={() => setEditing(item)}>
              {card}
            </ContentCard>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className={dialogClassName}>
          {editing !== null ? (
            <ContentForm {...props} item={editing === "new" ? undefined : editing} onSaved={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function ContentCard<Item extends { id: string; title: string }, Field extends string>({
  item,
  texts,
  intents,
  cardClassName,
  onEdit,
  children,
}: ContentEditorProps<Item, Field> & {
  item: Item;
  onEdit: () => void;
  children: ContentEditorProps<Item, Field>["card"];
}) {
  const remove = useFetcher<FormResult>();
  useResultToast(remove.data, {
    success: { title: texts.deleted },
    failure: { title: "Error", description: texts.deleteFailed },
  });
  const actions = (
    <div className="flex shrink-0 items-start gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${texts.noun} ${item.title}`} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <ConfirmDelete
        question={texts.confirmDelete}
        label={`Delete ${texts.noun} ${item.title}`}
        disabled={remove.state !== "idle"}
        onConfirm={() => void remove.submit({ intent: intents.delete, id: item.id }, { method: "post" })}
      />
    </div>
  );
  return (
    <li className={cardClassName} aria-busy={remove.state !== "idle"}>
      {children(item, actions)}
    </li>
  );
}

function ContentForm<Item extends { id: string; title: string }, Field extends string>({
  item,
  texts,
  intents,
  schema,
  limits,
  Fields,
  onSaved,
}: ContentEditorProps<Item, Field> & { item?: Item; onSaved: () => void }) {
  const save = useFetcher<FormResult<Field>>();
  const form = useSchemaForm<Field>({
    schema,
    limits,
    result: save.data,
    toasts: {
      success: { title: item ? texts.updated : texts.created },
      failure: { title: "Error", description: texts.saveFailed },
      serverMessage: texts.serverMessageInToast,
    },
    onSuccess: onSaved,
  });
  const busy = save.state !== "idle";
  // One key for this dialog's create, kept across attempts: a create sent again after its answer was lost is stored once.
  const [createKey] = useState(() => crypto.randomUUID());
  return (
    <>
      <DialogHeader>
        <DialogTitle>{item ? texts.dialog.edit : texts.dialog.create}</DialogTitle>
        <DialogDescription>{texts.dialog.description}</DialogDescription>
      </DialogHeader>
      <save.Form
        method="post"
        noValidate
        onSubmit={(event) => void form.onSubmit(event, (element) => save.submit(element, { method: "post" }))}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={intents.save} />
        {item ? (
          <input type="hidden" name="id" value={item.id} />
        ) : (
          <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={createKey} />
        )}
        <Fields item={item} errors={form.errors} field={form.field} />
        {form.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {form.message}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : item ? texts.submit.update : texts.submit.create}
          </Button>
        </div>
      </save.Form>
    </>
  );
}
