import { auditCsv, auditFilterFrom, recordAudit } from "~/features/audit/audit.server";
import { clientAddressOf, requireAdmin } from "~/features/auth/session.server";
import { databaseContext } from "~/infrastructure/context";
import { AUDIT_LABELS } from "../doors.server";
import type { Route } from "./+types/audit-csv";
import { now } from "~/lib/clock";
import { istDateKey } from "~/lib/india-time";

/** The audit log for the filter as a spreadsheet file; exporting it is itself logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { userId } = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const filter = auditFilterFrom(new URL(request.url).searchParams);
  await recordAudit(db, {
    actorId: userId,
    action: "audit-export",
    address: clientAddressOf(context),
    details: { ...filter },
  });
  const day = istDateKey(now());
  return new Response(auditCsv(db, filter, AUDIT_LABELS), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${day}.csv"`,
    },
  });
}
