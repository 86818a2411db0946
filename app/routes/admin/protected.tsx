import { Outlet } from "react-router";
import { adminOnly, requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/protected";

export const middleware: Route.MiddlewareFunction[] = [adminOnly];

// A loader makes client-side navigations call the server, so the gate runs on each of them too.
export function loader({ context }: Route.LoaderArgs) {
  const { email, name } = requireAdmin(context);
  return { admin: { email, name } };
}

export default function Protected() {
  return <Outlet />;
}
