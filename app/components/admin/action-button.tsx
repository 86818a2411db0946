import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/form-result";

/** One button that posts an action (by intent, on the record `id`), with its toasts; it works without JavaScript too. */
export function ActionButton({
  intent,
  id,
  label,
  done,
  failed,
  children,
  confirm,
}: {
  intent: string;
  id?: string;
  label: string;
  /** The success toast's title. */
  done: string;
  /** The failure toast's text when the server gives no reason. */
  failed: string;
  /** Fields the action takes besides the record (where a person's leads go, say). */
  children?: ReactNode;
  /** A question asked before an action that cannot be undone; Cancel posts nothing. */
  confirm?: string;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data, {
    success: { title: done },
    failure: { title: "Error", description: failed },
    serverMessage: true,
  });
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {children}
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
}
