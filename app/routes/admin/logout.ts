import { redirect } from "react-router";
import { DASHBOARD_PATH, LOGIN_PATH, requireAdmin, signOut } from "~/features/auth/session.server";
import { flashContext } from "~/infrastructure/context";
import type { Route } from "./+types/logout";

// Signing out changes state, so it is a POST (the dashboard's Logout button); a GET goes back.
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect(DASHBOARD_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const headers = new Headers();
  for (const cookie of await signOut(context, request)) headers.append("set-cookie", cookie);
  headers.append(
    "set-cookie",
    await context.get(flashContext).set({
      kind: "success",
      title: "Logged out",
      description: "You have been successfully logged out.",
    }),
  );
  return redirect(LOGIN_PATH, { headers });
}
