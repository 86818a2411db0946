import { Outlet } from "react-router";
import { permissionsOf } from "~/features/auth/permissions";
import { adminOnly, requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/protected";

export const middleware: Route.MiddlewareFunction[] = [adminOnly];

// A loader makes client-side navigations call the server, so the gate runs on each of them too.
export function loader({ context }: Route.LoaderArgs) {
  const member = requireAdmin(context);
  return { admin: { email: member.email, name: member.name, role: member.role, permissions: permissionsOf(member) } };
}

export default function Protected() {
  return <Outlet />;
}
