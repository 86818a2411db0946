import { isAPIError } from "better-auth/api";
import { type MiddlewareFunction, type RouterContextProvider, createContext, data, redirect } from "react-router";
import { SESSION_MAX_AGE_MS } from "~/infrastructure/auth.server";
import { authContext, databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { staffMember } from "./accounts.server";
import { NOT_ALLOWED_MESSAGE, type Permission, type StaffMember, can } from "./permissions";
import { ADMIN_ROUTE_ACCESS } from "./route-access";

/** Who is signed in, as far as the admin area is concerned: a staff member (ADR 024). */
export type AdminIdentity = StaffMember;

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
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(session.token);
    return { visitor: { kind: "anonymous" }, renewal: new Headers() };
  }
  const member = await staffMember(context.get(databaseContext).db, user);
  if (!member) return { visitor: { kind: "member", userId: user.id }, renewal };
  return { visitor: { kind: "admin", admin: member }, renewal };
}

const adminContext = createContext<AdminIdentity | null>(null);

/**
 * The one gate of the admin area, as middleware on the protected admin layout: every page load,
 * action and resource route below it runs only for a staff member whose role allows that route
 * and that action (route-access.ts). Anyone without a staff role is sent away as the spec says;
 * a staff member asking for what their role does not include gets 403.
 */
export const adminOnly: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  // React Router checks Origin on page actions; the data and file endpoints get the same rule.
  if (crossSiteMutation(request)) throw new Response("Cross-site request refused.", { status: 403 });
  const { visitor, renewal } = await identify(request, context);
  if (visitor.kind !== "admin") throw refusal(request, visitor.kind);
  const needed = await permissionNeeded(request, pattern);
  if (!needed || !can(visitor.admin, needed)) {
    if (!needed) logger.error({ pattern }, "admin route without an entry in route-access.ts: refused");
    throw forbidden(request);
  }
  context.set(adminContext, visitor.admin);
  const response = await next();
  for (const cookie of renewal.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
};

/** A state-changing request a browser sent from another site (the Origin names another host). */
function crossSiteMutation(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}

/** What the route, and the action posted to it, need; undefined for a route the table does not know. */
async function permissionNeeded(request: Request, pattern: string): Promise<Permission | undefined> {
  // React Router names the pattern without its leading slash ("admin/leads/:id").
  const access = ADMIN_ROUTE_ACCESS[`/${pattern.replace(/^\/+|\/+$/g, "")}`];
  if (!access) return undefined;
  if (request.method !== "POST" || !access.intents) return access.permission;
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data"))
    return access.permission;
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const intent = form?.get("intent");
  return (typeof intent === "string" && access.intents[intent]) || access.permission;
}

/** A staff member's request for something their role does not include. */
function forbidden(request: Request): Response {
  if (new URL(request.url).pathname.startsWith(ADMIN_API_PREFIX))
    return new Response(NOT_ALLOWED_MESSAGE, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  return data(NOT_ALLOWED_MESSAGE, { status: 403, statusText: "Forbidden" }) as unknown as Response;
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

function refusal(request: Request, kind: "anonymous" | "member"): Response {
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

export type SignInOutcome =
  { ok: true; cookies: string[] } | { ok: false; reason: "invalid" | "not-admin"; message: string };

export const NOT_ADMIN_MESSAGE = "Access denied. Admin privileges required.";

/** Checks the password with better-auth, then the role; a non-admin's new session is ended at once. */
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
      headers: request.headers,
      returnHeaders: true,
    });
    if (!(await staffMember(context.get(databaseContext).db, response.user))) {
      const ctx = await auth.$context;
      await ctx.internalAdapter.deleteSession(response.token);
      return { ok: false, reason: "not-admin", message: NOT_ADMIN_MESSAGE };
    }
    return { ok: true, cookies: headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, reason: "invalid", message: "Invalid email or password" };
    throw error;
  }
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
