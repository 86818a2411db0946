import type { Database } from "#database/client.server";
import { fixedPagePaths } from "~/content/paths.server";
import { publishedForFeeds } from "~/features/articles/feeds.server";
import { featuredCaseStudyPages } from "~/features/case-studies/queries.server";
import { ARTICLES_PER_PAGE, categoryPath, listPagePath } from "~/features/articles/list-pages";
import { listCategories } from "~/features/articles/categories.server";
import { NOTICE_PATHS } from "~/features/inquiries/consent-notice";
import { type Locale, englishPath, hasHindiTwin, localeOfPath, localePath } from "~/lib/locale";
import { type TranslatedRow, twinsAmong } from "~/features/content-editing/index.server";
import { translatedPage } from "~/lib/seo";

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

const LOCALES: readonly Locale[] = ["en", "hi"];

/** The newest change among `rows`. */
const latestOf = (rows: readonly { updatedAt: Date }[]) =>
  rows.reduce<Date | undefined>((at, row) => (!at || row.updatedAt > at ? row.updatedAt : at), undefined);

/** A case study's or an article's page under `base`, paired with its translation's when it has a live one. */
function recordPages<Row extends TranslatedRow & RecordPage>(base: string, rows: readonly Row[]): PublicPage[] {
  const twins = twinsAmong(rows);
  return rows.map((row) => {
    // The same pair the record's page names by hreflang.
    const { path, languages } = translatedPage(row.language, base, row.slug, twins.get(row.id)?.slug ?? null);
    return { path, changedAt: row.updatedAt, unlisted: unlisted(path, row), languages };
  });
}

type RecordPage = { slug: string; updatedAt: Date; noindex: boolean; canonicalUrl: string | null };

/** A list's first page pairs with the other language's; later pages stand alone (the lists differ in length). */
const listPagesIn = (locale: Locale, english: string, count: number, changedAt: Date | undefined) =>
  listPages(localePath(locale, english), count).map((path, index) => ({
    path,
    changedAt,
    languages: index === 0 ? { en: english, hi: localePath("hi", english) } : undefined,
  }));

/** The site's public pages, in the sitemap's order. */
export async function publicPages(db: Database): Promise<PublicPage[]> {
  const [articles, caseStudies, categories] = await Promise.all([
    publishedForFeeds(db),
    featuredCaseStudyPages(db),
    listCategories(db),
  ]);
  return [
    ...fixedPagePaths().map((path) => ({ path, languages: languagesOf(path) })),
    // A person's requests about their data: a form of its own, read with the owner's settings.
    { path: "/your-data" },
    ...LOCALES.map((locale) => ({
      path: localePath(locale, "/case-studies"),
      languages: { en: "/case-studies", hi: localePath("hi", "/case-studies") },
    })),
    ...recordPages("/case-studies", caseStudies),
    // Each page of a list is a page of its own (its canonical address is itself).
    ...LOCALES.flatMap((locale) => {
      const written = articles.filter((a) => a.language === locale);
      const latest = latestOf(written);
      return [
        ...listPagesIn(locale, "/articles", written.length, latest),
        ...categories.flatMap((category) => {
          const name = category.name.toLowerCase();
          const count = written.filter((a) => a.category.toLowerCase() === name).length;
          // Listed in both languages, empty or not, as each pairs with the other.
          return listPagesIn(locale, categoryPath(category.slug), count, latest);
        }),
      ];
    }),
    ...recordPages("/articles", articles),
  ];
}

/** Which paths a page of the site answers now, read once: a redirect may hide none of them. */
export async function livePages(db: Database): Promise<(path: string) => boolean> {
  const live = new Set([...UNLISTED_PAGES, ...(await publicPages(db)).map((page) => page.path)]);
  return (path) => live.has(path) || path.startsWith("/articles/preview/");
}
