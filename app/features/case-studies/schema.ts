import { z } from "zod";
import { checkboxField, imageUrlField } from "~/features/media/image-url";

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** The case-study form, checked in the browser and again by the dashboard action. */
export const caseStudySchema = z.object({
  title: required("Title", 160),
  clientName: required("Client name", 120),
  industry: required("Industry", 80),
  challenge: required("Challenge", 2000),
  solution: required("Solution", 2000),
  results: required("Results", 2000),
  imageUrl: imageUrlField,
  featured: checkboxField,
});

export type CaseStudyInput = z.infer<typeof caseStudySchema>;
export type CaseStudyField = keyof CaseStudyInput;
export const caseStudyFields = Object.keys(caseStudySchema.shape) as CaseStudyField[];

export const CASE_STUDY_INTENTS = { save: "case-study-save", delete: "case-study-delete" } as const;
