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
  notFoundMeta,
  pageTitle,
  seo,
  siteFromMatches,
} from "~/lib/seo";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { NotFoundView } from "./not-found";
import type { Route } from "./+types/article-category";

// A category's page: its description, then its published articles, 12 a page, newest first.

/** The list's page is its `?page=` (the page cache keeps each page apart). */
export const handle = { queryParams: ["page"] } satisfies RouteHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = listPage(new URL(request.url).searchParams);
  if (page === null) throw data(null, { status: 404 });
  const { db } = context.get(databaseContext);
  let category;
  let listed;
  try {
    category = await categoryBySlug(db, params.slug);
    listed = category ? await publishedArticlesPage(db, page, category.name) : null;
  } catch (error) {
    // Whether the category exists is unknown: a 503, never a 404 that tells crawlers it is gone.
    logger.error({ err: error, query: "category page", slug: params.slug }, "a category page could not be loaded");
    return unavailable(null);
  }
  if (!category || !listed) throw data(null, { status: 404 });
  return { category, ...listed };
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return notFoundMeta(site, "Page Not Found");
  const { category, page } = loaderData;
  const path = listPagePath(categoryPath(category.slug), page);
  const name = page > 1 ? `${category.name} articles, page ${page}` : `${category.name} articles`;
  return seo(site, {
    title: pageTitle(site, name),
    description: fitDescription(
      category.description,
      `Guides on ${category.name.toLowerCase()} for Indian small business owners, with what it costs and what it brings.`,
    ),
    path,
    image: fixedPageCard("/articles", `${category.name} articles`),
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Articles", path: "/articles" },
        { name: category.name, path },
      ]),
    ],
    keywords: [category.name, "digital marketing guides", "small business India"],
  });
};

export default function ArticleCategory({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFoundView />;
  const { category, articles, page, pages } = loaderData;
  return (
    <>
      <PageHero eyebrow="Articles" title={category.name} subtitle={category.description || undefined} />
      <Section className="pt-0 md:pt-0">
        {articles.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted-foreground">No articles published yet. Check back soon!</p>
        ) : (
          <ArticleCards articles={articles} />
        )}
        <ListPages page={page} pages={pages} path={categoryPath(category.slug)} />
        <p className="mt-8 text-sm">
          <a href={`${categoryPath(category.slug)}/rss.xml`} className="text-primary underline">
            Follow {category.name} by RSS
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
