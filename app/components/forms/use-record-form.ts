import { useActionData, useFetcher } from "react-router";
import type { FormResult } from "~/lib/form-result";
import { useResultToast } from "./use-schema-form";

/**
 * A screen's form that saves one record (a redirect, a category) and works without JavaScript too:
 * its fetcher, its toasts, its refusal, each field's value (as typed when refused, else the
 * record's) and the reason that belongs to no one field (`alert`). `onSaved` runs after a success.
 */
export function useRecordForm<Field extends string>(
  record: Partial<Record<Field, string>>,
  toasts: { saved: string; failed: string },
  onSaved?: () => void,
) {
  const fetcher = useFetcher<FormResult<Field>>();
  const posted = useActionData<FormResult<Field>>();
  const result = fetcher.data ?? posted;
  useResultToast(
    fetcher.data,
    { success: { title: toasts.saved }, failure: { title: "Error", description: toasts.failed }, serverMessage: true },
    onSaved,
  );
  const failure = result && !result.ok ? result : undefined;
  return {
    fetcher,
    failure,
    value: (field: Field) => failure?.values?.[field] ?? record[field] ?? "",
    alert: failure && !failure.fieldErrors ? failure.message : undefined,
  };
}
