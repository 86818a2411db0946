import { Link } from "react-router";
import { useLoggedRouteError } from "~/components/route-error";
import { PageHero, Section } from "~/components/site/sections";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { listPublishedArticles } from "~/features/articles/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { shortDate } from "~/lib/format";
import { logger } from "~/infrastructure/logger.server";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/articles";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { articles: await listPublishedArticles(context.get(databaseContext).db) };
  } catch (error) {
    logger.error({ err: error, query: "list articles" }, "articles could not be loaded");
    return unavailable({ articles: [] });
  }
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Articles"),
    description:
      "Practical guides on Google and Meta ads, SEO, Google Business Profile and WhatsApp marketing, written for Indian small business owners.",
    path: "/articles",
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
  return <ArticlesList articles={loaderData.articles} />;
}

/** The spec: a list that could not be loaded (here: its request failed on the way) shows the empty state. */
export function ErrorBoundary() {
  useLoggedRouteError();
  return <ArticlesList articles={[]} />;
}

function ArticlesList({ articles }: Route.ComponentProps["loaderData"]) {
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
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <li key={article.slug}>
                <Link
                  to={`/articles/${article.slug}`}
                  className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {article.image ? (
                    <ResponsiveImage
                      image={article.image}
                      alt=""
                      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                      priority={index === 0}
                      className="aspect-video w-full object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <Badge variant="secondary" className="w-fit">
                      {article.category}
                    </Badge>
                    <h2 className="text-xl font-semibold group-hover:text-primary">{article.title}</h2>
                    <p className="flex-1 text-sm leading-6 text-muted-foreground">{article.excerpt}</p>
                    <p className="text-sm text-muted-foreground">
                      {article.author} ·{" "}
                      <time dateTime={new Date(article.createdAt).toISOString()}>{shortDate(article.createdAt)}</time>
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
