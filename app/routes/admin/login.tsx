import { LockKeyhole } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { Field } from "~/components/admin/field";
import { Logo } from "~/components/site/logo";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { type LoginFailure, type LoginField, loginSchema } from "~/features/auth/schema";
import { DASHBOARD_PATH, identify, signInAdmin } from "~/features/auth/session.server";
import { TOO_MANY_ATTEMPTS, admitSignIn, forgiveSignIn } from "~/features/auth/throttle.server";
import { clientAddressContext, databaseContext, flashContext, trustedDevicesContext } from "~/infrastructure/context";
import { checkForm, fieldErrors, formValues } from "~/lib/forms";
import { logger } from "~/infrastructure/logger.server";
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
  const ip = context.get(clientAddressContext);
  const { db } = context.get(databaseContext);
  const trustedDevices = context.get(trustedDevicesContext);
  const form = await request.formData().catch(() => new FormData());
  const values = formValues<LoginField>(form, ["email", "password"]);
  const email = values.email?.trim() ?? "";
  const fail = (status: number, failure: Omit<LoginFailure, "email">) =>
    data<LoginFailure>({ email, ...failure }, { status });

  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) return fail(400, { fieldErrors: fieldErrors<LoginField>(parsed.error) });

  const account = parsed.data.email.toLowerCase();
  const attempt = { account, ip, device: await trustedDevices.recognise(request, account) };
  if (!(await admitSignIn(db, attempt))) {
    logger.warn({ ip: ip, trustedDevice: attempt.device !== null }, "admin sign-in throttled");
    return fail(429, { formError: TOO_MANY_ATTEMPTS });
  }
  const outcome = await signInAdmin(context, request, account, parsed.data.password);
  if (outcome.ok || outcome.reason !== "invalid") await forgiveSignIn(db, attempt);
  if (!outcome.ok) {
    logger.info({ ip: ip, reason: outcome.reason }, "admin sign-in refused");
    return fail(outcome.reason === "invalid" ? 401 : 403, { formError: outcome.message });
  }
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("set-cookie", cookie);
  headers.append("set-cookie", await trustedDevices.trust(account, attempt.device));
  headers.append(
    "set-cookie",
    await context.get(flashContext).set({
      kind: "success",
      title: "Welcome back!",
      description: "Successfully logged in to admin panel.",
    }),
  );
  return redirect(DASHBOARD_PATH, { headers });
}

/** A sign-in whose request does not complete stays on the form, says so, and keeps the e-mail. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const email = String((await request.clone().formData()).get("email") ?? "").trim();
  const notSent: LoginFailure = {
    email,
    formError: "Could not reach the server. Check your connection and try again.",
  };
  return serverActionOrFailure(serverAction, notSent);
}

export const meta: Route.MetaFunction = () => adminMeta("Admin Login");

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<LoginFailure["fieldErrors"] | null>(null);
  const errors = clientErrors ?? actionData?.fieldErrors ?? {};

  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!actionData?.formError || shown.current === actionData) return;
    shown.current = actionData;
    void notify("error", { title: "Login Failed", description: actionData.formError });
  }, [actionData]);

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const found = checkForm<LoginField>(event.currentTarget, loginSchema);
    setClientErrors(found);
    if (found) event.preventDefault();
  }

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border bg-background p-6 shadow-sm md:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-2xl font-bold">Admin Login</h1>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <LockKeyhole className="size-4" aria-hidden />
            Protected area. Authorized personnel only.
          </p>
        </div>
        <Form method="post" noValidate onSubmit={validate} className="grid gap-4">
          {actionData?.formError ? (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">
              {actionData.formError}
            </p>
          ) : null}
          <Field label="Email" error={errors.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={254}
                defaultValue={actionData?.email}
              />
            )}
          </Field>
          <Field label="Password" error={errors.password}>
            {(control) => (
              <Input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={256}
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? "Signing in..." : "Sign In"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
