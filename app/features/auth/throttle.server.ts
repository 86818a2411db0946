import type { Database } from "#database/client.server";
import { type Limit, isUnderAllLimits, unhit } from "~/infrastructure/rate-limit.server";

// Sign-in attempts are counted in the database (they survive restarts and are shared by every
// instance) before the password is checked, and an attempt over a limit is refused unchecked.
// A browser that signed in to an account before carries a signed device cookie for it (OWASP's
// "device cookies", ADR 007; app/infrastructure/trusted-devices.server.ts): its attempts count against that device alone, so a stranger's
// guesses, which count against the account and the stranger's IP, never lock the owner out.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const MAX_ATTEMPTS_PER_ACCOUNT = 5;
const MAX_ATTEMPTS_PER_IP = 20;
const MAX_ATTEMPTS_PER_DEVICE = 5;

export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

export interface SignInAttempt {
  /** The e-mail typed, lower-cased. */
  account: string;
  ip: string;
  /** The id of this browser's device cookie for `account`, when it has a valid one. */
  device: string | null;
}

function limitsOf({ account, ip, device }: SignInAttempt): Limit[] {
  if (device) return [{ key: `login-device:${device}`, limit: MAX_ATTEMPTS_PER_DEVICE }];
  return [
    { key: `login-account:${account}`, limit: MAX_ATTEMPTS_PER_ACCOUNT },
    { key: `login-ip:${ip}`, limit: MAX_ATTEMPTS_PER_IP },
  ];
}

/** Counts the attempt, in one atomic step, and says whether its password may be checked. */
export function admitSignIn(db: Database, attempt: SignInAttempt): Promise<boolean> {
  return isUnderAllLimits(db, limitsOf(attempt), LOGIN_WINDOW_SECONDS);
}

/** The password was right (admin or not): this attempt was no guess, so it no longer counts. */
export function forgiveSignIn(db: Database, attempt: SignInAttempt): Promise<void> {
  return unhit(
    db,
    limitsOf(attempt).map(({ key }) => key),
  );
}
