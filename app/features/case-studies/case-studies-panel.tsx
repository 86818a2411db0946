import { createContext, use } from "react";
import { type ContentFieldsProps, ContentEditor } from "~/components/admin/content-editor";
import { Field } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import {
  QUICK_TOGGLES,
  RevisionHistory,
  type RevisionHistoryFields,
  SearchAppearance,
  TranslationFields,
  TranslationNote,
  searchValues,
  useLanguageField,
} from "~/features/content-editing";
import { localePath } from "~/lib/locale";
import { caseStudySearchDefaults } from "./search";
import { IMAGE_ALT_MAX } from "~/features/media";
import { variantName } from "~/lib/image-variants";
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

/** A case study's values as the dialog's fields hold them; a new one's are empty, not featured. */
const caseStudyValues = (caseStudy?: CaseStudy): Partial<Record<CaseStudyField, string>> => ({
  title: caseStudy?.title ?? "",
  clientName: caseStudy?.clientName ?? "",
  industry: caseStudy?.industry ?? "",
  slug: caseStudy?.slug ?? "",
  headlineFigure: caseStudy?.headlineFigure ?? "",
  headlineLabel: caseStudy?.headlineLabel ?? "",
  challenge: caseStudy?.challenge ?? "",
  solution: caseStudy?.solution ?? "",
  results: caseStudy?.results ?? "",
  serviceSlug: caseStudy?.serviceSlug ?? "",
  imageUrl: caseStudy?.imageUrl ?? "",
  imageAlt: caseStudy?.imageAlt ?? "",
  featured: caseStudy?.featured ? "on" : "",
  language: caseStudy?.language ?? "en",
  translationOf: caseStudy?.translationOf ?? "",
  ...searchValues(caseStudy),
});

/** The services a case study can belong to, by category, as the dialog's list offers them. */
export type ServiceChoices = readonly { category: string; services: readonly { slug: string; title: string }[] }[];

// The dialog's fields are a component the shared editor renders: the list reaches them this way.
const ServiceChoicesContext = createContext<ServiceChoices>([]);

/** The Case Studies tab: cards with edit, delete and a Featured switch, and the create/edit dialog. */
export function CaseStudiesPanel({ caseStudies, services }: { caseStudies: CaseStudy[]; services: ServiceChoices }) {
  return (
    <ServiceChoicesContext value={services}>
      <ContentEditor<CaseStudy, CaseStudyField>
        id="case-studies"
        items={caseStudies}
        texts={CASE_STUDY_MESSAGES}
        intents={CASE_STUDY_INTENTS}
        toggle={QUICK_TOGGLES.caseStudy}
        schema={caseStudySchema}
        limits={CASE_STUDY_LIMITS}
        valuesOf={caseStudyValues}
        listClassName="grid gap-4 lg:grid-cols-2"
        cardClassName="flex flex-col gap-3 rounded-xl border bg-background p-5 shadow-sm"
        dialogClassName="max-w-2xl"
        card={(caseStudy, parts) => (
          <CaseStudyCard
            caseStudy={caseStudy}
            pair={<TranslationNote item={caseStudy} items={caseStudies} />}
            {...parts}
          />
        )}
        Fields={CaseStudyFields}
      />
    </ServiceChoicesContext>
  );
}

/** A case study's fields as its versions are compared. */
const CASE_STUDY_REVISION_FIELDS: RevisionHistoryFields = [
  { name: "title", label: "Title" },
  { name: "clientName", label: "Client Name" },
  { name: "industry", label: "Industry" },
  { name: "language", label: "Language" },
  { name: "slug", label: "Slug" },
  { name: "serviceSlug", label: "Service" },
  { name: "headlineFigure", label: "Headline number" },
  { name: "headlineLabel", label: "What it measures" },
  { name: "challenge", label: "Challenge" },
  { name: "solution", label: "Solution" },
  { name: "results", label: "Results" },
  { name: "imageUrl", label: "Image" },
  { name: "imageAlt", label: "Image description" },
  { name: "searchTitle", label: "Search title" },
  { name: "searchDescription", label: "Search description" },
];

function CaseStudyCard({
  caseStudy,
  pair,
  actions,
  toggle,
  kept,
}: {
  caseStudy: CaseStudy;
  pair: React.ReactNode;
  actions: React.ReactNode;
  toggle: React.ReactNode;
  kept: React.ReactNode;
}) {
  const thumbnail = caseStudy.image?.variants.length
    ? variantName(caseStudy.image.url, caseStudy.image.variants[0]!)
    : caseStudy.imageUrl;
  return (
    <>
      <div className="flex items-start gap-3">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            width={96}
            height={64}
            loading="lazy"
            className="h-12 w-16 shrink-0 rounded-md border object-cover sm:h-16 sm:w-24"
          />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {caseStudy.title}
            {caseStudy.featured ? <Badge>Featured</Badge> : null}
            {kept}
          </h3>
          <p className="text-sm text-muted-foreground">
            {caseStudy.clientName} • {caseStudy.industry}
          </p>
          {pair}
        </div>
        {/* On a phone the card's buttons stand in a column: a row of three left the title no room. */}
        <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
          <RevisionHistory
            kind="case-study"
            record={caseStudy}
            noun="case study"
            restoreIntent={CASE_STUDY_INTENTS.restore}
            fields={CASE_STUDY_REVISION_FIELDS}
          />
          {actions}
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
      <div className="mt-auto border-t pt-3">{toggle}</div>
    </>
  );
}

function CaseStudyFields({
  item: caseStudy,
  items,
  values,
  errors,
  field,
}: ContentFieldsProps<CaseStudy, CaseStudyField>) {
  const services = use(ServiceChoicesContext);
  const [language, setLanguage] = useLanguageField(values);
  const text = (name: CaseStudyField, label: string) => (
    <Field label={label} error={errors[name]}>
      {(control) => <Input {...control} {...field(name)} required defaultValue={values[name] ?? ""} />}
    </Field>
  );
  const long = (name: CaseStudyField, label: string) => (
    <Field label={label} error={errors[name]}>
      {(control) => <Textarea {...control} {...field(name)} required rows={3} defaultValue={values[name] ?? ""} />}
    </Field>
  );
  const optional = (name: CaseStudyField, label: string, hint: string) => (
    <Field label={label} error={errors[name]} hint={hint}>
      {(control) => <Input {...control} {...field(name)} defaultValue={values[name] ?? ""} />}
    </Field>
  );
  return (
    <>
      {text("title", "Title *")}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text("clientName", "Client Name *")}
        {text("industry", "Industry *")}
      </div>
      <TranslationFields
        noun="case study"
        item={caseStudy}
        items={items}
        language={language}
        onLanguageChange={setLanguage}
        values={values}
        errors={errors}
      />
      {optional(
        "slug",
        "Slug",
        `Its page's address: ${localePath(language, "/case-studies/slug")}. Left empty, made from the client's name.`,
      )}
      <Field label="Service" error={errors.serviceSlug} hint="While it is featured, this service's page shows it.">
        {(control) => (
          <Select {...control} {...field("serviceSlug")} defaultValue={values.serviceSlug ?? ""}>
            <option value="">None</option>
            {services.map((group) => (
              <optgroup key={group.category} label={group.category}>
                {group.services.map((service) => (
                  <option key={service.slug} value={service.slug}>
                    {service.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        {optional("headlineFigure", "Headline number", "Shown big, e.g. 31% or ₹38 lakh.")}
        {optional("headlineLabel", "What it measures", "e.g. lower cost per booked appointment")}
      </div>
      {long("challenge", "Challenge *")}
      {long("solution", "Solution *")}
      {long("results", "Results *")}
      <ImageField
        bucket="case-studies"
        defaultUrl={caseStudy?.imageUrl}
        startUrl={values.imageUrl}
        startAlt={values.imageAlt}
        altLimit={IMAGE_ALT_MAX}
        error={errors.imageUrl}
        altError={errors.imageAlt}
      />
      <div className="flex items-center gap-3">
        <Switch id="case-study-featured" name="featured" defaultChecked={values.featured === "on"} />
        <Label htmlFor="case-study-featured">Featured on website</Label>
      </div>
      <SearchAppearance
        path={(fields) =>
          localePath(fields.language === "hi" ? "hi" : "en", `/case-studies/${fields.slug?.trim() || "your-slug"}`)
        }
        values={values}
        errors={errors}
        describe={(fields) => ({
          defaults: caseStudySearchDefaults({
            title: fields.title ?? "",
            headlineFigure: fields.headlineFigure?.trim() || null,
            headlineLabel: fields.headlineLabel?.trim() || null,
            results: fields.results ?? "",
          }),
          cover: fields.imageUrl ? { alt: fields.imageAlt?.trim() || null } : null,
          markdown: [],
          card: {
            kind: "case-study",
            title: fields.title ?? "",
            industry: fields.industry ?? "",
            figure: fields.headlineFigure ?? "",
            figureLabel: fields.headlineLabel ?? "",
          },
        })}
      />
    </>
  );
}
