import type { z } from "zod";
import type { FieldErrors, FormOutcome, FormValues } from "./form-result";

/** The first message zod gives for each field, keyed by field name: what forms show under inputs. */
export function fieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The string values of a form's fields (files and absent fields are left out). */
function formValues<Field extends string>(form: FormData, fields: readonly Field[]): FormValues<Field> {
  const values: FormValues<Field> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * The server half of every form: checks the posted fields against the schema the browser checked
 * them with. Gives the parsed data, or the "invalid" outcome with a message per field and the
 * values typed (for a form posted without JavaScript to show again).
 */
export function parseForm<Schema extends z.ZodType, Field extends string>(
  form: FormData,
  schema: Schema,
  fields: readonly Field[],
): { ok: true; data: z.output<Schema>; values: FormValues<Field> } | Extract<FormOutcome<Field>, { ok: false }> {
  const values = formValues(form, fields);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, reason: "invalid", values, fieldErrors: fieldErrors<Field>(parsed.error) };
}
