import { siteConfig } from "~/infrastructure/site-config.server";

export function loader() {
  const { siteUrl } = siteConfig();
  const body = `User-agent: *
Allow: /
Disallow: /admin
Disallow: /inquiry

Sitemap: ${siteUrl}/sitemap.xml
`;
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
