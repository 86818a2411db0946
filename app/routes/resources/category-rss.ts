import { categoryPath } from "~/features/articles/list-pages";
import { categoryBySlug } from "~/features/articles/categories.server";
import { articlesFeed, publishedForFeeds } from "~/features/articles/feeds.server";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import type { Route } from "./+types/category-rss";

/** A category's own feed: its published articles, newest first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = siteConfig();
  const { db } = context.get(databaseContext);
  const category = await categoryBySlug(db, params.slug);
  if (!category) return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  const path = categoryPath(category.slug);
  return articlesFeed(site, await publishedForFeeds(db, category.name), {
    title: `${site.brand} Digital Marketing - ${category.name}`,
    path,
    feedPath: `${path}/rss.xml`,
    description: category.description || `${category.name} guides for Indian small and medium businesses.`,
  });
}
