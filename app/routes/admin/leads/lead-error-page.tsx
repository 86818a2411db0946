import { Link, href, isRouteErrorResponse, useActionData } from "react-router";
import { RouteError, useLoggedRouteError } from "~/components/route-error";
import type { NoteField } from "~/features/lead-workspace/lead-page-schema";
import type { FormResult } from "~/lib/form-result";

/**
 * An unknown or deleted lead is a 404 that leads back to the list, and so is a lead out of the
 * person's reach (the admin gate's refusal, drawn by the root's error page): the two look the
 * same. A note sent without JavaScript to a lead deleted meanwhile comes back here: its text is
 * shown, to copy.
 */
export function LeadErrorPage() {
  const error = useLoggedRouteError();
  const sent = useActionData<FormResult<NoteField>>();
  const back = { to: href("/admin/dashboard/leads"), label: "Back to the leads" };
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError back={back} />;
  const unsavedNote = sent && !sent.ok ? sent.values?.body : undefined;
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Lead not found</h1>
      <p className="text-muted-foreground">
        There is no lead at this address: it may have been deleted, or the link is wrong.
      </p>
      {unsavedNote ? (
        <div className="grid gap-2 text-left">
          <label htmlFor="unsaved-note" className="text-sm font-semibold">
            Your note was not saved. Here is what you wrote:
          </label>
          <textarea
            id="unsaved-note"
            readOnly
            defaultValue={unsavedNote}
            rows={5}
            className="w-full rounded-md border bg-background p-3 text-sm"
          />
        </div>
      ) : null}
      <Link to={back.to} className="font-semibold text-primary underline">
        {back.label}
      </Link>
    </main>
  );
}
