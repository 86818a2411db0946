// Each page's own social card (1200x630, its title on the brand card): a fixed page's is drawn by
// the /social/* route (prerendered at build); an article's or a case study's is drawn when it is
// saved, kept in the database, named with its version in the page's og:image, and never drawn for
// a page that is not public (a draft's title stays private).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { socialCards } from "../../database/schema";
import { ARTICLE_ACTIONS, articleEditor } from "~/features/articles/editor.server";
import { CASE_STUDY_ACTIONS, caseStudyEditor } from "~/features/case-studies/editor.server";
import { QUICK_TOGGLES } from "~/features/content-editing/quick-toggle";
import { databaseContext, publicPagesContext, storageContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { PUBLIC_FILE_CACHE, PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import { type Storage, createLocalStorage } from "~/infrastructure/storage.server";
import { loader as articleLoader } from "~/routes/site/article";
import { loader as caseStudyLoader } from "~/routes/site/case-study";
import { loader as cardLoader } from "~/routes/resources/social-card";
import { testDatabases } from "./databases";
import { answer } from "./route-answer";

const article = {
  title: "Google Business Profile posts that bring calls",
  slug: "gbp-posts-that-bring-calls",
  author: "Meera Iyer",
  category: "Local SEO",
  excerpt: "Three kinds of post that make a clinic's phone ring.",
  content: "## Post offers\n\nOne a week is enough.",
  imageUrl: "",
  keptImageUrl: "",
};
const caseStudy = {
  title: "Twice the calls for a dental clinic",
  slug: "rao-dental-care",
  headlineFigure: "2x",
  headlineLabel: "calls from Google Maps",
  clientName: "Rao Dental Care",
  industry: "Healthcare",
  challenge: "Few calls",
  solution: "Local SEO",
  results: "Calls doubled in four months.",
  imageUrl: "",
  keptImageUrl: "",
};

describe.each(testDatabases)("social cards on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let storage: Storage;
  let uploads: string;

  beforeAll(async () => {
    database = await open();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "agency-cards-"));
    storage = createLocalStorage(uploads);
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const context = () => {
    const provided = new RouterContextProvider();
    provided.set(databaseContext, database);
    return provided;
  };
  /** Runs a content tab's declared action (save, delete, switch) on fields the admin gate has checked. */
  async function save(editor: typeof articleEditor | typeof caseStudyEditor, form: Record<string, string>) {
    const actions = editor === caseStudyEditor ? CASE_STUDY_ACTIONS : ARTICLE_ACTIONS;
    const action = actions.find((declared) => declared.intent === form.intent)!;
    const parsed = action.schema.safeParse(form);
    expect(parsed.error).toBeUndefined();
    const provided = context();
    provided.set(storageContext, storage);
    provided.set(publicPagesContext, { contentChanged() {} });
    const request = new Request("http://localhost/admin", { method: "POST" });
    const ran = await action.run({
      input: parsed.data as never,
      values: {},
      // The gate gives every action the staff member it acts for: here one whose account the test never made.
      me: { userId: "social-cards-test" } as never,
      context: provided,
      request,
      params: {},
    });
    const { status, body } = answer(ran);
    expect(status).toBe(200);
    return (body as { id: string }).id;
  }
  /** The card as a social site fetches it: status, type and the image's size. */
  async function fetchCard(address: string, db = database.db) {
    const url = new URL(address, "http://localhost");
    const provided = new RouterContextProvider();
    provided.set(databaseContext, { ...database, db });
    const response = (await cardLoader({
      request: new Request(url),
      params: { "*": url.pathname.replace(/^\/social\//, "") },
      context: provided,
    } as never)) as Response;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) return { status: response.status, type: null, size: null, bytes, cache: null };
    const { width, height, format } = await sharp(bytes).metadata();
    const cache = response.headers.get("cache-control");
    return { status: 200, type: response.headers.get("content-type"), size: [format, width, height], bytes, cache };
  }
  const keptCard = async (pagePath: string) =>
    (await database.db.select().from(socialCards).where(eq(socialCards.path, pagePath)))[0];
  const pageData = async (loader: typeof articleLoader | typeof caseStudyLoader, slug: string) =>
    answer(
      await loader({
        params: { slug },
        request: new Request(`http://localhost/${loader === articleLoader ? "articles" : "case-studies"}/${slug}`),
        context: context(),
      } as never),
    ).body as { socialCard?: string };

  it("draws a fixed page's card from the page's heading, and refuses an address that is no page", async () => {
    const card = await fetchCard("/social/services/seo.png");
    expect(card).toMatchObject({ status: 200, type: "image/png", size: ["png", 1200, 630], cache: PUBLIC_FILE_CACHE });
    const home = await fetchCard("/social/home.png");
    expect(home.status).toBe(200);
    expect(home.bytes.equals(card.bytes)).toBe(false);
    for (const address of [
      "/social/nowhere.png",
      "/social/services/SEO.png",
      "/social/services/seo.jpg",
      "/social/services/seo.png/x.png",
    ]) {
      expect((await fetchCard(address)).status, address).toBe(404);
    }
  });

  it("draws a published article's card at save, names its version in the page's og:image, and draws it again when the title changes", async () => {
    const id = await save(articleEditor, { intent: articleEditor.intents.save, ...article, published: "on" });
    const kept = await keptCard("/articles/gbp-posts-that-bring-calls");
    expect(kept, "drawn at save, before anyone asked for it").toBeDefined();
    const { socialCard } = await pageData(articleLoader, article.slug);
    expect(socialCard).toBe(`/social/articles/gbp-posts-that-bring-calls.png?v=${kept!.version}`);
    const served = await fetchCard(socialCard!);
    // Kept by shared caches no longer than the page: once unpublished, it is gone as soon.
    expect(served).toMatchObject({
      status: 200,
      type: "image/png",
      size: ["png", 1200, 630],
      cache: PUBLIC_PAGE_CACHE,
    });
    expect(served.bytes.equals(kept!.png)).toBe(true);

    await save(articleEditor, {
      intent: articleEditor.intents.save,
      id,
      ...article,
      title: "Five Google Business Profile posts that bring calls",
      published: "on",
    });
    const redrawn = await keptCard("/articles/gbp-posts-that-bring-calls");
    expect(redrawn!.version).not.toBe(kept!.version);
    expect(redrawn!.png.equals(kept!.png)).toBe(false);
    expect((await pageData(articleLoader, article.slug)).socialCard).toContain(`?v=${redrawn!.version}`);

    // Unpublished from its card: its card goes with its page, and is not drawn on request.
    const publish = QUICK_TOGGLES.article;
    await save(articleEditor, { intent: publish.intent, id, [publish.field]: "false" });
    expect(await keptCard("/articles/gbp-posts-that-bring-calls")).toBeUndefined();
    expect((await fetchCard(socialCard!)).status).toBe(404);
  });

  it("never draws the card of a draft, nor keeps the card of a page that stopped being public", async () => {
    const id = await save(articleEditor, {
      intent: articleEditor.intents.save,
      ...article,
      title: "A draft about a client's secret launch",
      slug: "secret-launch",
    });
    expect(await keptCard("/articles/secret-launch")).toBeUndefined();
    expect((await fetchCard("/social/articles/secret-launch.png")).status).toBe(404);
    expect(await keptCard("/articles/secret-launch")).toBeUndefined();

    // Published, then renamed: the old address's card goes, the new one is drawn.
    await save(articleEditor, { intent: articleEditor.intents.save, id, ...article, slug: "launch", published: "on" });
    expect(await keptCard("/articles/launch")).toBeDefined();
    await save(articleEditor, {
      intent: articleEditor.intents.save,
      id,
      ...article,
      slug: "launch-2",
      published: "on",
    });
    expect(await keptCard("/articles/launch")).toBeUndefined();
    expect(await keptCard("/articles/launch-2")).toBeDefined();

    // Deleted: its card goes too.
    await save(articleEditor, { intent: articleEditor.intents.delete, id });
    expect(await keptCard("/articles/launch-2")).toBeUndefined();
    expect((await fetchCard("/social/articles/launch-2.png")).status).toBe(404);
  });

  it("draws a featured case study's card with its headline number, and none for one not featured", async () => {
    const id = await save(caseStudyEditor, { intent: caseStudyEditor.intents.save, ...caseStudy });
    expect(await keptCard("/case-studies/rao-dental-care")).toBeUndefined();
    expect((await fetchCard("/social/case-studies/rao-dental-care.png")).status).toBe(404);

    await save(caseStudyEditor, { intent: caseStudyEditor.intents.save, id, ...caseStudy, featured: "on" });
    const kept = await keptCard("/case-studies/rao-dental-care");
    expect(kept).toBeDefined();
    const withoutNumber = await save(caseStudyEditor, {
      intent: caseStudyEditor.intents.save,
      id,
      ...caseStudy,
      headlineFigure: "",
      headlineLabel: "",
      featured: "on",
    });
    expect(withoutNumber).toBe(id);
    expect((await keptCard("/case-studies/rao-dental-care"))!.version).not.toBe(kept!.version);
    const { socialCard } = await pageData(caseStudyLoader, caseStudy.slug);
    expect(await fetchCard(socialCard!)).toMatchObject({ status: 200, size: ["png", 1200, 630] });
  });

  it("draws a public page's card on its first request when none was kept (pages saved before cards existed)", async () => {
    await save(articleEditor, {
      intent: articleEditor.intents.save,
      ...article,
      slug: "saved-before-cards",
      published: "on",
    });
    await database.db.delete(socialCards).where(eq(socialCards.path, "/articles/saved-before-cards"));
    const card = await fetchCard("/social/articles/saved-before-cards.png");
    expect(card).toMatchObject({ status: 200, size: ["png", 1200, 630] });
    expect((await keptCard("/articles/saved-before-cards"))!.png.equals(card.bytes)).toBe(true);
  });

  it("still sends a public page's card when the database refuses to keep it", async () => {
    await save(articleEditor, {
      intent: articleEditor.intents.save,
      ...article,
      slug: "read-only-day",
      published: "on",
    });
    await database.db.delete(socialCards).where(eq(socialCards.path, "/articles/read-only-day"));
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      const refusing = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property !== "insert") return Reflect.get(target, property, receiver);
          return () => {
            throw new Error("cannot execute INSERT in a read-only transaction");
          };
        },
      });
      expect(await fetchCard("/social/articles/read-only-day.png", refusing)).toMatchObject({
        status: 200,
        size: ["png", 1200, 630],
      });
      expect(warnings).toHaveBeenCalledWith(
        expect.objectContaining({ path: "/articles/read-only-day" }),
        expect.any(String),
      );
    } finally {
      warnings.mockRestore();
    }
  });
});
