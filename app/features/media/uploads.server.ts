import { eq } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { articles, caseStudies, uploads } from "../../../database/schema";
import { logger } from "~/infrastructure/logger.server";
import { variantKey } from "./images.server";
import { type Storage, isBucket } from "~/infrastructure/storage.server";

/**
 * Removes an uploaded image (original and resized versions) once no case study or article
 * uses it any more. Pasted external URLs are not ours and are left alone.
 */
export async function releaseImage(
  deps: { db: Database; storage: Storage },
  url: string | null | undefined,
): Promise<void> {
  if (!url) return;
  const [upload] = await deps.db.select().from(uploads).where(eq(uploads.url, url));
  if (!upload || !isBucket(upload.bucket)) return;
  const [caseStudyUse] = await deps.db
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(eq(caseStudies.imageUrl, url))
    .limit(1);
  const [articleUse] = await deps.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.imageUrl, url))
    .limit(1);
  if (caseStudyUse || articleUse) return;
  const bucket = upload.bucket;
  const keys = [upload.key, ...upload.variants.map((width) => variantKey(upload.key, width))];
  try {
    await Promise.all(keys.map((key) => deps.storage.delete(bucket, key)));
    await deps.db.delete(uploads).where(eq(uploads.id, upload.id));
  } catch (error) {
    // The record is already saved; a file left behind costs disk space, not correctness.
    logger.warn({ err: error, url }, "could not remove an uploaded image");
  }
}
