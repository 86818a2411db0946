import { Link, data, href, isRouteErrorResponse, redirect, useActionData } from "react-router";
import { z } from "zod";
import { RouteError, useLoggedRouteError } from "~/components/route-error";
import { requireAdmin } from "~/features/auth/session.server";
import {
  addNote,
  assignLead,
  changeLeadStatus,
  completeFollowUp,
  mergeLead,
  recordConsentWithdrawal,
  recordTap,
  removeLead,
  setFollowUp,
} from "~/features/leads/admin-actions.server";
import { LEAD_TAP_INTENTS } from "~/features/leads/contact-links";
import { LeadPage } from "~/features/leads/lead-page";
import { isPrefetch, loadLeadPage, markLeadRead } from "~/features/leads/lead-page.server";
import { LEAD_PAGE_INTENTS, type NoteField } from "~/features/leads/lead-page-schema";
import { LEAD_INTENTS, LEAD_MESSAGES } from "~/features/leads/schema";
import { limitedTo } from "~/features/leads/reach.server";
import { databaseContext, flashContext, schedulerContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { type FormResult, formReply } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/lead";

/** A lead's address names it by its uuid; anything else names no lead. */
function leadIdFrom(param: string): string {
  const id = z.uuid().safeParse(param);
  if (!id.success) throw data(null, { status: 404, statusText: "Not Found" });
  return id.data;
}

/**
 * The lead's page. Opening it marks the lead read for this admin; a browser fetching it ahead of
 * a possible visit (a prefetch) does not, or every lead hovered in the list would count as read.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { userId } = me;
  const id = leadIdFrom(params.id);
  const { db } = context.get(databaseContext);
  let page;
  try {
    page = await loadLeadPage(db, id, limitedTo(me));
    if (page && !isPrefetch(request)) await markLeadRead(db, userId, id);
  } catch (error) {
    // Whether the lead exists is unknown: a 503, never a 404 that says it is gone.
    logger.error({ err: error, query: "lead page", leadId: id }, "lead page could not be loaded");
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { userId } = requireAdmin(context);
  const id = leadIdFrom(params.id);
  const { db } = context.get(databaseContext);
  const form = await request.formData().catch(() => new FormData());
  // The lead is the one in the address; the Leads tab's forms name it in an `id` field.
  form.set("id", id);
  switch (form.get("intent")) {
    case LEAD_INTENTS.status:
      return formReply(await changeLeadStatus(db, form, userId));
    case LEAD_INTENTS.delete: {
      const outcome = await removeLead(db, form, userId);
      if (!outcome.ok) return formReply(outcome);
      const flash = await context.get(flashContext).set({ kind: "success", title: LEAD_MESSAGES.deleted });
      return redirect(href("/admin/dashboard/leads"), { headers: { "set-cookie": flash } });
    }
    case LEAD_TAP_INTENTS.call:
      return formReply(await recordTap(db, id, "call", userId));
    case LEAD_TAP_INTENTS.whatsapp:
      return formReply(await recordTap(db, id, "whatsapp", userId));
    case LEAD_PAGE_INTENTS.note:
      return formReply(await addNote(db, id, form, userId));
    case LEAD_PAGE_INTENTS.followUp:
      return formReply(await setFollowUp(db, id, form, userId));
    case LEAD_PAGE_INTENTS.followUpDone:
      return formReply(await completeFollowUp(db, id, userId));
    case LEAD_PAGE_INTENTS.consentWithdrawn:
      return formReply(await recordConsentWithdrawal(db, id, userId));
    case LEAD_PAGE_INTENTS.merge:
      return formReply(await mergeLead(db, id, form, userId));
    case LEAD_PAGE_INTENTS.assign: {
      const outcome = await assignLead(db, id, form, userId);
      // The assignee's new-lead alert waits in the outbox: send it now.
      if (outcome.ok) context.get(schedulerContext).soon();
      return formReply(outcome);
    }
    default:
      return formReply({ ok: false, reason: "invalid", message: "Unknown action." });
  }
}

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Lead: ${loaderData.lead.name}` : "Lead not found");

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage {...loaderData} actionData={actionData} />;
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
