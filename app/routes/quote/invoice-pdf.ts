import { quoteInvoicePdf } from "~/features/billing/client-quote.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/invoice-pdf";

// The invoice of an accepted quote, by the quote's signed link: what its client pays.

export const handle = { queryParams: ["sig"] } satisfies RouteHandle;

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  quoteInvoicePdf(context, params.id, new URL(request.url).searchParams.get("sig"));
