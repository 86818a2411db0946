// The cards' quick switches: an article's Published and a case study's Featured, saved at once
// from the Articles and Case Studies tabs, through the admin gate and the tabs' real actions. A
// switch changes only that yes/no (publishing sets published_at once, as a save does), empties the
// public page cache, is kept in the audit log, and is refused to a role without content permission.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { articles, caseStudies } from "../../database/schema";
import { createArticle } from "~/features/articles/admin-queries.server";
import { listPublishedArticles } from "~/features/articles/queries.server";
import { listAuditLog } from "~/features/audit/audit.server";
import { AUDIT_LABELS } from "~/routes/admin/doors.server";
import { createCaseStudy } from "~/features/case-studies/admin-queries.server";
import { listFeaturedCaseStudies } from "~/features/case-studies/queries.server";
import { QUICK_TOGGLES } from "~/features/content-editing/quick-toggle";
import { action as articlesAction } from "~/routes/admin/dashboard/articles";
import { action as caseStudiesAction } from "~/routes/admin/dashboard/case-studies";
import { articleInput } from "./article-input";
import { ENGLISH_DEFAULTS } from "./article-input";
import { testDatabases } from "./databases";
import { staffRig } from "./staff-sessions";

const PASSWORD = "a-long-enough-password";
const OWNER = { email: "owner@toggles.example", password: PASSWORD };
const EDITOR = { email: "editor@toggles.example", password: PASSWORD, role: "editor" as const };
const SALES = { email: "sales@toggles.example", password: PASSWORD, role: "sales" as const };

const TABS = {
  articles: { path: "/admin/dashboard/articles", pattern: "admin/dashboard/articles", action: articlesAction },
  caseStudies: {
    path: "/admin/dashboard/case-studies",
    pattern: "admin/dashboard/case-studies",
    action: caseStudiesAction,
  },
} as const;

describe.each(testDatabases)("the cards' quick switches on $name", ({ open }) => {
  const rig = staffRig(open, [OWNER, EDITOR, SALES]);
  const { ids } = rig;
  /** How often the tabs' actions told the host its kept public pages are stale. */
  let pageCacheEmptied = 0;
  beforeEach(() => {
    pageCacheEmptied = 0;
    rig.onContentChanged = () => void pageCacheEmptied++;
  });

  const db = () => rig.database.db;
  const deps = () => ({ db: db(), storage: rig.storage });

  /** Posts a card's switch as this staff member's browser would: through the admin gate, to the tab's action. */
  const flip = (account: { email: string }, tab: keyof typeof TABS, form: Record<string, string>) => {
    const { path: tabPath, pattern, action } = TABS[tab];
    const request = new Request(`http://localhost${tabPath}`, { method: "POST", body: new URLSearchParams(form) });
    return rig.asStaff(account, request, { pattern }, action as never);
  };

  const articleRow = async (id: string) => (await db().select().from(articles).where(eq(articles.id, id)))[0]!;
  const caseStudyRow = async (id: string) => (await db().select().from(caseStudies).where(eq(caseStudies.id, id)))[0]!;
  const entriesBy = async (account: { email: string }) =>
    (await listAuditLog(db(), {})).filter((entry) => entry.actorId === ids[account.email]);

  it("publishes an article from its card at once: published_at set on the first publish only, the page cache emptied, audited", async () => {
    const id = await createArticle(
      deps(),
      articleInput({
        title: "Reels for Ludhiana boutiques",
        slug: "reels-for-ludhiana-boutiques",
        author: "Meera Iyer",
        category: "Social Media",
        excerpt: "What three boutiques learned.",
        content: "## Post daily",
      }),
    );
    const publish = QUICK_TOGGLES.article;
    expect((await articleRow(id)).publishedAt).toBeNull();

    expect(await flip(OWNER, "articles", { intent: publish.intent, id, [publish.field]: "true" })).toEqual({
      status: 200,
      body: { ok: true, id },
    });
    const published = await articleRow(id);
    expect(published).toMatchObject({
      published: true,
      title: "Reels for Ludhiana boutiques",
      content: "## Post daily",
    });
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect(pageCacheEmptied).toBe(1);
    // What visitors are shown now lists it.
    expect((await listPublishedArticles(db(), "en")).map((article) => article.slug)).toContain(
      "reels-for-ludhiana-boutiques",
    );

    // Unpublished, then published again: the first publication's date stays.
    expect((await flip(OWNER, "articles", { intent: publish.intent, id, [publish.field]: "false" })).status).toBe(200);
    expect(await articleRow(id)).toMatchObject({ published: false, publishedAt: published.publishedAt });
    expect((await listPublishedArticles(db(), "en")).map((article) => article.slug)).not.toContain(
      "reels-for-ludhiana-boutiques",
    );
    expect((await flip(OWNER, "articles", { intent: publish.intent, id, [publish.field]: "true" })).status).toBe(200);
    expect((await articleRow(id)).publishedAt?.getTime()).toBe(published.publishedAt!.getTime());
    expect(pageCacheEmptied).toBe(3);

    // Each switch is in the audit log: who, which article, and which way.
    const logged = (await entriesBy(OWNER)).filter((entry) => entry.action === publish.intent);
    expect(logged.map(({ targetId, address, details }) => ({ targetId, address, details })).reverse()).toEqual([
      { targetId: id, address: "203.0.113.7", details: { published: "true" } },
      { targetId: id, address: "203.0.113.7", details: { published: "false" } },
      { targetId: id, address: "203.0.113.7", details: { published: "true" } },
    ]);
    expect(AUDIT_LABELS[publish.intent]).toBe("Published or unpublished an article");
  });

  it("features a case study from its card at once for an Editor, the rest of it unchanged", async () => {
    const id = await createCaseStudy(deps(), {
      title: "Dental clinic fills weekday chairs",
      slug: "smilecare-dental",
      headlineFigure: null,
      headlineLabel: null,
      serviceSlug: null,
      clientName: "SmileCare Dental",
      industry: "Healthcare",
      challenge: "Empty weekdays.",
      solution: "Reminders.",
      results: "Up 41%.",
      imageUrl: null,
      imageAlt: null,
      featured: false,
      ...ENGLISH_DEFAULTS,
    });
    const feature = QUICK_TOGGLES.caseStudy;
    const before = await caseStudyRow(id);

    expect(await flip(EDITOR, "caseStudies", { intent: feature.intent, id, [feature.field]: "true" })).toEqual({
      status: 200,
      body: { ok: true, id },
    });
    const after = await caseStudyRow(id);
    expect(after.featured).toBe(true);
    expect({ ...after, featured: false, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect((await listFeaturedCaseStudies(db(), "en")).map((caseStudy) => caseStudy.id)).toContain(id);
    expect(pageCacheEmptied).toBe(1);
    expect((await entriesBy(EDITOR)).map(({ action, targetId, details }) => ({ action, targetId, details }))).toEqual([
      { action: feature.intent, targetId: id, details: { featured: "true" } },
    ]);

    expect((await flip(EDITOR, "caseStudies", { intent: feature.intent, id, [feature.field]: "false" })).status).toBe(
      200,
    );
    expect((await caseStudyRow(id)).featured).toBe(false);
    expect((await listFeaturedCaseStudies(db(), "en")).map((caseStudy) => caseStudy.id)).not.toContain(id);
  });

  it("refuses the switches to Sales (no content permission): nothing changes, no page cache emptied, nothing logged", async () => {
    const article = await createArticle(
      deps(),
      articleInput({ title: "Not Sales' to publish", slug: "not-sales-to-publish" }),
    );
    const caseStudy = await createCaseStudy(deps(), {
      title: "Not Sales' to feature",
      slug: "not-sales-to-feature",
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
    });
    const { article: publish, caseStudy: feature } = QUICK_TOGGLES;
    const refused = await flip(SALES, "articles", { intent: publish.intent, id: article, published: "true" });
    expect(refused.status).toBe(403);
    expect((await flip(SALES, "caseStudies", { intent: feature.intent, id: caseStudy, featured: "true" })).status).toBe(
      403,
    );
    expect(await articleRow(article)).toMatchObject({ published: false, publishedAt: null });
    expect((await caseStudyRow(caseStudy)).featured).toBe(false);
    expect(pageCacheEmptied).toBe(0);
    expect(await entriesBy(SALES)).toEqual([]);
  });

  it("answers a switch for a deleted record or with no clear value as failed, and changes nothing", async () => {
    const publish = QUICK_TOGGLES.article;
    const gone = crypto.randomUUID();
    const missing = await flip(OWNER, "articles", { intent: publish.intent, id: gone, published: "true" });
    expect(missing).toEqual({ status: 404, body: { ok: false, message: "This article no longer exists." } });
    const id = await createArticle(deps(), articleInput({ title: "Unclear", slug: "unclear" }));
    expect((await flip(OWNER, "articles", { intent: publish.intent, id, published: "on please" })).status).toBe(400);
    expect((await flip(OWNER, "articles", { intent: publish.intent, id })).status).toBe(400);
    expect((await articleRow(id)).published).toBe(false);
    expect(pageCacheEmptied).toBe(0);
    const logged = (await entriesBy(OWNER)).filter((entry) => entry.targetId === gone || entry.targetId === id);
    expect(logged).toEqual([]);
  });
});
