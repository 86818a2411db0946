import { siteConfig } from "~/infrastructure/site-config.server";
import { PUBLIC_FILE_CACHE } from "~/lib/cache-control";

export function loader() {
  const { siteUrl } = siteConfig();
  const body = `User-agent: *
Allow: /
Disallow: /admin
Disallow: /inquiry

Sitemap: ${siteUrl}/sitemap.xml
`;
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": PUBLIC_FILE_CACHE },
  });
}
