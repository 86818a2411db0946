import { href, useNavigation } from "react-router";
import { AuthCard, ExpiredLink } from "~/components/admin/auth-card";
import { AuthForm, NewPasswordFields } from "~/components/admin/auth-form";
import { Field } from "~/components/admin/field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ROLE_LABELS } from "~/features/auth/permissions";
import { acceptInvitation } from "~/features/team/account-links.server";
import { linkOf, spendLink } from "~/features/team/link-routes.server";
import { signInWithNewPassword } from "~/features/account/sign-in.server";
import { LINK_MESSAGES, LINK_WELCOMES, PASSWORD_LIMITS, joinSchema } from "~/features/team/schema";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/join";

// Opening an invitation shows a form and spends nothing (mail scanners follow links); only
// sending the form, with a name and a password, uses it.

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await linkOf(context, "invitation", params.token);
  if (!link) return { invitation: null };
  return { invitation: { email: link.email, role: ROLE_LABELS[link.role ?? "sales"] } };
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  spendLink(context, request, { purpose: "invitation", token: params.token }, acceptInvitation, {
    done: LINK_MESSAGES.joined,
    signIn: (chosen) => signInWithNewPassword(context, request, chosen, LINK_WELCOMES.joined),
  });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Join the team");

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const navigation = useNavigation();
  const form = useSchemaForm<"name" | "password" | "confirm">({
    schema: joinSchema,
    limits: PASSWORD_LIMITS,
    result: actionData,
    toasts: { failure: { title: "Error", description: "Could not create your account" }, serverMessage: true },
  });
  if (!invitation || (actionData && "message" in actionData && actionData.message === LINK_MESSAGES.expired)) {
    return (
      <ExpiredLink why={LINK_MESSAGES.expired} title="Join the team" to={href("/admin/login")} label="Go to sign-in">
        {LINK_MESSAGES.askInvitation}
      </ExpiredLink>
    );
  }
  return (
    <AuthCard
      title="Join the team"
      intro={
        <p>
          You are invited as <strong>{invitation.role}</strong>. Choose your password to sign in as{" "}
          <span className="break-all">{invitation.email}</span>.
        </p>
      }
    >
      <AuthForm form={form}>
        <Field label="Your name" error={form.errors.name}>
          {(control) => (
            <Input {...control} {...form.field("name")} autoComplete="name" required defaultValue={form.values.name} />
          )}
        </Field>
        <input type="hidden" name="username" value={invitation.email} autoComplete="username" />
        <NewPasswordFields form={form} labelled="Password" />
        <Button type="submit" size="lg" disabled={navigation.state !== "idle"} className="w-full">
          Join
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
