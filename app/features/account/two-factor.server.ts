import { and, eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { Database } from "#database/client.server";
import { twoFactor, user } from "#database/schema";
import { type Auth, refusalCode } from "~/infrastructure/auth.server";
import type { FormOutcome } from "~/lib/form-result";
import { TOO_MANY_ATTEMPTS, twoFactorRequired } from "~/features/auth/index.server";
import { invariant } from "~/lib/invariant";
import { type PasswordCheckThrottle, passwordIsRight, signOutOthers } from "./account.server";
import { enqueueTwoFactorNotice } from "./account-notices.server";
import { ACCOUNT_MESSAGES, type TwoFactorSetup } from "./schema";
import { now } from "~/lib/clock";

// Two-factor sign-in on "Your account" (ADR 027): better-auth's plugin makes the secret and the
// backup codes and checks the confirming code; turning it off is ours, in one transaction with
// ending the account's other sessions.

/**
 * Whether the account began turning it on and has neither confirmed nor cancelled: its key (and
 * backup codes) are kept, and starting again, after a reload, shows the same ones.
 */
export async function twoFactorPending(db: Pick<Database, "select">, userId: string): Promise<boolean> {
  const [pending] = await db
    .select({ id: twoFactor.id })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, false)))
    .limit(1);
  return Boolean(pending);
}

/**
 * The first half of turning it on, given the current password: a secret (as a QR code, a link and
 * text) and the backup codes. A set-up already begun and not confirmed or cancelled keeps its own:
 * a reload must not leave the app holding a key the server has replaced. Sign-in does not ask for
 * a code until one confirms it.
 */
export async function startTwoFactor(
  auth: Auth,
  db: Database,
  who: { userId: string },
  request: Request,
  password: string,
  throttle: PasswordCheckThrottle,
): Promise<FormOutcome<"accountPassword"> & { setup?: TwoFactorSetup }> {
  if (!(await throttle.admit())) return { ok: false, reason: "rate-limited", message: TOO_MANY_ATTEMPTS };
  try {
    let made: { totpURI: string; backupCodes: string[] };
    if (await twoFactorPending(db, who.userId)) {
      // better-auth checks the password before it reads the kept key back.
      const { totpURI } = await auth.api.getTOTPURI({ body: { password }, headers: request.headers });
      const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: who.userId } });
      made = { totpURI, backupCodes };
    } else {
      const enabled = await auth.api.enableTwoFactor({
        body: { password, method: "totp" },
        headers: request.headers,
      });
      invariant(enabled.method === "totp", "better-auth set up another method than the authenticator app");
      made = enabled;
    }
    await throttle.forgive();
    return {
      ok: true,
      setup: {
        qrCode: `data:image/svg+xml;base64,${Buffer.from(renderSVG(made.totpURI, { border: 2 })).toString("base64")}`,
        secret: new URL(made.totpURI).searchParams.get("secret") ?? "",
        uri: made.totpURI,
        backupCodes: made.backupCodes,
      },
    };
  } catch (error) {
    const code = refusalCode(error);
    if (code === "TOTP_ALREADY_ENABLED") {
      // Refused after the password was found right: it was no guess.
      await throttle.forgive();
      return { ok: false, reason: "conflict", message: ACCOUNT_MESSAGES.alreadyOn };
    }
    return { ok: false, reason: "invalid", fieldErrors: { accountPassword: ACCOUNT_MESSAGES.wrongPassword } };
  }
}

/**
 * The second half: a code from the app proves it holds the secret, and sign-in asks for codes
 * from now on. better-auth replaces the session as it does (its cookies are in `cookies`).
 */
export async function confirmTwoFactor(
  auth: Auth,
  db: Database,
  who: { userId: string; twoFactorEnabled: boolean },
  request: Request,
  code: string,
): Promise<FormOutcome<"code"> & { cookies?: string[] }> {
  // better-auth would check a code of an account already using it and answer yes: nothing to turn on.
  if (who.twoFactorEnabled) return { ok: false, reason: "conflict", message: ACCOUNT_MESSAGES.alreadyOn };
  try {
    const { headers } = await auth.api.verifyTOTP({
      body: { code },
      headers: request.headers,
      returnHeaders: true,
    });
    await enqueueTwoFactorNotice(db, { userId: who.userId, on: true, by: "self" }, now());
    return { ok: true, cookies: headers.getSetCookie() };
  } catch (error) {
    const code = refusalCode(error);
    if (code === "TOTP_NOT_ENABLED") return { ok: false, reason: "conflict", message: ACCOUNT_MESSAGES.startAgain };
    return { ok: false, reason: "invalid", fieldErrors: { code: ACCOUNT_MESSAGES.wrongCode } };
  }
}

/** Cancels a set-up begun and not confirmed: its key and backup codes are forgotten. */
export async function cancelTwoFactor(db: Pick<Database, "delete">, userId: string): Promise<FormOutcome> {
  const gone = await db
    .delete(twoFactor)
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, false)))
    .returning({ id: twoFactor.id });
  return gone.length ? { ok: true } : { ok: false, reason: "conflict", message: ACCOUNT_MESSAGES.nothingToCancel };
}

/**
 * Turns it off, given the current password, unless the owner requires it; every other session of
 * the account ends with it (one of them may be the person who took the phone).
 */
export async function turnOffTwoFactor(
  auth: Auth,
  db: Database,
  who: { userId: string; sessionId: string },
  password: string,
  throttle: PasswordCheckThrottle,
): Promise<FormOutcome<"accountPassword">> {
  if (await twoFactorRequired(db)) return { ok: false, reason: "forbidden", message: ACCOUNT_MESSAGES.required };
  if (!(await throttle.admit())) return { ok: false, reason: "rate-limited", message: TOO_MANY_ATTEMPTS };
  if (!(await passwordIsRight(auth, db, who.userId, password)))
    return { ok: false, reason: "invalid", fieldErrors: { accountPassword: ACCOUNT_MESSAGES.wrongPassword } };
  await throttle.forgive();
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, who.userId);
    await signOutOthers(tx, who.userId, who.sessionId);
    await enqueueTwoFactorNotice(tx, { userId: who.userId, on: false, by: "self" }, now());
  });
  return { ok: true };
}

/** Takes two-factor sign-in off the account: its secret and backup codes are deleted. */
export async function clearTwoFactor(db: Pick<Database, "update" | "delete">, userId: string): Promise<void> {
  await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}
