// The storefront's pages that read the database: a featured case study's own page, the sitemap that
// lists those pages, the home page's strips of case studies and articles (left out, still a 200,
// when the database cannot be read), and the slug and headline the admin edits.
import os from "node:os";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Outlet, RouterContextProvider, createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../database/client.server";
import { articles, caseStudies } from "../../database/schema";
import { createCaseStudy, updateCaseStudy } from "~/features/case-studies/admin-queries.server";
import { caseStudySchema } from "~/features/case-studies/schema";
import { SlugTakenError } from "~/features/content-editing/slug.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { createLocalStorage } from "~/infrastructure/storage.server";
import { NO_STORE } from "~/lib/cache-control";
import CaseStudyPage, { loader as caseStudyLoader } from "~/routes/site/case-study";
import Home, { loader as homeLoader } from "~/routes/site/home";
import ServicePage, { loader as serviceLoader } from "~/routes/site/service";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { testDatabases } from "./databases";
import { SITE_LAYOUT_ROUTE } from "~/content/words";
import { siteLayoutData } from "~/content/words.server";
import { localeOfPath } from "~/lib/locale";
import { answer } from "./route-answer";
import { demoSite } from "../support/site-config";

const site = demoSite;

/** A page as a visitor's browser gets it, with the site's settings from the root route and its words from the site layout. */
function render(Page: unknown, path: string, loaderData: unknown) {
  const words = siteLayoutData(localeOfPath(path));
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
          children: [{ id: "page", path: path.slice(1), Component: Page as never, loader: () => loaderData }],
        },
      ],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: { root: { site }, [SITE_LAYOUT_ROUTE]: words, page: loaderData } },
    }),
  ).replaceAll("<!-- -->", "");
}

const caseStudyFields = {
  title: "Twice the calls for a clinic",
  slug: "",
  headlineFigure: "",
  headlineLabel: "",
  clientName: "Rao Dental Care",
  industry: "Healthcare",
  challenge: "Few calls",
  solution: "Local SEO",
  results: "Calls doubled in four months.",
  imageUrl: "",
  keptImageUrl: "",
};

const DAY = 86_400_000;

describe.each(testDatabases)("the storefront's database pages on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  const context = (db: Database = database.db) => {
    const provided = new RouterContextProvider();
    provided.set(databaseContext, { ...database, db });
    return provided;
  };
  // No case study here has an uploaded image: the storage is never asked.
  const deps = () => ({ db: database.db, storage: createLocalStorage(os.tmpdir()) });
  const record = (fields: Record<string, string>) => caseStudySchema.parse({ ...caseStudyFields, ...fields });

  beforeAll(async () => {
    database = await open();
    const study = (slug: string, featured: boolean, age: number, figure: string | null = "31%") => ({
      title: `Title of ${slug}`,
      slug,
      headlineFigure: figure,
      headlineLabel: figure ? `label of ${slug}` : null,
      clientName: `Client of ${slug}`,
      industry: "Healthcare",
      challenge: "The challenge, in full: more than three lines of it.",
      solution: "The solution.",
      results: "The results.",
      featured,
      createdAt: new Date(Date.now() - age * DAY),
    });
    await database.db
      .insert(caseStudies)
      .values([
        study("newest-featured", true, 1),
        study("hidden", false, 2),
        study("second-featured", true, 3, null),
        study("third-featured", true, 4),
        study("fourth-featured", true, 5),
      ]);
    const article = (slug: string, age: number, published = true) => ({
      slug,
      title: `Article ${slug}`,
      excerpt: "An excerpt.",
      content: "Text.",
      author: "Priya Raghavan",
      category: "SEO",
      published,
      createdAt: new Date(Date.now() - age * DAY),
    });
    await database.db
      .insert(articles)
      .values([article("a1", 1), article("a-draft", 2, false), article("a2", 3), article("a3", 4), article("a4", 5)]);
  });
  afterAll(() => database?.dispose());

  it("shows a featured case study on its own page, in full, and answers 404 for one not featured or unknown", async () => {
    const load = async (slug: string) =>
      answer(
        await caseStudyLoader({
          params: { slug },
          request: new Request(`http://localhost/case-studies/${slug}`),
          context: context(),
        } as never),
      );
    const page = await load("newest-featured");
    expect(page.status).toBe(200);
    const html = render(CaseStudyPage, "/case-studies/newest-featured", page.body);
    expect(html).toContain("Title of newest-featured");
    expect(html).toMatch(/>31%<\/span>\s*<span[^>]*>label of newest-featured</);
    expect(html).toContain("The challenge, in full: more than three lines of it.");
    expect(html).not.toContain("line-clamp");
    expect(html).toContain("Client of newest-featured");

    for (const slug of ["hidden", "no-such-case-study"]) {
      const missing = await load(slug);
      expect(missing.status, slug).toBe(404);
      expect(render(CaseStudyPage, `/case-studies/${slug}`, missing.body)).toContain("Case Study Not Found");
    }
  });

  it("lists the featured case studies' pages in the sitemap, not the others", async () => {
    const response = (await sitemapLoader({ context: context() } as never)) as Response;
    const xml = await response.text();
    const pages = [...xml.matchAll(/<loc>[^<]*\/case-studies\/([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(pages).toEqual(["fourth-featured", "newest-featured", "second-featured", "third-featured"]);
    // The home page renders per request now, and stays in the sitemap.
    expect(xml).toContain("<loc>http");
    expect(xml).toMatch(/<loc>[^<]*\/<\/loc>/);
  });

  it("puts the newest featured case studies, with their numbers, and the latest articles on the home page", async () => {
    const page = answer(await homeLoader({ context: context(), request: new Request("http://localhost/") } as never));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBeNull();
    const html = render(Home, "/", page.body);
    const links = (prefix: string) => [...html.matchAll(new RegExp(`href="(${prefix}[^"#]+)"`, "g"))].map((m) => m[1]);
    expect([...new Set(links("/case-studies/"))]).toEqual([
      "/case-studies/newest-featured",
      "/case-studies/second-featured",
      "/case-studies/third-featured",
    ]);
    expect(html).toContain("label of newest-featured");
    // Without a headline number the strip says what the case study is about.
    expect(html).toContain("Title of second-featured");
    expect(links("/articles/")).toEqual(["/articles/a1", "/articles/a2", "/articles/a3"]);
  });

  it("leaves the strips out when the database cannot be read, still answers 200, and lets no cache keep that copy", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const broken = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property !== "select") return Reflect.get(target, property, receiver);
          return () => {
            throw new Error("Connection terminated unexpectedly");
          };
        },
      });
      const page = answer(
        await homeLoader({ context: context(broken), request: new Request("http://localhost/") } as never),
      );
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe(NO_STORE);
      const html = render(Home, "/", page.body);
      expect(html).toContain("More enquiries, lower cost per lead, and numbers you can trust");
      expect(html).toContain("What business owners say");
      expect(html).not.toContain('href="/case-studies/');
      expect(html).not.toContain('href="/articles/a1"');
      expect(errors).toHaveBeenCalledWith(expect.objectContaining({ query: "home strips" }), expect.any(String));
    } finally {
      errors.mockRestore();
    }
  });

  it("makes a case study's slug from its client's name unless one is typed, and refuses one already taken", async () => {
    const made = record({});
    expect(made.slug).toBe("rao-dental-care");
    const id = await createCaseStudy(deps(), made);
    await expect(createCaseStudy(deps(), record({ slug: "newest-featured" }))).rejects.toBeInstanceOf(SlugTakenError);
    await expect(updateCaseStudy(deps(), id, record({ slug: "hidden" }))).rejects.toThrow(
      'Another case study already uses the slug "hidden". Choose a different slug.',
    );
    expect(await updateCaseStudy(deps(), id, record({ slug: "rao-dental-pune", featured: "on" }))).toBe(true);
    const [row] = await database.db.select().from(caseStudies).where(eq(caseStudies.id, id));
    expect(row).toMatchObject({ slug: "rao-dental-pune", headlineFigure: null, headlineLabel: null });
  });

  it("keeps the headline number and what it measures together", () => {
    const issues = (fields: Record<string, string>) =>
      caseStudySchema.safeParse({ ...caseStudyFields, ...fields }).error?.issues.map((i) => i.path.join("."));
    expect(issues({ headlineFigure: "31%" })).toEqual(["headlineLabel"]);
    expect(issues({ headlineLabel: "lower cost per appointment" })).toEqual(["headlineFigure"]);
    expect(issues({ headlineFigure: "31%", headlineLabel: "lower cost per appointment" })).toBeUndefined();
    expect(issues({ slug: "Not A Slug" })).toEqual(["slug"]);
  });
  it("shows on a service's page its own newest featured case study, else one of its category, never one not featured", async () => {
    const related = (slug: string, serviceSlug: string, featured: boolean, age: number) => ({
      title: `Result of ${slug}`,
      slug,
      headlineFigure: "3x",
      headlineLabel: `measured for ${slug}`,
      clientName: `Client of ${slug}`,
      industry: "Retail",
      challenge: "The challenge.",
      solution: "The solution.",
      results: `The results of ${slug}.`,
      serviceSlug,
      featured,
      createdAt: new Date(Date.now() - age * DAY),
    });
    // SEO, Analytics and AI SEO Content are one category ("SEO & Analytics"); Web Development another.
    await database.db
      .insert(caseStudies)
      .values([
        related("seo-draft", "seo", false, 0),
        related("seo-older", "seo", true, 10),
        related("analytics-newer", "analytics", true, 1),
        related("ads-newest", "performance-marketing", true, 0),
      ]);
    const shown = async (slug: string) => {
      const page = answer(
        await serviceLoader({
          params: { slug },
          context: context(),
          request: new Request(`http://localhost/services/${slug}`),
        } as never),
      );
      expect(page.status).toBe(200);
      return page.body as { caseStudy: { slug: string } | null };
    };
    expect((await shown("seo")).caseStudy?.slug).toBe("seo-older");
    expect((await shown("analytics")).caseStudy?.slug).toBe("analytics-newer");
    expect((await shown("ai-seo-content")).caseStudy?.slug).toBe("analytics-newer");
    expect((await shown("web-development")).caseStudy).toBeNull();

    const html = render(ServicePage, "/services/seo", await shown("seo"));
    expect(html).toContain('href="/case-studies/seo-older"');
    expect(html).toContain("What it did for Client of seo-older");
    expect(html).toContain("measured for seo-older");
    expect(html).not.toContain("seo-draft");
  });

  it("leaves the case study out of a service page when the database cannot be read, still answers 200, and lets no cache keep that copy", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const broken = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property !== "select") return Reflect.get(target, property, receiver);
          return () => {
            throw new Error("Connection terminated unexpectedly");
          };
        },
      });
      const page = answer(
        await serviceLoader({
          params: { slug: "seo" },
          context: context(broken),
          request: new Request("http://localhost/services/seo"),
        } as never),
      );
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe(NO_STORE);
      const html = render(ServicePage, "/services/seo", page.body);
      expect(html).toContain("Frequently asked questions");
      expect(html).not.toContain('href="/case-studies/');
      expect(errors).toHaveBeenCalledWith(expect.objectContaining({ query: "related case study" }), expect.any(String));
    } finally {
      errors.mockRestore();
    }
  });
});
