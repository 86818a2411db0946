import { isAPIError } from "better-auth/api";
import { type MiddlewareFunction, type RouterContextProvider, createContext, redirect } from "react-router";
import { SESSION_MAX_AGE_MS } from "~/infrastructure/auth.server";
import { authContext, databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { isAdmin } from "./accounts.server";

/** Who is signed in, as far as the admin area is concerned. */
export interface AdminIdentity {
  userId: string;
  email: string;
  name: string;
}

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
  if (!(await isAdmin(context.get(databaseContext).db, user.id)))
    return { visitor: { kind: "member", userId: user.id }, renewal };
  return { visitor: { kind: "admin", admin: { userId: user.id, email: user.email, name: user.name } }, renewal };
}

const adminContext = createContext<AdminIdentity | null>(null);

/**
 * The one gate of the admin area, as middleware on the protected admin layout: every page load,
 * action and resource route below it runs only for an admin.
 */
export const adminOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // React Router checks Origin on page actions; the data and file endpoints get the same rule.
  if (crossSiteMutation(request)) throw new Response("Cross-site request refused.", { status: 403 });
  const { visitor, renewal } = await identify(request, context);
  if (visitor.kind !== "admin") throw refusal(request, visitor.kind);
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
    if (!(await isAdmin(context.get(databaseContext).db, response.user.id))) {
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
