import { recordAudit } from "~/features/audit/audit.server";
import { clientAddressOf, requireAdmin } from "~/features/auth/session.server";
import { leadsCsv } from "~/features/lead-workspace/export.server";
import { leadFilterFrom, leadFilterParams } from "~/features/lead-workspace/schema";
import { onlyAssignedTo } from "~/features/leads/lead-scope.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { Route } from "./+types/leads-csv";
import { now } from "~/lib/clock";
import { istDateKey } from "~/lib/india-time";

/** The leads of the current filter (all pages) as a spreadsheet file; the audit log keeps who, which filter and how many. */
export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { userId } = me;
  const { db } = context.get(databaseContext);
  const filter = leadFilterFrom(new URL(request.url).searchParams, userId, onlyAssignedTo(me));
  const day = istDateKey(now());
  // The filter without the words searched for (they may be a person's name or number).
  const { q, ...shown } = Object.fromEntries(leadFilterParams(filter));
  const exported = (rows: number) =>
    recordAudit(db, {
      actorId: userId,
      action: "leads-export",
      address: clientAddressOf(context),
      details: { ...shown, words: Boolean(q), rows },
    }).catch((error: unknown) => logger.error({ err: error }, "audit log entry not written"));
  return new Response(leadsCsv(db, filter, exported), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
