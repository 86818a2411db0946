import { requireAdmin } from "~/features/auth/session.server";
import { limitedTo } from "~/features/leads/reach.server";
import { databaseContext } from "~/infrastructure/context";
import { changeLeadStatus, removeLead } from "~/features/leads/admin-actions.server";
import { listLeads } from "~/features/leads/admin-queries.server";
import { LeadsPanel } from "~/features/leads/leads-panel";
import { LEAD_INTENTS, leadFilterFrom } from "~/features/leads/schema";
import { type FormResult, formReply } from "~/lib/form-result";
import { serverActionOrFailure } from "~/lib/server-action";
import { orEmpty } from "./tab-data.server";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { userId } = me;
  const { db } = context.get(databaseContext);
  const filter = leadFilterFrom(new URL(request.url).searchParams, userId, limitedTo(me));
  return { filter, leads: await orEmpty("leads", null, () => listLeads(db, filter, { readerId: userId })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { userId } = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const form = await request.formData().catch(() => new FormData());
  switch (form.get("intent")) {
    case LEAD_INTENTS.status:
      return formReply(await changeLeadStatus(db, form, userId));
    case LEAD_INTENTS.delete:
      return formReply(await removeLead(db, form, userId));
    default:
      return formReply({ ok: false, reason: "invalid", message: "Unknown action." });
  }
}

/** A change whose request does not complete is answered as failed: the row toasts and stays as it was. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <LeadsPanel page={loaderData.leads} filter={loaderData.filter} />;
}
