import { z } from "zod";
import {
  checkboxField,
  imageUrlField,
  keptImageUrlField,
  refuseNewHttpImage,
} from "~/features/media/image-field-schema";

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const caseStudyForm = z.object({
  title: required("Title", 160),
  clientName: required("Client name", 120),
  industry: required("Industry", 80),
  challenge: required("Challenge", 2000),
  solution: required("Solution", 2000),
  results: required("Results", 2000),
  imageUrl: imageUrlField,
  keptImageUrl: keptImageUrlField,
  featured: checkboxField,
});

/** The case-study form, checked in the browser and again by the dashboard action; gives the record's fields. */
export const caseStudySchema = caseStudyForm
  .superRefine(refuseNewHttpImage)
  .transform(({ keptImageUrl: _kept, ...input }) => input);

export type CaseStudyInput = z.output<typeof caseStudySchema>;
export type CaseStudyField = keyof z.input<typeof caseStudyForm>;
export const caseStudyFields = Object.keys(caseStudyForm.shape) as CaseStudyField[];

export const CASE_STUDY_INTENTS = { save: "case-study-save", delete: "case-study-delete" } as const;
