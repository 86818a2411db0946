import { type SQL, and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles, caseStudies, contentRevisions, uploads } from "#database/schema";
import { logger } from "~/infrastructure/logger.server";
import { uploadFiles } from "~/lib/image-variants";
import { type Storage, buckets } from "~/infrastructure/storage.server";
import { now } from "~/lib/clock";

// An image is uploaded when it is picked in a dialog, before its case study or article is saved.
// It is claimed while a saved record's image_url points at it, an article's text names it, or a
// kept version of a record does; nothing else marks it, so a claim can never outlive or miss its
// record (docs/decisions/015-image-lifecycle.md, 041-images-in-the-text.md).

/** How long an image nobody saved may wait: longer than any editing dialog stays open. */
export const UNCLAIMED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the running server looks for such images. */
export const UNCLAIMED_UPLOAD_SWEEP_EVERY_MS = 60 * 60 * 1000;

type Deps = { db: Database; storage: Storage };

/**
 * Removes an uploaded image (original and resized versions) once no case study or article
 * uses it any more: called when a record's image is replaced or the record deleted. Pasted
 * external URLs are not ours and are left alone.
 */
export async function releaseImage(deps: Deps, url: string | null | undefined): Promise<void> {
  if (!url) return;
  try {
    await removeOneUnclaimed(deps, eq(uploads.url, url));
  } catch (error) {
    // The record is already saved; the sweep removes the image once the storage answers again.
    logger.warn({ err: error, url }, "could not remove an uploaded image");
  }
}

/**
 * Removes every image uploaded more than UNCLAIMED_UPLOAD_GRACE_MS ago that no record uses.
 * Safe to run from several instances at once: each image is claimed by one of them.
 * Returns how many were removed; throws when the storage fails (the image stays for next time).
 */
export async function removeUnclaimedUploads(deps: Deps): Promise<number> {
  const uploadedBefore = new Date(now().getTime() - UNCLAIMED_UPLOAD_GRACE_MS);
  let removed = 0;
  while (await removeOneUnclaimed(deps, lt(uploads.createdAt, uploadedBefore))) removed++;
  return removed;
}

/**
 * Runs removeUnclaimedUploads now and every `everyMs` in the background, one run at a time.
 * `stop()` ends the schedule and waits for a run in progress, so the database can close after it.
 */
export function startUnclaimedUploadSweep(deps: Deps, { everyMs = UNCLAIMED_UPLOAD_SWEEP_EVERY_MS } = {}) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= removeUnclaimedUploads(deps)
      .then((removed) => {
        if (removed) logger.info({ removed }, "removed images uploaded a day ago and never saved with a record");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "could not remove unclaimed uploaded images"))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, everyMs);
  // The schedule alone must not keep the process alive.
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Claims one upload matching `which` that no record uses, deletes its files, then its row, in one
 * transaction. The row lock (SKIP LOCKED) keeps two instances off the same upload; a storage failure
 * rolls back, so the row stays and a later attempt deletes again (deleting a missing file succeeds).
 */
async function removeOneUnclaimed(deps: Deps, which: SQL | undefined): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [upload] = await tx
      .select({ id: uploads.id, bucket: uploads.bucket, key: uploads.key, variants: uploads.variants })
      .from(uploads)
      .where(
        and(
          which,
          // A row of another bucket could never be deleted and would be picked again forever.
          inArray(uploads.bucket, [...buckets]),
          notExists(tx.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.imageUrl, uploads.url))),
          notExists(tx.select({ id: articles.id }).from(articles).where(eq(articles.imageUrl, uploads.url))),
          // An image in an article's text, however the Markdown around it is written.
          notExists(
            tx
              .select({ id: articles.id })
              .from(articles)
              .where(sql`strpos(${articles.content}, ${uploads.url}) > 0`),
          ),
          // A kept version's image or text names it: restoring that version brings it back.
          notExists(
            tx
              .select({ id: contentRevisions.id })
              .from(contentRevisions)
              .where(sql`strpos(${contentRevisions.values}::text, ${uploads.url}) > 0`),
          ),
        ),
      )
      .limit(1)
      .for("update", { of: uploads, skipLocked: true });
    if (!upload) return false;
    const bucket = upload.bucket as (typeof buckets)[number];
    await Promise.all(uploadFiles(upload.key, upload.variants).map((key) => deps.storage.delete(bucket, key)));
    await tx.delete(uploads).where(eq(uploads.id, upload.id));
    return true;
  });
}
