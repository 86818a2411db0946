import { type ChangeObject, diffWords } from "diff";
import { History } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import { REVISION_MESSAGES, type RevisionKind, revisionsPath } from "./revisions";

/** What the history's address answers (routes/admin/api/revisions.ts). */
interface RevisionsAnswer {
  revisions: { id: string; savedAt: string | Date; savedBy: string | null }[];
  values: Record<string, Record<string, string | boolean | null>>;
}

/** The fields a comparison shows, in order, with their labels. */
export type RevisionHistoryFields = readonly { name: string; label: string }[];

/** How long marking the changes of two long texts may take before they are shown unmarked. */
const DIFF_TIMEOUT_MS = 500;

/** A field's value as the comparison shows it. */
const shown = (value: string | boolean | null | undefined) =>
  value === true
    ? "Yes"
    : value === false
      ? "No"
      : value === null || value === undefined || value === ""
        ? "(empty)"
        : value;

/**
 * A card's "Versions": every save of the record is kept (the last 50), with who saved it and when.
 * Two are compared side by side, each field's removed words marked in the older and added ones in
 * the newer; one is restored as a new save (the card's switch, Published or Featured, stays).
 */
export function RevisionHistory({
  kind,
  record,
  noun,
  restoreIntent,
  fields,
}: {
  kind: RevisionKind;
  record: { id: string; title: string };
  /** Names the record for screen readers: "article", "case study". */
  noun: string;
  restoreIntent: string;
  /** The fields compared, in order, with their labels. */
  fields: RevisionHistoryFields;
}) {
  const [open, setOpen] = useState(false);
  const history = useFetcher<RevisionsAnswer>();
  const restore = useFetcher<FormResult>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [compared, setCompared] = useState<string[]>([]);
  useResultToast(
    restore.data,
    {
      success: { title: REVISION_MESSAGES.restored },
      failure: { title: "Error", description: REVISION_MESSAGES.restoreFailed },
      serverMessage: true,
    },
    () => setOpen(false),
  );
  const path = revisionsPath(kind, record.id);
  const revisions = history.data?.revisions ?? [];
  const byId = new Map(revisions.map((revision, index) => [revision.id, { ...revision, index }]));
  // Older first, whichever was ticked first.
  const pair = compared
    .map((id) => byId.get(id))
    .filter((revision) => revision !== undefined)
    .sort((a, b) => b.index - a.index);
  const values = history.data?.values ?? {};
  const ready = pair.length === 2 && pair.every((revision) => values[revision.id]);

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Versions of ${noun} ${record.title}`}
        onClick={() => {
          setOpen(true);
          setChosen([]);
          setCompared([]);
          void history.load(path);
        }}
      >
        <History aria-hidden />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>Versions</DialogTitle>
            <DialogDescription>
              Each save of “{record.title}” is kept (the last 50). Tick two to compare them; restoring one saves it
              again as the newest version.
            </DialogDescription>
          </DialogHeader>
          {!history.data ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading versions...
            </p>
          ) : revisions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No versions kept yet: each save from now on keeps one.</p>
          ) : (
            <div className="grid gap-4">
              <ol
                aria-label="Versions, newest first"
                className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2"
              >
                {revisions.map((revision, index) => {
                  const label = `${dateTime(revision.savedAt)} IST${index === 0 ? " (current)" : ""}`;
                  return (
                    <li
                      key={revision.id}
                      className="flex flex-wrap items-center gap-3 rounded px-2 py-1.5 hover:bg-muted"
                    >
                      <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4"
                          checked={chosen.includes(revision.id)}
                          onChange={(event) => {
                            const on = event.currentTarget.checked;
                            setChosen((now) =>
                              on ? [...now, revision.id].slice(-2) : now.filter((id) => id !== revision.id),
                            );
                          }}
                        />
                        <span>
                          {label}, by {revision.savedBy ?? "a former team member"}
                        </span>
                      </label>
                      {index > 0 ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={restore.state !== "idle"}
                          aria-label={`Restore the version of ${label}`}
                          onClick={() =>
                            void restore.submit(
                              { intent: restoreIntent, id: record.id, revision: revision.id },
                              { method: "post" },
                            )
                          }
                        >
                          Restore
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
              <div>
                <Button
                  type="button"
                  size="sm"
                  disabled={chosen.length !== 2}
                  onClick={() => {
                    setCompared(chosen);
                    const query = new URLSearchParams(chosen.map((id) => ["show", id]));
                    void history.load(`${path}?${query}`);
                  }}
                >
                  Compare
                </Button>
              </div>
              {ready ? (
                <Comparison
                  older={{ label: dateTime(pair[0]!.savedAt), values: values[pair[0]!.id]! }}
                  newer={{ label: dateTime(pair[1]!.savedAt), values: values[pair[1]!.id]! }}
                  fields={fields}
                />
              ) : compared.length === 2 ? (
                <p role="status" className="text-sm text-muted-foreground">
                  Loading the comparison...
                </p>
              ) : null}
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

type Side = { label: string; values: Record<string, string | boolean | null> };

/** Two versions side by side, field by field; only the fields that differ. */
function Comparison({ older, newer, fields }: { older: Side; newer: Side; fields: RevisionHistoryFields }) {
  const changed = fields.filter(({ name }) => shown(older.values[name]) !== shown(newer.values[name]));
  if (!changed.length) return <p className="text-sm">These two versions are the same.</p>;
  return (
    <section aria-label="Comparison" className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 text-sm font-semibold">
        <p>Older: {older.label} IST</p>
        <p>Newer: {newer.label} IST</p>
      </div>
      {changed.map(({ name, label }) => {
        const before = shown(older.values[name]);
        const after = shown(newer.values[name]);
        const parts = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
        return (
          <div key={name} className="grid gap-1.5">
            <h3 className="text-sm font-semibold">{label}</h3>
            <div className="grid grid-cols-2 gap-3">
              <MarkedText side="older" parts={parts} text={before} />
              <MarkedText side="newer" parts={parts} text={after} />
            </div>
          </div>
        );
      })}
    </section>
  );
}

const MARKS = {
  older: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  newer: "bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-100",
} as const;

/**
 * One side of a field's comparison: its text, the words only it has marked (removed ones in the
 * older, added ones in the newer); unmarked when the changes could not be worked out in time.
 */
function MarkedText({
  side,
  parts,
  text,
}: {
  side: keyof typeof MARKS;
  parts: ChangeObject<string>[] | undefined;
  text: string;
}) {
  const Mark = side === "older" ? "del" : "ins";
  const own = (part: ChangeObject<string>) => (side === "older" ? part.removed : part.added);
  const other = (part: ChangeObject<string>) => (side === "older" ? part.added : part.removed);
  return (
    <p className="whitespace-pre-wrap break-words rounded-md border bg-card p-2 text-sm">
      {parts
        ? parts
            .filter((part) => !other(part))
            .map((part, index) =>
              own(part) ? (
                <Mark key={index} className={MARKS[side]}>
                  {part.value}
                </Mark>
              ) : (
                part.value
              ),
            )
        : text}
    </p>
  );
}
