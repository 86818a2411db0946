import fs from "node:fs";
import { escapeMarkup } from "~/lib/escape-markup";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import { PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import type { Route } from "./+types/sitemap";
import { now } from "~/lib/clock";
import { LANGUAGE_TAGS, type Locale } from "~/lib/locale";
import { publicPages } from "../public-pages.server";

// Fixed pages change when the site is built; the build time (when this module's file was
// written) stands for their last change, so it stays the same across restarts.
const builtAt = buildTime();

function buildTime(): Date {
  try {
    return fs.statSync(new URL(import.meta.url)).mtime;
  } catch {
    return now();
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = siteConfig();
  const pages = await publicPages(context.get(databaseContext).db);
  const entries = pages
    .filter((page) => !page.unlisted)
    .map(({ path, changedAt, languages }) => ({
      path,
      lastmod: changedAt && changedAt > builtAt ? changedAt : builtAt,
      languages,
    }));
  const url = (path: string) => escapeMarkup(siteUrl + (path === "/" ? "/" : path));
  // A page with a twin in the other language lists both, and English as the default (as its <head> does).
  const alternates = (languages: Record<Locale, string> | undefined) =>
    languages
      ? [
          ...(Object.entries(languages) as [Locale, string][]).map(
            ([language, path]) =>
              `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language].hreflang}" href="${url(path)}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url(languages.en)}"/>`,
        ].join("")
      : "";
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map((e) => `  <url><loc>${url(e.path)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod>${alternates(e.languages)}</url>`).join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": PUBLIC_PAGE_CACHE,
    },
  });
}
