import type { Database } from "#database/client.server";
import type { AdminIdentity } from "~/features/auth/session.server";
import { can } from "~/features/auth/permissions";
import { demoContentLeft } from "~/features/demo-content/index.server";
import { logger } from "~/infrastructure/logger.server";

/**
 * A dashboard tab's data, or `empty` when it cannot be read: the spec has such failures logged
 * and shown as the tab's empty state, never as an error page.
 */
export async function orEmpty<T, Empty = T>(what: string, empty: Empty, load: () => Promise<T>): Promise<T | Empty> {
  try {
    return await load();
  } catch (error) {
    logger.error({ err: error, query: `dashboard ${what}` }, `dashboard: failed to load ${what}`);
    return empty;
  }
}

/** The content tabs' notice of the demo content still on the site: the owner's alone to remove. */
export function demoContentFor(member: AdminIdentity, db: Database) {
  return can(member, "owner") ? orEmpty("demo content", null, () => demoContentLeft(db)) : null;
}
