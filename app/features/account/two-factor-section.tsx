import { ShieldCheck, Smartphone } from "lucide-react";
import { useActionData, useFetcher } from "react-router";
import { ActionButton } from "~/components/admin/action-button";
import { Field } from "~/components/admin/field";
import { CopyButton } from "~/components/admin/shown-once";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { PasswordInput } from "~/components/admin/password-input";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { FormResult } from "~/lib/form-result";
import {
  ACCOUNT_INTENTS,
  ACCOUNT_MESSAGES,
  type TwoFactorSetup,
  confirmTwoFactorSchema,
  accountPasswordSchema,
} from "./schema";

// Two-factor sign-in on "Your account": turned on in two steps (the password, then a code from
// the app that proves it holds the secret), turned off with the password unless the owner
// requires it. The secret and the backup codes travel only in the answer to the password; a set-up
// begun keeps them until it is confirmed or cancelled, so after a reload the password shows the
// same ones again (or the app's code confirms it straight away).

type StartResult = FormResult<"accountPassword" | "code"> & { setup?: TwoFactorSetup };

export function TwoFactorSection({
  email,
  on,
  required,
  pending,
}: {
  email: string;
  on: boolean;
  required: boolean;
  /** A set-up was begun and is neither confirmed nor cancelled. */
  pending: boolean;
}) {
  const start = useFetcher<StartResult>();
  const posted = useActionData<StartResult>();
  // The key shown while the server keeps it: once cancelled, an answer still held is not shown.
  const setup = pending ? (start.data?.setup ?? posted?.setup) : undefined;
  // Without JavaScript a wrong confirming code comes back to a page that no longer has the key.
  const confirmFailed = !on && !pending && posted && !posted.ok && (posted.fieldErrors?.code || posted.message);
  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-heading"
      className="grid scroll-mt-20 gap-4 rounded-xl border p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="two-factor-heading" className="text-xl font-semibold">
          Two-factor sign-in
        </h2>
        <Badge variant={on ? "default" : "secondary"}>{on ? "On" : "Off"}</Badge>
      </div>
      {required && !on ? (
        <p role="alert" className="rounded-md bg-amber-100 p-3 text-sm font-medium text-amber-950">
          {ACCOUNT_MESSAGES.mustSetUp}
        </p>
      ) : null}
      {on ? (
        <TurnOff email={email} required={required} />
      ) : setup ? (
        <Confirm setup={setup} />
      ) : pending ? (
        <div className="grid gap-6">
          <p className="text-sm">{ACCOUNT_MESSAGES.pending}</p>
          <ConfirmCode />
          <PasswordStep
            fetcher={start}
            email={email}
            intent={ACCOUNT_INTENTS.twoFactorStart}
            label="Show the key and backup codes again"
          />
          <CancelSetUp />
        </div>
      ) : (
        <>
          {confirmFailed ? (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">
              {posted.fieldErrors?.code ?? posted.message} {ACCOUNT_MESSAGES.startAgain}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            After your password, sign-in also asks for a 6-digit code from an authenticator app on your phone (Google
            Authenticator, Microsoft Authenticator, Authy or any other). Someone who learns your password still cannot
            sign in.
          </p>
          <PasswordStep
            fetcher={start}
            email={email}
            intent={ACCOUNT_INTENTS.twoFactorStart}
            label="Turn on two-factor sign-in"
          />
        </>
      )}
    </section>
  );
}

/** The current password, then the button that does it: the shape of turning it on and of turning it off. */
function PasswordStep({
  fetcher,
  email,
  intent,
  label,
  done,
}: {
  fetcher: ReturnType<typeof useFetcher<StartResult>>;
  email: string;
  intent: string;
  label: string;
  done?: string;
}) {
  const posted = useActionData<StartResult>();
  const form = useSchemaForm<"accountPassword">({
    schema: accountPasswordSchema,
    limits: { accountPassword: 256 },
    result: fetcher.data,
    initial: posted,
    toasts: {
      success: done ? { title: done } : undefined,
      failure: { title: "Error", description: ACCOUNT_MESSAGES.failed },
      serverMessage: true,
    },
  });
  return (
    <CheckedFetcherForm fetcher={fetcher} form={form} intent={intent} className="grid max-w-sm gap-4">
      <input type="hidden" name="username" value={email} autoComplete="username" />
      <Field label="Current password" error={form.errors.accountPassword}>
        {(control) => (
          <PasswordInput {...control} {...form.field("accountPassword")} autoComplete="current-password" required />
        )}
      </Field>
      <Button type="submit" disabled={fetcher.state !== "idle"} className="justify-self-start">
        {label}
      </Button>
    </CheckedFetcherForm>
  );
}

/** The app's code that confirms the key and turns two-factor sign-in on. */
function ConfirmCode() {
  const fetcher = useFetcher<FormResult<"code">>();
  const posted = useActionData<FormResult<"code">>();
  const form = useSchemaForm<"code">({
    schema: confirmTwoFactorSchema,
    limits: { code: 20 },
    result: fetcher.data,
    initial: posted,
    toasts: {
      success: { title: ACCOUNT_MESSAGES.twoFactorOn },
      failure: { title: "Error", description: ACCOUNT_MESSAGES.failed },
      serverMessage: true,
      // A wrong code is said once, under the field.
      fieldErrorsInline: true,
    },
  });
  return (
    <CheckedFetcherForm
      fetcher={fetcher}
      form={form}
      intent={ACCOUNT_INTENTS.twoFactorConfirm}
      className="grid max-w-sm gap-4"
    >
      <Field label="Code from the app" error={form.errors.code}>
        {(control) => (
          <Input {...control} {...form.field("code")} autoComplete="one-time-code" inputMode="numeric" required />
        )}
      </Field>
      <Button type="submit" disabled={fetcher.state !== "idle"} className="justify-self-start">
        <ShieldCheck aria-hidden />
        Confirm and turn on
      </Button>
    </CheckedFetcherForm>
  );
}

/** Forgets the key and backup codes of a set-up begun: two-factor sign-in stays off. */
function CancelSetUp() {
  return (
    <ActionButton
      intent={ACCOUNT_INTENTS.twoFactorCancel}
      label="Cancel set-up"
      done={ACCOUNT_MESSAGES.cancelled}
      failed={ACCOUNT_MESSAGES.failed}
    />
  );
}

function Confirm({ setup }: { setup: TwoFactorSetup }) {
  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-6 pl-5 text-sm">
        <li className="grid gap-3">
          <span>
            On this phone, open the key in your authenticator app; on a computer, scan this code with the app, or type
            the key into it.
          </span>
          <img
            src={setup.qrCode}
            alt="QR code of your two-factor key, for your authenticator app"
            width={200}
            height={200}
            className="rounded-md border bg-white p-2"
          />
          <Button asChild variant="outline" className="w-fit">
            <a href={setup.uri}>
              <Smartphone aria-hidden />
              Open in your authenticator app
            </a>
          </Button>
          <span className="grid gap-1">
            <span className="font-medium">Key</span>
            <span className="flex flex-wrap items-center gap-2">
              <code className="w-fit rounded bg-muted px-2 py-1 font-mono break-all" data-testid="two-factor-key">
                {setup.secret}
              </code>
              <CopyButton value={setup.secret} label="Copy the key" />
            </span>
          </span>
        </li>
        <li className="grid gap-3">
          <span>
            Save these {setup.backupCodes.length} backup codes where you keep important papers. Each signs you in once
            if you lose your phone. Once two-factor sign-in is on, they are not shown again.
          </span>
          <ul
            aria-label="Backup codes"
            className="grid w-fit grid-cols-2 gap-x-6 gap-y-1 rounded-md border p-3 font-mono"
          >
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li className="grid gap-3">
          <span>Enter the 6-digit code the app now shows for this account.</span>
          <ConfirmCode />
        </li>
      </ol>
      <CancelSetUp />
    </div>
  );
}

function TurnOff({ email, required }: { email: string; required: boolean }) {
  const fetcher = useFetcher<StartResult>();
  if (required) return <p className="text-sm text-muted-foreground">{ACCOUNT_MESSAGES.required}</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Sign-in asks for a code from your authenticator app, or one of your backup codes, after your password. Turning
        it off signs out every other session.
      </p>
      <PasswordStep
        fetcher={fetcher}
        email={email}
        intent={ACCOUNT_INTENTS.twoFactorOff}
        label="Turn off two-factor sign-in"
        done={ACCOUNT_MESSAGES.twoFactorOff}
      />
    </>
  );
}
