import { ArrowLeft } from "lucide-react";
import { Link, data } from "react-router";
import { useLoggedRouteError } from "~/components/route-error";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { getPublishedArticle } from "~/features/articles/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { longDate } from "~/lib/format";
import { logger } from "~/infrastructure/logger.server";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  contentTitle,
  fitDescription,
  notFoundMeta,
  seo,
  siteFromMatches,
} from "~/lib/seo";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { type ImageInfo, variantName } from "~/lib/image-variants";
import type { Route } from "./+types/article";

export async function loader({ params, context }: Route.LoaderArgs) {
  let article;
  try {
    article = await getPublishedArticle(context.get(databaseContext).db, params.slug);
  } catch (error) {
    // Whether the article exists is unknown: a 503, never a 404 that tells crawlers it is gone.
    logger.error({ err: error, query: "article by slug", slug: params.slug }, "article could not be loaded");
    return unavailable({ article: null });
  }
  if (article) return { article };
  return data({ article: null }, { status: 404 });
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const article = loaderData?.article;
  if (!article) return notFoundMeta(site, "Article Not Found");
  const path = `/articles/${article.slug}`;
  const image = socialImage(article.image, article.imageUrl);
  const description = fitDescription(
    article.excerpt,
    `A ${article.category} guide by ${article.author} for Indian small businesses.`,
  );
  const datePublished = new Date(article.publishedAt ?? article.createdAt).toISOString();
  const dateModified = new Date(article.updatedAt).toISOString();
  return seo(site, {
    title: contentTitle(site, article.title),
    socialTitle: article.title,
    description,
    path,
    type: "article",
    image: image ? { ...image, alt: article.title } : null,
    article: { publishedTime: datePublished, modifiedTime: dateModified, section: article.category },
    keywords: [article.category, "digital marketing", "small business India"],
    jsonLd: [
      articleJsonLd(site, {
        headline: article.title,
        description,
        path,
        image: image?.url ?? null,
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

/**
 * The article's image for social cards: the 1280-pixel WebP (or the largest one, if the
 * original was smaller), with its size; a pasted address as it is; none without an image.
 */
function socialImage(
  image: ImageInfo | undefined,
  imageUrl: string | null,
): { url: string; width?: number; height?: number } | null {
  if (!image?.variants.length) return imageUrl ? { url: imageUrl } : null;
  const width = image.variants.includes(1280) ? 1280 : Math.max(...image.variants);
  const height = image.width && image.height ? Math.round((image.height * width) / image.width) : undefined;
  return { url: variantName(image.url, width), width, height };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) return <ArticleNotFound />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <BackLink />
      {article.image ? (
        <ResponsiveImage
          image={article.image}
          alt=""
          sizes="(min-width: 800px) 768px, 100vw"
          priority
          className="mt-8 aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      <header className="mt-8">
        <Badge variant="secondary">{article.category}</Badge>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-sm text-muted-foreground">
          By <span className="font-medium text-foreground">{article.author}</span> ·{" "}
          <time dateTime={new Date(article.createdAt).toISOString()}>{longDate(article.createdAt)}</time>
        </p>
        <p className="mt-6 text-lg leading-8 text-muted-foreground">{article.excerpt}</p>
      </header>
      {/* Rendered and sanitized on the server (markdown.server.ts): no raw HTML, only safe links. */}
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
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

function BackLink() {
  return (
    <Link to="/articles" className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> Back to Articles
    </Link>
  );
}
