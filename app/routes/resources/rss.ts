import { articlesFeed, publishedForFeeds } from "~/features/articles/feeds.server";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import type { Route } from "./+types/rss";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteConfig();
  return articlesFeed(site, await publishedForFeeds(context.get(databaseContext).db), {
    title: `${site.brand} Digital Marketing - Articles`,
    path: "/articles",
    feedPath: "/rss.xml",
    description: "Practical marketing guides for Indian small and medium businesses.",
  });
}
