import { createHmac } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";
import type { Database } from "../../../database/client.server";
import { type Limit, hitAll, unhit } from "~/lib/rate-limit.server";

// Sign-in attempts are counted in the database (they survive restarts and are shared by every
// instance) before the password is checked, and an attempt over a limit is refused unchecked.
// A browser that signed in to an account before carries a signed device cookie for it (OWASP's
// "device cookies", ADR 007): its attempts count against that device alone, so a stranger's
// guesses, which count against the account and the stranger's IP, never lock the owner out.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const MAX_ATTEMPTS_PER_ACCOUNT = 5;
const MAX_ATTEMPTS_PER_IP = 20;
const MAX_ATTEMPTS_PER_DEVICE = 5;
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

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
  return hitAll(db, limitsOf(attempt), LOGIN_WINDOW_SECONDS);
}

/** The password was right (admin or not): this attempt was no guess, so it no longer counts. */
export function forgiveSignIn(db: Database, attempt: SignInAttempt): Promise<void> {
  return unhit(
    db,
    limitsOf(attempt).map(({ key }) => key),
  );
}

const deviceSchema = z.object({ account: z.string(), id: z.uuid() });

/** The signed cookie that marks a browser as one an account has signed in from. */
export function createTrustedDevices({ secret, secure }: { secret: string; secure: boolean }) {
  const cookie = createCookie("admin_device", {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: DEVICE_COOKIE_SECONDS,
    secrets: [secret],
  });
  // The cookie names the account by a keyed hash, not the e-mail: it is readable in the browser.
  const accountTag = (account: string) => createHmac("sha256", secret).update(account).digest("base64url").slice(0, 22);
  return {
    /** This browser's device id for `account`, or null when it never signed in to it (or forged the cookie). */
    async recognise(request: Request, account: string): Promise<string | null> {
      const parsed = deviceSchema.safeParse(await cookie.parse(request.headers.get("cookie")));
      return parsed.success && parsed.data.account === accountTag(account) ? parsed.data.id : null;
    },
    /** The Set-Cookie that makes this browser a trusted device of `account`, keeping its id if it had one. */
    trust(account: string, device: string | null): Promise<string> {
      return cookie.serialize({ account: accountTag(account), id: device ?? crypto.randomUUID() });
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
