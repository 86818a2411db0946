import { data } from "react-router";
import { requireAdmin } from "~/features/auth/session.server";
import { REVISION_KINDS } from "~/features/content-editing";
import { listRevisions, revisionValues } from "~/features/content-editing/index.server";
import { databaseContext } from "~/infrastructure/context";
import type { Route } from "./+types/revisions";
import { isUuid } from "~/lib/uuid";

/**
 * The kept versions of a case study or an article, newest first (when, who); with `?show=<id>`
 * (twice at most), the values of those versions, for comparing them side by side.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const kind = REVISION_KINDS.find((known) => known === params.kind);
  if (!kind || !isUuid(params.id)) throw data("No such record.", { status: 404 });
  const { db } = context.get(databaseContext);
  const show = new URL(request.url).searchParams.getAll("show").filter(isUuid).slice(0, 2);
  const [revisions, values] = await Promise.all([
    listRevisions(db, kind, params.id),
    revisionValues(db, kind, params.id, show),
  ]);
  return { revisions, values: Object.fromEntries(values) };
}
