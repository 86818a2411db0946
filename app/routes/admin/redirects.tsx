import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { RedirectsPage } from "~/features/redirects";
import { listNotFound, listRedirects } from "~/features/redirects/index.server";
import { databaseContext } from "~/infrastructure/context";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/redirects";
import { now } from "~/lib/clock";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  const [redirects, notFound] = await Promise.all([listRedirects(db), listNotFound(db, now())]);
  return { redirects, notFound };
}

/** The screen's actions (the redirects' save and remove), as the admin gate checked them. */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Redirects");

export default function Redirects({ loaderData }: Route.ComponentProps) {
  return <RedirectsPage {...loaderData} />;
}
