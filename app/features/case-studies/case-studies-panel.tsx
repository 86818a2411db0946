import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Field } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import type { ActionResult } from "~/lib/action-result";
import { checkForm } from "~/lib/forms";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";
import type { listAllCaseStudies } from "./admin.server";
import { CASE_STUDY_INTENTS, type CaseStudyField, caseStudySchema } from "./schema";

type CaseStudy = Omit<Awaited<ReturnType<typeof listAllCaseStudies>>[number], "createdAt" | "updatedAt"> & {
  createdAt: string | Date;
};

/** The Case Studies tab: cards with edit and delete, and the create/edit dialog. */
export function CaseStudiesPanel({ caseStudies }: { caseStudies: CaseStudy[] }) {
  const [editing, setEditing] = useState<CaseStudy | "new" | null>(null);
  return (
    <section aria-labelledby="case-studies-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="case-studies-heading" className="text-xl font-semibold">
          Case Studies
        </h2>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          Add Case Study
        </Button>
      </div>
      {caseStudies.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
          No case studies yet. Create your first one!
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {caseStudies.map((caseStudy) => (
            <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} onEdit={() => setEditing(caseStudy)} />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl">
          {editing !== null ? (
            <CaseStudyForm caseStudy={editing === "new" ? undefined : editing} onSaved={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function CaseStudyCard({ caseStudy, onEdit }: { caseStudy: CaseStudy; onEdit: () => void }) {
  const remove = useFetcher<ActionResult>();
  useActionToast(remove.data, { success: "Case study deleted successfully", failure: "Failed to delete case study" });
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-background p-5 shadow-sm"
      aria-busy={remove.state !== "idle"}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {caseStudy.title}
            {caseStudy.featured ? <Badge>Featured</Badge> : null}
          </h3>
          <p className="text-sm text-muted-foreground">
            {caseStudy.clientName} • {caseStudy.industry}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit case study ${caseStudy.title}`} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <ConfirmDelete
            question="Are you sure you want to delete this case study?"
            label={`Delete case study ${caseStudy.title}`}
            disabled={remove.state !== "idle"}
            onConfirm={() =>
              void remove.submit({ intent: CASE_STUDY_INTENTS.delete, id: caseStudy.id }, { method: "post" })
            }
          />
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        {(
          [
            ["Challenge", caseStudy.challenge],
            ["Solution", caseStudy.solution],
            ["Results", caseStudy.results],
          ] as const
        ).map(([label, text]) => (
          <div key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd className="line-clamp-3 text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function CaseStudyForm({ caseStudy, onSaved }: { caseStudy?: CaseStudy; onSaved: () => void }) {
  const save = useFetcher<ActionResult<CaseStudyField>>();
  const [clientErrors, setClientErrors] = useState<Partial<Record<CaseStudyField, string>> | null>(null);
  const serverResult = save.data && !save.data.ok ? save.data : undefined;
  const errors = clientErrors ?? serverResult?.fieldErrors ?? {};
  const busy = save.state !== "idle";
  // One key for this dialog's create, kept across attempts: a create sent again after its answer was lost is stored once.
  const [createKey] = useState(() => crypto.randomUUID());
  useActionToast(
    save.data,
    {
      success: caseStudy ? "Case study updated successfully" : "Case study created successfully",
      failure: "Failed to save case study",
    },
    onSaved,
  );

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkForm<CaseStudyField>(form, caseStudySchema);
    setClientErrors(found);
    if (!found) void save.submit(form, { method: "post" });
  }

  const text = (name: CaseStudyField & keyof CaseStudy, label: string, max: number) => (
    <Field label={label} error={errors[name]}>
      {(control) => (
        <Input {...control} name={name} required maxLength={max} defaultValue={String(caseStudy?.[name] ?? "")} />
      )}
    </Field>
  );
  const long = (name: CaseStudyField & keyof CaseStudy, label: string) => (
    <Field label={label} error={errors[name]}>
      {(control) => (
        <Textarea
          {...control}
          name={name}
          required
          rows={3}
          maxLength={2000}
          defaultValue={String(caseStudy?.[name] ?? "")}
        />
      )}
    </Field>
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{caseStudy ? "Edit Case Study" : "Create Case Study"}</DialogTitle>
        <DialogDescription>Featured case studies appear on the public Case Studies page.</DialogDescription>
      </DialogHeader>
      <save.Form method="post" noValidate onSubmit={submit} className="grid gap-4">
        <input type="hidden" name="intent" value={CASE_STUDY_INTENTS.save} />
        {caseStudy ? (
          <input type="hidden" name="id" value={caseStudy.id} />
        ) : (
          <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={createKey} />
        )}
        {text("title", "Title *", 160)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("clientName", "Client Name *", 120)}
          {text("industry", "Industry *", 80)}
        </div>
        {long("challenge", "Challenge *")}
        {long("solution", "Solution *")}
        {long("results", "Results *")}
        <ImageField bucket="case-studies" defaultUrl={caseStudy?.imageUrl} error={errors.imageUrl} />
        <div className="flex items-center gap-3">
          <Switch id="case-study-featured" name="featured" defaultChecked={caseStudy?.featured ?? false} />
          <Label htmlFor="case-study-featured">Featured on website</Label>
        </div>
        {serverResult?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverResult.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : caseStudy ? "Update Case Study" : "Create Case Study"}
          </Button>
        </div>
      </save.Form>
    </>
  );
}
