import { quotePdf } from "~/features/billing/client-quote.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/quote-pdf";

// A quote's PDF, by the same signed link as its page.

export const handle = { queryParams: ["sig"] } satisfies RouteHandle;

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  quotePdf(context, params.id, new URL(request.url).searchParams.get("sig"));
