import { useEffect } from "react";
import { Link, data, useNavigate } from "react-router";
import { notify } from "~/components/ui/toaster";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/access-denied";

const DENIED = { title: "Access Denied", description: "You don't have admin privileges." };

// Where a signed-in user without the admin role lands: the spec's toast, then the home page.
export function loader() {
  return data(null, { status: 403 });
}

export const meta: Route.MetaFunction = () => adminMeta(DENIED.title);

export default function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    void notify("error", DENIED);
    void navigate("/", { replace: true });
  }, [navigate]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">{DENIED.title}</h1>
      <p className="text-muted-foreground">{DENIED.description}</p>
      <Link to="/" className="font-semibold text-primary underline">
        Go to the home page
      </Link>
    </main>
  );
}
