/**
 * The form field carrying a key the browser makes once per create (an inquiry, a case study, an
 * article): an attempt sent again after its answer was lost carries the same key, and the
 * server makes one record, not two.
 */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** The key sent with the form, or null when there is none (a form posted without the site's script). */
export function idempotencyKeyFrom(form: FormData): string | null {
  const value = form.get(IDEMPOTENCY_KEY_FIELD);
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 64) : null;
}
