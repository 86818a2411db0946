import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, caseStudies, uploads } from "../../database/schema";
import { createArticle, deleteArticle, updateArticle } from "~/features/articles/admin-queries.server";
import { SlugTakenError } from "~/features/content-editing/slug.server";
import { articleSchema } from "~/features/articles/schema";
import { slugify } from "~/features/content-editing/slug";
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from "~/features/case-studies/admin-queries.server";
import { caseStudySchema } from "~/features/case-studies/schema";
import { storeImage } from "~/features/media/store-image.server";
import { type Storage, createLocalStorage } from "~/infrastructure/storage.server";
import { articleInput } from "./article-input";
import { ENGLISH_DEFAULTS } from "./article-input";
import { testDatabases } from "./databases";

describe("the article slug rule", () => {
  it("lower-cases and turns each run of other characters into one hyphen", () => {
    expect(slugify("SEO in 2026: What's New?")).toBe("seo-in-2026-what-s-new");
    expect(slugify("  --Diwali   Ads!!  ")).toBe("diwali-ads");
    expect(slugify("दिवाली")).toBe("");
  });

  it("derives an empty slug from the title at save, and refuses a slug that cannot be an address", () => {
    const base = { title: "Google Ads for Clinics", author: "A", category: "SEO", excerpt: "e", content: "c" };
    expect(articleSchema.parse({ ...base, slug: "" }).slug).toBe("google-ads-for-clinics");
    expect(articleSchema.safeParse({ ...base, slug: "Has Spaces" }).success).toBe(false);
    expect(articleSchema.parse({ ...base, slug: "" }).published).toBe(false);
  });

  it("accepts uploaded and https image addresses only", () => {
    const base = { title: "T", clientName: "C", industry: "I", challenge: "c", solution: "s", results: "r" };
    expect(caseStudySchema.parse({ ...base, imageUrl: "" }).imageUrl).toBeNull();
    expect(caseStudySchema.safeParse({ ...base, imageUrl: "https://cdn.example/a.jpg" }).success).toBe(true);
    expect(caseStudySchema.safeParse({ ...base, imageUrl: "/uploads/case-studies/abc-1.jpg" }).success).toBe(true);
    expect(caseStudySchema.safeParse({ ...base, imageUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(caseStudySchema.safeParse({ ...base, imageUrl: "data:image/png;base64,AAAA" }).success).toBe(false);
  });

  it("refuses a pasted http address, but keeps one saved earlier while an edit leaves it unchanged", () => {
    const caseStudy = { title: "T", clientName: "C", industry: "I", challenge: "c", solution: "s", results: "r" };
    const article = {
      title: "Google Ads for Clinics",
      slug: "",
      author: "A",
      category: "SEO",
      excerpt: "e",
      content: "c",
    };
    const http = "http://cdn.example/a.jpg";
    for (const schema of [caseStudySchema, articleSchema] as const) {
      const base = schema === caseStudySchema ? caseStudy : article;
      const fresh = schema.safeParse({ ...base, imageUrl: http });
      expect(fresh.success).toBe(false);
      expect(fresh.error?.issues[0]).toMatchObject({
        path: ["imageUrl"],
        message: expect.stringContaining("https://"),
      });
      expect(schema.safeParse({ ...base, imageUrl: http, keptImageUrl: "http://cdn.example/other.jpg" }).success).toBe(
        false,
      );
      const kept = schema.parse({ ...base, imageUrl: http, keptImageUrl: http });
      expect(kept.imageUrl).toBe(http);
      // What the record stores is the form's fields, not the address the dialog opened with.
      expect(kept).not.toHaveProperty("keptImageUrl");
    }
  });
});

describe.each(testDatabases)("content management on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let storage: Storage;
  let root: string;
  const deps = () => ({ db: database.db, storage });
  const article = articleInput;
  const upload = async () =>
    storeImage({ ...deps(), maxBytes: 10_000_000 }, "articles", {
      name: "x.png",
      bytes: await sharp({ create: { width: 700, height: 400, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    });
  const files = () => (fs.existsSync(path.join(root, "articles")) ? fs.readdirSync(path.join(root, "articles")) : []);

  beforeAll(async () => {
    database = await open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-uploads-"));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("keeps slugs unique and sets published_at on the first publish only", async () => {
    const id = await createArticle(deps(), article({ slug: "first" }));
    await expect(createArticle(deps(), article({ slug: "first" }))).rejects.toBeInstanceOf(SlugTakenError);
    const other = await createArticle(deps(), article({ slug: "second" }));
    await expect(updateArticle(deps(), other, article({ slug: "first" }))).rejects.toThrow(
      /already uses the slug "first"/,
    );

    const publishedAt = async () =>
      (await database.db.select().from(articles).where(eq(articles.id, id)))[0]?.publishedAt;
    expect(await publishedAt()).toBeNull();
    await updateArticle(deps(), id, article({ slug: "first", published: true }));
    const first = await publishedAt();
    expect(first).toBeInstanceOf(Date);
    await updateArticle(deps(), id, article({ slug: "first", published: false }));
    await updateArticle(deps(), id, article({ slug: "first", published: true }));
    expect((await publishedAt())?.getTime()).toBe(first!.getTime());
  });

  it("stores an article create sent again after its answer was lost once, with the last values, not refused for its own slug", async () => {
    const key = crypto.randomUUID();
    const rows = () => database.db.select().from(articles).where(eq(articles.slug, "lost-answer"));
    const id = await createArticle(deps(), article({ slug: "lost-answer", title: "Frist draft" }), key);
    expect(await createArticle(deps(), article({ slug: "lost-answer", title: "First draft" }), key)).toBe(id);
    // The same attempt arriving twice at once still makes one article.
    const twice = await Promise.all(
      [1, 2].map(() => createArticle(deps(), article({ slug: "lost-answer", title: "First draft" }), key)),
    );
    expect(twice).toEqual([id, id]);
    expect((await rows()).map((row) => row.title)).toEqual(["First draft"]);
    // Two first attempts at once too.
    const raceKey = crypto.randomUUID();
    const raced = await Promise.all(
      [1, 2].map(() => createArticle(deps(), article({ slug: "raced-answer" }), raceKey)),
    );
    expect(raced[0]).toBe(raced[1]);
    expect(await database.db.select().from(articles).where(eq(articles.slug, "raced-answer"))).toHaveLength(1);
    // Another create (another key) with the same slug is still refused.
    await expect(createArticle(deps(), article({ slug: "lost-answer" }), crypto.randomUUID())).rejects.toBeInstanceOf(
      SlugTakenError,
    );
  });

  it("stores a case study create sent again after its answer was lost once", async () => {
    const key = crypto.randomUUID();
    const input = {
      title: "Lost answer",
      slug: "lost-answer",
      headlineFigure: null,
      headlineLabel: null,
      serviceSlug: null,
      clientName: "C",
      industry: "I",
      challenge: "c",
      solution: "s",
      results: "r",
      imageUrl: null,
      imageAlt: null,
      featured: false,
      ...ENGLISH_DEFAULTS,
    };
    const id = await createCaseStudy(deps(), input, key);
    const again = await Promise.all(
      [1, 2].map(() => createCaseStudy(deps(), { ...input, results: "r, corrected" }, key)),
    );
    expect(again).toEqual([id, id]);
    const raceKey = crypto.randomUUID();
    const raced = await Promise.all(
      [1, 2].map(() => createCaseStudy(deps(), { ...input, title: "Raced answer", slug: "raced-answer" }, raceKey)),
    );
    expect(raced[0]).toBe(raced[1]);
    const rows = await database.db.select().from(caseStudies).where(eq(caseStudies.title, "Lost answer"));
    expect(rows.map((row) => row.results)).toEqual(["r, corrected"]);
    // Without a key (a form posted without the site's script) each create is its own.
    await createCaseStudy(deps(), { ...input, slug: "without-key-1" });
    await createCaseStudy(deps(), { ...input, slug: "without-key-2" });
    expect(await database.db.select().from(caseStudies).where(eq(caseStudies.title, "Lost answer"))).toHaveLength(3);
  });

  it("removes an uploaded image and its resized versions when it is replaced or its record deleted", async () => {
    const before = files().length;
    const one = await upload();
    const two = await upload();
    expect(files().length).toBe(before + 2 * (1 + one.variants.length));

    const id = await createArticle(deps(), article({ slug: "with-image", imageUrl: one.url }));
    await updateArticle(deps(), id, article({ slug: "with-image", imageUrl: two.url }));
    expect(files().length).toBe(before + 1 + two.variants.length);
    expect(await database.db.select().from(uploads).where(eq(uploads.url, one.url))).toHaveLength(0);

    // An image another record still uses stays.
    const caseStudyId = await createCaseStudy(deps(), {
      title: "T",
      slug: "t-1",
      headlineFigure: null,
      headlineLabel: null,
      serviceSlug: null,
      clientName: "C",
      industry: "I",
      challenge: "c",
      solution: "s",
      results: "r",
      imageUrl: two.url,
      imageAlt: null,
      featured: true,
      ...ENGLISH_DEFAULTS,
    });
    expect(await deleteArticle(deps(), id)).toBe(true);
    expect(files().length).toBe(before + 1 + two.variants.length);
    expect(await deleteCaseStudy(deps(), caseStudyId)).toBe(true);
    expect(files().length).toBe(before);

    // A pasted address is not ours to delete; a missing record says so.
    const pasted = await createCaseStudy(deps(), {
      title: "T",
      slug: "t-2",
      headlineFigure: null,
      headlineLabel: null,
      serviceSlug: null,
      clientName: "C",
      industry: "I",
      challenge: "c",
      solution: "s",
      results: "r",
      imageUrl: "https://cdn.example/x.jpg",
      imageAlt: null,
      featured: false,
      ...ENGLISH_DEFAULTS,
    });
    expect(await deleteCaseStudy(deps(), pasted)).toBe(true);
    expect(await deleteCaseStudy(deps(), pasted)).toBe(false);
    expect(
      await updateCaseStudy(deps(), pasted, {
        title: "T",
        slug: "t-3",
        headlineFigure: null,
        headlineLabel: null,
        serviceSlug: null,
        clientName: "C",
        industry: "I",
        challenge: "c",
        solution: "s",
        results: "r",
        imageUrl: null,
        imageAlt: null,
        featured: false,
        ...ENGLISH_DEFAULTS,
      }),
    ).toBe(false);
  });
});
