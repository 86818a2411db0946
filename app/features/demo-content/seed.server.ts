import { eq } from "drizzle-orm";
import sharp from "sharp";
import { storeImage } from "~/features/media/index.server";
import type { Storage } from "~/infrastructure/storage.server";
import type { Database } from "#database/client.server";
import { appState, articles, caseStudies } from "#database/schema";
import { articleCoverSvg, caseStudyCoverSvg } from "./covers";
import { demoArticles, demoCaseStudies } from "./demo-content";
import { now as clockNow } from "~/lib/clock";

const SEEDED = "demo-content-seeded";

/** Fills a new database with demo case studies and articles, once: later starts leave content alone. */
export async function seedDemoContent(deps: { db: Database; storage: Storage }): Promise<boolean> {
  const [done] = await deps.db.select().from(appState).where(eq(appState.key, SEEDED));
  if (done) return false;
  const day = 24 * 60 * 60 * 1000;
  const now = clockNow().getTime();
  const media = { ...deps, maxBytes: Number.MAX_SAFE_INTEGER };

  for (const [index, item] of demoCaseStudies.entries()) {
    const { palette, ...fields } = item;
    const bytes = await cover(caseStudyCoverSvg(item.slug, palette));
    const image = await storeImage(media, "case-studies", { name: "cover.webp", bytes });
    const createdAt = new Date(now - (index + 1) * 9 * day);
    await deps.db.insert(caseStudies).values({ ...fields, imageUrl: image.url, createdAt, updatedAt: createdAt });
  }
  for (const item of demoArticles) {
    const { palette, daysAgo, ...fields } = item;
    const bytes = await cover(articleCoverSvg(item.slug, palette));
    const image = await storeImage(media, "articles", { name: "cover.webp", bytes });
    const createdAt = new Date(now - daysAgo * day);
    await deps.db.insert(articles).values({
      ...fields,
      imageUrl: image.url,
      createdAt,
      updatedAt: createdAt,
      publishedAt: fields.published ? createdAt : null,
    });
  }
  await deps.db.insert(appState).values({ key: SEEDED, value: true }).onConflictDoNothing();
  return true;
}

/** Renders a 1600×900 cover drawing (it has no text, so no fonts are needed) to WebP. */
async function cover(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
