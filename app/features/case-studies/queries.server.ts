import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { caseStudies } from "../../../database/schema";
import { imageInfo } from "../media/image-info.server";

export async function listFeaturedCaseStudies(db: Database) {
  const rows = await db
    .select()
    .from(caseStudies)
    .where(eq(caseStudies.featured, true))
    .orderBy(desc(caseStudies.createdAt));
  const images = await imageInfo(db, rows.map((r) => r.imageUrl));
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}
