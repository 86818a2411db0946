import { Form, useSubmit } from "react-router";
import type { ReactNode } from "react";
import { Field } from "~/components/admin/field";
import { PasswordInput } from "~/components/admin/password-input";
import type { useSchemaForm } from "~/components/forms/use-schema-form";
import { Input } from "~/components/ui/input";
import { MIN_PASSWORD_LENGTH } from "~/lib/passwords";

// The pieces of the forms before sign-in (signing in, a forgotten password, joining the team, a
// new password) and of "Your account": one shape of form, one e-mail field, one pair of new-password fields.

type SchemaForm<Field extends string> = ReturnType<typeof useSchemaForm<Field>>;

/** What a group of fields needs of a form with at least these fields (a method, so a form with more fits). */
interface FormWith<Field extends string> {
  errors: Partial<Record<Field, string>>;
  values: Partial<Record<Field, string>>;
  field(name: Field): { name: string; maxLength: number | undefined };
}

/** A page's form posted as a navigation, checked first in the browser, with the server's reason above its fields. */
export function AuthForm<Field extends string>({ form, children }: { form: SchemaForm<Field>; children: ReactNode }) {
  const submit = useSubmit();
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => void form.onSubmit(event, (element) => submit(element, { method: "post" }))}
      className="grid gap-4"
    >
      {form.message ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {form.message}
        </p>
      ) : null}
      {children}
    </Form>
  );
}

/** The account's e-mail address, kept after a refusal. */
export function AccountEmailField({ form: email }: { form: FormWith<"email"> }) {
  return (
    <Field label="Email" error={email.errors.email}>
      {(control) => (
        <Input
          {...control}
          {...email.field("email")}
          type="email"
          autoComplete="username"
          required
          defaultValue={email.values.email}
        />
      )}
    </Field>
  );
}

/** A new password and the same again; `labelled` names the first ("Password", "New password"). */
export function NewPasswordFields({ form, labelled }: { form: FormWith<"password" | "confirm">; labelled: string }) {
  return (
    <>
      <Field label={labelled} error={form.errors.password} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        {(control) => <PasswordInput {...control} {...form.field("password")} autoComplete="new-password" required />}
      </Field>
      <Field label={`${labelled} again`} error={form.errors.confirm}>
        {(control) => <PasswordInput {...control} {...form.field("confirm")} autoComplete="new-password" required />}
      </Field>
    </>
  );
}
