import { data } from "react-router";
import { ArticleView, BackLink } from "~/components/site/article-view";
import { getDraftArticle, listRelatedArticles } from "~/features/articles/queries.server";
import { previewOpens } from "~/features/articles/preview.server";
import { authorBio } from "~/content/authors.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { databaseContext, signedLinksContext } from "~/infrastructure/context";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { now } from "~/lib/clock";
import type { RouteHandle } from "~/lib/route-handle";
import { contentTitle, fitDescription, pageTitle, seo, siteFromMatches } from "~/lib/seo";
import type { Route } from "./+types/article-preview";

// A draft's shared preview: the article page exactly as it will be published, for whoever holds the
// signed link the writer sent (features/articles/preview.server.ts). Nobody keeps it (the page
// cache, a CDN, the browser) and no search engine indexes it.

export const handle = { queryParams: ["until", "sig"] } satisfies RouteHandle;

export const headers = () => ({ "cache-control": PRIVATE_NO_STORE, "x-robots-tag": "noindex, nofollow" });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { db } = context.get(databaseContext);
  const link = { id: params.id, until: url.searchParams.get("until"), sig: url.searchParams.get("sig") };
  const draft = (await previewOpens(db, context.get(signedLinksContext), link, now()))
    ? await getDraftArticle(db, params.id)
    : null;
  // Expired, withdrawn, published or never made: gone, whichever it was (a link says nothing of its article).
  if (!draft) return data({ article: null, related: [] }, { status: 410 });
  // Shown in the site's English frame, whatever its language: the author's bio with it.
  const article = { ...draft, authorBio: authorBio(draft.author, siteConfig().brand, "en") };
  // The frame is English: so are the articles it suggests (their links are English addresses).
  return { article, related: await listRelatedArticles(db, { ...article, language: "en" }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const article = loaderData?.article;
  return seo(site, {
    title: article ? contentTitle(site, article.title) : pageTitle(site, "Preview not available"),
    description: article
      ? fitDescription(article.excerpt, `A ${article.category} guide by ${article.author} for Indian small businesses.`)
      : "This preview link has ended.",
    keywords: article ? [article.category] : ["articles"],
    path: article ? `/articles/${article.slug}` : "/articles",
    noindex: true,
  });
};

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  if (!article) return <PreviewEnded />;
  return <ArticleView article={article} related={related} />;
}

function PreviewEnded() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Preview not available</h1>
      <p className="max-w-xl text-muted-foreground">
        This preview link has expired or was withdrawn, or the article has been published. Ask the person who sent it
        for a new link, or read our published articles.
      </p>
      <BackLink />
    </section>
  );
}
