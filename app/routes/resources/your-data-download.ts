import { data } from "react-router";
import { downloadableHoldings, holdingsCsv } from "~/features/data-rights/index.server";
import { NO_STORE } from "~/lib/cache-control";
import { istDateKey } from "~/lib/india-time";
import { now } from "~/lib/clock";
import type { Route } from "./+types/your-data-download";

// Everything held about a person, as JSON or CSV, for the holder of their confirmed access link
// within its day. A POST from the page the link opened: the link's fields never sit in an address.

export function loader() {
  return data("Open the link we e-mailed you and press the button first.", { status: 405, headers: { allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const fields = { request: form?.get("request"), until: form?.get("until"), sig: form?.get("sig") };
  const holdings = await downloadableHoldings(context, request, fields);
  if (!holdings) {
    return new Response(
      "This download works only in the browser that confirmed the request, within its day. Ask again on the Your data page.",
      {
        status: 403,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": NO_STORE },
      },
    );
  }
  const csv = form?.get("format") === "csv";
  const name = `your-data-${istDateKey(now())}.${csv ? "csv" : "json"}`;
  return new Response(csv ? holdingsCsv(holdings) : `${JSON.stringify(holdings, null, 2)}\n`, {
    headers: {
      "content-type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": NO_STORE,
    },
  });
}
