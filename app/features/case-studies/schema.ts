import { z } from "zod";
import { checkboxField, imageAltField, imageUrlField, keptImageUrlField, refuseNewHttpImage } from "~/features/media";
import {
  checkSlug,
  seoSchema,
  slugField,
  slugRule,
  slugify,
  translationOfIn,
  translationSchema,
} from "~/features/content-editing";

export const CASE_STUDY_LIMITS = {
  title: 160,
  slug: 80,
  headlineFigure: 16,
  headlineLabel: 80,
  clientName: 120,
  industry: 80,
  challenge: 2000,
  solution: 2000,
  results: 2000,
} as const;

export const CASE_STUDY_INTENTS = {
  save: "case-study-save",
  delete: "case-study-delete",
  restore: "case-study-revision-restore",
} as const;

/** The spec's texts of the Case Studies tab, its dialog and its toasts. */
export const CASE_STUDY_MESSAGES = {
  heading: "Case Studies",
  add: "Add Case Study",
  empty: "No case studies yet. Create your first one!",
  noun: "case study",
  confirmDelete: "Are you sure you want to delete this case study?",
  dialog: {
    create: "Create Case Study",
    edit: "Edit Case Study",
    description: "Featured case studies appear on the public Case Studies page.",
  },
  submit: { create: "Create Case Study", update: "Update Case Study" },
  created: "Case study created successfully",
  updated: "Case study updated successfully",
  saveFailed: "Failed to save case study",
  serverMessageInToast: false,
  deleted: "Case study deleted successfully",
  deleteFailed: "Failed to delete case study",
  notFound: "This case study no longer exists.",
} as const;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

// Not sent by a dashboard page loaded before the field existed: the same as left empty.
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("")
    .transform((value) => value || null);

const caseStudyForm = z.object({
  title: required("Title", CASE_STUDY_LIMITS.title),
  // Empty at save: made from the client's name (below), which is short and reads well in an address.
  slug: slugField(CASE_STUDY_LIMITS.slug),
  headlineFigure: optional("Headline number", CASE_STUDY_LIMITS.headlineFigure),
  headlineLabel: optional("What the number measures", CASE_STUDY_LIMITS.headlineLabel),
  clientName: required("Client name", CASE_STUDY_LIMITS.clientName),
  industry: required("Industry", CASE_STUDY_LIMITS.industry),
  challenge: required("Challenge", CASE_STUDY_LIMITS.challenge),
  solution: required("Solution", CASE_STUDY_LIMITS.solution),
  results: required("Results", CASE_STUDY_LIMITS.results),
  // The dialog offers only the catalogue's services; a slug no service has would show on no page.
  serviceSlug: optional("Service", CASE_STUDY_LIMITS.slug).refine(
    (value) => value === null || slugRule.test(value),
    "Choose a service from the list",
  ),
  imageUrl: imageUrlField,
  imageAlt: imageAltField,
  keptImageUrl: keptImageUrlField,
  featured: checkboxField,
  ...translationSchema.shape,
  ...seoSchema.shape,
});

/** The case-study form, checked in the browser and again by the Case Studies tab's action; gives the record's fields. */
export const caseStudySchema = caseStudyForm
  .superRefine(refuseNewHttpImage)
  // A number without its meaning (or the other way round) would say nothing on the page.
  .refine((input) => !input.headlineLabel || input.headlineFigure, {
    path: ["headlineFigure"],
    message: "Add the number, or leave both headline fields empty",
  })
  .refine((input) => !input.headlineFigure || input.headlineLabel, {
    path: ["headlineLabel"],
    message: "Say what the number measures, or leave both headline fields empty",
  })
  .transform(({ keptImageUrl: _kept, ...input }) => ({
    ...input,
    slug: input.slug || slugify(input.clientName),
    // A description of no image describes nothing.
    imageAlt: input.imageUrl ? input.imageAlt : null,
    translationOf: translationOfIn(input),
  }))
  .superRefine(checkSlug);

export type CaseStudyInput = z.output<typeof caseStudySchema>;
export type CaseStudyField = keyof z.input<typeof caseStudyForm>;
export const caseStudyFields = Object.keys(caseStudyForm.shape) as CaseStudyField[];
