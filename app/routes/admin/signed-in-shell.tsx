import type { ReactNode } from "react";
import { href, isRouteErrorResponse, useRouteError } from "react-router";
import { AdminShell, type AdminSection } from "~/components/admin/app-shell";
import { DASHBOARD_LINK, RouteError } from "~/components/route-error";
import { ROLE_LABELS, type SignedInPerson } from "~/features/auth";
import type { Permission } from "~/features/auth/permissions";
import { NotFoundView } from "~/routes/site/not-found";

/** The sections of the admin area, each shown to whoever holds its permission (the gate checks again). */
const sections: (AdminSection & { permission?: Permission })[] = [
  { to: href("/admin/dashboard"), label: "Dashboard", permission: "dashboard" },
  { to: href("/admin/team"), label: "Team", permission: "owner" },
  { to: href("/admin/webhooks"), label: "Connect tools", permission: "owner" },
  { to: href("/admin/audit"), label: "Audit log", permission: "owner" },
  { to: href("/admin/settings"), label: "Settings", permission: "owner" },
  { to: href("/admin/account"), label: "Your account" },
];

interface FrameProps {
  admin: SignedInPerson;
  brand: string;
}

/** The admin's frame for this person: the sections they may open, and who is signed in. */
export function SignedInShell({ admin, brand, children }: FrameProps & { children: ReactNode }) {
  return (
    <AdminShell
      sections={sections.filter((section) => !section.permission || admin.permissions.includes(section.permission))}
      person={{ name: admin.name || admin.email, role: ROLE_LABELS[admin.role] }}
      brand={brand}
    >
      {children}
    </AdminShell>
  );
}

/**
 * A page of the admin area that is not there, not for this person, or failed, inside the admin's
 * frame (its header and sections stay) with a way back to the dashboard: the spec's 404 texts (or
 * the page's own, `notFound`), or the error page with the reason a refusal gave.
 */
export function SignedInErrorPage({ notFound, ...frame }: FrameProps & { notFound?: ReactNode }) {
  const error = useRouteError();
  return (
    <SignedInShell {...frame}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        (notFound ?? <NotFoundView back={DASHBOARD_LINK} />)
      ) : (
        <RouteError back={DASHBOARD_LINK} className="py-24" />
      )}
    </SignedInShell>
  );
}
