import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../../database/client.server";
import { account, session, user, verification } from "../../database/schema";
import { MIN_PASSWORD_LENGTH } from "~/lib/passwords";
import { logger } from "./logger.server";

/** A session stays alive while used (renewed each hour of use, idle for 12 hours ends it)... */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** ...but never longer than this from sign-in, however busy. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface AuthOptions {
  db: Database;
  secret: string;
  siteUrl: string;
}

export function createAuth({ db, secret, siteUrl }: AuthOptions) {
  return betterAuth({
    baseURL: siteUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      // Nobody signs up: admins are created by `npm run admin:create` (see features/auth/accounts.server.ts).
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 60 * 60 },
    // Sign-in throttling is ours (features/auth/throttle.server.ts), stored in the database for every instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Refused sign-ins are logged by the login action (with the IP, without the e-mail).
    // Its errors go through our logger: the error it passes (a failed session lookup) carries the
    // session token in its message, which only our serializer leaves out.
    logger: {
      level: "error",
      log: (level, message, ...args) =>
        logger[level](
          { err: args.find((arg) => arg instanceof Error), code: /^[A-Z_]+$/.test(message) ? message : undefined },
          "better-auth reported an error",
        ),
    },
    advanced: {
      // Sign-in passes it the address the server determined (features/auth/session.server.ts);
      // a session keeps all of it, as the audit log does, not only its /64.
      ipAddress: { ipv6Subnet: 128 },
      useSecureCookies: siteUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
