import { redirect } from "react-router";
import { runAdminAction } from "~/features/auth/gate.server";
import { DASHBOARD_PATH, requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/logout";

// Signing out changes state, so it is a POST (the dashboard's Logout button); a GET goes back.
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect(DASHBOARD_PATH);
}

/** SIGN_OUT_ACTION, as the admin gate checked it. */
export const action = runAdminAction;
