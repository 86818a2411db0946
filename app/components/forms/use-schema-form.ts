import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type ToastMessage, notify } from "~/components/ui/toaster";
import type { FieldErrors, FormResult, FormValues } from "~/lib/form-result";
import { fieldErrors } from "~/lib/forms";

export type Toast = ToastMessage;

export interface ResultToasts {
  /** The spec's success toast; none when success leaves the page (a sign-in's redirect says it). */
  success?: Toast;
  /** The spec's destructive toast, e.g. 'Error' / 'Failed to delete lead'. */
  failure: Toast;
  /** The server's reason replaces `failure.description` when it gives one (inquiry, article save, sign-in). */
  serverMessage?: boolean;
  /** A refusal that only names fields is said under them, not in a toast too (a wrong code). */
  fieldErrorsInline?: boolean;
}

/** Turns each new action answer into its toast, once, and runs `onSuccess` after a success. */
export function useResultToast(result: FormResult | undefined, toasts: ResultToasts, onSuccess?: () => void) {
  const handled = useRef<FormResult>(undefined);
  const latest = useRef({ toasts, onSuccess });
  useEffect(() => {
    latest.current = { toasts, onSuccess };
  });
  // Checked after every commit, not only when `result` is a dependency that changed: a fetcher's
  // answer that first arrives in a render React throws away (the router's transition is
  // interrupted) left the effect's stored dependency equal to it, and the toast was never shown.
  // The ref, not React's dependency check, decides what is new.
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    const { toasts, onSuccess } = latest.current;
    if (result.ok) {
      if (toasts.success) void notify("success", { ...toasts.success, reference: result.reference });
      onSuccess?.();
    } else if (toasts.fieldErrorsInline && result.fieldErrors && !result.message) {
      console.error(toasts.failure.description ?? toasts.failure.title, result.fieldErrors);
    } else {
      const description = (toasts.serverMessage && result.message) || toasts.failure.description;
      void notify("error", { ...toasts.failure, description });
      console.error(toasts.failure.description ?? toasts.failure.title, result.message ?? result.fieldErrors);
    }
  });
}

interface SchemaFormOptions<Field extends string> {
  /** The form's zod schema, or a loader for it when the page should not carry zod at start (the inquiry). */
  schema: z.ZodType | { load: () => Promise<z.ZodType> };
  /** The schema module's limits: each field's `maxLength`. */
  limits?: Partial<Record<Field, number>>;
  /** The latest answer of the action, from a fetcher or the route: each new one toasts once. */
  result: FormResult<Field> | undefined;
  /** An answer rendered by the server (a form posted without JavaScript): shown, not toasted. */
  initial?: FormResult<Field>;
  toasts: ResultToasts;
  onSuccess?: () => void;
}

/**
 * The one client-side state of every form: checks it with its schema before sending and moves
 * focus to the first invalid field, shows the server's field errors otherwise, toasts each
 * answer and empties the form after a success. Values stay in the (uncontrolled) fields; a
 * form posted without JavaScript gets them back from `values`.
 */
export function useSchemaForm<Field extends string>({
  schema,
  limits,
  result,
  initial,
  toasts,
  onSuccess,
}: SchemaFormOptions<Field>) {
  // The form last sent, emptied after a success.
  const sent = useRef<HTMLFormElement>(null);
  // Errors found in the browser before sending; otherwise the server's answer decides.
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | null>(null);
  const shown = result ?? initial;
  const failure = shown && !shown.ok ? shown : undefined;
  useResultToast(result, toasts, () => {
    sent.current?.reset();
    onSuccess?.();
  });

  /** The form's submit handler: `send` runs only for a form its schema accepts. */
  async function onSubmit(event: React.FormEvent<HTMLFormElement>, send: (form: HTMLFormElement) => unknown) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = "load" in schema ? await schema.load().catch(() => null) : schema;
    if (!check) {
      // The checks could not load (the connection dropped): sending would fail the same way.
      void notify("error", toasts.failure);
      return;
    }
    const parsed = check.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error);
      setClientErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    sent.current = form;
    await send(form);
  }

  return {
    onSubmit,
    errors: clientErrors ?? failure?.fieldErrors ?? ({} as FieldErrors<Field>),
    /** The server's reason for the last failure, for the form to show beside its fields. */
    message: failure?.message,
    values: failure?.values ?? ({} as FormValues<Field>),
    /** A field's name and its schema's length limit. */
    field: (name: Field) => ({ name, maxLength: limits?.[name] }),
  };
}
