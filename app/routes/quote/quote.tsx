import { data } from "react-router";
import { ClientQuotePage } from "~/features/billing/client-quote-page";
import { answerClientQuote, openQuoteLink } from "~/features/billing/client-quote.server";
import { NO_STORE } from "~/lib/cache-control";
import type { RouteHandle } from "~/lib/route-handle";
import { pageTitle, seo, siteFromMatches } from "~/lib/seo";
import type { Route } from "./+types/quote";

// A quote as its client opens it from the link the agency sent: no signing in, no site around it,
// one answer per link that nobody keeps (not the page cache, a CDN or the browser).

export const handle = { queryParams: ["sig"] } satisfies RouteHandle;

export const headers = () => ({ "cache-control": NO_STORE, "referrer-policy": "no-referrer" });

const STATUS = { invalid: 404, expired: 410, open: 200, accepted: 200 } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const link = await openQuoteLink(context, params.id, new URL(request.url).searchParams.get("sig"));
  return data({ link }, { status: STATUS[link.state] });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const answer = await answerClientQuote(context, params.id, form);
  const status =
    answer.outcome === "invalid"
      ? 404
      : answer.outcome === "expired"
        ? 410
        : answer.outcome === "failed"
          ? 503
          : answer.outcome === "refused"
            ? 400
            : 200;
  return data(answer, { status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const link = loaderData?.link;
  const title = link && "quote" in link ? `Quote ${link.quote.reference} from ${link.quote.agency.name}` : "Quote";
  return seo(site, {
    title: pageTitle(site, title),
    description: `A quote from ${site.brand}.`,
    keywords: ["quote"],
    path: "/quote",
    noindex: true,
  });
};

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientQuotePage link={loaderData.link} answer={actionData} />;
}
