import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { redirects } from "#database/schema";
import { CSV_BOM, csvRow } from "~/lib/csv";
import { FieldRefusedError } from "~/lib/form-result";
import { REDIRECT_MESSAGES, type RedirectInput, type RedirectView, targetPath } from "./paths";

// Redirects are kept one hop long: no target is the source of another redirect. Each write keeps
// that so (under one lock, so that two writes at once cannot form a chain or a loop between them):
// a new redirect to an old address goes straight to where that address now leads (A to B, then
// B to C: A to C and B to C), and one that would lead back to itself is refused.

/** The most redirects kept: enough for a site's whole history, small enough for the host to hold in memory. */
export const REDIRECTS_MAX = 10_000;

/** Whether a page of the site answers at this path now (a live page wins over a redirect). */
export type LivePage = (path: string) => boolean;

/** Reads the site's live pages once, for every redirect a save or an import then checks. */
export type LivePages = (db: Database) => Promise<LivePage>;

/** A target's path, as SQL: the target without its query string or fragment. */
const pathOfTarget = sql`split_part(split_part(${redirects.target}, '#', 1), '?', 1)`;

/**
 * Adds a redirect, or changes the one `id` names; `replace`: a redirect already from that source is
 * changed instead of refused (a renamed page, an import). Throws FieldRefusedError.
 */
export async function saveRedirect(
  db: Database,
  input: RedirectInput & { id?: string; automatic?: boolean; replace?: boolean },
  livePage: LivePage,
): Promise<string> {
  const { source, status, automatic = false } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`);
    if (targetPath(input.target) === source) throw new FieldRefusedError("target", REDIRECT_MESSAGES.same);
    if (livePage(source)) throw new FieldRefusedError("source", REDIRECT_MESSAGES.sourceLive);
    // Where the target leads now, if it is itself redirected.
    const [onward] = await tx
      .select({ target: redirects.target })
      .from(redirects)
      .where(and(eq(redirects.source, targetPath(input.target)), input.id ? ne(redirects.id, input.id) : undefined));
    const target = onward?.target ?? input.target;
    if (targetPath(target) === source) throw new FieldRefusedError("target", REDIRECT_MESSAGES.loop);
    const [holder] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.source, source));
    if (holder && holder.id !== input.id && !input.replace) {
      throw new FieldRefusedError("source", REDIRECT_MESSAGES.taken);
    }
    const id = input.id ?? holder?.id;
    if (!id && (await tx.$count(redirects)) >= REDIRECTS_MAX) {
      throw new FieldRefusedError(
        "source",
        `The site keeps at most ${REDIRECTS_MAX.toLocaleString("en-IN")} redirects: remove some first.`,
      );
    }
    let saved: string | undefined;
    if (id) {
      if (holder && holder.id !== id) await tx.delete(redirects).where(eq(redirects.id, holder.id));
      [{ id: saved } = { id: undefined }] = await tx
        .update(redirects)
        .set({ source, target, status, automatic })
        .where(eq(redirects.id, id))
        .returning({ id: redirects.id });
      if (!saved) throw new FieldRefusedError("source", REDIRECT_MESSAGES.notFound);
    } else {
      [{ id: saved }] = (await tx
        .insert(redirects)
        .values({ source, target, status, automatic })
        .returning({ id: redirects.id })) as [{ id: string }];
    }
    // What led to the old address now leads where it goes, in one hop.
    await tx
      .update(redirects)
      .set({ target })
      .where(and(sql`${pathOfTarget} = ${source}`, ne(redirects.id, saved)));
    return saved;
  });
}

/**
 * A live page moved from `from` to `to` (its slug changed): the old address answers 301 to the
 * new one, and the new address is the page's, whatever redirect it had.
 */
export async function pageMoved(db: Database, from: string, to: string): Promise<void> {
  await dropRedirectFrom(db, to);
  await saveRedirect(db, { source: from, target: to, status: 301, automatic: true, replace: true }, () => false);
}

/** A page is live at `path`: a redirect from it would never be followed, so it goes. */
export async function dropRedirectFrom(db: Database, path: string): Promise<void> {
  await db.delete(redirects).where(eq(redirects.source, path));
}

/** False when it was already gone. */
export async function removeRedirect(db: Database, id: string): Promise<boolean> {
  const removed = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
  return removed.length > 0;
}

/** Every redirect, the most recently changed first, for the screen and its export. */
export function listRedirects(db: Database): Promise<RedirectView[]> {
  return db
    .select({
      id: redirects.id,
      source: redirects.source,
      target: redirects.target,
      status: redirects.status,
      automatic: redirects.automatic,
      hits: redirects.hits,
      lastHitAt: redirects.lastHitAt,
    })
    .from(redirects)
    .orderBy(desc(redirects.updatedAt), redirects.source);
}

/** What the host answers with: each source's target and status. */
export function redirectTable(db: Database) {
  return db.select({ source: redirects.source, target: redirects.target, status: redirects.status }).from(redirects);
}

/** Adds the hits counted since the last time, in one statement. */
export async function countRedirectHits(db: Database, hits: ReadonlyMap<string, number>, at: Date): Promise<void> {
  if (hits.size === 0) return;
  const rows = [...hits].map(([source, count]) => sql`(${source}::text, ${count}::int)`);
  await db.execute(sql`
    update ${redirects} set hits = ${redirects.hits} + counted.hits, last_hit_at = ${at.toISOString()}::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as counted(source, hits)
    where ${redirects.source} = counted.source`);
}

/** Every redirect as a spreadsheet (the columns an import reads back: Source, Target, Status), then its counts. */
export async function redirectsCsv(db: Database): Promise<string> {
  const rows = await listRedirects(db);
  return (
    CSV_BOM +
    csvRow(["Source", "Target", "Status", "Added automatically", "Hits", "Last hit"]) +
    rows
      .map((row) =>
        csvRow([
          row.source,
          row.target,
          String(row.status),
          row.automatic ? "yes" : "no",
          String(row.hits),
          row.lastHitAt?.toISOString() ?? "",
        ]),
      )
      .join("")
  );
}
