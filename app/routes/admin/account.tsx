import { data } from "react-router";
import { z } from "zod";
import { changePassword, listSessions, signOutOthers, signOutSession } from "~/features/account/account.server";
import { AccountPage } from "~/features/account/account-page";
import { ACCOUNT_INTENTS } from "~/features/account/schema";
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from "~/features/account/two-factor.server";
import { twoFactorRequired } from "~/features/auth/two-factor-policy.server";
import { requireAdmin } from "~/features/auth/session.server";
import { admitSignIn, forgiveSignIn } from "~/features/auth/throttle.server";
import { authContext, clientAddressContext, databaseContext, schedulerContext } from "~/infrastructure/context";
import { type FormResult, formReply } from "~/lib/form-result";
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
    twoFactor: { on: me.twoFactorEnabled, required: await twoFactorRequired(db) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const form = await request.formData().catch(() => new FormData());
  const auth = context.get(authContext);
  // Checking the current password counts like a sign-in attempt, so a borrowed session cannot guess it faster.
  const attempt = { account: me.email, ip: context.get(clientAddressContext), device: null };
  const throttle = { admit: () => admitSignIn(db, attempt), forgive: () => forgiveSignIn(db, attempt) };
  switch (form.get("intent")) {
    case ACCOUNT_INTENTS.signOutSession: {
      const id = z.string().min(1).max(100).safeParse(form.get("id")).data ?? "";
      return formReply(await signOutSession(db, me.userId, me.sessionId, id));
    }
    case ACCOUNT_INTENTS.signOutOthers:
      await signOutOthers(db, me.userId, me.sessionId);
      return formReply({ ok: true });
    case ACCOUNT_INTENTS.changePassword:
      return formReply(await changePassword(auth, db, me, form, throttle));
    case ACCOUNT_INTENTS.twoFactorStart: {
      const { setup, ...outcome } = await startTwoFactor(auth, request, form, throttle);
      // The secret and the backup codes travel in this answer only; nothing shows them again.
      return setup ? data({ ok: true, setup }, { headers: { "cache-control": "no-store" } }) : formReply(outcome);
    }
    case ACCOUNT_INTENTS.twoFactorConfirm: {
      const { cookies = [], ...outcome } = await confirmTwoFactor(auth, db, me, request, form);
      if (!outcome.ok) return formReply(outcome);
      context.get(schedulerContext).soon();
      const headers = new Headers();
      for (const cookie of cookies) headers.append("set-cookie", cookie);
      return data({ ok: true }, { headers });
    }
    case ACCOUNT_INTENTS.twoFactorOff: {
      const outcome = await turnOffTwoFactor(auth, db, me, form, throttle);
      if (outcome.ok) context.get(schedulerContext).soon();
      return formReply(outcome);
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
