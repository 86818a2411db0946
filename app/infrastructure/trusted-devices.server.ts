import { createHmac } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";
import { SECOND_STEP_SECONDS, twoFactorChallengeIn } from "./auth.server";

// The signed cookies of the sign-in: the one that marks a browser as one an admin account signed
// in from (OWASP's "device cookies", ADR 007), whose attempts the sign-in limits
// (features/auth/throttle.server.ts) count against the device alone; and the one that carries a
// sign-in from its password to its second step.
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const deviceSchema = z.object({ account: z.string(), id: z.uuid() });
const secondStepSchema = z.object({ account: z.email(), challenge: z.string().min(1) });

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
  // Which account a sign-in waiting for its code is for, tied to better-auth's challenge of that
  // sign-in: the throttle counts the codes against it (and this browser) as it counted the
  // password. Signed and tied, so a guesser cannot pair another account's name with a victim's
  // challenge to dodge its limit; it lives as long as better-auth's own second-step cookie.
  const secondStep = createCookie("admin_second_step", {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SECOND_STEP_SECONDS,
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
    /**
     * The Set-Cookie that remembers, for the second step, which account's password was right and
     * better-auth's challenge (its `two_factor` cookie) that sign-in was given.
     */
    awaitSecondStep(account: string, challenge: string): Promise<string> {
      return secondStep.serialize({ account, challenge });
    },
    /**
     * The account whose sign-in waits for its code in this browser, or null: also when the
     * browser's challenge is not the one this sign-in was given.
     */
    async awaitingSecondStep(request: Request): Promise<string | null> {
      const cookies = request.headers.get("cookie");
      const pending = secondStepSchema.safeParse(await secondStep.parse(cookies)).data;
      return pending && pending.challenge === twoFactorChallengeIn(cookies ?? "") ? pending.account : null;
    },
    /** The Set-Cookie that forgets the pending second step. */
    secondStepDone(): Promise<string> {
      return secondStep.serialize("", { maxAge: 0 });
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
