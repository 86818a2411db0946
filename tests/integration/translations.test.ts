// A case study's or an article's Hindi version, saved from the dashboard's dialog through the
// admin gate and the tab's real action: its language, the Latin slug a Hindi title needs, the one
// English original it translates; then the public side reads each language's records and the pair.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { articleCategories, articles, caseStudies, redirects } from "../../database/schema";
import { provideCapabilities } from "~/infrastructure/context";
import { loader as categoryFeedLoader } from "~/routes/resources/category-rss";
import { publishedForFeeds } from "~/features/articles/feeds.server";
import { getPublishedArticle, listPublishedArticles } from "~/features/articles/queries.server";
import { getFeaturedCaseStudy, listFeaturedCaseStudies } from "~/features/case-studies/queries.server";
import { ARTICLE_INTENTS } from "~/features/articles/schema";
import { CASE_STUDY_INTENTS } from "~/features/case-studies/schema";
import { publicPages } from "~/routes/public-pages.server";
import { action as articlesAction } from "~/routes/admin/dashboard/articles";
import { action as caseStudiesAction } from "~/routes/admin/dashboard/case-studies";
import { testDatabases } from "./databases";
import { staffRig } from "./staff-sessions";

const EDITOR = { email: "editor@translations.example", password: "a-long-enough-password", role: "editor" as const };

const ENGLISH = {
  title: "Google Business Profile for clinics",
  slug: "gbp-for-clinics",
  author: "Priya Raghavan",
  category: "SEO",
  excerpt: "How a clinic gets more calls from its map listing.",
  content: "## Verify the listing\n\nStart here.",
  published: "on",
};

const HINDI = {
  title: "क्लिनिक के लिए मैप लिस्टिंग",
  author: "Priya Raghavan",
  category: "SEO",
  excerpt: "मैप लिस्टिंग से क्लिनिक को ज़्यादा कॉल कैसे मिलें।",
  content: "## लिस्टिंग वेरिफ़ाई करें\n\nयहीं से शुरू करें।",
  published: "on",
  language: "hi",
};

type Reply = { ok: boolean; id?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

describe.each(testDatabases)("translations on $name", ({ open }) => {
  const rig = staffRig(open, [EDITOR]);
  const db = () => rig.database.db;

  /** Sends the dialog's form as the editor's browser would. */
  const save = async (tab: "articles" | "case-studies", form: Record<string, string>) => {
    const action = tab === "articles" ? articlesAction : caseStudiesAction;
    const intent = tab === "articles" ? ARTICLE_INTENTS.save : CASE_STUDY_INTENTS.save;
    const path = `/admin/dashboard/${tab}`;
    const request = new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams({ intent, ...form }),
    });
    const { body } = await rig.asStaff(EDITOR, request, { pattern: path.slice(1) }, action as never);
    return body as Reply;
  };
  const articleRow = async (id: string) => (await db().select().from(articles).where(eq(articles.id, id)))[0]!;

  it("saves an article's Hindi version with a slug typed in Latin letters, and links the two", async () => {
    const english = await save("articles", ENGLISH);
    expect(english.ok).toBe(true);

    // The slug maker makes nothing of a Hindi title: the form says what to do, and keeps what was typed.
    const untyped = await save("articles", { ...HINDI, slug: "", translationOf: english.id! });
    expect(untyped.ok).toBe(false);
    expect(untyped.fieldErrors?.slug).toBe(
      "Type a slug in Latin letters (a title in Hindi makes none), e.g. seo-for-clinics",
    );
    expect(untyped.values?.title).toBe(HINDI.title);

    const hindi = await save("articles", { ...HINDI, slug: "gbp-clinic-hindi", translationOf: english.id! });
    expect(hindi.ok).toBe(true);
    expect(await articleRow(hindi.id!)).toMatchObject({ language: "hi", translationOf: english.id });

    // Each page knows its twin; each list, feed and the related articles keep to one language.
    expect((await getPublishedArticle(db(), "gbp-for-clinics", "en"))?.translation?.slug).toBe("gbp-clinic-hindi");
    expect((await getPublishedArticle(db(), "gbp-clinic-hindi", "hi"))?.translation?.slug).toBe("gbp-for-clinics");
    expect(await getPublishedArticle(db(), "gbp-clinic-hindi", "en")).toBeNull();
    expect(await getPublishedArticle(db(), "gbp-for-clinics", "hi")).toBeNull();
    expect((await listPublishedArticles(db(), "hi")).map((a) => a.slug)).toEqual(["gbp-clinic-hindi"]);
    expect((await listPublishedArticles(db(), "en")).map((a) => a.slug)).not.toContain("gbp-clinic-hindi");
    expect((await publishedForFeeds(db(), { locale: "hi" })).map((a) => a.slug)).toEqual(["gbp-clinic-hindi"]);

    // Each language's category feed has its own articles.
    await db().insert(articleCategories).values({ name: "SEO", slug: "seo" });
    const categoryFeed = async (path: string) => {
      const request = new Request(`http://localhost${path}`);
      const context = provideCapabilities(new RouterContextProvider(), { database: rig.database } as never);
      const response = (await categoryFeedLoader({ request, context, params: { slug: "seo" } } as never)) as Response;
      return response.text();
    };
    const hindiFeed = await categoryFeed("/hi/articles/category/seo/rss.xml");
    expect(hindiFeed).toMatch(/<link>https?:\/\/[^<]+\/hi\/articles\/gbp-clinic-hindi<\/link>/);
    expect(hindiFeed).toContain("<language>hi-in</language>");
    expect(hindiFeed).not.toContain("/articles/gbp-for-clinics<");
    expect(await categoryFeed("/articles/category/seo/rss.xml")).not.toContain("gbp-clinic-hindi");

    // The sitemap pairs the two pages both ways.
    const pages = await publicPages(db());
    const pair = { en: "/articles/gbp-for-clinics", hi: "/hi/articles/gbp-clinic-hindi" };
    expect(pages.find((page) => page.path === pair.en)?.languages).toEqual(pair);
    expect(pages.find((page) => page.path === pair.hi)?.languages).toEqual(pair);
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(["/hi/articles", "/hi/case-studies"]));
  });

  it("moves a live Hindi article's own address when its slug changes: the old Hindi address redirects", async () => {
    const hindi = await save("articles", { ...HINDI, slug: "diwali-offer-hindi" });
    expect(hindi.ok).toBe(true);
    const moved = await save("articles", { ...HINDI, id: hindi.id!, slug: "diwali-offer-hindi-2026" });
    expect(moved.ok).toBe(true);
    const rows = await db().select({ source: redirects.source, target: redirects.target }).from(redirects);
    expect(rows).toContainEqual({
      source: "/hi/articles/diwali-offer-hindi",
      target: "/hi/articles/diwali-offer-hindi-2026",
    });
    expect(rows.filter((row) => row.source === "/articles/diwali-offer-hindi")).toEqual([]);
  });

  it("refuses a second Hindi version of one original, an original that is not English, and turning a translated original Hindi", async () => {
    const english = await save("articles", { ...ENGLISH, title: "Reels for boutiques", slug: "reels-boutiques" });
    const first = await save("articles", { ...HINDI, slug: "reels-boutique-hindi", translationOf: english.id! });
    expect(first.ok).toBe(true);

    const second = await save("articles", { ...HINDI, slug: "reels-boutique-hindi-2", translationOf: english.id! });
    expect(second.ok).toBe(false);
    expect(second.fieldErrors?.translationOf).toBe(
      `"Reels for boutiques" already has a Hindi version: "${HINDI.title}".`,
    );

    const ofHindi = await save("articles", { ...HINDI, slug: "reels-boutique-hindi-3", translationOf: first.id! });
    expect(ofHindi.fieldErrors?.translationOf).toBe("Choose the English article this one translates.");

    const turned = await save("articles", {
      ...ENGLISH,
      id: english.id!,
      title: "Reels for boutiques",
      slug: "reels-boutiques",
      language: "hi",
    });
    expect(turned.fieldErrors?.language).toBe(
      `"${HINDI.title}" is its Hindi version: keep this article in English, or unlink that one first.`,
    );
    expect((await articleRow(english.id!)).language).toBe("en");

    // A Hindi create sent again after its answer was lost is the same record, not a second version.
    const other = await save("articles", { ...ENGLISH, title: "Shop signboards", slug: "shop-signboards" });
    const attempt = {
      ...HINDI,
      slug: "signboard-hindi",
      translationOf: other.id!,
      idempotencyKey: crypto.randomUUID(),
    };
    const sent = await save("articles", attempt);
    const again = await save("articles", attempt);
    expect(again).toMatchObject({ ok: true, id: sent.id });

    // An English record translates nothing: an original sent with it is dropped, not kept.
    const plain = await save("articles", {
      ...ENGLISH,
      title: "Plain",
      slug: "plain-english",
      translationOf: english.id!,
    });
    expect(plain.ok).toBe(true);
    expect((await articleRow(plain.id!)).translationOf).toBeNull();
  });

  it("shows a Hindi case study under /hi, with its English original as its twin", async () => {
    const base = {
      clientName: "SmileCraft",
      industry: "Healthcare",
      challenge: "c",
      solution: "s",
      results: "r",
      featured: "on",
    };
    const english = await save("case-studies", { ...base, title: "Fewer no-shows in Pune", slug: "smile-pune" });
    const hindi = await save("case-studies", {
      ...base,
      title: "पुणे में कम छूटी अपॉइंटमेंट",
      slug: "smile-pune-hindi",
      language: "hi",
      translationOf: english.id!,
    });
    expect(hindi.ok).toBe(true);
    const row = (await db().select().from(caseStudies).where(eq(caseStudies.id, hindi.id!)))[0]!;
    expect(row).toMatchObject({ language: "hi", translationOf: english.id });
    expect((await getFeaturedCaseStudy(db(), "smile-pune", "en"))?.translation?.slug).toBe("smile-pune-hindi");
    expect((await getFeaturedCaseStudy(db(), "smile-pune-hindi", "hi"))?.translation?.slug).toBe("smile-pune");
    expect((await listFeaturedCaseStudies(db(), "hi")).map((c) => c.slug)).toEqual(["smile-pune-hindi"]);
    expect((await listFeaturedCaseStudies(db(), "en")).map((c) => c.slug)).toEqual(["smile-pune"]);
  });
});
