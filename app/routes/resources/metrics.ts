import { data } from "react-router";
import { settingsContext } from "~/infrastructure/context";
import { metricsRegistry } from "~/infrastructure/metrics.server";
import { sameSecret } from "~/infrastructure/same-secret.server";
import { NO_STORE } from "~/lib/cache-control";
import type { Route } from "./+types/metrics";

/**
 * The server's figures in Prometheus' text format, for a scraper that sends METRICS_TOKEN as a
 * bearer token (docs/running.md, "Metrics"). Without the setting there is no such page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { metricsToken } = context.get(settingsContext);
  if (!metricsToken) throw data(null, { status: 404 });
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!given || !sameSecret(given, metricsToken)) {
    return new Response("A bearer token is required: the METRICS_TOKEN setting.\n", {
      status: 401,
      headers: {
        "www-authenticate": 'Bearer realm="metrics"',
        "cache-control": NO_STORE,
        "content-type": "text/plain",
      },
    });
  }
  return new Response(await metricsRegistry.metrics(), {
    headers: { "content-type": metricsRegistry.contentType, "cache-control": NO_STORE },
  });
}
