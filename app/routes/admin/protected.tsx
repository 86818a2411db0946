import { Outlet, href } from "react-router";
import { AdminShell, type AdminSection } from "~/components/admin/app-shell";
import { type Permission, ROLE_LABELS, permissionsOf } from "~/features/auth/permissions";
import { requireAdmin } from "~/features/auth/session.server";
import { adminOnly } from "./doors.server";
import type { Route } from "./+types/protected";

export const middleware: Route.MiddlewareFunction[] = [adminOnly];

// A loader makes client-side navigations call the server, so the gate runs on each of them too.
export function loader({ context }: Route.LoaderArgs) {
  const member = requireAdmin(context);
  return { admin: { email: member.email, name: member.name, role: member.role, permissions: permissionsOf(member) } };
}

/** The sections of the admin area, each shown to whoever holds its permission (the gate checks again). */
const sections: (AdminSection & { permission?: Permission })[] = [
  { to: href("/admin/dashboard"), label: "Dashboard", permission: "dashboard" },
  { to: href("/admin/team"), label: "Team", permission: "owner" },
  { to: href("/admin/webhooks"), label: "Connect tools", permission: "owner" },
  { to: href("/admin/audit"), label: "Audit log", permission: "owner" },
  { to: href("/admin/settings"), label: "Settings", permission: "owner" },
  { to: href("/admin/account"), label: "Your account" },
];

export default function Protected({ loaderData }: Route.ComponentProps) {
  const { admin } = loaderData;
  return (
    <AdminShell
      sections={sections.filter((section) => !section.permission || admin.permissions.includes(section.permission))}
      person={{ name: admin.name || admin.email, role: ROLE_LABELS[admin.role] }}
    >
      <Outlet />
    </AdminShell>
  );
}
