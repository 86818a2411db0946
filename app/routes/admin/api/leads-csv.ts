import { requireAdmin } from "~/features/auth/session.server";
import { leadsCsv } from "~/features/leads/export.server";
import { leadFilterFrom } from "~/features/leads/schema";
import { databaseContext } from "~/infrastructure/context";
import type { Route } from "./+types/leads-csv";

/** The leads of the current filter (all pages) as a spreadsheet file. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const filter = leadFilterFrom(new URL(request.url).searchParams);
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Response(leadsCsv(context.get(databaseContext).db, filter), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
