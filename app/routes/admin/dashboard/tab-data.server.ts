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
