import { href, useNavigation } from "react-router";
import { AuthCard, ExpiredLink } from "~/components/admin/auth-card";
import { AuthForm, NewPasswordFields } from "~/components/admin/auth-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { resetPassword } from "~/features/team/account-links.server";
import { linkOf, spendLink } from "~/features/team/link-routes.server";
import { signInWithNewPassword } from "~/features/account/sign-in.server";
import {
  LINK_MESSAGES,
  LINK_WELCOMES,
  PASSWORD_LIMITS,
  type PasswordField,
  passwordSchema,
} from "~/features/team/schema";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/reset-password";

// Opening a reset link shows a form and spends nothing (mail scanners follow links); only
// sending the new password uses it, and signs the account out everywhere.

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await linkOf(context, "password-reset", params.token);
  return { email: link?.email ?? null };
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  spendLink(context, request, { purpose: "password-reset", token: params.token }, resetPassword, {
    done: LINK_MESSAGES.passwordChanged,
    signIn: (chosen) => signInWithNewPassword(context, request, chosen, LINK_WELCOMES.passwordChanged),
  });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Set a new password");

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useSchemaForm<PasswordField>({
    schema: passwordSchema,
    limits: PASSWORD_LIMITS,
    result: actionData,
    toasts: { failure: { title: "Error", description: "Could not change the password" }, serverMessage: true },
  });
  if (!loaderData.email || (actionData && "message" in actionData && actionData.message === LINK_MESSAGES.expired)) {
    return (
      <ExpiredLink
        why={LINK_MESSAGES.expired}
        title="Set a new password"
        to={href("/admin/forgot-password")}
        label="Ask for a new link"
      >
        {LINK_MESSAGES.askReset}
      </ExpiredLink>
    );
  }
  return (
    <AuthCard
      title="Set a new password"
      intro={
        <p>
          For <span className="break-all">{loaderData.email}</span>. Every session of the account is signed out.
        </p>
      }
    >
      <AuthForm form={form}>
        <input type="hidden" name="username" value={loaderData.email} autoComplete="username" />
        <NewPasswordFields form={form} labelled="New password" />
        <Button type="submit" size="lg" disabled={navigation.state !== "idle"} className="w-full">
          Set password
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
