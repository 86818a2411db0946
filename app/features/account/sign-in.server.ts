import { type RouterContextProvider, href, redirect } from "react-router";
import { enqueueSignInNotice } from "~/features/account/account-notices.server";
import { auditSignIn } from "~/features/audit/index.server";
import { clientAddressContext, databaseContext, flashContext, trustedDevicesContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { formReply } from "~/lib/form-result";
import { LOGIN_MESSAGES } from "~/features/auth";
import {
  type CheckedSignIn,
  DASHBOARD_PATH,
  type SignInAttempt,
  TOO_MANY_ATTEMPTS,
  admitSignIn,
  forgiveSignIn,
  signInAdmin,
} from "~/features/auth/index.server";
import { twoFactorChallengeIn } from "~/infrastructure/auth.server";
import type { Flash } from "~/infrastructure/flash.server";
import { now } from "~/lib/clock";

// What both steps of a sign-in share: the throttle that counts the password and the codes alike,
// the audit log's entry, the notice of a new browser and the cookies of a session that began.

/** This browser's attempt at `account`, counted before the password or the code is checked. */
export async function admitAttempt(
  context: Readonly<RouterContextProvider>,
  request: Request,
  account: string,
): Promise<{ attempt: SignInAttempt; admitted: boolean }> {
  const ip = context.get(clientAddressContext);
  const attempt = { account, ip, device: await context.get(trustedDevicesContext).recognise(request, account) };
  const admitted = await admitSignIn(context.get(databaseContext).db, attempt);
  if (!admitted) {
    logger.warn({ ip, trustedDevice: attempt.device !== null }, "admin sign-in throttled");
    await auditSignIn(context.get(databaseContext).db, { email: account, address: ip, refused: "throttled" });
  }
  return { attempt, admitted };
}

export const throttledReply = <Values extends object>(values: Values) =>
  formReply({ ok: false, reason: "rate-limited", values, message: TOO_MANY_ATTEMPTS });

/**
 * The answer to a password or a code that was checked: a refusal on the form (keeping `values`),
 * or the session's cookies and the dashboard. A right password or code no longer counts against
 * the limits; with a second step to come, the password's attempt stays counted until the code is
 * right, so a known password cannot reset the count of guessed codes (wrong codes stay counted).
 */
export async function settleSignIn<Values extends object>(
  context: Readonly<RouterContextProvider>,
  attempt: SignInAttempt,
  outcome: CheckedSignIn,
  values: Values,
  { secondStep, welcome = LOGIN_MESSAGES.success }: { secondStep: boolean; welcome?: Flash },
) {
  const { db } = context.get(databaseContext);
  const { account, ip } = attempt;
  if (outcome.ok || outcome.reason === "not-admin") {
    await forgiveSignIn(db, attempt);
    // The right code also forgives the right password before it: neither was a guess.
    if (secondStep) await forgiveSignIn(db, attempt);
  }
  await auditSignIn(
    db,
    outcome.ok
      ? { email: account, address: ip, signedIn: outcome.userId }
      : { email: account, address: ip, refused: secondStep && outcome.reason === "invalid" ? "code" : outcome.reason },
  );
  if (!outcome.ok) {
    logger.info({ ip, reason: outcome.reason, secondStep }, "admin sign-in refused");
    const reason = outcome.reason === "not-admin" ? "forbidden" : "unauthorized";
    return formReply({ ok: false, reason, values, message: outcome.message });
  }
  // A browser that never signed in to this account before: the account's owner hears of it.
  if (!attempt.device) {
    await enqueueSignInNotice(db, outcome, now());
  }
  const trustedDevices = context.get(trustedDevicesContext);
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("set-cookie", cookie);
  headers.append("set-cookie", await trustedDevices.trust(account, attempt.device));
  if (secondStep) headers.append("set-cookie", await trustedDevices.secondStepDone());
  headers.append("set-cookie", await context.get(flashContext).set(welcome));
  return redirect(DASHBOARD_PATH, { headers });
}

/** The password was right and the account asks for a code: to the second step, as the sign-in page sends it. */
export async function toSecondStep(
  context: Readonly<RouterContextProvider>,
  account: string,
  cookies: readonly string[],
): Promise<Response> {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  const challenge = twoFactorChallengeIn(cookies) ?? "";
  headers.append("set-cookie", await context.get(trustedDevicesContext).awaitSecondStep(account, challenge));
  return redirect(href("/admin/login/code"), { headers });
}

/**
 * Signs in with the password just chosen (joining the team, or a new password from a reset link),
 * as the sign-in page does it: the same limits, audit entry, notice of a new browser and second
 * step, with `welcome` as the toast. Null when it cannot (too many attempts, no staff role): the
 * caller sends the person to sign in.
 */
export async function signInWithNewPassword(
  context: Readonly<RouterContextProvider>,
  request: Request,
  chosen: { account: string; password: string },
  welcome: Flash,
): Promise<Awaited<ReturnType<typeof settleSignIn>> | null> {
  const { attempt, admitted } = await admitAttempt(context, request, chosen.account);
  if (!admitted) return null;
  const outcome = await signInAdmin(context, request, chosen.account, chosen.password);
  if (!outcome.ok && outcome.reason === "second-step") return toSecondStep(context, chosen.account, outcome.cookies);
  if (!outcome.ok) return null;
  return settleSignIn(context, attempt, outcome, {}, { secondStep: false, welcome });
}
