import { data } from "react-router";
import { logger } from "~/infrastructure/logger.server";
import { adminMeta } from "~/lib/seo";
import { NotFoundView } from "~/routes/site/not-found";
import type { Route } from "./+types/not-found";
import { DASHBOARD_LINK } from "~/components/route-error";

// An address in the admin area that is no page: after the gate (someone signed out is sent to
// sign in, never told what exists), the spec's 404 in the admin's shell, with a way back.
export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "404: no admin page here");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => adminMeta("Page not found");

export default function AdminNotFound() {
  return <NotFoundView back={DASHBOARD_LINK} />;
}
