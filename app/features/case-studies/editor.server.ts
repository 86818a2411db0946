import { type ContentEditor, contentActions } from "~/features/content-editing/index.server";
import {
  caseStudyFeatureToggle,
  caseStudyLiveState,
  caseStudyPagePath,
  createCaseStudy,
  deleteCaseStudy,
  updateCaseStudy,
} from "./admin-queries.server";
import {
  CASE_STUDY_INTENTS,
  CASE_STUDY_MESSAGES,
  type CaseStudyField,
  caseStudyFields,
  caseStudySchema,
} from "./schema";

/** The Case Studies tab's dialog and cards: what the shared content editor saves and deletes. */
export const caseStudyEditor: ContentEditor<typeof caseStudySchema, CaseStudyField> = {
  intents: CASE_STUDY_INTENTS,
  revisionKind: "case-study",
  schema: caseStudySchema,
  fields: caseStudyFields,
  notFound: CASE_STUDY_MESSAGES.notFound,
  create: createCaseStudy,
  update: updateCaseStudy,
  remove: deleteCaseStudy,
  toggle: caseStudyFeatureToggle,
  liveState: caseStudyLiveState,
  pagePath: caseStudyPagePath,
};

/** The tab's actions (its dialog's save, its cards' delete and switch), declared for the admin gate. */
export const CASE_STUDY_ACTIONS = contentActions(caseStudyEditor, {
  save: "Saved a case study",
  delete: "Deleted a case study",
  toggle: "Featured or unfeatured a case study",
  restore: "Restored an earlier version of a case study",
});
