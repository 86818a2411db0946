import { desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { caseStudies } from "../../../database/schema";
import { imageInfo } from "../media/image-lookup.server";

// The create's idempotency key is the admin's business: it stays out of public page data.
const { idempotencyKey: _key, ...publicColumns } = getTableColumns(caseStudies);

export async function listFeaturedCaseStudies(db: Database) {
  const rows = await db
    .select(publicColumns)
    .from(caseStudies)
    .where(eq(caseStudies.featured, true))
    .orderBy(desc(caseStudies.createdAt));
  const images = await imageInfo(
    db,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row) => ({ ...row, image: row.imageUrl ? images.get(row.imageUrl) : undefined }));
}
