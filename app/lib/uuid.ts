/**
 * Whether `value` is written as a UUID, the form of every record's id. Checked before an id from an
 * address or a form reaches a query: PostgreSQL refuses a malformed uuid with an error, not an
 * empty answer.
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
