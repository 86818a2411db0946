import { z } from "zod";
import type { Database } from "../../../database/client.server";
import type { Storage } from "~/infrastructure/storage.server";
import { failed, succeeded } from "~/lib/action-result";
import { fieldErrors, formValues } from "~/lib/forms";
import { idempotencyKeyFrom } from "~/lib/idempotency";
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from "./admin.server";
import { CASE_STUDY_INTENTS, type CaseStudyField, caseStudyFields, caseStudySchema } from "./schema";

const idField = z.uuid();

/** Create (no id) or update (id) a case study from the dialog's form. */
export async function saveCaseStudy(services: { db: Database; storage: Storage }, form: FormData) {
  const intent = CASE_STUDY_INTENTS.save;
  const values = formValues<CaseStudyField>(form, caseStudyFields);
  const parsed = caseStudySchema.safeParse(values);
  if (!parsed.success)
    return failed<CaseStudyField>(intent, 400, { values, fieldErrors: fieldErrors<CaseStudyField>(parsed.error) });
  const id = form.get("id");
  if (!id) {
    return succeeded(intent, await createCaseStudy(services, parsed.data, idempotencyKeyFrom(form)));
  }
  const validId = idField.safeParse(id);
  if (!validId.success || !(await updateCaseStudy(services, validId.data, parsed.data))) {
    return failed(intent, 404, { values, message: "This case study no longer exists." });
  }
  return succeeded(intent, validId.data);
}

export async function removeCaseStudy(services: { db: Database; storage: Storage }, form: FormData) {
  const id = idField.safeParse(form.get("id"));
  if (!id.success || !(await deleteCaseStudy(services, id.data))) {
    return failed(CASE_STUDY_INTENTS.delete, 404, { message: "This case study no longer exists." });
  }
  return succeeded(CASE_STUDY_INTENTS.delete);
}
