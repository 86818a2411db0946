import type { Database } from "#database/client.server";
import { fixedPagePaths } from "~/content/paths.server";
import { publishedForFeeds } from "~/features/articles/feeds.server";
import { featuredCaseStudyPages } from "~/features/case-studies/queries.server";
import { ARTICLES_PER_PAGE, categoryPath, listPagePath } from "~/features/articles/list-pages";
import { listCategories } from "~/features/articles/categories.server";
import { NOTICE_PATHS } from "~/features/inquiries/consent-notice";
import { type Locale, englishPath, hasHindiTwin, localeOfPath, localePath } from "~/lib/locale";

// Every page of the site a visitor can open, with when it last changed: what the sitemap lists,
// and what a redirect may not hide (a live page wins over a redirect from its address).

/** Pages that are live but not for search engines to list (a form's own page, a consent link's). */
const UNLISTED_PAGES = ["/inquiry", "/hi/inquiry", "/consent/withdraw", "/your-data/confirm"];

export interface PublicPage {
  path: string;
  /** When it last changed; undefined for a page built with the site (the build's time stands for it). */
  changedAt?: Date;
  /** Hidden from search engines, or ranked at another address: left out of the sitemap. */
  unlisted?: boolean;
  /** The page's address in each language, when it has a twin in the other. */
  languages?: Record<Locale, string>;
}

/** The addresses of a fixed page's twins, when it has one: its Hindi or English page, or the other notice. */
function languagesOf(path: string): Record<Locale, string> | undefined {
  if (path === NOTICE_PATHS.en || path === NOTICE_PATHS.hi) return NOTICE_PATHS;
  const english = englishPath(path);
  if (localeOfPath(path) === "hi" || hasHindiTwin(path)) return { en: english, hi: localePath("hi", english) };
  return undefined;
}

/** A record's page that asks search engines to leave it out, or to rank another address instead. */
const unlisted = (path: string, page: { noindex: boolean; canonicalUrl: string | null }) =>
  page.noindex || (page.canonicalUrl !== null && page.canonicalUrl !== path);

/** A list's pages for `count` articles: its first page, then `?page=2` and on. */
const listPages = (path: string, count: number) =>
  Array.from({ length: Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE)) }, (_, i) => listPagePath(path, i + 1));

/** The site's public pages, in the sitemap's order. */
export async function publicPages(db: Database): Promise<PublicPage[]> {
  const [articles, caseStudies, categories] = await Promise.all([
    publishedForFeeds(db),
    featuredCaseStudyPages(db),
    listCategories(db),
  ]);
  const latest = articles.reduce<Date | undefined>((at, a) => (!at || a.updatedAt > at ? a.updatedAt : at), undefined);
  return [
    ...fixedPagePaths().map((path) => ({ path, languages: languagesOf(path) })),
    // A person's requests about their data: a form of its own, read with the owner's settings.
    { path: "/your-data" },
    { path: "/case-studies" },
    ...caseStudies.map((c) => {
      const path = `/case-studies/${c.slug}`;
      return { path, changedAt: c.updatedAt, unlisted: unlisted(path, c) };
    }),
    // Each page of a list is a page of its own (its canonical address is itself).
    ...listPages("/articles", articles.length).map((path) => ({ path, changedAt: latest })),
    ...categories.flatMap((category) =>
      listPages(categoryPath(category.slug), category.published).map((path) => ({ path, changedAt: latest })),
    ),
    ...articles.map((a) => {
      const path = `/articles/${a.slug}`;
      return { path, changedAt: a.updatedAt, unlisted: unlisted(path, a) };
    }),
  ];
}

/** Which paths a page of the site answers now, read once: a redirect may hide none of them. */
export async function livePages(db: Database): Promise<(path: string) => boolean> {
  const live = new Set([...UNLISTED_PAGES, ...(await publicPages(db)).map((page) => page.path)]);
  return (path) => live.has(path) || path.startsWith("/articles/preview/");
}
