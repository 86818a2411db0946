import { type ContentFieldsProps, ContentEditor } from "~/components/admin/content-editor";
import { Field } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import type { listAllCaseStudies } from "./admin-queries.server";
import {
  CASE_STUDY_INTENTS,
  CASE_STUDY_LIMITS,
  CASE_STUDY_MESSAGES,
  type CaseStudyField,
  caseStudySchema,
} from "./schema";

type CaseStudy = Omit<Awaited<ReturnType<typeof listAllCaseStudies>>[number], "createdAt" | "updatedAt"> & {
  createdAt: string | Date;
};

/** The Case Studies tab: cards with edit and delete, and the create/edit dialog. */
export function CaseStudiesPanel({ caseStudies }: { caseStudies: CaseStudy[] }) {
  return (
    <ContentEditor<CaseStudy, CaseStudyField>
      id="case-studies"
      items={caseStudies}
      texts={CASE_STUDY_MESSAGES}
      intents={CASE_STUDY_INTENTS}
      schema={caseStudySchema}
      limits={CASE_STUDY_LIMITS}
      listClassName="grid gap-4 lg:grid-cols-2"
      cardClassName="flex flex-col gap-3 rounded-xl border bg-background p-5 shadow-sm"
      dialogClassName="max-w-2xl"
      card={(caseStudy, actions) => (
        <>
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
            {actions}
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
        </>
      )}
      Fields={CaseStudyFields}
    />
  );
}

function CaseStudyFields({ item: caseStudy, errors, field }: ContentFieldsProps<CaseStudy, CaseStudyField>) {
  const text = (name: CaseStudyField & keyof CaseStudy, label: string) => (
    <Field label={label} error={errors[name]}>
      {(control) => <Input {...control} {...field(name)} required defaultValue={String(caseStudy?.[name] ?? "")} />}
    </Field>
  );
  const long = (name: CaseStudyField & keyof CaseStudy, label: string) => (
    <Field label={label} error={errors[name]}>
      {(control) => (
        <Textarea {...control} {...field(name)} required rows={3} defaultValue={String(caseStudy?.[name] ?? "")} />
      )}
    </Field>
  );
  return (
    <>
      {text("title", "Title *")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("clientName", "Client Name *")}
        {text("industry", "Industry *")}
      </div>
      {long("challenge", "Challenge *")}
      {long("solution", "Solution *")}
      {long("results", "Results *")}
      <ImageField bucket="case-studies" defaultUrl={caseStudy?.imageUrl} error={errors.imageUrl} />
      <div className="flex items-center gap-3">
        <Switch id="case-study-featured" name="featured" defaultChecked={caseStudy?.featured ?? false} />
        <Label htmlFor="case-study-featured">Featured on website</Label>
      </div>
    </>
  );
}
