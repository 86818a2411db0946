import { BreachesPage } from "~/features/data-rights/breaches-page";
import { breachSender, listBreaches } from "~/features/data-rights/breaches.server";
import { requireAdmin } from "~/features/auth/session.server";
import { runAdminAction } from "~/features/auth/gate.server";
import { databaseContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/breaches";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  const [breaches, sender] = await Promise.all([listBreaches(db), breachSender(db)]);
  return { breaches, sender, checkedAt: now() };
}

/** The register's actions (save, the Board's two steps, the notices to people), as the admin gate checked them. */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Data breaches");

export default function Breaches({ loaderData }: Route.ComponentProps) {
  return <BreachesPage {...loaderData} />;
}
