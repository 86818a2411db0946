import { Link, data } from "react-router";
import { DASHBOARD_LINK } from "~/components/route-error";
import { NOT_ALLOWED_MESSAGE } from "~/features/auth/permissions";
import { requireAdmin } from "~/features/auth/session.server";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/not-allowed";

// Where the admin gate sends a staff member who opened a page their role does not include: the
// gate refuses before any page loads, where the admin's frame cannot be drawn, so the refusal is
// said here instead, inside the frame, with the reason and the way back to the dashboard. It
// answers 403 too.
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return data(null, { status: 403, statusText: "Forbidden" });
}

export const meta: Route.MetaFunction = () => adminMeta("Not allowed");

export default function NotAllowed() {
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Not allowed</h1>
      <p className="text-muted-foreground">{NOT_ALLOWED_MESSAGE}</p>
      <Link to={DASHBOARD_LINK.to} className="font-semibold text-primary underline">
        {DASHBOARD_LINK.label}
      </Link>
    </main>
  );
}
