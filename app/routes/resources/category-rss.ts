import { categoryPath } from "~/features/articles/list-pages";
import { categoryBySlug } from "~/features/articles/categories.server";
import { articlesFeed, publishedForFeeds } from "~/features/articles/feeds.server";
import { fill } from "~/content/site-copy";
import { wordsIn } from "~/content/words.server";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import { localeOfRequest, localePath } from "~/lib/locale";
import type { Route } from "./+types/category-rss";

/** A category's own feed in a language: its published articles written in it, newest first. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const site = siteConfig();
  const locale = localeOfRequest(request);
  const { db } = context.get(databaseContext);
  const category = await categoryBySlug(db, params.slug);
  if (!category) return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  const copy = wordsIn(locale).pages.articles.feed;
  const path = localePath(locale, categoryPath(category.slug));
  return articlesFeed(site, await publishedForFeeds(db, { locale, category: category.name }), {
    title: fill(copy.categoryTitle, { brand: site.brand, category: category.name }),
    path,
    feedPath: `${path}/rss.xml`,
    description: category.description || fill(copy.categoryDescription, { category: category.name }),
    locale,
  });
}
