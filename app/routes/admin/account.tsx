import { listSessions } from "~/features/account/account.server";
import { twoFactorPending } from "~/features/account/two-factor.server";
import { AccountPage } from "~/features/account/account-page";
import { runAdminAction } from "~/features/auth/gate.server";
import { twoFactorRequired } from "~/features/auth/two-factor-policy.server";
import { requireAdmin } from "~/features/auth/session.server";
import { databaseContext } from "~/infrastructure/context";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/account";

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  return {
    name: me.name,
    email: me.email,
    sessions: await listSessions(db, me.userId, me.sessionId),
    twoFactor: {
      on: me.twoFactorEnabled,
      required: await twoFactorRequired(db),
      pending: !me.twoFactorEnabled && (await twoFactorPending(db, me.userId)),
    },
  };
}

/** The screen's actions (ACCOUNT_ACTIONS), as the admin gate checked them. */
export const action = runAdminAction;

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} />;
}
