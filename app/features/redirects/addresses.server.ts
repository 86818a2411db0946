import type { Database } from "#database/client.server";
import { now } from "~/lib/clock";
import { type NotFoundCount, recordNotFound } from "./not-found-log.server";
import { PATH_MAX, isReservedPath, isSiteTarget, pathKey } from "./paths";
import { countRedirectHits, redirectTable } from "./store.server";

// What the host asks on every request for a path no build file answers: is it redirected? And,
// after the app answered 404: note the path. Both are answered from memory; the redirects are read
// again whenever public content changes (on this instance or, told through PostgreSQL, another),
// and what was counted is written in batches, so a busy old address costs no query per visit. The 404
// log is trimmed to its size and age as each batch of 404s is written.

/** How long after the first hit or 404 of a batch it is written: every visit in between joins it. */
const BATCH_MS = 2_000;
/** The most distinct 404 paths counted between two writes: a flood of made-up paths stops growing memory here. */
const PENDING_404_MAX = 1_000;

export interface Redirect {
  location: string;
  status: number;
}

export interface SiteAddresses {
  /** The redirect for a request's path and query, if there is one; counted. */
  redirectFor(pathname: string, search: string): Redirect | undefined;
  /** A GET for `pathname` answered 404; `referrer` is the request's Referer header. */
  notFound(pathname: string, referrer: string | undefined): void;
  /** Reads the redirects again (public content changed). */
  reload(): Promise<void>;
  /** Writes what was counted (done by itself two seconds after a batch starts). */
  flush(): Promise<void>;
  /** Writes what was counted and stops. */
  close(): Promise<void>;
}

export async function openSiteAddresses(
  db: Database,
  warn: (error: unknown, message: string) => void,
): Promise<SiteAddresses> {
  let table = new Map<string, { target: string; status: number }>();
  let hits = new Map<string, number>();
  let missing = new Map<string, NotFoundCount>();
  let batch: NodeJS.Timeout | undefined;
  let closed = false;
  /** A batch starts: it is written in a moment, with whatever else comes in meanwhile. */
  const counted = () => {
    if (batch || closed) return;
    batch = setTimeout(() => void flush(), BATCH_MS);
    batch.unref();
  };

  let loading: Promise<void> | undefined;
  let again = false;
  const load = async () => {
    const rows = (await redirectTable(db)).filter((row) => isSiteTarget(row.target));
    table = new Map(rows.map((row) => [row.source, { target: row.target, status: row.status }]));
  };
  const reload = (): Promise<void> => {
    if (loading) {
      again = true;
      return loading;
    }
    loading = load()
      .catch((error: unknown) => warn(error, "Could not read the redirects again; the ones read before still apply"))
      .finally(() => {
        loading = undefined;
        if (again) {
          again = false;
          void reload();
        }
      });
    return loading;
  };

  const flush = async () => {
    clearTimeout(batch);
    batch = undefined;
    const followed = hits;
    const seen = missing;
    hits = new Map();
    missing = new Map();
    const at = now();
    try {
      await countRedirectHits(db, followed, at);
      if (seen.size > 0) await recordNotFound(db, seen, at);
    } catch (error) {
      // Counts are a guide, not a ledger: a batch that could not be written is let go.
      warn(error, "Could not write the redirect hits and 404s counted");
    }
  };

  await load();

  return {
    redirectFor(pathname, search) {
      const source = pathKey(pathname);
      const redirect = table.get(source);
      if (!redirect) return undefined;
      hits.set(source, (hits.get(source) ?? 0) + 1);
      counted();
      // The visitor's campaign tags travel on, unless the redirect names a query of its own.
      const location = search && !redirect.target.includes("?") ? addQuery(redirect.target, search) : redirect.target;
      return { location, status: redirect.status };
    },
    notFound(pathname, referrer) {
      const path = pathKey(pathname).slice(0, PATH_MAX);
      if (isReservedPath(path)) return;
      const earlier = missing.get(path);
      if (!earlier && missing.size >= PENDING_404_MAX) return;
      const at = now();
      const referrerHost = (referrer && URL.parse(referrer)?.hostname.slice(0, 253)) || null;
      missing.set(path, {
        hits: (earlier?.hits ?? 0) + 1,
        firstSeenAt: earlier?.firstSeenAt ?? at,
        lastSeenAt: at,
        referrerHost: referrerHost ?? earlier?.referrerHost ?? null,
      });
      counted();
    },
    reload,
    flush,
    async close() {
      closed = true;
      await loading;
      await flush();
    },
  };
}

/** `target` with the query `search` (`?a=1`), before its fragment. */
function addQuery(target: string, search: string): string {
  const hash = target.indexOf("#");
  return hash === -1 ? `${target}${search}` : `${target.slice(0, hash)}${search}${target.slice(hash)}`;
}
