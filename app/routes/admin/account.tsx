import { z } from "zod";
import { changePassword, listSessions, signOutOthers, signOutSession } from "~/features/account/account.server";
import { AccountPage } from "~/features/account/account-page";
import { ACCOUNT_INTENTS } from "~/features/account/schema";
import { requireAdmin } from "~/features/auth/session.server";
import { admitSignIn, forgiveSignIn } from "~/features/auth/throttle.server";
import { authContext, clientAddressContext, databaseContext } from "~/infrastructure/context";
import { type FormResult, formReply } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/account";

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  return { name: me.name, email: me.email, sessions: await listSessions(db, me.userId, me.sessionId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const form = await request.formData().catch(() => new FormData());
  switch (form.get("intent")) {
    case ACCOUNT_INTENTS.signOutSession: {
      const id = z.string().min(1).max(100).safeParse(form.get("id")).data ?? "";
      return formReply(await signOutSession(db, me.userId, me.sessionId, id));
    }
    case ACCOUNT_INTENTS.signOutOthers:
      await signOutOthers(db, me.userId, me.sessionId);
      return formReply({ ok: true });
    case ACCOUNT_INTENTS.changePassword: {
      const attempt = { account: me.email, ip: context.get(clientAddressContext), device: null };
      return formReply(
        await changePassword(context.get(authContext), db, me, form, {
          admit: () => admitSignIn(db, attempt),
          forgive: () => forgiveSignIn(db, attempt),
        }),
      );
    }
    default:
      return formReply({ ok: false, reason: "invalid", message: "Unknown action." });
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} />;
}
