import { and, eq, isNull, sql } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import type { Database } from "#database/client.server";
import { DESK_SETTINGS_KEY } from "#database/data-requests";
import { appState, session, userRoles } from "#database/schema";
import { type RouterContextProvider, createContext, data, redirect } from "react-router";
import { SESSION_MAX_AGE_MS, refusalCode, withoutSession } from "~/infrastructure/auth.server";
import { authContext, clientAddressContext, databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { AdminIdentity } from "./admin-action";
import { NOT_ALLOWED_MESSAGE, type Permission, type StaffMember, can } from "./permissions";
import { TOO_MANY_ATTEMPTS } from "./throttle.server";
import { now } from "~/lib/clock";

export type { AdminIdentity };

type Visitor = { kind: "anonymous" } | { kind: "member"; userId: string } | { kind: "admin"; admin: AdminIdentity };

/** Data and file endpoints answer 401/403; pages redirect. */
export const ADMIN_API_PREFIX = "/admin/api/";
export const LOGIN_PATH = "/admin/login";
export const ACCESS_DENIED_PATH = "/admin/access-denied";
export const DASHBOARD_PATH = "/admin/dashboard";

/**
 * Reads the session cookie, checks it against the database and the user's role.
 * `renewal` carries the Set-Cookie headers of a sliding renewal, to send back with the response.
 */
export async function identify(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ visitor: Visitor; renewal: Headers }> {
  const auth = context.get(authContext);
  const { headers: renewal, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response) return { visitor: { kind: "anonymous" }, renewal };
  const { session, user } = response;
  // Renewal keeps a busy session alive, but never past its absolute lifetime.
  if (now().getTime() - new Date(session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(session.token);
    return { visitor: { kind: "anonymous" }, renewal: new Headers() };
  }
  const { db } = context.get(databaseContext);
  const member = await staffMember(db, user);
  if (!member) return { visitor: { kind: "member", userId: user.id }, renewal };
  await markSeen(db, session);
  const admin = { ...member, sessionId: session.id, twoFactorEnabled: user.twoFactorEnabled === true };
  return { visitor: { kind: "admin", admin }, renewal };
}

/** How stale "last used" on Your account may be: the session's row is written at most this often. */
export const SEEN_EVERY_MS = 60_000;

/**
 * "Last used" follows use: the session's `updated_at`, which better-auth itself moves only when it
 * renews the session (hourly), is moved here at most once a minute.
 */
async function markSeen(db: Database, seen: { id: string; updatedAt: Date }): Promise<void> {
  const at = now();
  if (at.getTime() - new Date(seen.updatedAt).getTime() < SEEN_EVERY_MS) return;
  await db.update(session).set({ updatedAt: at }).where(eq(session.id, seen.id));
}

const adminContext = createContext<AdminIdentity | null>(null);

/** Set by the admin gate (gate.server.ts) once it has let the request through. */
export const setAdmin = (context: Readonly<RouterContextProvider>, admin: AdminIdentity) =>
  context.set(adminContext, admin);

/** The client's address as the server determined it (TRUST_PROXY); null where none was set (a test, a command). */
export function clientAddressOf(context: Readonly<RouterContextProvider>): string | null {
  try {
    return context.get(clientAddressContext);
  } catch {
    return null;
  }
}

/**
 * Throws 403 unless the signed-in staff member may do this: for a decision inside a route (what a
 * screen shows) that the gate's table already made for the route itself.
 */
export function requirePermission(context: Readonly<RouterContextProvider>, permission: Permission): AdminIdentity {
  const member = requireAdmin(context);
  if (!can(member, permission)) throw data(NOT_ALLOWED_MESSAGE, { status: 403, statusText: "Forbidden" });
  return member;
}

/** Someone not signed in, or signed in without a staff role: sent to sign in, or told they have no access. */
export function refusal(request: Request, kind: "anonymous" | "member"): Response {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(ADMIN_API_PREFIX)) {
    return kind === "anonymous"
      ? new Response("Sign in as an admin first.", {
          status: 401,
          headers: { "content-type": "text/plain; charset=utf-8" },
        })
      : new Response("Admin privileges required.", {
          status: 403,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
  }
  logger.info({ path: pathname, kind }, "admin area refused");
  return redirect(kind === "anonymous" ? LOGIN_PATH : ACCESS_DENIED_PATH);
}

/**
 * Every admin loader and action starts with this. It returns what the gate verified, and refuses
 * when the gate did not run (a route placed outside the protected layout fails closed).
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminIdentity {
  const admin = context.get(adminContext);
  if (!admin) throw new Response("Admin privileges required.", { status: 403 });
  return admin;
}

/** A sign-in that made a session: its cookies, the account and the session. */
export type SignedIn = { ok: true; cookies: string[]; userId: string; sessionId: string };

/** A password or a code checked: signed in, or refused and why. */
export type CheckedSignIn = SignedIn | { ok: false; reason: "invalid" | "not-admin" | "expired"; message: string };

export type SignInOutcome =
  | CheckedSignIn
  /** The password was right and the account asks for a code: `cookies` hold the pending second step. */
  | { ok: false; reason: "second-step"; cookies: string[] };

export const NOT_ADMIN_MESSAGE = "Access denied. Admin privileges required.";
export const WRONG_CODE_MESSAGE = "That code is not right. Use the newest code from your app, or a backup code.";
export const SECOND_STEP_EXPIRED_MESSAGE = "That sign-in has expired. Please sign in again.";

/**
 * Checks the password with better-auth. An account with two-factor sign-in gets no session yet,
 * only the cookie of its pending second step; any other gets its session, then the role check
 * (a non-admin's new session is ended at once).
 */
export async function signInAdmin(
  context: Readonly<RouterContextProvider>,
  request: Request,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const auth = context.get(authContext);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: withServerAddress(request.headers, clientAddressOf(context)),
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response) return { ok: false, reason: "second-step", cookies: headers.getSetCookie() };
    return await staffOnly(context, headers, response);
  } catch (error) {
    if (isAPIError(error)) return { ok: false, reason: "invalid", message: "Invalid email or password" };
    throw error;
  }
}

/**
 * The second step of a sign-in: a code from the authenticator app, or one of the backup codes
 * (spent by it). The session it makes is checked for a staff role like a one-step sign-in's.
 */
export async function signInSecondStep(
  context: Readonly<RouterContextProvider>,
  request: Request,
  second: { account: string; code: string; backup: boolean },
): Promise<CheckedSignIn> {
  const auth = context.get(authContext);
  const headers = withServerAddress(request.headers, clientAddressOf(context));
  // Checked against this sign-in's challenge only: with a session cookie beside it, better-auth
  // would check the code against that session's account instead.
  headers.set("cookie", withoutSession(request.headers.get("cookie")));
  try {
    const answer = second.backup
      ? await auth.api.verifyBackupCode({ body: { code: second.code }, headers, returnHeaders: true })
      : await auth.api.verifyTOTP({ body: { code: second.code }, headers, returnHeaders: true });
    if (answer.response.user.email.toLowerCase() !== second.account) {
      // Never expected (the challenge is tied to the account): a session for someone else is not given.
      if (answer.response.token) await (await auth.$context).internalAdapter.deleteSession(answer.response.token);
      return { ok: false, reason: "expired", message: SECOND_STEP_EXPIRED_MESSAGE };
    }
    return await staffOnly(context, answer.headers, answer.response);
  } catch (error) {
    // A missing, forged or used-up challenge (or five wrong codes on it): the password step again.
    const code = refusalCode(error);
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE")
      return { ok: false, reason: "invalid", message: WRONG_CODE_MESSAGE };
    // The plugin's own lock after ten wrong codes in a row, from however many browsers.
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") return { ok: false, reason: "invalid", message: TOO_MANY_ATTEMPTS };
    return { ok: false, reason: "expired", message: SECOND_STEP_EXPIRED_MESSAGE };
  }
}

/** The session better-auth made, kept only for an account with a staff role. */
async function staffOnly(
  context: Readonly<RouterContextProvider>,
  headers: Headers,
  made: { token?: string; user: { id: string; email: string; name: string } },
): Promise<CheckedSignIn> {
  const ctx = await context.get(authContext).$context;
  if (!made.token) return { ok: false, reason: "expired", message: SECOND_STEP_EXPIRED_MESSAGE };
  if (!(await staffMember(context.get(databaseContext).db, made.user))) {
    await ctx.internalAdapter.deleteSession(made.token);
    return { ok: false, reason: "not-admin", message: NOT_ADMIN_MESSAGE };
  }
  const session = await ctx.internalAdapter.findSession(made.token);
  return { ok: true, cookies: headers.getSetCookie(), userId: made.user.id, sessionId: session?.session.id ?? "" };
}

/**
 * The request's headers as better-auth is to see them: the one address header it reads
 * (X-Forwarded-For, its default) holds the address the server determined (TRUST_PROXY), never what
 * the client wrote, so the session it makes records where the sign-in really came from.
 */
function withServerAddress(headers: Headers, address: string | null): Headers {
  const copy = new Headers(headers);
  copy.delete("x-forwarded-for");
  if (address) copy.set("x-forwarded-for", address);
  return copy;
}

/** Ends the session on the server and returns the headers that clear its cookies. */
export async function signOut(context: Readonly<RouterContextProvider>, request: Request): Promise<string[]> {
  try {
    const { headers } = await context.get(authContext).api.signOut({ headers: request.headers, returnHeaders: true });
    return headers.getSetCookie();
  } catch (error) {
    // Already signed out (or a stale cookie): there is nothing to end.
    if (isAPIError(error)) return [];
    throw error;
  }
}

/** The account's staff role and its settings; undefined for an account without one, or deactivated. */
export async function staffMember(
  db: Database,
  account: { id: string; email: string; name: string },
): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({
      role: userRoles.role,
      leadScope: userRoles.leadScope,
      mayDeleteAndExportLeads: userRoles.mayDeleteAndExportLeads,
      mayBill: userRoles.mayBill,
      // The owner's choice on Settings, for every Admin (an owner always may).
      mayAnswerDataRequests: sql<boolean>`coalesce((select (${appState.value}->>'adminsMayAnswer')::boolean from ${appState} where ${appState.key} = ${DESK_SETTINGS_KEY}), false)`,
    })
    .from(userRoles)
    .where(and(eq(userRoles.userId, account.id), isNull(userRoles.deactivatedAt)))
    .limit(1);
  return row && { userId: account.id, email: account.email, name: account.name, ...row };
}
