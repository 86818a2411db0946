import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { redirectsCsv } from "~/features/redirects/index.server";
import { databaseContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import { istDateKey } from "~/lib/india-time";
import type { Route } from "./+types/redirects-csv";

/** Every redirect as a spreadsheet file, in the columns an import reads back. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const csv = await redirectsCsv(context.get(databaseContext).db);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="redirects-${istDateKey(now())}.csv"`,
    },
  });
}

/** POST multipart `file`: a CSV of redirects (the import, as the admin gate checked it). */
export const action = runAdminAction;
