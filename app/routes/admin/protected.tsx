import type { ReactNode } from "react";
import { Outlet, href, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { DASHBOARD_LINK, RouteError } from "~/components/route-error";
import { NotFoundView } from "~/routes/site/not-found";
import { AdminRouteError } from "./layout";
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
  { to: href("/admin/categories"), label: "Categories", permission: "content" },
  { to: href("/admin/redirects"), label: "Redirects", permission: "content" },
  { to: href("/admin/team"), label: "Team", permission: "owner" },
  { to: href("/admin/webhooks"), label: "Connect tools", permission: "owner" },
  { to: href("/admin/audit"), label: "Audit log", permission: "owner" },
  { to: href("/admin/data-requests"), label: "Data requests", permission: "privacy" },
  { to: href("/admin/settings"), label: "Settings", permission: "owner" },
  { to: href("/admin/account"), label: "Your account" },
];

export default function Protected({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInShell admin={loaderData.admin}>
      <Outlet />
    </SignedInShell>
  );
}

function SignedInShell({
  admin,
  children,
}: {
  admin: Route.ComponentProps["loaderData"]["admin"];
  children: ReactNode;
}) {
  return (
    <AdminShell
      sections={sections.filter((section) => !section.permission || admin.permissions.includes(section.permission))}
      person={{ name: admin.name || admin.email, role: ROLE_LABELS[admin.role] }}
    >
      {children}
    </AdminShell>
  );
}

/**
 * A page of the admin area that is not there, or not for this person, or failed: shown in the
 * admin's shell (its header and sections stay) with a way back to the dashboard. Before the
 * person is known (the gate itself failed), the admin area's plain error page.
 */
export function ErrorBoundary() {
  const signedIn = useRouteLoaderData<typeof loader>("routes/admin/protected");
  const error = useRouteError();
  if (!signedIn) return <AdminRouteError />;
  return (
    <SignedInShell admin={signedIn.admin}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundView back={DASHBOARD_LINK} />
      ) : (
        <RouteError back={DASHBOARD_LINK} className="py-24" />
      )}
    </SignedInShell>
  );
}
