import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("services", "routes/site/services.tsx"),
    route("services/:slug", "routes/site/service.tsx"),
    route("sub-services/:slug", "routes/site/sub-service.tsx"),
    route("case-studies", "routes/site/case-studies.tsx"),
    route("case-studies/:slug", "routes/site/case-study.tsx"),
    route("articles", "routes/site/articles.tsx"),
    route("articles/:slug", "routes/site/article.tsx"),
    // A category's articles, 12 a page, and its feed.
    route("articles/category/:slug", "routes/site/article-category.tsx"),
    // A draft's shared preview, for whoever holds its signed link.
    route("articles/preview/:id", "routes/site/article-preview.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("privacy/notice/:lang?", "routes/site/privacy-notice.tsx"),
    route("consent/withdraw", "routes/site/withdraw-consent.tsx"),
    // A person's requests about their data: asked here, confirmed by the link e-mailed to them.
    route("your-data", "routes/site/your-data.tsx"),
    route("your-data/confirm", "routes/site/your-data-confirm.tsx"),
    route("inquiry", "routes/site/inquiry.tsx"),
    // The Hindi pages: the same modules at the same addresses under /hi, each reading its language
    // from its address (lib/locale.ts). The lists there show the case studies and articles
    // written in Hindi; the legal pages and the data requests desk are English only.
    ...prefix("hi", [
      index("routes/site/home.tsx", { id: "hi/home" }),
      route("about", "routes/site/about.tsx", { id: "hi/about" }),
      route("contact", "routes/site/contact.tsx", { id: "hi/contact" }),
      route("services", "routes/site/services.tsx", { id: "hi/services" }),
      route("services/:slug", "routes/site/service.tsx", { id: "hi/service" }),
      route("sub-services/:slug", "routes/site/sub-service.tsx", { id: "hi/sub-service" }),
      route("case-studies", "routes/site/case-studies.tsx", { id: "hi/case-studies" }),
      route("case-studies/:slug", "routes/site/case-study.tsx", { id: "hi/case-study" }),
      route("articles", "routes/site/articles.tsx", { id: "hi/articles" }),
      route("articles/:slug", "routes/site/article.tsx", { id: "hi/article" }),
      route("articles/category/:slug", "routes/site/article-category.tsx", { id: "hi/article-category" }),
      route("inquiry", "routes/site/inquiry.tsx", { id: "hi/inquiry" }),
      route("*", "routes/site/not-found.tsx", { id: "hi/not-found" }),
    ]),
    route("*", "routes/site/not-found.tsx"),
  ]),

  // The admin area. The outer layout makes every admin response private and unindexed;
  // everything inside "protected" runs only for a signed-in admin (see features/auth/session.server.ts).
  layout("routes/admin/layout.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/login/code", "routes/admin/login-code.tsx"),
    route("admin/access-denied", "routes/admin/access-denied.tsx"),
    // Links sent by e-mail: opening one shows a form, only sending it spends the link.
    route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
    route("admin/join/:token", "routes/admin/join.tsx"),
    route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
    layout("routes/admin/protected.tsx", [
      route("admin", "routes/admin/index.ts"),
      // Each tab of the dashboard is its own route: its address, its data, its actions.
      route("admin/dashboard", "routes/admin/dashboard/layout.tsx", [
        index("routes/admin/dashboard/overview.tsx"),
        route("leads", "routes/admin/dashboard/leads.tsx"),
        route("case-studies", "routes/admin/dashboard/case-studies.tsx"),
        route("articles", "routes/admin/dashboard/articles.tsx"),
      ]),
      route("admin/leads/:id", "routes/admin/leads/lead.tsx"),
      route("admin/leads/:id/quote", "routes/admin/leads/quote.tsx"),
      route("admin/invoices/:id/pdf", "routes/admin/invoices/pdf.ts"),
      route("admin/redirects", "routes/admin/redirects.tsx"),
      route("admin/categories", "routes/admin/categories.tsx"),
      route("admin/webhooks", "routes/admin/webhooks.tsx"),
      route("admin/audit", "routes/admin/audit.tsx"),
      route("admin/data-requests", "routes/admin/data-requests.tsx"),
      route("admin/breaches", "routes/admin/breaches.tsx"),
      route("admin/team", "routes/admin/team.tsx"),
      route("admin/settings", "routes/admin/settings.tsx"),
      route("admin/account", "routes/admin/account.tsx"),
      route("admin/logout", "routes/admin/logout.ts"),
      route("admin/api/leads.csv", "routes/admin/api/leads-csv.ts"),
      route("admin/api/audit.csv", "routes/admin/api/audit-csv.ts"),
      route("admin/api/redirects.csv", "routes/admin/api/redirects-csv.ts"),
      route("admin/api/uploads", "routes/admin/api/uploads.ts"),
      route("admin/api/markdown-preview", "routes/admin/api/markdown-preview.ts"),
      route("admin/api/social-card-preview", "routes/admin/api/social-card-preview.ts"),
      route("admin/api/revisions/:kind/:id", "routes/admin/api/revisions.ts"),
      route("admin/not-allowed", "routes/admin/not-allowed.tsx"),
      route("admin/*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  // A quote as its client opens it from the signed link the agency sent: no signing in, no site frame.
  route("quote/:id", "routes/quote/quote.tsx"),
  route("quote/:id/pdf", "routes/quote/quote-pdf.ts"),
  route("quote/:id/invoice", "routes/quote/invoice-pdf.ts"),

  route("healthz", "routes/resources/healthz.ts"),
  route("metrics", "routes/resources/metrics.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("articles/category/:slug/rss.xml", "routes/resources/category-rss.ts"),
  // The feeds of the articles written in Hindi.
  route("hi/rss.xml", "routes/resources/rss.ts", { id: "hi/rss" }),
  route("hi/articles/category/:slug/rss.xml", "routes/resources/category-rss.ts", { id: "hi/category-rss" }),
  route("contact-taps", "routes/resources/contact-taps.ts"),
  // Everything held about a person, as JSON or CSV, for the holder of their confirmed access link (POST only).
  route("your-data/download", "routes/resources/your-data-download.ts"),
  route("social/*", "routes/resources/social-card.ts"),
  // Meta's reports on the WhatsApp alerts (verified by token, signed with the app secret).
  route("webhooks/whatsapp", "routes/resources/whatsapp-webhook.ts"),
] satisfies RouteConfig;
