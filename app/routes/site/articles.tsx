import { data, isRouteErrorResponse } from "react-router";
import { useLoggedRouteError } from "~/components/route-error";
import { ArticleCards, ListPages } from "~/components/site/article-list";
import { PageHero, Section } from "~/components/site/sections";
import { listPage, listPagePath } from "~/features/articles/list-pages";
import { publishedArticlesPage } from "~/features/articles/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { RouteHandle } from "~/lib/route-handle";
import { fixedPageCard, notFoundMeta, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { NotFoundView } from "./not-found";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/articles";

/** The list's page is its `?page=` (the page cache keeps each page apart). */
export const handle = { queryParams: ["page"] } satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = listPage(new URL(request.url).searchParams);
  // A page past the end, or one that is no page, does not exist.
  if (page === null) throw data(null, { status: 404 });
  let listed;
  try {
    listed = await publishedArticlesPage(context.get(databaseContext).db, page);
  } catch (error) {
    logger.error({ err: error, query: "list articles" }, "articles could not be loaded");
    return unavailable({ articles: [], page: 1, pages: 1 });
  }
  if (!listed) throw data(null, { status: 404 });
  return listed;
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const site = siteFromMatches(matches);
  if (error) return notFoundMeta(site, "Page Not Found");
  const page = loaderData?.page ?? 1;
  const path = listPagePath("/articles", page);
  return seo(site, {
    title: pageTitle(site, page > 1 ? `Articles, page ${page}` : "Articles"),
    description:
      "Practical guides on Google and Meta ads, SEO, Google Business Profile and WhatsApp marketing, written for Indian small business owners.",
    path,
    image: fixedPageCard("/articles", pageHeadings["/articles"].title),
    jsonLd: [topLevelBreadcrumb(site, "Articles", "/articles")],
    keywords: [
      "digital marketing blog India",
      "small business marketing tips",
      "SEO guides",
      "WhatsApp marketing guide",
    ],
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
  return (
    <>
      <PageHero
        eyebrow="Articles"
        title={pageHeadings["/articles"].title}
        subtitle="Plain-language guides to marketing that pays for itself."
      />
      <Section className="pt-0 md:pt-0">
        {articles.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted-foreground">No articles published yet. Check back soon!</p>
        ) : (
          <ArticleCards articles={articles} />
        )}
        <ListPages page={page} pages={pages} path="/articles" />
      </Section>
    </>
  );
}
