import { Pencil, Plus } from "lucide-react";
import { useId, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { z } from "zod";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FormAlert } from "~/components/admin/field";
import { FormDialog, useCloseGuard } from "~/components/admin/form-dialog";
import { readDraft, useFormDraft, watchDrafts } from "~/components/admin/form-draft";
import { useResultToast, useSchemaForm } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import type { FieldErrors, FormResult, FormValues } from "~/lib/form-result";
import { dateTime, mediumDate, timeOfDay } from "~/lib/format";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";
import { now } from "~/lib/clock";

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
  /** Every record of the tab (a translation names its original among them). */
  items: readonly Item[];
  /** What the fields start with, as the form holds them: the record's values, or a restored draft's. */
  values: FormValues<Field>;
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
  /** The yes/no each card switches at once, without the dialog (an article's Published), and its intent. */
  toggle?: { intent: string; field: keyof Item & string; label: string };
  schema: z.ZodType;
  limits: Partial<Record<Field, number>>;
  /** A record's values as its form's fields hold them (a switch that is on: "on"); none given: a new one's. */
  valuesOf: (item?: Item) => FormValues<Field>;
  listClassName: string;
  cardClassName: string;
  dialogClassName: string;
  /**
   * One card's content; `actions` are its edit and delete buttons, `toggle` its quick switch,
   * `kept` the "Unsaved changes" badge when this browser keeps a draft of it. The item shows the
   * switch's new value while it is being saved.
   */
  card: (
    item: Item,
    parts: { actions: React.ReactNode; toggle: React.ReactNode; kept: React.ReactNode },
  ) => React.ReactNode;
  /** The dialog's fields, the part that differs between case studies and articles. */
  Fields: React.ComponentType<ContentFieldsProps<Item, Field>>;
}

/**
 * A content tab of the dashboard (case studies, articles): the list of cards with edit, delete
 * and a quick switch, and the create/edit dialog, which keeps a draft of what is typed in this
 * browser and asks before closing over unsaved changes. What differs is passed in: texts,
 * fields, card content.
 */
export function ContentEditor<Item extends { id: string; title: string }, Field extends string>(
  props: ContentEditorProps<Item, Field>,
) {
  const { id, items, texts, intents, listClassName, dialogClassName, card } = props;
  const [opened, setOpened] = useOpenRecord();
  const editing = opened === "new" ? "new" : (items.find((item) => item.id === opened) ?? null);
  const setEditing = (next: Item | "new" | null) => setOpened(next === null || next === "new" ? next : next.id);
  // The tab, not the card, sends a delete and shows its toast: the card is gone from the list
  // loaded again after the delete, and a toast owned by it could be lost with it.
  const remove = useFetcher<FormResult>();
  useResultToast(remove.data, {
    success: { title: texts.deleted },
    failure: { title: "Error", description: texts.deleteFailed },
  });
  const deleting = remove.state !== "idle" ? remove.formData?.get("id") : null;
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
            <ContentCard
              key={item.id}
              {...props}
              item={item}
              onEdit={() => setEditing(item)}
              deleting={remove.state !== "idle"}
              beingDeleted={deleting === item.id}
              onDelete={() => void remove.submit({ intent: intents.delete, id: item.id }, { method: "post" })}
            >
              {card}
            </ContentCard>
          ))}
        </ul>
      )}
      <FormDialog open={editing !== null} onClose={() => setEditing(null)} className={dialogClassName}>
        {editing !== null ? (
          <ContentForm {...props} item={editing === "new" ? undefined : editing} onSaved={() => setEditing(null)} />
        ) : null}
      </FormDialog>
    </section>
  );
}

/** The search parameter that names the open dialog's record: a reload or a shared address opens it again. */
const EDIT_PARAM = "edit";

/**
 * Which record's dialog is open ("new", a record's id, or none), kept in the address as
 * `?edit=<id>` or `?edit=new`, so a reload opens the dialog again and its kept draft is offered
 * back. The address is written without a navigation: opening a dialog loads nothing from the
 * server, and the router's own entry in the history is kept as it is.
 */
function useOpenRecord(): [string | null, (next: string | null) => void] {
  const [params] = useSearchParams();
  const [opened, setOpened] = useState(() => params.get(EDIT_PARAM));
  const open = (next: string | null) => {
    setOpened(next);
    const address = new URL(window.location.href);
    if (next === null) address.searchParams.delete(EDIT_PARAM);
    else address.searchParams.set(EDIT_PARAM, next);
    window.history.replaceState(window.history.state, "", address);
  };
  return [opened, open];
}

/** How long a switch's toast offers its Undo. */
const UNDO_TOAST_MS = 8_000;

/** Where this browser keeps the draft of a tab's record ("new" for one not yet created). */
const draftKey = (tab: string, recordId: string) => `${tab}:${recordId}`;

function ContentCard<Item extends { id: string; title: string }, Field extends string>({
  id: tab,
  item,
  texts,
  toggle,
  cardClassName,
  onEdit,
  deleting,
  beingDeleted,
  onDelete,
  children,
}: ContentEditorProps<Item, Field> & {
  item: Item;
  onEdit: () => void;
  /** A delete is on its way (one at a time); `beingDeleted`: this card's. */
  deleting: boolean;
  beingDeleted: boolean;
  onDelete: () => void;
  children: ContentEditorProps<Item, Field>["card"];
}) {
  // The server renders no draft; the browser reads its storage, and again whenever a draft changes.
  const kept = useSyncExternalStore(
    watchDrafts,
    () => readDraft(draftKey(tab, item.id)) !== null,
    () => false,
  );
  // The switch saves at once; until the list is loaded again, the card shows the value sent.
  const flip = useFetcher<FormResult>();
  // The value the switch last sent, which its toast's Undo sets back.
  const lastSent = useRef(false);
  const switchTo = (on: boolean) => {
    if (!toggle) return;
    lastSent.current = on;
    void flip.submit({ intent: toggle.intent, id: item.id, [toggle.field]: String(on) }, { method: "post" });
  };
  const sent = toggle ? flip.formData?.get(toggle.field) : null;
  useResultToast(flip.data, {
    success: {
      title: texts.updated,
      // Longer than a plain confirmation: time to read it and change one's mind.
      duration: UNDO_TOAST_MS,
      action: { label: "Undo", onClick: () => switchTo(!lastSent.current) },
    },
    failure: { title: "Error", description: texts.saveFailed },
    serverMessage: texts.serverMessageInToast,
  });
  const switchId = useId();
  const shown = toggle && typeof sent === "string" ? ({ ...item, [toggle.field]: sent === "true" } as Item) : item;
  const quickToggle = toggle ? (
    <div className="flex items-center gap-2">
      <Switch
        id={switchId}
        checked={Boolean(shown[toggle.field])}
        aria-label={`${toggle.label}: ${item.title}`}
        onCheckedChange={switchTo}
      />
      <label htmlFor={switchId} className="cursor-pointer text-sm font-medium">
        {toggle.label}
      </label>
    </div>
  ) : null;
  const actions = (
    <div className="flex shrink-0 items-start gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${texts.noun} ${item.title}`} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <ConfirmDelete
        question={texts.confirmDelete}
        label={`Delete ${texts.noun} ${item.title}`}
        disabled={deleting}
        onConfirm={onDelete}
      />
    </div>
  );
  return (
    <li className={cardClassName} aria-busy={beingDeleted}>
      {children(shown, {
        actions,
        toggle: quickToggle,
        kept: kept ? <Badge variant="warning">Unsaved changes</Badge> : null,
      })}
    </li>
  );
}

/** The hidden fields of the dialog's form that are not what the person typed. */
const BOOKKEEPING_FIELDS = ["intent", "id", IDEMPOTENCY_KEY_FIELD, "keptImageUrl"];

function ContentForm<Item extends { id: string; title: string }, Field extends string>({
  id: tab,
  item,
  items,
  texts,
  intents,
  schema,
  limits,
  valuesOf,
  Fields,
  onSaved,
}: ContentEditorProps<Item, Field> & { item?: Item; onSaved: () => void }) {
  const save = useFetcher<FormResult<Field>>();
  const formElement = useRef<HTMLFormElement>(null);
  // Typing is kept in this browser per record until saved; closing over changes asks first.
  const draft = useFormDraft({ key: draftKey(tab, item?.id ?? "new"), form: formElement, omit: BOOKKEEPING_FIELDS });
  useCloseGuard({ hasChanges: draft.hasChanges, onDiscard: draft.settle });
  // The fields start again (a new `version`) with a restored draft's values.
  const [start, setStart] = useState(() => ({ values: valuesOf(item), version: 0 }));
  const form = useSchemaForm<Field>({
    schema,
    limits,
    result: save.data,
    toasts: {
      success: { title: item ? texts.updated : texts.created },
      failure: { title: "Error", description: texts.saveFailed },
      serverMessage: texts.serverMessageInToast,
    },
    onSuccess: () => {
      draft.settle();
      onSaved();
    },
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
      {draft.offer ? (
        <DraftOffer
          savedAt={draft.offer.savedAt}
          onRestore={() => {
            const values = draft.restore();
            if (values)
              setStart(({ version }) => ({
                values: Object.fromEntries(values) as FormValues<Field>,
                version: version + 1,
              }));
          }}
          onDiscard={draft.discardOffer}
        />
      ) : null}
      <save.Form
        ref={formElement}
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
        <Fields
          key={start.version}
          item={item}
          items={items}
          values={start.values}
          errors={form.errors}
          field={form.field}
        />
        <FormAlert message={form.message} />
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : item ? texts.submit.update : texts.submit.create}
          </Button>
        </div>
      </save.Form>
    </>
  );
}

/** '10:15 am' today, '25 Nov 2026, 6:40 pm' before. */
function savedWhen(savedAt: number): string {
  const saved = new Date(savedAt);
  return mediumDate(saved) === mediumDate(now()) ? timeOfDay(saved) : dateTime(saved);
}

/** A draft kept from an earlier visit (a crash, a closed tab), offered back. */
function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted p-3">
      <p id={id} role="status" className="min-w-0 flex-1 text-sm font-medium">
        Restore the unsaved changes from {savedWhen(savedAt)}?
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" aria-describedby={id} onClick={onRestore}>
          Restore
        </Button>
        <Button type="button" size="sm" variant="outline" aria-describedby={id} onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
