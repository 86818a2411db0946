// Article categories through the Categories screen's real actions, as a browser posts them behind
// the admin gate: names are matched to articles whatever the letter case, a renamed category takes
// its articles along, a new address redirects from the old one, and lists page 12 at a time.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, redirects } from "../../database/schema";
import { categoriesNotSetUp, listCategories } from "~/features/articles/categories.server";
import { publishedArticlesPage } from "~/features/articles/queries.server";
import { action as categoriesAction } from "~/routes/admin/categories";
import { articleInput } from "./article-input";
import { testDatabases } from "./databases";
import { staffRig } from "./staff-sessions";

const PASSWORD = "a-long-enough-password";
const EDITOR = { email: "editor@categories.example", password: PASSWORD, role: "editor" as const, name: "Ravi Menon" };
const SALES = { email: "sales@categories.example", password: PASSWORD, role: "sales" as const, name: "Kavya Nair" };

type Answer = { status: number; body: { ok?: boolean; id?: string; fieldErrors?: Record<string, string> } };

describe.each(testDatabases)("article categories on $name", ({ open }) => {
  const rig = staffRig(open, [EDITOR, SALES]);
  const db = () => rig.database.db;
  const post = (form: Record<string, string>, account: { email: string } = EDITOR) =>
    rig.asStaff(
      account,
      new Request("http://localhost/admin/categories", { method: "POST", body: new URLSearchParams(form) }),
      { pattern: "admin/categories" },
      categoriesAction as never,
    ) as Promise<Answer>;
  const publish = (slug: string, category: string, at: number) =>
    db()
      .insert(articles)
      .values({ ...articleInput({ slug, title: slug, category, published: true }), createdAt: new Date(at) });

  it("gives a name articles use a page, matched whatever the letter case, and renames it on its articles", async () => {
    for (let n = 0; n < 13; n++)
      await publish(
        `gbp-${n}`,
        n % 2 ? "Google Business Profile" : "google business profile",
        Date.UTC(2026, 10, 1, 0, n),
      );
    await publish("other-one", "Email", Date.UTC(2026, 10, 2));
    expect(await categoriesNotSetUp(db())).toEqual([
      { name: "Google Business Profile", articles: 13 },
      { name: "Email", articles: 1 },
    ]);
    expect(
      (await post({ intent: "category-save", name: "Google Business Profile", description: "" }, SALES)).status,
    ).toBe(403);
    const made = await post({
      intent: "category-save",
      name: "Google Business Profile",
      description: "Maps and reviews.",
    });
    expect(made.status).toBe(200);
    expect(await listCategories(db())).toMatchObject([
      { name: "Google Business Profile", slug: "google-business-profile", published: 13 },
    ]);
    // Twelve a page, newest first; the thirteenth on page 2; no page 3.
    const first = await publishedArticlesPage(db(), "en", 1, "GOOGLE business profile");
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first!.articles).toHaveLength(12);
    expect(first!.articles[0]!.slug).toBe("gbp-12");
    expect(
      (await publishedArticlesPage(db(), "en", 2, "Google Business Profile"))!.articles.map((a) => a.slug),
    ).toEqual(["gbp-0"]);
    expect(await publishedArticlesPage(db(), "en", 3, "Google Business Profile")).toBeNull();

    const taken = await post({ intent: "category-save", name: "google BUSINESS profile" });
    expect(taken.body.fieldErrors?.name).toBe("A category with that name already exists.");

    const renamed = await post({
      intent: "category-save",
      id: made.body.id!,
      name: "Google Maps",
      slug: "google-maps",
      description: "Maps, reviews and calls from Google.",
    });
    expect(renamed.status).toBe(200);
    const named = await db().select({ category: articles.category }).from(articles).where(eq(articles.slug, "gbp-3"));
    expect(named[0]!.category).toBe("Google Maps");
    expect((await listCategories(db()))[0]).toMatchObject({ name: "Google Maps", published: 13 });
    // Its old address keeps working.
    const [moved] = await db()
      .select()
      .from(redirects)
      .where(eq(redirects.source, "/articles/category/google-business-profile"));
    expect(moved).toMatchObject({ target: "/articles/category/google-maps", status: 301, automatic: true });

    expect((await post({ intent: "category-remove", id: made.body.id! })).status).toBe(200);
    expect(await listCategories(db())).toEqual([]);
    // Its articles keep their Category.
    expect((await categoriesNotSetUp(db()))[0]).toEqual({ name: "Google Maps", articles: 13 });
  });

  it("refuses a slug that is no address", async () => {
    const bad = await post({ intent: "category-save", name: "SEO", slug: "SEO Tips!" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.slug).toMatch(/lower-case letters/);
  });
});
