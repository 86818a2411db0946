import { type MiddlewareFunction, type RouterContextProvider, createContext, data, redirect } from "react-router";
import type { Database } from "#database/client.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { formReply } from "~/lib/form-result";
import { fieldErrors as formFieldErrors } from "~/lib/forms";
import { isPrefetch } from "~/lib/prefetch";
import { recordAudit, recordRead } from "~/features/audit/index.server";
import {
  type ActionRefusal,
  type AdminAction,
  type AdminDoor,
  type AdminIdentity,
  type PostedFields,
  auditedAs,
} from "./admin-action";
import { NOT_ALLOWED_MESSAGE, can } from "./permissions";
import { ADMIN_API_PREFIX, clientAddressOf, identify, refusal, requireAdmin, setAdmin } from "./session.server";
import { twoFactorRequired } from "./two-factor-policy.server";

// The one door of the admin area (ADR 030): middleware on the protected admin layout. For every
// page, data request, action, upload and export below it, it finds who is asking and what their
// role allows; for a POST it reads the body once, picks the declared action by its intent, checks
// the permission, the reach of every lead the request names and the declared schema, and hands
// the checked value to the route's action (`runAdminAction`), which never reads the body itself.
// What succeeded is written to the audit log here, once.

/** Whether every lead named is in this person's lead scope (the leads feature answers, ADR 024). */
export type LeadScopeCheck = (db: Database, me: AdminIdentity, leadIds: readonly unknown[]) => Promise<boolean>;

/** A POST the gate let through: the declared action, and its checked input or why it was refused. */
interface Posted {
  action: AdminAction<unknown>;
  fields: PostedFields;
  values: Record<string, string>;
  outcome: { ok: true; input: unknown } | { ok: false; refusal: ActionRefusal };
}

const postedContext = createContext<Posted | null>(null);

/** The gate for a table of routes (the routes layer assembles it from each feature's declarations). */
export function adminGate(
  doors: Readonly<Record<string, AdminDoor>>,
  allInLeadScope: LeadScopeCheck,
): MiddlewareFunction<Response> {
  return async ({ request, context, pattern, params, url }, next) => {
    // React Router checks Origin on page actions; the data and file endpoints get the same rule.
    if (crossSiteMutation(request)) throw new Response("Cross-site request refused.", { status: 403 });
    const { visitor, renewal } = await identify(request, context);
    if (visitor.kind !== "admin") throw refusal(request, visitor.kind);
    const me = visitor.admin;
    const route = routeOf(pattern);
    const door = doors[route];
    if (!door) {
      logger.error({ pattern }, "admin route without a door in the admin table: refused");
      throw forbidden(request);
    }
    const { db } = context.get(databaseContext);
    const reading = request.method === "GET" || request.method === "HEAD";
    let posted: Posted | undefined;
    if (reading) {
      if (!can(me, door.permission)) throw forbidden(request);
      // A read the audit log keeps is never served without its entry: a prefetch the browser
      // makes on its own (the client chooses that header) gets nothing.
      if (door.auditRead?.lead && isPrefetch(request))
        throw new Response(null, { status: 204, headers: { "cache-control": PRIVATE_NO_STORE } });
    } else if (request.method === "POST") {
      posted = await readPosted(request, context, door, params);
      if (!can(me, posted.action.permission)) throw forbidden(request);
    } else {
      throw plainRefusal(request, { status: 405, message: "This address takes no such request." });
    }
    // A lead out of this person's reach is, for them, no lead at all. A change to it is refused
    // here; a read goes on to the page's loader, which reads within the same reach and answers
    // "Lead not found" inside the admin's frame (refused here, before the frame's own data was
    // loaded, it could only be drawn without it). Should the loader answer anything else, the
    // answer is dropped below.
    const named = [
      ...(door.leads ?? []).map((param) => params[param]),
      ...(posted?.action.leads ?? []).map((field) => leadField(posted!, field)),
    ];
    const outOfReach = !(await allInLeadScope(db, me, named));
    if (outOfReach && !reading) throw notFound(request);
    if (!me.twoFactorEnabled && !door.twoFactorSetup) {
      if (await twoFactorRequired(db)) throw setUpTwoFactorFirst(request);
    }
    setAdmin(context, me);
    context.set(postedContext, posted ?? null);
    const response = await next();
    if (outOfReach && response.status !== 404) {
      // Never expected (the loader reads within the same reach): what it drew is dropped unread,
      // with nothing of it in the answer (an error thrown now would be drawn with its data).
      logger.error({ pattern }, "a page answered for a lead out of the reader's reach: refused");
      await response.body?.cancel();
      return new Response("Not found.", {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": PRIVATE_NO_STORE },
      });
    }
    if (response.status < 400)
      await audit(context, me, posted ? { posted, params } : { door, url, params }).catch((error: unknown) =>
        // The action is done; a log that could not be written is reported, never turned into a failure.
        logger.error({ err: error, action: request.method }, "audit log entry not written"),
      );
    // A renewal of the session the action replaced (turning on two-factor sign-in does) must not
    // set the old session's cookie over the new one.
    const replaced = response.headers.getSetCookie().some((cookie) => /(^|\.)better-auth\.session_token=/.test(cookie));
    if (!replaced) for (const cookie of renewal.getSetCookie()) response.headers.append("set-cookie", cookie);
    return response;
  };
}

/**
 * Every admin route's action: the declared action the gate chose, run with the input it checked,
 * or the gate's refusal of that input (a form's field errors, with what was typed).
 */
export async function runAdminAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}): Promise<unknown> {
  const posted = postedOf(context);
  if (!posted) throw new Response("Admin privileges required.", { status: 403 });
  const { action, outcome, values } = posted;
  if (!outcome.ok) return action.refuse?.(outcome.refusal) ?? formRefusal(outcome.refusal);
  return action.run({ input: outcome.input, values, me: requireAdmin(context), context, request, params });
}

function postedOf(context: Readonly<RouterContextProvider>): Posted | null {
  try {
    return context.get(postedContext);
  } catch {
    return null;
  }
}

/** A form the schema refused, answered as every form's refusal: 400 with the fields' messages and what was typed. */
const formRefusal = ({ fieldErrors, values }: ActionRefusal) =>
  formReply({ ok: false, reason: "invalid", fieldErrors, values });

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Reads a POST's body once and chooses its declared action. Refused with 400 alike for everyone:
 * a body that is not a form (or, for an upload, not multipart), one that cannot be read, a field
 * given twice (in the body, or in the body and the address), a file where only text is taken, an
 * intent the route does not declare. The body is never read again: the action gets what this saw.
 */
async function readPosted(
  request: Request,
  context: Readonly<RouterContextProvider>,
  door: AdminDoor,
  params: Readonly<Record<string, string | undefined>>,
): Promise<Posted> {
  if (!door.actions?.length) throw plainRefusal(request, { status: 405, message: "This address takes no form." });
  const only = door.actions.find((action) => action.intent === null);
  const refuse = (status: number, message: string): never => {
    throw only?.refuse?.({ status, message }) ?? plainRefusal(request, { status, message });
  };
  const body = only?.body ?? { kind: "form" as const };
  // The media type, whatever its case and parameters (a charset, a boundary).
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (body.kind === "upload") {
    if (type !== "multipart/form-data") refuse(400, "Send the file as a multipart form.");
    // Refused before the body is read into memory; the host refuses a larger body too.
    const length = Number(request.headers.get("content-length"));
    if (!Number.isFinite(length) || length <= 0) refuse(411, "The upload had no size; please try again.");
    const maxBytes = body.maxBytes(context);
    if (length > maxBytes) refuse(413, `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`);
  } else if (!FORM_TYPES.has(type)) {
    refuse(400, "Send this as a form.");
  }
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, "The form could not be read.");
  // Which action is known before the fields are taken apart: its lists may repeat, nothing else may.
  const intent = form.get("intent");
  const action = only ?? door.actions.find((candidate) => candidate.intent === intent);
  if (!action) return refuse(400, "Unknown action.");
  const fields = new Map<string, string | File | string[]>(action.lists?.map((name) => [name, []]));
  for (const [name, value] of form) {
    if (typeof value !== "string" && body.kind !== "upload") refuse(400, "This form takes no files.");
    const list = fields.get(name);
    if (Array.isArray(list) && typeof value === "string") list.push(value);
    else if (fields.has(name)) refuse(400, `The field "${name}" was given more than once.`);
    else fields.set(name, value);
  }
  // The address's parameters (a lead page's id) are fields too, and cannot be given again in the body.
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (fields.has(name)) refuse(400, `The field "${name}" was given more than once.`);
    fields.set(name, value);
  }
  // Own properties only (a field named "__proto__" stays a field).
  const posted: PostedFields = Object.fromEntries(fields);
  const values = Object.fromEntries(
    (action.fields ?? []).flatMap((name) => (typeof posted[name] === "string" ? [[name, posted[name]]] : [])),
  );
  const parsed = action.schema.safeParse(posted);
  if (parsed.success) return { action, fields: posted, values, outcome: { ok: true, input: parsed.data } };
  const fieldErrors = formFieldErrors(parsed.error) as Record<string, string>;
  const message = parsed.error.issues[0]?.message ?? "The form is not complete.";
  return {
    action,
    fields: posted,
    values,
    outcome: { ok: false, refusal: { status: 400, message, fieldErrors, values } },
  };
}

/** A lead named by a checked field, or by the field as posted when the check failed (the action will not run). */
function leadField(posted: Posted, field: string): unknown {
  const input = posted.outcome.ok ? (posted.outcome.input as Record<string, unknown> | null) : null;
  return input && typeof input === "object" && field in input ? input[field] : posted.fields[field];
}

/**
 * The audit log's entry for a request the gate let through and that succeeded: a declared action
 * (by its name, with the record it named and the fields it keeps), or a read its route records
 * (a lead opened, a search of the leads). Ids and filters only: never a note's text, a search's
 * words or a lead's details.
 */
async function audit(
  context: Readonly<RouterContextProvider>,
  me: AdminIdentity,
  done:
    | { posted: Posted; params: Readonly<Record<string, string | undefined>> }
    | { door: AdminDoor; url: URL; params: Readonly<Record<string, string | undefined>> },
) {
  const { db } = context.get(databaseContext);
  const address = clientAddressOf(context);
  const actorId = me.userId;
  if ("posted" in done) {
    const { action, fields } = done.posted;
    const name = auditedAs(action);
    if (!action.audit || !name || !done.posted.outcome.ok) return;
    const target = fields[action.audit.target ?? "id"];
    const details = Object.fromEntries(
      Object.entries(action.audit.keep ?? {}).flatMap(([field, as]) =>
        typeof fields[field] === "string" ? [[as, fields[field]]] : [],
      ),
    );
    await recordAudit(db, {
      actorId,
      action: name,
      targetId: typeof target === "string" && target ? target : null,
      address,
      details,
    });
    return;
  }
  const read = done.door.auditRead;
  if (!read) return;
  if (read.lead) {
    const id = done.params[read.lead];
    if (id) await recordRead(db, { actorId, action: read.action, targetId: id, address });
    return;
  }
  const details = read.details?.(done.url.searchParams);
  if (details) await recordRead(db, { actorId, action: read.action, address, details });
}

/** The route table's key for a matched pattern: React Router names it without its leading slash ("admin/leads/:id"). */
const routeOf = (pattern: string) => `/${pattern.replace(/^\/+|\/+$/g, "")}`;

/** A state-changing request a browser sent from another site (the Origin names another host). */
function crossSiteMutation(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}

const isApi = (request: Request) => new URL(request.url).pathname.startsWith(ADMIN_API_PREFIX);

/** A refusal the gate answers itself: plain text for the data and file endpoints, the route's error page otherwise. */
function plainRefusal(request: Request, { status, message }: { status: number; message: string }): Response {
  if (isApi(request))
    return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
  return data(message, { status, statusText: STATUS_TEXT[status] }) as unknown as Response;
}

const STATUS_TEXT: Record<number, string> = { 400: "Bad Request", 403: "Forbidden", 405: "Method Not Allowed" };

const NOT_ALLOWED_PATH = "/admin/not-allowed";

/**
 * A staff member's request for something their role does not include. A page opened in the
 * browser goes to `/admin/not-allowed`, which says so inside the admin's frame: refused here,
 * before any page loaded, it could only be drawn without it. Data, files and posts are refused
 * where they are.
 */
function forbidden(request: Request): Response {
  const page = request.method === "GET" && !isApi(request) && !new URL(request.url).pathname.endsWith(".data");
  if (page) return redirect(NOT_ALLOWED_PATH);
  return plainRefusal(request, { status: 403, message: NOT_ALLOWED_MESSAGE });
}

/** A lead out of reach answers as one that does not exist. */
function notFound(request: Request): Response {
  if (isApi(request)) return new Response("Not found.", { status: 404 });
  return data(null, { status: 404, statusText: "Not Found" }) as unknown as Response;
}

export const TWO_FACTOR_SETUP_PATH = "/admin/account?two-factor=required";

/** A request from someone who must turn on two-factor sign-in before anything else. */
function setUpTwoFactorFirst(request: Request): Response {
  if (isApi(request))
    return new Response("Turn on two-factor sign-in first: the owner requires it.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return redirect(TWO_FACTOR_SETUP_PATH);
}
