import { inArray } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { uploads } from "#database/schema";
import type { ImageInfo } from "~/lib/image-variants";

/** Size and resized versions for each image URL we stored; a pasted URL is returned as it is. */
export async function imageInfo(db: Database, urls: (string | null)[]): Promise<Map<string, ImageInfo>> {
  const wanted = [...new Set(urls.filter((u): u is string => !!u))];
  const map = new Map<string, ImageInfo>(wanted.map((url) => [url, { url, variants: [] }]));
  if (!wanted.length) return map;
  const rows = await db
    .select({ url: uploads.url, width: uploads.width, height: uploads.height, variants: uploads.variants })
    .from(uploads)
    .where(inArray(uploads.url, wanted));
  for (const row of rows) map.set(row.url, row);
  return map;
}
