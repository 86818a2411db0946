import { appState } from "#database/schema";
import { databaseContext } from "~/infrastructure/context";
import { NO_STORE } from "~/lib/cache-control";
import { now } from "~/lib/clock";
import type { Route } from "./+types/healthz";

const PROBE_TIMEOUT_MS = 2_000;

/**
 * Healthy means the database answers a read and commits a write: a database that reads but
 * refuses writes (a full disk, a read-only switch after a failover) would lose every lead while
 * the pages still looked fine. The write is one row of app_state, rewritten in place.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  const { db } = database;
  const started = performance.now();
  const readable = await withinTimeout(database.ping());
  const writable =
    readable &&
    (await withinTimeout(
      db
        .insert(appState)
        .values({ key: "healthz", value: true })
        .onConflictDoUpdate({ target: appState.key, set: { updatedAt: now() } }),
    ));
  const ok = readable && writable;
  return Response.json(
    {
      status: ok ? "ok" : "unavailable",
      database: { kind: database.kind, ok, readable, writable, ms: Math.round(performance.now() - started) },
    },
    { status: ok ? 200 : 503, headers: { "cache-control": NO_STORE } },
  );
}

/** True when `work` succeeds within PROBE_TIMEOUT_MS. */
function withinTimeout(work: PromiseLike<unknown>): Promise<boolean> {
  return Promise.race([
    Promise.resolve(work).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
  ]);
}
