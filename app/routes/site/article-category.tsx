import { data, isRouteErrorResponse } from "react-router";
import { RouteError, useLoggedRouteError } from "~/components/route-error";
import { ArticleCards, ListPages } from "~/components/site/article-list";
import { PageHero, Section } from "~/components/site/sections";
import { categoryPath, listPage, listPagePath } from "~/features/articles/list-pages";
import { categoryBySlug } from "~/features/articles/categories.server";
import { publishedArticlesPage } from "~/features/articles/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { RouteHandle } from "~/lib/route-handle";
import {
  breadcrumbJsonLd,
  fitDescription,
  fixedPageCard,
  listPageSeo,
  notFoundMeta,
  pageTitle,
  seo,
  siteFromMatches,
} from "~/lib/seo";
import { fill } from "~/content/site-copy";
import { useWords, wordsFromMatches } from "~/content/words";
import { HOME_NAME, localeOfPath, localeOfRequest, localePath, useLocale } from "~/lib/locale";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { NotFoundView } from "./not-found";
import type { Route } from "./+types/article-category";

// A category's page: its description, then its published articles, 12 a page, newest first.

/** The list's page is its `?page=` (the page cache keeps each page apart). */
export const handle = { queryParams: ["page"] } satisfies RouteHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const page = listPage(new URL(request.url).searchParams);
  if (page === null) throw data(null, { status: 404 });
  const { db } = context.get(databaseContext);
  let category;
  let listed;
  try {
    category = await categoryBySlug(db, params.slug);
    listed = category ? await publishedArticlesPage(db, locale, page, category.name) : null;
  } catch (error) {
    // Whether the category exists is unknown: a 503, never a 404 that tells crawlers it is gone.
    logger.error({ err: error, query: "category page", slug: params.slug }, "a category page could not be loaded");
    return unavailable(null);
  }
  if (!category || !listed) throw data(null, { status: 404 });
  return { category, ...listed };
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const { site: siteWords, pages } = wordsFromMatches(matches);
  const copy = pages.articles;
  if (!loaderData) return notFoundMeta(site, copy.meta.notFoundName, locale);
  const { category, page } = loaderData;
  const paired = listPageSeo(locale, listPagePath(categoryPath(category.slug), page), page);
  const named = { category: category.name, page: String(page) };
  const name = fill(page > 1 ? copy.category.pageName : copy.category.name, named);
  return seo(site, {
    ...paired,
    title: pageTitle(site, name, locale),
    description: fitDescription(
      category.description,
      fill(copy.category.description, { category: category.name.toLowerCase() }),
    ),
    // The card's font has no Devanagari: it names the category in English.
    image: fixedPageCard("/articles", `${category.name} articles`),
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: HOME_NAME[locale], path: localePath(locale, "/") },
        { name: siteWords.nav.articles, path: localePath(locale, "/articles") },
        { name: category.name, path: paired.path },
      ]),
    ],
    keywords: [category.name, ...copy.category.keywords],
  });
};

export default function ArticleCategory({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = useWords().pages.articles;
  if (!loaderData) return <NotFoundView />;
  const { category, articles, page, pages } = loaderData;
  const path = localePath(locale, categoryPath(category.slug));
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={category.name} subtitle={category.description || undefined} />
      <Section className="pt-0 md:pt-0">
        {articles.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted-foreground">{copy.empty}</p>
        ) : (
          <ArticleCards articles={articles} />
        )}
        <ListPages page={page} pages={pages} path={path} />
        <p className="mt-8 text-sm">
          <a href={`${path}/rss.xml`} className="text-primary underline">
            {fill(copy.category.follow, { category: category.name })}
          </a>
        </p>
      </Section>
    </>
  );
}

/** A category or page that does not exist is the site's 404; anything else, the site's error page. */
export function ErrorBoundary() {
  const error = useLoggedRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <RouteError className="py-24" />;
}
