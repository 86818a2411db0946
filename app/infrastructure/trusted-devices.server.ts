import { createHmac } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";

// The signed cookie that marks a browser as one an admin account signed in from (OWASP's
// "device cookies", ADR 007). The sign-in limits (features/auth/throttle.server.ts) count the
// attempts of such a browser against the device alone.
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

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
