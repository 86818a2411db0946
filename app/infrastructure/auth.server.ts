import { randomInt } from "node:crypto";
import { betterAuth } from "better-auth";
import { isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins/two-factor";
import type { Database } from "#database/client.server";
import { account, session, twoFactor, user, verification } from "#database/schema";
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
  /** The name an authenticator app shows beside the account's codes. */
  brand?: string;
}

/** Backup codes each person gets when they turn on two-factor sign-in. */
export const BACKUP_CODE_COUNT = 10;

/** Letters and digits that cannot be read as one another: no 0 and o, no 1, l and i. */
export const BACKUP_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A backup code someone copies from paper: two groups of five unmistakable characters. */
function backupCode(): string {
  const chars = Array.from({ length: 10 }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}
/** How long a sign-in may wait for its second step, in seconds. */
export const SECOND_STEP_SECONDS = 10 * 60;

export function createAuth({ db, secret, siteUrl, brand = "Sparkline" }: AuthOptions) {
  return betterAuth({
    appName: brand,
    baseURL: siteUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor },
    }),
    plugins: [
      // Two-factor sign-in with an authenticator app and backup codes (ADR 027). "Trust this
      // device" is never offered: nothing may skip a second step the account or the owner asks for.
      // The authenticator app lists the account under the brand (appName): no issuer of our own,
      // since the link a set-up shows again (getTOTPURI) reads only appName.
      twoFactorPlugin({
        twoFactorCookieMaxAge: SECOND_STEP_SECONDS,
        backupCodeOptions: {
          customBackupCodesGenerate: () => Array.from({ length: BACKUP_CODE_COUNT }, backupCode),
        },
      }),
    ],
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

/**
 * better-auth's cookies in a Cookie header or in Set-Cookie lines, by the end of their name (its
 * prefix, "better-auth." or "__Secure-better-auth.", depends on the site's scheme).
 */
function authCookies(cookies: string | readonly string[]): { name: string; value: string }[] {
  const pairs = typeof cookies === "string" ? cookies.split(/;\s*/) : cookies.map((line) => line.split(";")[0] ?? "");
  return pairs
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }))
    .filter(({ name }) => /(^|\.)better-auth\./.test(name));
}

/** The pending second step's cookie (better-auth's `two_factor`) in a Cookie header or Set-Cookie lines. */
export const twoFactorChallengeIn = (cookies: string | readonly string[]): string | null =>
  authCookies(cookies).find(({ name }) => name.endsWith(".two_factor"))?.value || null;

/**
 * A Cookie header without the session's cookies: for the second step of a sign-in, which
 * better-auth would otherwise check against a session the browser already holds (any account's).
 */
export function withoutSession(cookieHeader: string | null): string {
  return (cookieHeader ?? "")
    .split(/;\s*/)
    .filter((pair) => !/(^|\.)better-auth\.(session_token|session_data|dont_remember)=/.test(pair))
    .join("; ");
}

/** better-auth's code for a refusal it threw ("INVALID_CODE"); anything else it threw is thrown on. */
export function refusalCode(error: unknown): string {
  if (!isAPIError(error)) throw error;
  return (error.body as { code?: string } | undefined)?.code ?? "";
}
