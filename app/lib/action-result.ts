import { data } from "react-router";

/** What an admin action answers; the screen turns it into the spec's toasts and field errors. */
export type ActionResult<Field extends string = string> =
  | { ok: true; intent: string; /** The record created or changed. */ id?: string }
  | {
      ok: false;
      intent: string;
      /** A reason to show instead of the screen's generic failure text. */
      message?: string;
      fieldErrors?: Partial<Record<Field, string>>;
      values?: Partial<Record<Field, string>>;
    };

export const succeeded = (intent: string, id?: string) => data<ActionResult>({ ok: true, intent, id });

export function failed<Field extends string>(
  intent: string,
  status: number,
  details: Omit<Extract<ActionResult<Field>, { ok: false }>, "ok" | "intent"> = {},
) {
  return data<ActionResult<Field>>({ ok: false, intent, ...details }, { status });
}
