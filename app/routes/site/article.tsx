import { data } from "react-router";
import { ArticleView, BackLink } from "~/components/site/article-view";
import { useLoggedRouteError } from "~/components/route-error";
import { type RelatedArticle, getPublishedArticle, listRelatedArticles } from "~/features/articles/queries.server";
import { articleSocialCard, socialCardAddress } from "~/features/media/social-cards.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  searchAppearance,
  notFoundMeta,
  pageCard,
  seo,
  siteFromMatches,
} from "~/lib/seo";
import { loaderHeaders, unavailable, withoutStrips } from "~/lib/unavailable.server";
import { socialImage } from "~/lib/social-image";
import { articleSearchDefaults } from "~/features/articles/search";
import type { Route } from "./+types/article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(databaseContext);
  const none: RelatedArticle[] = [];
  let article;
  try {
    article = await getPublishedArticle(db, params.slug);
  } catch (error) {
    // Whether the article exists is unknown: a 503, never a 404 that tells crawlers it is gone.
    logger.error({ err: error, query: "article by slug", slug: params.slug }, "article could not be loaded");
    return unavailable({ article: null, related: none });
  }
  if (!article) return data({ article: null, related: none }, { status: 404 });
  const socialCard = socialCardAddress(`/articles/${article.slug}`, articleSocialCard(article));
  try {
    return { article, socialCard, related: await listRelatedArticles(db, article) };
  } catch (error) {
    // The article is what the visitor came for: it is shown without suggestions, and no cache
    // keeps this incomplete page past the database's trouble.
    logger.error({ err: error, query: "related articles", slug: params.slug }, "related articles could not be loaded");
    return withoutStrips({ article, socialCard, related: none });
  }
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const article = loaderData?.article;
  if (!article || !loaderData.socialCard) return notFoundMeta(site, "Article Not Found");
  const path = `/articles/${article.slug}`;
  const image = socialImage(article.image, article.imageUrl);
  const search = searchAppearance(site, article, articleSearchDefaults(article));
  const { description } = search;
  const datePublished = new Date(article.publishedAt ?? article.createdAt).toISOString();
  const dateModified = new Date(article.updatedAt).toISOString();
  return seo(site, {
    title: search.title,
    socialTitle: article.title,
    description,
    path,
    canonical: search.canonical,
    noindex: search.noindex,
    type: "article",
    image: pageCard(loaderData.socialCard, article.title),
    article: { publishedTime: datePublished, modifiedTime: dateModified, section: article.category },
    keywords: [article.category, "digital marketing", "small business India"],
    jsonLd: [
      articleJsonLd(site, {
        headline: article.title,
        description,
        path,
        image: image?.url ?? loaderData.socialCard,
        author: article.author,
        section: article.category,
        datePublished,
        dateModified,
      }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Articles", path: "/articles" },
        { name: article.title, path },
      ]),
    ],
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  if (!article) return <ArticleNotFound />;
  return <ArticleView article={article} related={related} />;
}

/** The spec: an article that could not be loaded (here: its request failed on the way) shows the not-found view. */
export function ErrorBoundary() {
  useLoggedRouteError();
  return <ArticleNotFound />;
}

function ArticleNotFound() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Article Not Found</h1>
      <p className="text-muted-foreground">The article you're looking for doesn't exist.</p>
      <BackLink />
    </section>
  );
}
