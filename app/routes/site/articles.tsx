import { data, isRouteErrorResponse } from "react-router";
import { useLoggedRouteError } from "~/components/route-error";
import { ArticleCards, ListPages } from "~/components/site/article-list";
import { PageHero, Section } from "~/components/site/sections";
import { listPage, listPagePath } from "~/features/articles/list-pages";
import { publishedArticlesPage } from "~/features/articles/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { RouteHandle } from "~/lib/route-handle";
import {
  fixedPageCard,
  listPageSeo,
  notFoundMeta,
  pageTitle,
  seo,
  siteFromMatches,
  topLevelBreadcrumb,
} from "~/lib/seo";
import { fill } from "~/content/site-copy";
import { useWords, wordsFromMatches } from "~/content/words";
import { localeOfPath, localeOfRequest, localePath, useLocale } from "~/lib/locale";
import { NotFoundView } from "./not-found";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/articles";

/** The list's page is its `?page=` (the page cache keeps each page apart). */
export const handle = { queryParams: ["page"] } satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const page = listPage(new URL(request.url).searchParams);
  // A page past the end, or one that is no page, does not exist.
  if (page === null) throw data(null, { status: 404 });
  let listed;
  try {
    listed = await publishedArticlesPage(context.get(databaseContext).db, locale, page);
  } catch (error) {
    logger.error({ err: error, query: "list articles" }, "articles could not be loaded");
    return unavailable({ articles: [], page: 1, pages: 1 });
  }
  if (!listed) throw data(null, { status: 404 });
  return listed;
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, error, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const copy = wordsFromMatches(matches).pages.articles.meta;
  if (error) return notFoundMeta(site, copy.notFoundName, locale);
  const page = loaderData?.page ?? 1;
  const paired = listPageSeo(locale, listPagePath("/articles", page), page);
  return seo(site, {
    ...paired,
    title: pageTitle(site, page > 1 ? fill(copy.pageName, { page: String(page) }) : copy.name, locale),
    description: copy.description,
    image: fixedPageCard("/articles", pageHeadings["/articles"].title),
    jsonLd: [topLevelBreadcrumb(site, copy.name, localePath(locale, "/articles"), locale)],
    keywords: copy.keywords,
  });
};

export default function Articles({ loaderData }: Route.ComponentProps) {
  return <ArticlesList {...loaderData} />;
}

/**
 * The spec: a list that could not be loaded (here: its request failed on the way) shows the empty
 * state; a page of the list that does not exist is the site's 404.
 */
export function ErrorBoundary() {
  const error = useLoggedRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ArticlesList articles={[]} page={1} pages={1} />;
}

function ArticlesList({ articles, page, pages }: Route.ComponentProps["loaderData"]) {
  const locale = useLocale();
  const copy = useWords().pages.articles;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} />
      <Section className="pt-0 md:pt-0">
        {articles.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted-foreground">{copy.empty}</p>
        ) : (
          <ArticleCards articles={articles} />
        )}
        <ListPages page={page} pages={pages} path={localePath(locale, "/articles")} />
      </Section>
    </>
  );
}
