import { Link, data, href, isRouteErrorResponse, useActionData } from "react-router";
import { z } from "zod";
import { RouteError, useLoggedRouteError } from "~/components/route-error";
import { can } from "~/features/auth/permissions";
import { runAdminAction } from "~/features/auth/gate.server";
import { LeadQuotes } from "~/features/billing/lead-quotes";
import { leadInvoices } from "~/features/billing/invoices.server";
import { leadQuotes } from "~/features/billing/quotes.server";
import { requireAdmin } from "~/features/auth/session.server";
import { LeadPage } from "~/features/lead-workspace/lead-page";
import { loadLeadPage, markLeadRead } from "~/features/lead-workspace/lead-page.server";
import type { NoteField } from "~/features/lead-workspace/lead-page-schema";
import { onlyAssignedTo } from "~/features/leads/lead-scope.server";
import { databaseContext, signedLinksContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { now } from "~/lib/clock";
import { istDateKey } from "~/lib/india-time";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { useSite } from "~/lib/site";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/lead";

/** A lead's address names it by its uuid; anything else names no lead. */
function leadIdFrom(param: string): string {
  const id = z.uuid().safeParse(param);
  if (!id.success) throw data(null, { status: 404, statusText: "Not Found" });
  return id.data;
}

/**
 * The lead's page. Opening it marks the lead read for this admin (a browser's prefetch, which
 * would mark every lead hovered in the list, gets nothing from the admin gate).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { userId } = me;
  const id = leadIdFrom(params.id);
  const { db } = context.get(databaseContext);
  let page;
  let billing = null;
  try {
    page = await loadLeadPage(db, id, onlyAssignedTo(me));
    if (page) await markLeadRead(db, userId, id);
    if (page && can(me, "billing")) {
      const at = now();
      const [quotes, invoices] = await Promise.all([
        leadQuotes(db, id, context.get(signedLinksContext), at),
        leadInvoices(db, id, at),
      ]);
      billing = { quotes, invoices, today: istDateKey(at) };
    }
  } catch (error) {
    // Whether the lead exists is unknown: a 503, never a 404 that says it is gone.
    logger.error({ err: error, query: "lead page", leadId: id }, "lead page could not be loaded");
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { ...page, billing };
}

/** The page's actions (LEAD_ROW_ACTIONS, LEAD_PAGE_ACTIONS), on the lead in the address, as the admin gate checked them. */
export function action(args: Route.ActionArgs) {
  leadIdFrom(args.params.id);
  return runAdminAction(args);
}

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Lead: ${loaderData.lead.name}` : "Lead not found");

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { billing, ...page } = loaderData;
  const site = useSite();
  return (
    <LeadPage
      {...page}
      actionData={actionData}
      quotes={billing ? <LeadQuotes lead={page.lead} {...billing} brand={site.brand} /> : undefined}
    />
  );
}

/**
 * An unknown or deleted lead is a 404 that leads back to the list. A note sent without
 * JavaScript to a lead deleted meanwhile comes back here: its text is shown, to copy.
 */
export function ErrorBoundary() {
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
