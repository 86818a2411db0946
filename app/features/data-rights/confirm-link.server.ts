import type { RouterContextProvider } from "react-router";
import type { DataRequestKind } from "#database/data-requests";
import { databaseContext, mailerContext, settingsContext, signedLinksContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { now } from "~/lib/clock";
import { isUuid } from "~/lib/uuid";
import { holdingsOf } from "./holdings.server";
import { CONFIRM_LINK_MS, confirmRequest, requestOf } from "./requests.server";

// The link e-mailed to confirm a request: it names the request, its last moment and a signature of
// both with the address. A link for another request or address, altered, or past its day is refused.

export type LinkCheck =
  | {
      ok: true;
      request: NonNullable<Awaited<ReturnType<typeof requestOf>>>;
      link: { request: string; until: string; sig: string };
    }
  | { ok: false; problem: "invalid" | "expired" };

export async function checkConfirmLink(
  context: Readonly<RouterContextProvider>,
  fields: { request: unknown; until: unknown; sig: unknown },
  at: Date,
): Promise<LinkCheck> {
  const { request: id, until, sig } = fields;
  if (!isUuid(id) || typeof until !== "string" || !/^\d{1,15}$/.test(until) || typeof sig !== "string") {
    return { ok: false, problem: "invalid" };
  }
  const request = await requestOf(context.get(databaseContext).db, id);
  if (!request?.email || !context.get(signedLinksContext).verifyDataRequest(id, request.email, until, sig)) {
    return { ok: false, problem: "invalid" };
  }
  if (Number(until) < at.getTime()) return { ok: false, problem: "expired" };
  return { ok: true, request, link: { request: id, until, sig } };
}

/** What pressing the link's button came to. */
export type Confirmation =
  | { state: "confirmed"; kind: DataRequestKind; email: string; link: { request: string; until: string; sig: string } }
  | { state: "invalid" | "expired" | "used" | "failed" };

export async function confirmDataRequest(
  context: Readonly<RouterContextProvider>,
  fields: { request: unknown; until: unknown; sig: unknown },
): Promise<Confirmation> {
  const at = now();
  const checked = await checkConfirmLink(context, fields, at);
  if (!checked.ok) return { state: checked.problem };
  try {
    const outcome = await confirmRequest(context.get(databaseContext).db, checked.request.id, at);
    if (outcome !== "confirmed") return { state: outcome === "used" ? "used" : "invalid" };
    return { state: "confirmed", kind: checked.request.kind, email: checked.request.email!, link: checked.link };
  } catch (error) {
    logger.error({ err: error, query: "confirm data request" }, "a data request could not be confirmed");
    return { state: "failed" };
  }
}

/** Everything held about the confirmed address, with the tools this server sends data through. */
export function holdingsForLink(context: Readonly<RouterContextProvider>, email: string) {
  const carriers = {
    email: context.get(mailerContext).carrier,
    whatsapp: (context.get(settingsContext).whatsappTo ?? []).length > 0,
  };
  return holdingsOf(context.get(databaseContext).db, email, carriers);
}

/** The cookie that marks the browser that pressed an access link's button, for the downloads. */
const DOWNLOAD_COOKIE = "your-data-download";

/** The Set-Cookie of the browser that confirmed the access request: the downloads work there only, for the link's day. */
export function downloadCookie(context: Readonly<RouterContextProvider>, requestId: string, secure: boolean): string {
  const key = context.get(signedLinksContext).dataRequestDownloadKey(requestId);
  const maxAge = Math.round(CONFIRM_LINK_MS / 1000);
  return `${DOWNLOAD_COOKIE}=${key}; Path=/your-data; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/**
 * A download of the holdings, for the browser that pressed a confirmed access link's button, within
 * the link's day: the link's fields are posted, and the cookie that pressing set must come with them.
 */
export async function downloadableHoldings(
  context: Readonly<RouterContextProvider>,
  request: Request,
  fields: { request: unknown; until: unknown; sig: unknown },
) {
  const checked = await checkConfirmLink(context, fields, now());
  if (!checked.ok || checked.request.kind !== "access" || checked.request.status !== "done") return undefined;
  const cookie = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${DOWNLOAD_COOKIE}=`))
    ?.slice(DOWNLOAD_COOKIE.length + 1);
  if (!cookie || !context.get(signedLinksContext).verifyDataRequestDownloadKey(checked.request.id, cookie)) {
    return undefined;
  }
  return holdingsForLink(context, checked.request.email!);
}
