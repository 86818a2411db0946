import { data } from "react-router";
import { ArticleView, BackLink } from "~/components/site/article-view";
import type { LanguageTwinHandle } from "~/components/site/language-switch";
import { recordTwin } from "~/components/site/record-twin";
import { useLoggedRouteError } from "~/components/route-error";
import { authorBio } from "~/content/authors.server";
import { pageHeadings } from "~/content/page-headings";
import { socialCardUrl } from "~/lib/social-card";
import { useWords, wordsFromMatches } from "~/content/words";
import { type RelatedArticle, getPublishedArticle, listRelatedArticles } from "~/features/articles/queries.server";
import { articleSocialCard, socialCardAddress } from "~/features/media/social-cards.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { HOME_NAME, localeOfPath, localeOfRequest, localePath } from "~/lib/locale";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  searchAppearance,
  notFoundMeta,
  pageCard,
  seo,
  siteFromMatches,
  translatedPage,
} from "~/lib/seo";
import { loaderHeaders, unavailable, withoutStrips } from "~/lib/unavailable.server";
import { socialImage } from "~/lib/social-image";
import { articleSearchDefaults } from "~/features/articles/search";
import type { Route } from "./+types/article";

/** The language switch goes to the article's translation, or to the other language's articles. */
export const handle = {
  languageTwin: (data) => recordTwin("/articles", (data as { article?: Parameters<typeof recordTwin>[1] })?.article),
} satisfies LanguageTwinHandle;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.get(databaseContext);
  const locale = localeOfRequest(request);
  const none: RelatedArticle[] = [];
  let found;
  try {
    found = await getPublishedArticle(db, params.slug, locale);
  } catch (error) {
    // Whether the article exists is unknown: a 503, never a 404 that tells crawlers it is gone.
    logger.error({ err: error, query: "article by slug", slug: params.slug }, "article could not be loaded");
    return unavailable({ article: null, related: none });
  }
  if (!found) return data({ article: null, related: none }, { status: 404 });
  const article = { ...found, authorBio: authorBio(found.author, siteConfig().brand, locale) };
  // The card's font has no Devanagari: a Hindi article shows its English original's card, or
  // the articles list's when it translates none.
  const card = locale === "en" ? article : article.translation;
  const socialCard = card
    ? socialCardAddress(`/articles/${card.slug}`, articleSocialCard(card))
    : socialCardUrl("/articles");
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

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const { site: siteWords, pages } = wordsFromMatches(matches);
  const copy = pages.articles;
  const article = loaderData?.article;
  if (!article || !loaderData.socialCard) {
    return notFoundMeta(site, copy.article.notFound.title, locale, pages.home.meta.keywords);
  }
  const page = translatedPage(locale, "/articles", article.slug, article.translation?.slug ?? null);
  const image = socialImage(article.image, article.imageUrl);
  const search = searchAppearance(site, article, articleSearchDefaults(article), locale);
  const { description } = search;
  const datePublished = new Date(article.publishedAt ?? article.createdAt).toISOString();
  const dateModified = new Date(article.updatedAt).toISOString();
  return seo(site, {
    ...page,
    title: search.title,
    socialTitle: article.title,
    description,
    canonical: search.canonical,
    noindex: search.noindex,
    type: "article",
    image: pageCard(
      loaderData.socialCard,
      (locale === "en" ? article : article.translation)?.title ?? pageHeadings["/articles"].title,
    ),
    article: { publishedTime: datePublished, modifiedTime: dateModified, section: article.category },
    keywords: [article.category, ...copy.meta.articleKeywords],
    jsonLd: [
      articleJsonLd(site, {
        headline: article.title,
        description,
        path: page.path,
        image: image?.url ?? loaderData.socialCard,
        author: article.author,
        section: article.category,
        datePublished,
        dateModified,
        locale,
      }),
      breadcrumbJsonLd(site, [
        { name: HOME_NAME[locale], path: localePath(locale, "/") },
        { name: siteWords.nav.articles, path: localePath(locale, "/articles") },
        { name: article.title, path: page.path },
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
  const copy = useWords().pages.articles.article.notFound;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{copy.title}</h1>
      <p className="text-muted-foreground">{copy.text}</p>
      <BackLink />
    </section>
  );
}
