import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * A form posted by a fetcher (the page stays where it is), checked first in the browser by its
 * schema form (`useSchemaForm`), and naming its action by `intent`. Without JavaScript it posts as
 * a plain form.
 */
export function CheckedFetcherForm({
  fetcher,
  form,
  intent,
  className,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  form: { onSubmit(event: React.FormEvent<HTMLFormElement>, send: (element: HTMLFormElement) => unknown): unknown };
  intent: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      noValidate
      className={className}
      onSubmit={(event) => void form.onSubmit(event, (element) => fetcher.submit(element, { method: "post" }))}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </fetcher.Form>
  );
}
