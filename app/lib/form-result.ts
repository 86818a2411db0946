import { data } from "react-router";

export type FormValues<Field extends string> = Partial<Record<Field, string>>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What every form's action answers; the form turns it into the spec's toast, its field errors and the values kept. */
export type FormResult<Field extends string = string> =
  | {
      ok: true;
      /** The record created or changed. */
      id?: string;
      /** What the person must see once, in this answer only (a webhook's new signing secret). */
      reveal?: string;
      /** What came of it, where the spec's toast does not say it all (a test delivery's HTTP status). */
      message?: string;
      /** What the person may quote later (an enquiry's reference), shown with the success toast. */
      reference?: string;
    }
  | {
      ok: false;
      /** A reason to show the person; forms that the spec lets quote the server put it in their toast. */
      message?: string;
      fieldErrors?: FieldErrors<Field>;
      /** What was typed, for a form posted without JavaScript to show again. */
      values?: FormValues<Field>;
    };

/**
 * Why a feature did not do what a form asked. Features answer in these words; `formReply` is the
 * one place that turns them into status codes.
 */
const statusFor = {
  /** The form failed its schema. */
  invalid: 400,
  /** The request could not be read as a form. */
  unreadable: 400,
  /** Wrong credentials. */
  unauthorized: 401,
  /** Right credentials, not allowed in. */
  forbidden: 403,
  "not-found": 404,
  /** The values clash with another record (an article's slug). */
  conflict: 409,
  "rate-limited": 429,
  /** A dependency (the database) failed; sending again later may work. */
  unavailable: 503,
} as const;
export type FailureReason = keyof typeof statusFor;

/** What a feature returns for a form: done, or the reason it was not, with what the form should show. */
export type FormOutcome<Field extends string = string> =
  | Extract<FormResult<Field>, { ok: true }>
  | ({ ok: false; reason: FailureReason } & Omit<Extract<FormResult<Field>, { ok: false }>, "ok">);

/** The HTTP answer to a feature's outcome: 200 with the record's id, or the reason's status with what to show. */
export function formReply<Field extends string>(outcome: FormOutcome<Field>) {
  if (outcome.ok) return data<FormResult<Field>>(outcome);
  const { reason, ...shown } = outcome;
  return data<FormResult<Field>>(shown, { status: statusFor[reason] });
}

/**
 * A form refused for one field's value: said under that field and in the toast, with what was typed
 * kept (an article's slug another one holds, a redirect that would loop). `reason` says which.
 */
export class FieldRefusedError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly reason: FailureReason = "invalid",
  ) {
    super(message);
  }
}

/** The outcome of a form a FieldRefusedError refused. */
export function fieldRefusal<Field extends string>(
  error: FieldRefusedError,
  values: FormValues<Field>,
): FormOutcome<Field> {
  const fieldErrors = { [error.field]: error.message } as FieldErrors<Field>;
  return { ok: false, reason: error.reason, values, fieldErrors, message: error.message };
}
