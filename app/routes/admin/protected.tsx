import { Outlet, useRouteLoaderData } from "react-router";
import { signedInPerson } from "~/features/auth/permissions";
import { requireAdmin } from "~/features/auth/session.server";
import { useSite } from "~/lib/site";
import { adminOnly } from "./doors.server";
import { AdminRouteError } from "./layout";
import { SignedInErrorPage, SignedInShell } from "./signed-in-shell";
import type { Route } from "./+types/protected";

export const middleware: Route.MiddlewareFunction[] = [adminOnly];

// A loader makes client-side navigations call the server, so the gate runs on each of them too.
export function loader({ context }: Route.LoaderArgs) {
  return { admin: signedInPerson(requireAdmin(context)) };
}

export default function Protected({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInShell admin={loaderData.admin} brand={useSite().brand}>
      <Outlet />
    </SignedInShell>
  );
}

/**
 * A page of the admin area that is not there, or not for this person, or failed, once the person
 * is known: shown in the admin's frame. The gate's own refusals come before anything loaded and
 * are drawn by the root's error page (root.tsx). Before the person is known, the admin area's
 * plain error page.
 */
export function ErrorBoundary() {
  const signedIn = useRouteLoaderData<typeof loader>("routes/admin/protected");
  const brand = useSite().brand;
  return signedIn ? <SignedInErrorPage admin={signedIn.admin} brand={brand} /> : <AdminRouteError />;
}
