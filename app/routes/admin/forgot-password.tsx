import { Link, href, useNavigation } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { AccountEmailField, AuthForm } from "~/components/admin/auth-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { askPasswordReset } from "~/features/team/account-links.server";
import { FORGOT_LIMITS, LINK_MESSAGES, forgotSchema } from "~/features/team/schema";
import { clientAddressContext, databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { isUnderAllLimits } from "~/infrastructure/rate-limit.server";
import { type FormResult, formReply } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/forgot-password";
import { now } from "~/lib/clock";

// The same answer whether the address has an account or not, so the form tells nobody who is on
// the team; counted per address and per client, like sign-in attempts.

const WINDOW_SECONDS = 15 * 60;
const PER_ADDRESS = 3;
const PER_CLIENT = 10;

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(databaseContext);
  const ip = context.get(clientAddressContext);
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseForm(form, forgotSchema, ["email"]);
  if (!parsed.ok) return formReply(parsed);
  const email = parsed.data.email.toLowerCase();
  const admitted = await isUnderAllLimits(
    db,
    [
      { key: `reset-account:${email}`, limit: PER_ADDRESS },
      { key: `reset-ip:${ip}`, limit: PER_CLIENT },
    ],
    WINDOW_SECONDS,
  );
  if (!admitted) {
    logger.warn({ ip }, "password reset requests throttled");
    return formReply({ ok: false, reason: "rate-limited", values: parsed.values, message: LINK_MESSAGES.tooMany });
  }
  // Nothing is looked up or written for the address before the answer: the link is made by the outbox.
  await askPasswordReset(db, { email, address: ip }, now());
  return formReply({ ok: true, message: LINK_MESSAGES.resetSent });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false, message: LINK_MESSAGES.resetFailed } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Forgot password");

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useSchemaForm<"email">({
    schema: forgotSchema,
    limits: FORGOT_LIMITS,
    result: actionData,
    toasts: { failure: { title: "Error", description: LINK_MESSAGES.resetFailed }, serverMessage: true },
  });
  return (
    <AuthCard title="Forgot password" intro="We e-mail you a link to choose a new password.">
      {actionData?.ok ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          {actionData.message}
        </p>
      ) : (
        <AuthForm form={form}>
          <AccountEmailField form={form} />
          <Button type="submit" size="lg" disabled={navigation.state !== "idle"} className="w-full">
            Send the link
          </Button>
        </AuthForm>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to={href("/admin/login")} className="text-primary underline">
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
