import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { listEndpoints } from "~/features/webhooks/endpoints.server";
import { pendingSheetsSecret } from "~/features/webhooks/sheets.server";
import { WebhooksPage } from "~/features/webhooks/webhooks-page";
import { databaseContext } from "~/infrastructure/context";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/webhooks";
import { now } from "~/lib/clock";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  const [endpoints, sheetsSecret] = await Promise.all([listEndpoints(db, now()), pendingSheetsSecret(db)]);
  return { endpoints, sheetsSecret };
}

/** The screen's actions (WEBHOOK_ACTIONS), as the admin gate checked them. */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Connect your tools");

export default function Webhooks({ loaderData }: Route.ComponentProps) {
  return <WebhooksPage {...loaderData} />;
}
