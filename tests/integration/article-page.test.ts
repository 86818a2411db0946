// The article page beyond its text: the reading time, the author's bio, the call to action for
// its category, share links, and the related articles read from the database, which the page
// does without (still a 200) when that extra read fails.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Outlet, RouterContextProvider, createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../database/client.server";
import { articles } from "../../database/schema";
import { categoryCta } from "~/components/site/article-extras";
import { services } from "~/content/index.server";
import { listRelatedArticles } from "~/features/articles/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { NO_STORE } from "~/lib/cache-control";
import { SITE_LAYOUT_ROUTE } from "~/content/words";
import { siteLayoutData } from "~/content/words.server";
import ArticlePage, { loader } from "~/routes/site/article";
import { testDatabases } from "./databases";
import { answer } from "./route-answer";
import { demoSite } from "../support/site-config";

const site = demoSite;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
// 1,100 words: 5.5 minutes at 200 a minute, shown as 6.
const content = `## Why it matters\n\n${Array.from({ length: 1_099 }, () => "word").join(" ")}`;

/** The page as a visitor's browser gets it, with the site's settings from the root route and its words from the site layout. */
function renderPage(loaderData: unknown) {
  const words = siteLayoutData("en");
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ site }),
      children: [
        {
          id: SITE_LAYOUT_ROUTE,
          Component: Outlet,
          loader: () => words,
          children: [
            { id: "article", path: "articles/:slug", Component: ArticlePage as never, loader: () => loaderData },
          ],
        },
      ],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ["/articles/x"],
      hydrationData: { loaderData: { root: { site }, [SITE_LAYOUT_ROUTE]: words, article: loaderData } },
    }),
  ).replaceAll("<!-- -->", "");
}

/** The paths of the related-article links on a rendered page, in order. */
const relatedLinks = (html: string) =>
  [...(html.split('id="related-heading"')[1] ?? "").matchAll(/href="(\/articles\/[^"]+)"/g)].map((m) => m[1]);

describe("the call to action under an article", () => {
  it("leads each demo category to its own service page, and any other category to all services", () => {
    const slugs = new Set(services.map((s) => s.slug));
    const pages = Object.fromEntries(
      ["SEO", "Marketing", "Social Media", "AI", "Branding"].map((category) => [category, categoryCta(category).href]),
    );
    expect(pages).toEqual({
      SEO: "/services/seo",
      Marketing: "/services/performance-marketing",
      "Social Media": "/services/social-media",
      AI: "/services/ai-chatbots",
      Branding: "/services",
    });
    for (const href of Object.values(pages).filter((p) => p.startsWith("/services/")))
      expect(slugs.has(href.slice("/services/".length)), href).toBe(true);
    // The admin types the category by hand.
    expect(categoryCta(" social-media ").href).toBe("/services/social-media");
  });
});

describe.each(testDatabases)("the article page on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  const context = (db: Database = database.db) => {
    const provided = new RouterContextProvider();
    provided.set(databaseContext, { ...database, db });
    return provided;
  };
  const load = async (slug: string, db?: Database) =>
    answer(
      await loader({
        params: { slug },
        request: new Request(`http://localhost/articles/${slug}`),
        context: context(db),
      } as never),
    );

  beforeAll(async () => {
    database = await open();
    const article = (slug: string, category: string, age: number, published = true) => ({
      slug,
      title: `Title of ${slug}`,
      excerpt: `Excerpt of ${slug}.`,
      content,
      author: "Priya Raghavan",
      category,
      published,
      createdAt: daysAgo(age),
    });
    await database.db
      .insert(articles)
      .values([
        article("google-ads-for-clinics", "SEO", 10),
        article("seo-older", "SEO", 30),
        article("seo-typed-differently", " seo ", 20),
        article("seo-draft", "SEO", 1, false),
        article("marketing-newest", "Marketing", 2),
        article("social-newer", "Social Media", 5),
        article("ai-oldest", "AI", 60),
      ]);
  });
  afterAll(() => database?.dispose());

  it("suggests the same category first, then the newest others, never itself or a draft, at most three", async () => {
    const related = async (slug: string, category: string) =>
      (await listRelatedArticles(database.db, { slug, category, language: "en" })).map((a) => a.slug);
    expect(await related("google-ads-for-clinics", "SEO")).toEqual([
      "seo-typed-differently",
      "seo-older",
      "marketing-newest",
    ]);
    // No other article in its category: the newest published ones, the draft written since left out.
    expect(await related("marketing-newest", "Marketing")).toEqual([
      "social-newer",
      "google-ads-for-clinics",
      "seo-typed-differently",
    ]);
  });

  it("shows the reading time, the author's bio, share links, the category's call to action and related articles", async () => {
    const page = await load("google-ads-for-clinics");
    expect(page.status).toBe(200);
    const html = renderPage(page.body);
    expect(html).toContain("6 min read");
    expect(html).toContain("About the author");
    expect(html).toContain("Priya leads our SEO work");
    expect(html).toMatch(/<a[^>]*href="\/services\/seo"/);
    expect(html).toContain("Get Started");
    expect(relatedLinks(html)).toEqual([
      "/articles/seo-typed-differently",
      "/articles/seo-older",
      "/articles/marketing-newest",
    ]);

    const url = encodeURIComponent("https://sparkline.example/articles/google-ads-for-clinics");
    const title = encodeURIComponent("Title of google-ads-for-clinics");
    const hrefs = [...html.matchAll(/<a [^>]*target="_blank"[^>]*>/g)].map((m) => m[0]);
    expect(
      hrefs.filter((a) => a.includes('rel="noopener noreferrer"')).map((a) => a.match(/href="([^"]+)"/)?.[1]),
    ).toEqual([
      `https://wa.me/?text=${encodeURIComponent("Title of google-ads-for-clinics https://sparkline.example/articles/google-ads-for-clinics")}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      `https://x.com/intent/post?text=${title}&amp;url=${url}`,
    ]);
    // Nothing on the page is loaded from another site: no script, frame or image but the site's own.
    expect(html).not.toMatch(/<(script|iframe|img)[^>]*\s(src|srcset)="(https?:)?\/\//);
  });

  it("gives a neutral line naming the team for an author without a bio", async () => {
    await database.db.insert(articles).values({
      slug: "kavya-first-post",
      title: "Title of kavya-first-post",
      excerpt: "Excerpt",
      content,
      author: "Kavya Iyer",
      category: "Branding",
      published: true,
    });
    const html = renderPage((await load("kavya-first-post")).body);
    expect(html).toContain("Kavya Iyer writes for the Sparkline team.");
  });

  it("still shows the article, without related articles, when reading them fails, and logs why without personal data", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      // The connection drops once the article itself has been read (its row, and its translation's).
      let reads = 0;
      const dropping = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property !== "select") return Reflect.get(target, property, receiver);
          return (...args: Parameters<Database["select"]>) => {
            if (++reads > 2) throw new Error("Connection terminated unexpectedly");
            return target.select(...args);
          };
        },
      });
      const page = await load("google-ads-for-clinics", dropping);
      expect(page.status).toBe(200);
      // Not kept by a cache as the article's page once the database is back.
      expect(page.headers.get("cache-control")).toBe(NO_STORE);
      const html = renderPage(page.body);
      expect(html).toContain("Title of google-ads-for-clinics");
      expect(html).toContain("6 min read");
      expect(html).not.toContain("Related articles");
      expect(errors).toHaveBeenCalledTimes(1);
      const [fields] = errors.mock.calls[0]!;
      expect(Object.keys(fields as object).sort()).toEqual(["err", "query", "slug"]);
      expect(fields).toMatchObject({ query: "related articles", slug: "google-ads-for-clinics" });
    } finally {
      errors.mockRestore();
    }
  });
});
