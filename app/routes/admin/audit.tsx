import { auditActors, auditFilterFrom, listAuditLog } from "~/features/audit/audit.server";
import { AuditPage } from "~/features/audit/audit-page";
import { requireAdmin } from "~/features/auth/session.server";
import { databaseContext } from "~/infrastructure/context";
import { adminMeta } from "~/lib/seo";
import { AUDIT_LABELS } from "./doors.server";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  const params = new URL(request.url).searchParams;
  const filter = auditFilterFrom(params);
  const [entries, actors] = await Promise.all([listAuditLog(db, filter), auditActors(db)]);
  return { entries, actors, filter, query: params.toString(), labels: AUDIT_LABELS };
}

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
