import { and, eq, like, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { articles, caseStudies, socialCards } from "../../../database/schema";
import { getPublishedArticle } from "../articles/queries.server";
import { getFeaturedCaseStudy } from "../case-studies/queries.server";
import { logger } from "~/infrastructure/logger.server";
import { type SocialCardText, socialCardUrl } from "~/lib/social-card";
import { renderSocialCard, socialCardVersion } from "./social-card.server";

// The social cards of the pages made from the database: drawn when an article or a case study is
// saved, kept in the database beside it (a page's card is part of its content: backed up and
// restored with it, gone with it), and drawn on the first request when missing or out of date.

export function articleSocialCard(article: { title: string; category: string; readingMinutes: number }) {
  return {
    eyebrow: `Article · ${article.category} · ${article.readingMinutes} min read`,
    title: article.title,
  } satisfies SocialCardText;
}

export function caseStudySocialCard(caseStudy: {
  title: string;
  industry: string;
  headlineFigure: string | null;
  headlineLabel: string | null;
}) {
  return {
    eyebrow: `Case study · ${caseStudy.industry}`,
    title: caseStudy.title,
    figure: caseStudy.headlineFigure,
    figureLabel: caseStudy.headlineLabel,
  } satisfies SocialCardText;
}

/** The card's address for a page's og:image, with the version of what it shows. */
export function socialCardAddress(pagePath: string, card: SocialCardText): string {
  return socialCardUrl(pagePath, socialCardVersion(card));
}

/** What the card of a public article or case study page shows; null when there is no such page. */
async function databasePageCard(db: Database, pagePath: string): Promise<SocialCardText | null> {
  const [, section, slug, ...rest] = pagePath.split("/");
  if (!slug || rest.length) return null;
  if (section === "articles") {
    const article = await getPublishedArticle(db, slug);
    return article && articleSocialCard(article);
  }
  if (section === "case-studies") {
    const caseStudy = await getFeaturedCaseStudy(db, slug);
    return caseStudy && caseStudySocialCard(caseStudy);
  }
  return null;
}

/** The PNG of a public page's card: the kept one while it is current, else drawn now and kept. */
export async function databasePageCardPng(db: Database, pagePath: string): Promise<Buffer | null> {
  const card = await databasePageCard(db, pagePath);
  if (!card) return null;
  const version = socialCardVersion(card);
  const [kept] = await db
    .select({ version: socialCards.version, png: socialCards.png })
    .from(socialCards)
    .where(eq(socialCards.path, pagePath));
  if (kept?.version === version) return kept.png;
  const png = await renderSocialCard(card);
  await db
    .insert(socialCards)
    .values({ path: pagePath, version, png })
    .onConflictDoUpdate({ target: socialCards.path, set: { version, png, createdAt: sql`now()` } });
  return png;
}

/**
 * After a save, a switch or a delete: draws the card of the page `pagePath` (when it is public)
 * and drops the cards of pages that no longer are. A failure is logged, never the save's: the
 * card is drawn on its first request instead.
 */
export async function refreshSocialCards(db: Database, pagePath: string | null): Promise<void> {
  try {
    await db.delete(socialCards).where(
      or(
        and(
          like(socialCards.path, "/articles/%"),
          notExists(
            db
              .select({ one: sql`1` })
              .from(articles)
              .where(and(eq(articles.published, true), sql`'/articles/' || ${articles.slug} = ${socialCards.path}`)),
          ),
        ),
        and(
          like(socialCards.path, "/case-studies/%"),
          notExists(
            db
              .select({ one: sql`1` })
              .from(caseStudies)
              .where(
                and(eq(caseStudies.featured, true), sql`'/case-studies/' || ${caseStudies.slug} = ${socialCards.path}`),
              ),
          ),
        ),
      ),
    );
    if (pagePath) await databasePageCardPng(db, pagePath);
  } catch (error) {
    logger.warn({ err: error, path: pagePath }, "could not draw a social card");
  }
}
