import { articlesFeed, publishedForFeeds } from "~/features/articles/feeds.server";
import { fill } from "~/content/site-copy";
import { wordsIn } from "~/content/words.server";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import { localeOfRequest, localePath } from "~/lib/locale";
import type { Route } from "./+types/rss";

/** The site's feed in a language: /rss.xml has the English articles, /hi/rss.xml the Hindi ones. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteConfig();
  const locale = localeOfRequest(request);
  const copy = wordsIn(locale).pages.articles.feed;
  return articlesFeed(site, await publishedForFeeds(context.get(databaseContext).db, { locale }), {
    title: fill(copy.title, { brand: site.brand }),
    path: localePath(locale, "/articles"),
    feedPath: localePath(locale, "/rss.xml"),
    description: copy.description,
    locale,
  });
}
