import { servicesContext } from "~/lib/context";
import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const started = performance.now();
  const ok = await Promise.race([
    database.ping().then(() => true, () => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000).unref()),
  ]);
  return Response.json(
    { status: ok ? "ok" : "unavailable", database: { kind: database.kind, ok, ms: Math.round(performance.now() - started) } },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
