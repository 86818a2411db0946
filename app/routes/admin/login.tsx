import { LockKeyhole } from "lucide-react";
import { Link, href, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { AccountEmailField, AuthForm } from "~/components/admin/auth-form";
import { PasswordInput } from "~/components/admin/password-input";
import { Field } from "~/components/admin/field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { LOGIN_LIMITS, LOGIN_MESSAGES, type LoginField, loginSchema } from "~/features/auth/schema";
import { DASHBOARD_PATH, identify, signInAdmin } from "~/features/auth/session.server";
import { admitAttempt, settleSignIn, throttledReply, toSecondStep } from "~/features/account/sign-in.server";
import { type FormResult, formReply } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/login";

/** An admin who is already signed in goes straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitor } = await identify(request, context);
  if (visitor.kind === "admin") throw redirect(DASHBOARD_PATH);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseForm(form, loginSchema, ["email", "password"]);
  // The e-mail is kept for the form to show again; the password never travels back.
  const values = { email: parsed.values?.email?.trim() ?? "" };
  if (!parsed.ok) return formReply({ ...parsed, values });

  const account = parsed.data.email.toLowerCase();
  const { attempt, admitted } = await admitAttempt(context, request, account);
  if (!admitted) return throttledReply(values);
  const outcome = await signInAdmin(context, request, account, parsed.data.password);
  if (!outcome.ok && outcome.reason === "second-step") return toSecondStep(context, account, outcome.cookies);
  return settleSignIn(context, attempt, outcome, values, { secondStep: false });
}

/** A sign-in whose request does not complete stays on the form, says so, and keeps the e-mail. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const notSent: FormResult<LoginField> = { ok: false, message: LOGIN_MESSAGES.notSent };
  return serverActionOrFailure(serverAction, notSent);
}

export const meta: Route.MetaFunction = () => adminMeta("Admin Login");

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useSchemaForm<LoginField>({
    schema: loginSchema,
    limits: LOGIN_LIMITS,
    result: actionData,
    toasts: { failure: LOGIN_MESSAGES.failure, serverMessage: true },
  });

  return (
    <AuthCard
      title="Admin Login"
      intro={
        <p className="flex items-center gap-1.5">
          <LockKeyhole className="size-4" aria-hidden />
          Protected area. Authorized personnel only.
        </p>
      }
    >
      <AuthForm form={form}>
        <AccountEmailField form={form} />
        <Field label="Password" error={form.errors.password}>
          {(control) => (
            <PasswordInput {...control} {...form.field("password")} autoComplete="current-password" required />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </AuthForm>
      <p className="mt-4 text-center text-sm">
        <Link to={href("/admin/forgot-password")} className="text-primary underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
