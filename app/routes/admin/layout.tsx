import { useEffect } from "react";
import { Outlet, data } from "react-router";
import { DASHBOARD_LINK, RouteError } from "~/components/route-error";
import { notify } from "~/components/ui/toaster";
import { flashContext } from "~/infrastructure/context";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/layout";

export const handle = { adminArea: true } satisfies RouteHandle;

/** Admin responses hold personal data: never stored by shared caches or browsers, never indexed. */
const privateResponses: Route.MiddlewareFunction = async (_args, next) => {
  const response = await next();
  response.headers.set("cache-control", PRIVATE_NO_STORE);
  response.headers.set("x-robots-tag", "noindex, nofollow");
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [privateResponses];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { flash, headers } = await context.get(flashContext).take(request);
  return data({ flash }, { headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  useEffect(() => {
    if (flash) void notify(flash.kind, flash);
  }, [flash]);
  return (
    <div className="min-h-dvh bg-muted/40">
      <Outlet />
    </div>
  );
}

/** Inside the admin area, an error page leads back to the dashboard. */
export function AdminRouteError() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-muted/40">
      <RouteError back={DASHBOARD_LINK} />
    </div>
  );
}

export const ErrorBoundary = AdminRouteError;
