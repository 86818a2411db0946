import { data } from "react-router";
import { ConfirmRequestPage } from "~/features/data-rights/confirm-request-page";
import {
  checkConfirmLink,
  confirmDataRequest,
  deskSettings,
  downloadCookie,
  holdingsForLink,
} from "~/features/data-rights/index.server";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import { NO_STORE } from "~/lib/cache-control";
import { now } from "~/lib/clock";
import type { RouteHandle } from "~/lib/route-handle";
import { pageTitle, seo, siteFromMatches } from "~/lib/seo";
import type { Route } from "./+types/your-data-confirm";

// The link a person was e-mailed to confirm their request. Opening it only shows a button (mail
// scanners follow links, and nothing is revealed before a person presses it); the button's POST
// confirms, and a request to see one's data is answered on the spot.

export const handle = { queryParams: ["request", "until", "sig"] } satisfies RouteHandle;

/** One answer per link, kept by nobody: the page cache, a CDN or the browser. */
export const headers = () => ({ "cache-control": NO_STORE });

async function contactOf(context: Readonly<Route.LoaderArgs["context"]>) {
  const { contactName } = await deskSettings(context.get(databaseContext).db);
  return { name: contactName, email: siteConfig().privacyEmail };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const fields = { request: query.get("request"), until: query.get("until"), sig: query.get("sig") };
  const checked = await checkConfirmLink(context, fields, now());
  const contact = await contactOf(context);
  if (!checked.ok) return data({ state: checked.problem, contact }, { status: 400 });
  const state = checked.request.status === "received" ? ("ask" as const) : ("used" as const);
  return { state, kind: checked.request.kind, link: checked.link, contact };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const fields = { request: form?.get("request"), until: form?.get("until"), sig: form?.get("sig") };
  const outcome = await confirmDataRequest(context, fields);
  if (outcome.state !== "confirmed") return data(outcome, { status: outcome.state === "failed" ? 503 : 400 });
  // The address stays on the server: the page shows what was confirmed, not whose.
  const { email: _, ...shown } = outcome;
  if (outcome.kind !== "access") return shown;
  const secure = new URL(request.url).protocol === "https:";
  return data(
    { ...shown, holdings: await holdingsForLink(context, outcome.email) },
    { headers: { "set-cookie": downloadCookie(context, outcome.link.request, secure) } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Confirm your request"),
    description: "Confirm your request about your data.",
    keywords: ["your data"],
    path: "/your-data/confirm",
    noindex: true,
  });
};

export default function YourDataConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmRequestPage loaded={loaderData} answered={actionData} />;
}
