import { and, eq, like, notExists, or, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles, caseStudies, socialCards } from "#database/schema";
import { readingMinutes } from "../../lib/reading-time";
import { logger } from "~/infrastructure/logger.server";
import { type SocialCardText, socialCardUrl } from "~/lib/social-card";
import { now } from "~/lib/clock";
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
  // Only what the card shows: the page itself (its Markdown rendered, its images) is not needed.
  if (section === "articles") {
    const [article] = await db
      .select({ title: articles.title, category: articles.category, content: articles.content })
      .from(articles)
      .where(and(eq(articles.slug, slug), eq(articles.published, true)));
    return article ? articleSocialCard({ ...article, readingMinutes: readingMinutes(article.content) }) : null;
  }
  if (section === "case-studies") {
    const [caseStudy] = await db
      .select({
        title: caseStudies.title,
        industry: caseStudies.industry,
        headlineFigure: caseStudies.headlineFigure,
        headlineLabel: caseStudies.headlineLabel,
      })
      .from(caseStudies)
      .where(and(eq(caseStudies.slug, slug), eq(caseStudies.featured, true)));
    return caseStudy ? caseStudySocialCard(caseStudy) : null;
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
  try {
    await db
      .insert(socialCards)
      .values({ path: pagePath, version, png })
      .onConflictDoUpdate({ target: socialCards.path, set: { version, png, createdAt: now() } });
  } catch (error) {
    // Not kept (a database refusing writes): the card is still the right one to send.
    logger.warn({ err: error, path: pagePath }, "could not keep a social card");
  }
  return png;
}

/**
 * After a save, a switch or a delete: drops the cards of pages that are no longer public and draws
 * the card of the page `findPage` names (when it is public). A failure is logged, never the save's:
 * the card is drawn on its first request instead.
 */
export async function refreshSocialCards(db: Database, findPage: () => Promise<string | null>): Promise<void> {
  let pagePath: string | null = null;
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
    pagePath = await findPage();
    if (pagePath) await databasePageCardPng(db, pagePath);
  } catch (error) {
    logger.warn({ err: error, path: pagePath }, "could not draw a social card");
  }
}
