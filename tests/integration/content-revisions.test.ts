// Every save of a case study or an article from its dialog keeps a version (who, when), the last
// 50 per record; the history reads them, compares two, and restores one as a new save that keeps
// the card's switch as it is. Through the admin gate and the tabs' real actions, as a browser sends them.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, contentRevisions } from "../../database/schema";
import { listAuditLog } from "~/features/audit/audit.server";
import { REVISIONS_KEPT, keepRevision } from "~/features/content-editing/revisions.server";
import { loader as revisionsLoader } from "~/routes/admin/api/revisions";
import { action as articlesAction } from "~/routes/admin/dashboard/articles";
import { action as caseStudiesAction } from "~/routes/admin/dashboard/case-studies";
import { testDatabases } from "./databases";
import { staffRig } from "./staff-sessions";

const PASSWORD = "a-long-enough-password";
const OWNER = { email: "owner@versions.example", password: PASSWORD, name: "Meera Iyer" };
const EDITOR = { email: "editor@versions.example", password: PASSWORD, role: "editor" as const, name: "Ravi Menon" };
const SALES = { email: "sales@versions.example", password: PASSWORD, role: "sales" as const, name: "Kavya Nair" };

describe.each(testDatabases)("versions of case studies and articles on $name", ({ open }) => {
  const rig = staffRig(open, [OWNER, EDITOR, SALES]);
  const { asStaff, ids } = rig;
  const db = () => rig.database.db;

  const post = (account: { email: string }, tab: "articles" | "case-studies", form: Record<string, string>) =>
    asStaff(
      account,
      new Request(`http://localhost/admin/dashboard/${tab}`, { method: "POST", body: new URLSearchParams(form) }),
      { pattern: `admin/dashboard/${tab}` },
      (tab === "articles" ? articlesAction : caseStudiesAction) as never,
    );
  const history = (account: { email: string }, kind: string, id: string, show: string[] = []) =>
    asStaff(
      account,
      new Request(
        `http://localhost/admin/api/revisions/${kind}/${id}?${new URLSearchParams(show.map((s) => ["show", s]))}`,
      ),
      { pattern: "admin/api/revisions/:kind/:id", params: { kind, id } },
      revisionsLoader as never,
    ) as Promise<{
      status: number;
      body: {
        revisions: { id: string; savedAt: string; savedBy: string | null }[];
        values: Record<string, Record<string, unknown>>;
      };
    }>;

  const article = (fields: Record<string, string>) => ({
    intent: "article-save",
    slug: "reels-for-boutiques",
    author: "Meera Iyer",
    category: "Social Media",
    excerpt: "What reels did for boutiques in Ludhiana.",
    content: "## Reels\n\nShort and local.",
    ...fields,
  });

  it("keeps a version of each save with who saved it, compares two, and restores one as a new save that leaves Published alone", async () => {
    const created = await post(OWNER, "articles", article({ title: "Reels for Ludhiana boutiques" }));
    expect(created.status).toBe(200);
    const id = (created.body as { id: string }).id;
    const edited = await post(EDITOR, "articles", article({ id, title: "Reels that sold lehengas in Ludhiana" }));
    expect(edited.status).toBe(200);

    const listed = await history(EDITOR, "article", id);
    expect(listed.status).toBe(200);
    expect(listed.body.revisions.map((revision) => revision.savedBy)).toEqual(["Ravi Menon", "Meera Iyer"]);
    const [newest, oldest] = listed.body.revisions;
    const compared = await history(EDITOR, "article", id, [oldest!.id, newest!.id]);
    expect(compared.body.values[oldest!.id]).toMatchObject({ title: "Reels for Ludhiana boutiques" });
    expect(compared.body.values[newest!.id]).toMatchObject({ title: "Reels that sold lehengas in Ludhiana" });

    // Published since: restoring the first version brings back its words, not its Draft.
    expect((await post(OWNER, "articles", { intent: "article-publish", id, published: "true" })).status).toBe(200);
    const restored = await post(EDITOR, "articles", { intent: "article-revision-restore", id, revision: oldest!.id });
    expect(restored.status).toBe(200);
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ title: "Reels for Ludhiana boutiques", published: true });
    const after = await history(EDITOR, "article", id);
    expect(after.body.revisions).toHaveLength(3);
    expect(after.body.revisions[0]!.savedBy).toBe("Ravi Menon");
    const audited = (await listAuditLog(db(), {})).filter((entry) => entry.action === "article-revision-restore");
    expect(audited).toMatchObject([{ actorId: ids[EDITOR.email], targetId: id }]);

    // A version of another record, or none kept, restores nothing.
    const other = (await post(OWNER, "articles", article({ title: "Another", slug: "another" }))).body as {
      id: string;
    };
    const otherVersion = (await history(OWNER, "article", other.id)).body.revisions[0]!.id;
    const crossed = await post(EDITOR, "articles", { intent: "article-revision-restore", id, revision: otherVersion });
    expect(crossed).toMatchObject({ status: 404, body: { message: "That version is no longer kept." } });

    // Sales may not read or restore them.
    expect((await history(SALES, "article", id)).status).toBe(403);
    const refused = await post(SALES, "articles", { intent: "article-revision-restore", id, revision: oldest!.id });
    expect(refused.status).toBe(403);

    // Deleted: its versions go with it.
    expect((await post(OWNER, "articles", { intent: "article-delete", id })).status).toBe(200);
    const left = await db()
      .select({ n: count() })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, "article"), eq(contentRevisions.recordId, id)));
    expect(left[0]!.n).toBe(0);
  });

  it("keeps a case study's versions the same way", async () => {
    const form = {
      intent: "case-study-save",
      title: "Twice the calls",
      clientName: "Rao Dental, Pune",
      industry: "Healthcare",
      challenge: "Few calls",
      solution: "Local SEO",
      results: "2x calls",
    };
    const id = ((await post(OWNER, "case-studies", form)).body as { id: string }).id;
    await post(OWNER, "case-studies", { ...form, id, results: "2.4x calls in 90 days" });
    const listed = await history(OWNER, "case-study", id);
    expect(listed.body.revisions).toHaveLength(2);
    const restored = await post(OWNER, "case-studies", {
      intent: "case-study-revision-restore",
      id,
      revision: listed.body.revisions[1]!.id,
    });
    expect(restored.status).toBe(200);
    expect((await history(OWNER, "case-study", id)).body.values).toEqual({});
    const again = await history(OWNER, "case-study", id, [
      (await history(OWNER, "case-study", id)).body.revisions[0]!.id,
    ]);
    expect(Object.values(again.body.values)[0]).toMatchObject({ results: "2x calls" });
  });

  it(`keeps the last ${REVISIONS_KEPT} versions of a record`, async () => {
    const recordId = crypto.randomUUID();
    const start = Date.UTC(2026, 10, 1);
    for (let n = 0; n < REVISIONS_KEPT + 3; n++)
      await keepRevision(db(), {
        kind: "article",
        recordId,
        values: { title: `Version ${n}` },
        savedBy: ids[OWNER.email]!,
        savedAt: new Date(start + n * 60_000),
      });
    const kept = await db()
      .select({ values: contentRevisions.values })
      .from(contentRevisions)
      .where(eq(contentRevisions.recordId, recordId));
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept.map((row) => row.values.title)).not.toContain("Version 2");
    expect(kept.map((row) => row.values.title)).toContain("Version 3");
  });
});
