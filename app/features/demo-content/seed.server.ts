import { eq } from "drizzle-orm";
import sharp from "sharp";
import { storeImage } from "~/features/media/store-image.server";
import type { Storage } from "~/infrastructure/storage.server";
import type { Database } from "../../../database/client.server";
import { appState, articles, caseStudies } from "../../../database/schema";
import { demoArticles, demoCaseStudies } from "./demo-content";

const SEEDED = "demo-content-seeded";

/** Fills a new database with demo case studies and articles, once: later starts leave content alone. */
export async function seedDemoContent(deps: { db: Database; storage: Storage }): Promise<boolean> {
  const [done] = await deps.db.select().from(appState).where(eq(appState.key, SEEDED));
  if (done) return false;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const media = { ...deps, maxBytes: Number.MAX_SAFE_INTEGER };

  for (const [index, item] of demoCaseStudies.entries()) {
    const { palette, ...fields } = item;
    const image = await storeImage(media, "case-studies", { name: "cover.png", bytes: await cover(palette, index) });
    const createdAt = new Date(now - (index + 1) * 9 * day);
    await deps.db.insert(caseStudies).values({ ...fields, imageUrl: image.url, createdAt, updatedAt: createdAt });
  }
  for (const [index, item] of demoArticles.entries()) {
    const { palette, daysAgo, ...fields } = item;
    const image = await storeImage(media, "articles", { name: "cover.png", bytes: await cover(palette, index + 7) });
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

/** A 1600×900 abstract cover in the item's colours (no text, so no fonts are needed). */
async function cover([from, to]: [string, string], seed: number): Promise<Buffer> {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 337 + i * 521) % 1600;
    const y = (seed * 181 + i * 263) % 900;
    const r = 120 + (((seed + i) * 53) % 260);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + i * 0.03}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
