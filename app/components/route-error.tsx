import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { cn } from "~/lib/cn";

interface RouteErrorProps {
  /** Where the way out leads: the home page, or the dashboard inside the admin area. */
  back?: { to: string; label: string };
  className?: string;
}

/** The error that stopped the route, written to the browser's console once: the spec logs load failures. */
export function useLoggedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    console.error("The page could not be loaded", error);
  }, [error]);
  return error;
}

/**
 * The spec's default error page ('Unexpected Application Error!' and the status text), used by
 * the root and, inside their own layouts, by the public site and the admin area. Never a stack trace.
 */
export const DASHBOARD_LINK = { to: "/admin/dashboard", label: "Back to the dashboard" };
const HOME_LINK = { to: "/", label: "Go to the home page" };

export function RouteError({ back, className }: RouteErrorProps) {
  const error = useLoggedRouteError();
  // A refusal by the admin gate comes before any of the admin's pages loaded (the root shows it):
  // inside the admin area, the way out is still the dashboard.
  const inAdmin = useLocation().pathname.startsWith("/admin");
  const way = back ?? (inAdmin ? DASHBOARD_LINK : HOME_LINK);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : "Something went wrong. Please try again.";
  // A refusal that says why (a staff member's role does not include the page): our own fixed text.
  const why = isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string" ? error.data : null;
  return (
    <div className={cn("mx-auto flex max-w-xl flex-col items-center justify-center gap-4 p-6 text-center", className)}>
      <title>Error</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">{detail}</p>
      {why ? <p>{why}</p> : null}
      {/* A full page load: whatever failed on the way is tried afresh. */}
      <a href={way.to} className="font-semibold text-primary underline">
        {way.label}
      </a>
    </div>
  );
}
