import { runAdminAction } from "~/features/auth/gate.server";
import { can } from "~/features/auth/permissions";
import { requireAdmin } from "~/features/auth/session.server";
import { DataRequestsPage } from "~/features/data-rights";
import { deskSettings, listRequests } from "~/features/data-rights/index.server";
import { databaseContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import type { FormResult } from "~/lib/form-result";
import { istDateKey } from "~/lib/india-time";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/data-requests";

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const [requests, { targetDays }] = await Promise.all([listRequests(db), deskSettings(db)]);
  const today = istDateKey(now());
  return {
    requests: requests.map((request) => ({
      ...request,
      overdue:
        request.status !== "done" &&
        request.status !== "refused" &&
        request.status !== "received" &&
        request.dueOn < today,
    })),
    targetDays,
    breaches: can(me, "owner"),
  };
}

/** The screen's actions (DATA_REQUEST_ACTIONS), as the admin gate checked them. */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Data requests");

export default function DataRequests({ loaderData }: Route.ComponentProps) {
  return <DataRequestsPage {...loaderData} />;
}
