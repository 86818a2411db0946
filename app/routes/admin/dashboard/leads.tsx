import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { onlyAssignedTo } from "~/features/leads/lead-scope.server";
import { databaseContext } from "~/infrastructure/context";
import { leadBoard, listLeads } from "~/features/lead-workspace/lead-list.server";
import { LeadsPanel } from "~/features/lead-workspace/leads-panel";
import { leadFilterFrom, leadViewFrom } from "~/features/lead-workspace/schema";
import type { FormResult } from "~/lib/form-result";
import { serverActionOrFailure } from "~/lib/server-action";
import { orEmpty } from "./tab-data.server";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { userId } = me;
  const { db } = context.get(databaseContext);
  const params = new URL(request.url).searchParams;
  const filter = leadFilterFrom(params, userId, onlyAssignedTo(me));
  // Each view reads only what it shows: the board its columns, the table its page.
  if (leadViewFrom(params) === "board")
    return { filter, view: "board" as const, board: await orEmpty("lead board", null, () => leadBoard(db, filter)) };
  return {
    filter,
    view: "table" as const,
    leads: await orEmpty("leads", null, () => listLeads(db, filter, { readerId: userId })),
  };
}

/** The row's status change and delete, as the admin gate checked them (LEAD_ROW_ACTIONS). */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the row toasts and stays as it was. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <LeadsPanel {...loaderData} />;
}
