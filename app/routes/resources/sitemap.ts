import fs from "node:fs";
import { escapeMarkup } from "~/lib/escape-markup";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import { PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import type { Route } from "./+types/sitemap";
import { now } from "~/lib/clock";
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
    .map(({ path, changedAt }) => ({
      path,
      lastmod: changedAt && changedAt > builtAt ? changedAt : builtAt,
    }));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((e) => `  <url><loc>${escapeMarkup(siteUrl + (e.path === "/" ? "/" : e.path))}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`).join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": PUBLIC_PAGE_CACHE,
    },
  });
}
