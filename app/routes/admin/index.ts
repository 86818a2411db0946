import { redirect } from "react-router";
import { DASHBOARD_PATH, requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/index";

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect(DASHBOARD_PATH);
}
