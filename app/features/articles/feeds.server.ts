import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles } from "#database/schema";
import { PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import { escapeMarkup } from "~/lib/escape-markup";
import type { SiteConfig } from "~/lib/site";
import { LANGUAGE_TAGS, type Locale, localePath } from "~/lib/locale";

/**
 * Every published article, newest first, for the sitemap and the feeds: in both languages, or
 * only those in `locale` and of the category named `category` when given.
 */
export async function publishedForFeeds(
  db: Database,
  { locale, category }: { locale?: Locale; category?: string } = {},
) {
  return db
    .select({
      id: articles.id,
      language: articles.language,
      translationOf: articles.translationOf,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      author: articles.author,
      category: articles.category,
      createdAt: articles.createdAt,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      noindex: articles.noindex,
      canonicalUrl: articles.canonicalUrl,
    })
    .from(articles)
    .where(
      and(
        eq(articles.published, true),
        locale === undefined ? undefined : eq(articles.language, locale),
        category === undefined ? undefined : sql`lower(${articles.category}) = lower(${category})`,
      ),
    )
    .orderBy(desc(articles.createdAt));
}

// Characters XML 1.0 does not allow at all, even escaped: dropped so a stray one cannot break the feed.
// eslint-disable-next-line no-control-regex
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const text = (value: string) => escapeMarkup(value.replace(notXml, ""));

/** An RSS 2.0 feed of `items`: the site's feed (/rss.xml) or a category's. */
export function articlesFeed(
  site: SiteConfig,
  items: Awaited<ReturnType<typeof publishedForFeeds>>,
  channel: { title: string; path: string; feedPath: string; description: string; locale: Locale },
): Response {
  const lastChange = items.reduce((at, a) => (a.updatedAt > at ? a.updatedAt : at), new Date(0));
  const entries = items
    .map((a) => {
      const url = `${site.siteUrl}${localePath(a.language, `/articles/${a.slug}`)}`;
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
    <title>${text(channel.title)}</title>
    <link>${escapeMarkup(`${site.siteUrl}${channel.path}`)}</link>
    <atom:link href="${escapeMarkup(`${site.siteUrl}${channel.feedPath}`)}" rel="self" type="application/rss+xml"/>
    <description>${text(channel.description)}</description>
    <language>${LANGUAGE_TAGS[channel.locale].hreflang.toLowerCase()}</language>
${items.length ? `    <lastBuildDate>${lastChange.toUTCString()}</lastBuildDate>\n` : ""}${entries}
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
