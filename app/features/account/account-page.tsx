import { UserCog } from "lucide-react";
import { useActionData, useFetcher } from "react-router";
import { ActionButton } from "~/components/admin/action-button";
import { NewPasswordFields } from "~/components/admin/auth-form";
import { Field } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { AdminPageHeader } from "~/components/admin/page-header";
import { PasswordInput } from "~/components/admin/password-input";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import {
  ACCOUNT_INTENTS,
  ACCOUNT_MESSAGES,
  CHANGE_PASSWORD_LIMITS,
  type ChangePasswordField,
  NAME_LIMITS,
  type SessionView,
  changePasswordSchema,
  nameSchema,
} from "./schema";
import { TwoFactorSection } from "./two-factor-section";

// "Your account", for every staff member: the name the team sees (asked for while the account has
// none), where they are signed in, a new password and two-factor sign-in (first on the page when
// the owner requires it and it is off). Every form works without
// JavaScript too; a wrong confirming code without it means starting the set-up again.

export function AccountPage({
  name,
  email,
  sessions,
  twoFactor,
}: {
  name: string;
  email: string;
  sessions: SessionView[];
  twoFactor: { on: boolean; required: boolean; pending: boolean };
}) {
  const others = sessions.filter((one) => !one.current).length;
  return (
    <main className="mx-auto grid max-w-3xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<UserCog aria-hidden />} title="Your account">
        Signed in as {name ? `${name} (` : ""}
        <span className="break-all">{email}</span>
        {name ? ")" : ""}. See where your account is signed in, sign out a phone or laptop you no longer use, change
        your password, and ask for a code from your phone at sign-in.
      </AdminPageHeader>
      {twoFactor.required && !twoFactor.on ? (
        <TwoFactorSection key={String(twoFactor.on)} email={email} {...twoFactor} />
      ) : null}
      <NameForm name={name} />
      <section aria-labelledby="sessions-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sessions-heading" className="text-xl font-semibold">
            Your sessions
          </h2>
          {others ? (
            <ActionButton
              failed={ACCOUNT_MESSAGES.failed}
              intent={ACCOUNT_INTENTS.signOutOthers}
              label="Sign out all other sessions"
              done={ACCOUNT_MESSAGES.othersSignedOut}
            />
          ) : null}
        </div>
        <ul className="grid gap-2">
          {sessions.map((one) => (
            <li key={one.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
              <span className="grid">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {one.device}
                  {one.current ? <Badge variant="secondary">This device</Badge> : null}
                </span>
                <span className="text-sm text-muted-foreground">
                  {one.address ? `From ${one.address} · ` : ""}signed in {dateTime(one.signedInAt)} · last seen{" "}
                  {dateTime(one.lastSeenAt)}
                </span>
              </span>
              {one.current ? null : (
                <ActionButton
                  failed={ACCOUNT_MESSAGES.failed}
                  intent={ACCOUNT_INTENTS.signOutSession}
                  id={one.id}
                  label={`Sign out ${one.device}`}
                  done={ACCOUNT_MESSAGES.signedOut}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
      <ChangePasswordForm email={email} />
      {twoFactor.required && !twoFactor.on ? null : (
        <TwoFactorSection key={String(twoFactor.on)} email={email} {...twoFactor} />
      )}
    </main>
  );
}

/** The name the team sees; an account made without one (an address is not a name) is asked for it here. */
function NameForm({ name }: { name: string }) {
  const fetcher = useFetcher<FormResult<"name">>();
  const posted = useActionData<FormResult<"name">>();
  const form = useSchemaForm<"name">({
    schema: nameSchema,
    limits: NAME_LIMITS,
    result: fetcher.data,
    initial: posted,
    toasts: {
      success: { title: ACCOUNT_MESSAGES.nameSaved },
      failure: { title: "Error", description: ACCOUNT_MESSAGES.failed },
    },
  });
  return (
    <section aria-labelledby="name-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="name-heading" className="text-xl font-semibold">
        Your name
      </h2>
      {name ? null : (
        <p className="rounded-md bg-amber-100 p-3 text-sm font-medium text-amber-950">{ACCOUNT_MESSAGES.nameMissing}</p>
      )}
      <CheckedFetcherForm fetcher={fetcher} form={form} intent={ACCOUNT_INTENTS.name} className="grid max-w-sm gap-4">
        <Field label="Your name" error={form.errors.name}>
          {(control) => (
            <Input
              {...control}
              {...form.field("name")}
              autoComplete="name"
              required
              defaultValue={form.values.name ?? name}
            />
          )}
        </Field>
        <Button type="submit" disabled={fetcher.state !== "idle"} className="justify-self-start">
          Save name
        </Button>
      </CheckedFetcherForm>
    </section>
  );
}

function ChangePasswordForm({ email }: { email: string }) {
  const fetcher = useFetcher<FormResult<ChangePasswordField>>();
  const posted = useActionData<FormResult<ChangePasswordField>>();
  const form = useSchemaForm<ChangePasswordField>({
    schema: changePasswordSchema,
    limits: CHANGE_PASSWORD_LIMITS,
    result: fetcher.data,
    initial: posted,
    toasts: {
      success: { title: ACCOUNT_MESSAGES.passwordChanged },
      failure: { title: "Error", description: ACCOUNT_MESSAGES.failed },
    },
  });
  return (
    <section aria-labelledby="password-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="password-heading" className="text-xl font-semibold">
        Change your password
      </h2>
      <CheckedFetcherForm
        fetcher={fetcher}
        form={form}
        intent={ACCOUNT_INTENTS.changePassword}
        className="grid max-w-sm gap-4"
      >
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <Field label="Current password" error={form.errors.current}>
          {(control) => (
            <PasswordInput {...control} {...form.field("current")} autoComplete="current-password" required />
          )}
        </Field>
        <NewPasswordFields form={form} labelled="New password" />
        <Button type="submit" disabled={fetcher.state !== "idle"} className="justify-self-start">
          Change password
        </Button>
      </CheckedFetcherForm>
    </section>
  );
}
