import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("services", "routes/site/services.tsx"),
    route("services/:slug", "routes/site/service.tsx"),
    route("sub-services/:slug", "routes/site/sub-service.tsx"),
    route("case-studies", "routes/site/case-studies.tsx"),
    route("articles", "routes/site/articles.tsx"),
    route("articles/:slug", "routes/site/article.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("inquiry", "routes/site/inquiry.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
] satisfies RouteConfig;
