import { publishedForFeeds } from "~/features/articles/feeds.server";
import { escapeMarkup } from "~/lib/escape-markup";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import { PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import type { Route } from "./+types/rss";

// Characters XML 1.0 does not allow at all, even escaped: dropped so a stray one cannot break the feed.
// eslint-disable-next-line no-control-regex
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const text = (value: string) => escapeMarkup(value.replace(notXml, ""));

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteConfig();
  const articles = await publishedForFeeds(context.get(databaseContext).db);
  const lastChange = articles.reduce((at, a) => (a.updatedAt > at ? a.updatedAt : at), new Date(0));
  const items = articles
    .map((a) => {
      const url = `${site.siteUrl}/articles/${a.slug}`;
      return `    <item>
      <title>${text(a.title)}</title>
      <link>${escapeMarkup(url)}</link>
      <guid isPermaLink="true">${escapeMarkup(url)}</guid>
      <description>${text(a.excerpt)}</description>
      <category>${text(a.category)}</category>
      <dc:creator>${text(a.author)}</dc:creator>
      <pubDate>${new Date(a.publishedAt ?? a.createdAt).toUTCString()}</pubDate>
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeMarkup(`${site.brand} Digital Marketing - Articles`)}</title>
    <link>${escapeMarkup(`${site.siteUrl}/articles`)}</link>
    <atom:link href="${escapeMarkup(`${site.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Practical marketing guides for Indian small and medium businesses.</description>
    <language>en-in</language>
${articles.length ? `    <lastBuildDate>${lastChange.toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": PUBLIC_PAGE_CACHE,
    },
  });
}
