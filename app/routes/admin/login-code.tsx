import { ShieldCheck } from "lucide-react";
import { Link, href, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { AuthForm } from "~/components/admin/auth-form";
import { Field } from "~/components/admin/field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { CODE_LIMITS, LOGIN_MESSAGES, secondStepSchema } from "~/features/auth/schema";
import { SECOND_STEP_EXPIRED_MESSAGE, signInSecondStep } from "~/features/auth/session.server";
import { admitAttempt, settleSignIn, throttledReply } from "~/features/account/sign-in.server";
import { flashContext, trustedDevicesContext } from "~/infrastructure/context";
import { type FormResult, formReply } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/login-code";

// The second step of a sign-in, for an account with two-factor sign-in: a code from the
// authenticator app, or a backup code. Reached only from a right password (its cookies); the
// codes count against the same limits as the password did.

/** Back to the password, saying why, when no sign-in waits for a code in this browser. */
async function signInAgain(context: Route.ActionArgs["context"]) {
  const flash = await context
    .get(flashContext)
    .set({ ...LOGIN_MESSAGES.failure, kind: "error", description: SECOND_STEP_EXPIRED_MESSAGE });
  return redirect(href("/admin/login"), { headers: { "set-cookie": flash } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await context.get(trustedDevicesContext).awaitingSecondStep(request))) throw await signInAgain(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await context.get(trustedDevicesContext).awaitingSecondStep(request);
  if (!account) return signInAgain(context);
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseForm(form, secondStepSchema, ["code"]);
  // A code is never shown again: each is good for one try at most.
  if (!parsed.ok) return formReply({ ...parsed, values: {} });
  const { attempt, admitted } = await admitAttempt(context, request, account);
  if (!admitted) return throttledReply({});
  const backup = form.get("backup") === "1";
  const outcome = await signInSecondStep(context, request, { account, code: parsed.data.code, backup });
  if (!outcome.ok && outcome.reason === "expired") return signInAgain(context);
  return settleSignIn(context, attempt, outcome, {}, { secondStep: true });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false, message: LOGIN_MESSAGES.notSent } satisfies FormResult<"code">);

export const meta: Route.MetaFunction = () => adminMeta("Two-factor sign-in");

export default function LoginCode({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const backup = params.get("backup") === "1";
  const form = useSchemaForm<"code">({
    schema: secondStepSchema,
    limits: CODE_LIMITS,
    result: actionData,
    toasts: { failure: LOGIN_MESSAGES.failure, serverMessage: true },
  });
  return (
    <AuthCard
      title="Two-factor sign-in"
      intro={
        <p className="flex items-center justify-center gap-1.5">
          <ShieldCheck className="size-4 shrink-0" aria-hidden />
          {backup
            ? "Enter one of your backup codes. Each works once."
            : "Enter the 6-digit code your authenticator app shows for this account."}
        </p>
      }
    >
      <AuthForm form={form}>
        <input type="hidden" name="backup" value={backup ? "1" : "0"} />
        <Field label={backup ? "Backup code" : "Code from your app"} error={form.errors.code}>
          {(control) => (
            <Input
              {...control}
              {...form.field("code")}
              key={String(backup)}
              autoComplete="one-time-code"
              inputMode={backup ? "text" : "numeric"}
              autoCapitalize="off"
              spellCheck={false}
              required
              autoFocus
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={navigation.state !== "idle"} className="w-full">
          {navigation.state !== "idle" ? "Checking..." : "Sign In"}
        </Button>
      </AuthForm>
      <p className="mt-4 grid gap-2 text-center text-sm">
        <Link to={backup ? "?" : "?backup=1"} replace className="text-primary underline">
          {backup ? "Use a code from your app" : "Lost your phone? Use a backup code"}
        </Link>
        <Link to={href("/admin/login")} className="text-primary underline">
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
