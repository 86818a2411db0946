import type { z } from "zod";

/** The first message zod gives for each field, keyed by field name: what forms show under inputs. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The string values of a form's fields (files and absent fields are left out). */
export function formValues<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * Checks a form against its schema before it is sent. Returns the field errors and moves focus
 * to the first invalid field, or returns null when the form is valid.
 */
export function checkForm<Field extends string>(
  form: HTMLFormElement,
  schema: z.ZodType,
): Partial<Record<Field, string>> | null {
  const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
  if (parsed.success) return null;
  const found = fieldErrors<Field>(parsed.error);
  form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
  return found;
}
