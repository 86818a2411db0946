// Redirects as the Redirects screen and the content tabs make them, through the admin gate and the
// routes' real actions as a browser posts them: no open redirect, no redirect hiding the admin area
// or a live page, no loops, chains collapsed to one hop, a renamed live page's old address kept;
// and the host's side (features/redirects/addresses.server.ts): the answer, its count, the 404 log.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, auditLog, notFoundPaths, redirects } from "../../database/schema";
import { openSiteAddresses } from "~/features/redirects/index.server";
import { NOT_FOUND_PATHS_MAX, listNotFound, recordNotFound } from "~/features/redirects/not-found-log.server";
import { loader as csvLoader, action as csvAction } from "~/routes/admin/api/redirects-csv";
import { action as articlesAction } from "~/routes/admin/dashboard/articles";
import { action as caseStudiesAction } from "~/routes/admin/dashboard/case-studies";
import { action as redirectsAction } from "~/routes/admin/redirects";
import { testDatabases } from "./databases";
import { staffRig } from "./staff-sessions";

const PASSWORD = "a-long-enough-password";
const OWNER = { email: "owner@redirects.example", password: PASSWORD, name: "Meera Iyer" };
const EDITOR = { email: "editor@redirects.example", password: PASSWORD, role: "editor" as const, name: "Ravi Menon" };
const SALES = { email: "sales@redirects.example", password: PASSWORD, role: "sales" as const, name: "Kavya Nair" };

type Answer = {
  status: number;
  body: { ok?: boolean; id?: string; message?: string; fieldErrors?: Record<string, string> };
};

describe.each(testDatabases)("redirects on $name", ({ open }) => {
  const rig = staffRig(open, [OWNER, EDITOR, SALES]);
  const db = () => rig.database.db;

  const save = (form: Record<string, string>, account: { email: string } = EDITOR) =>
    rig.asStaff(
      account,
      new Request("http://localhost/admin/redirects", {
        method: "POST",
        body: new URLSearchParams({ intent: "redirect-save", status: "301", ...form }),
      }),
      { pattern: "admin/redirects" },
      redirectsAction as never,
    ) as Promise<Answer>;
  const article = (form: Record<string, string>) =>
    rig.asStaff(
      EDITOR,
      new Request("http://localhost/admin/dashboard/articles", { method: "POST", body: new URLSearchParams(form) }),
      { pattern: "admin/dashboard/articles" },
      articlesAction as never,
    ) as Promise<Answer>;
  const articleForm = (slug: string, id?: string) => ({
    intent: "article-save",
    ...(id ? { id } : {}),
    slug,
    title: "GST invoices on WhatsApp for Surat traders",
    author: "Ravi Menon",
    category: "WhatsApp",
    excerpt: "How Surat's textile traders send GST invoices on WhatsApp.",
    content: "## Invoices\n\nSent where the buyer already is.",
    published: "on",
  });
  const table = async () =>
    Object.fromEntries((await db().select().from(redirects)).map((row) => [row.source, `${row.status} ${row.target}`]));

  it("refuses every target that is not a path of this site, so the site is no open redirect", async () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/login",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/ok\n//evil.example",
      // Dot segments that a parser resolves to a path starting with // (a host, to a browser).
      "/.//evil.example/login",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "",
    ]) {
      const answer = await save({ source: "/old-offer", target });
      expect(answer.status, target).toBe(400);
      expect(answer.body.fieldErrors?.target, target).toBeTruthy();
    }
    expect(await table()).toEqual({});
  });

  it("refuses sources the site answers itself, and any that is a live page", async () => {
    for (const source of [
      "/admin",
      "/admin/login",
      "/uploads/articles/a.webp",
      "/social/about.png",
      "/sitemap.xml",
      "/rss.xml",
      "/healthz",
      "/",
      "/old?utm_source=x",
    ]) {
      const answer = await save({ source, target: "/services" });
      expect(answer.status, source).toBe(400);
      expect(answer.body.fieldErrors?.source, source).toBeTruthy();
    }
    for (const source of ["/about", "/services/seo", "/case-studies"]) {
      const answer = await save({ source, target: "/contact" });
      expect(answer.body.fieldErrors?.source, source).toBe(
        "That address is a live page of the site, and a live page always wins over a redirect.",
      );
    }
    expect(await table()).toEqual({});
    // Staff without the content permission are refused before anything is read.
    expect((await save({ source: "/old-offer", target: "/services" }, SALES)).status).toBe(403);
  });

  it("collapses chains to one hop, refuses loops, and keeps each change in the audit log", async () => {
    expect((await save({ source: "/diwali-offer", target: "/offers" })).status).toBe(200);
    // Typed as people type them: a trailing slash, a query on the target.
    expect((await save({ source: "/offers/", target: "/contact?from=offers", status: "302" })).status).toBe(200);
    expect(await table()).toMatchObject({
      "/diwali-offer": "301 /contact?from=offers",
      "/offers": "302 /contact?from=offers",
    });
    // A new redirect to an old address goes straight to where that address leads.
    expect((await save({ source: "/festive-offer", target: "/diwali-offer" })).status).toBe(200);
    expect(await table()).toMatchObject({ "/festive-offer": "301 /contact?from=offers" });

    expect((await save({ source: "/contact-us", target: "/offers" })).status).toBe(200);
    expect(await table()).toMatchObject({ "/contact-us": "301 /contact?from=offers" });
    const back = await save({ source: "/offers-old", target: "/offers-old" });
    expect(back.body.fieldErrors?.target).toBe("The new address is the same as the old one.");
    expect((await save({ source: "/a-page", target: "/b-page" })).status).toBe(200);
    const cycle = await save({ source: "/b-page", target: "/a-page" });
    expect(cycle.body.fieldErrors?.target).toMatch(/loop/);
    const taken = await save({ source: "/a-page", target: "/services" });
    expect(taken.body.fieldErrors?.source).toMatch(/already exists/);

    const [entry] = await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, "redirect-save"));
    expect(entry!.n).toBe(5);
  });

  it("sends a renamed live article's old address on to the new one, and a second rename collapses the chain", async () => {
    const created = await article(articleForm("gst-invoices-whatsapp"));
    const id = created.body.id!;
    expect((await article(articleForm("gst-invoices-on-whatsapp", id))).status).toBe(200);
    expect(await table()).toMatchObject({
      "/articles/gst-invoices-whatsapp": "301 /articles/gst-invoices-on-whatsapp",
    });
    expect((await article(articleForm("surat-gst-invoices-whatsapp", id))).status).toBe(200);
    expect(await table()).toMatchObject({
      "/articles/gst-invoices-whatsapp": "301 /articles/surat-gst-invoices-whatsapp",
      "/articles/gst-invoices-on-whatsapp": "301 /articles/surat-gst-invoices-whatsapp",
    });
    // Named back to its first slug: its page wins there, and no redirect leads in a circle.
    expect((await article(articleForm("gst-invoices-whatsapp", id))).status).toBe(200);
    const after = await table();
    expect(after["/articles/gst-invoices-whatsapp"]).toBeUndefined();
    expect(after).toMatchObject({
      "/articles/gst-invoices-on-whatsapp": "301 /articles/gst-invoices-whatsapp",
      "/articles/surat-gst-invoices-whatsapp": "301 /articles/gst-invoices-whatsapp",
    });
    // A draft has no standing to keep: renaming it adds nothing.
    const draft = await article({ ...articleForm("draft-slug"), published: "" });
    await article({ ...articleForm("draft-slug-renamed", draft.body.id), published: "" });
    expect((await table())["/articles/draft-slug"]).toBeUndefined();
  });

  it("does the same for a featured case study, and nothing for one that is not featured", async () => {
    const caseStudy = (form: Record<string, string>) =>
      rig.asStaff(
        EDITOR,
        new Request("http://localhost/admin/dashboard/case-studies", {
          method: "POST",
          body: new URLSearchParams({
            intent: "case-study-save",
            title: "Twice the calls for a Pune dentist",
            clientName: "Rao Dental, Pune",
            industry: "Healthcare",
            challenge: "Few calls",
            solution: "Local SEO",
            results: "2x calls",
            ...form,
          }),
        }),
        { pattern: "admin/dashboard/case-studies" },
        caseStudiesAction as never,
      ) as Promise<Answer>;
    const featured = await caseStudy({ slug: "rao-dental", featured: "on" });
    await caseStudy({ id: featured.body.id!, slug: "rao-dental-pune", featured: "on" });
    expect(await table()).toMatchObject({ "/case-studies/rao-dental": "301 /case-studies/rao-dental-pune" });
    const hidden = await caseStudy({ slug: "quiet-clinic", featured: "" });
    await caseStudy({ id: hidden.body.id!, slug: "quiet-clinic-nashik", featured: "" });
    expect(await table()).not.toHaveProperty(["/case-studies/quiet-clinic"]);
  });

  it("lets a page published at a redirect's source take its address back", async () => {
    const draft = await article({ ...articleForm("udaipur-hotel-bookings"), published: "" });
    expect((await save({ source: "/articles/udaipur-hotel-bookings", target: "/articles" })).status).toBe(200);
    expect(await table()).toHaveProperty(["/articles/udaipur-hotel-bookings"]);
    const published = await article({ intent: "article-publish", id: draft.body.id!, published: "true" });
    expect(published.status).toBe(200);
    expect(await table()).not.toHaveProperty(["/articles/udaipur-hotel-bookings"]);
    const [row] = await db().select().from(articles).where(eq(articles.id, draft.body.id!));
    expect(row!.published).toBe(true);
  });

  it("exports a spreadsheet and imports one back, saying which lines it refused", async () => {
    const exported = (await rig.asStaff(
      EDITOR,
      new Request("http://localhost/admin/api/redirects.csv"),
      { pattern: "admin/api/redirects.csv" },
      async (args: never) => {
        const response = (await csvLoader(args)) as Response;
        // Read as a spreadsheet reads it: the byte-order mark kept.
        return { csv: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()) };
      },
    )) as { status: number; body: { csv: string } };
    expect(exported.status).toBe(200);
    expect(exported.body.csv.startsWith('\uFEFF"Source","Target","Status"')).toBe(true);
    expect(exported.body.csv).toContain('"/diwali-offer","/contact?from=offers","301"');

    const csv = [
      "Source,Target,Status",
      "/old-seo-page,/services/seo,301",
      "/monsoon-sale,/contact,302",
      "/admin/secret,/contact,301",
      "/to-elsewhere,https://evil.example/,301",
      "/blank-status,/services,",
    ].join("\r\n");
    const form = new FormData();
    form.set("file", new File([csv], "redirects.csv", { type: "text/csv" }));
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const imported = (await rig.asStaff(
      EDITOR,
      new Request("http://localhost/admin/api/redirects.csv", {
        method: "POST",
        body,
        headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(body.byteLength) },
      }),
      { pattern: "admin/api/redirects.csv" },
      csvAction as never,
    )) as Answer;
    expect(imported.status).toBe(200);
    expect(imported.body.message).toMatch(/^Imported 3 of 5 redirects\. Not imported: line 4: .*; line 5: /);
    expect(await table()).toMatchObject({
      "/old-seo-page": "301 /services/seo",
      "/monsoon-sale": "302 /contact",
      "/blank-status": "301 /services",
    });
    expect(await table()).not.toHaveProperty(["/admin/secret"]);
  });

  it("answers from memory with the visitor's query carried on, counts hits in batches, and logs 404 paths and nothing else", async () => {
    const warnings: unknown[] = [];
    const addresses = await openSiteAddresses(db(), (error) => warnings.push(error));
    try {
      expect(addresses.redirectFor("/old-seo-page/", "?utm_source=whatsapp")).toEqual({
        location: "/services/seo?utm_source=whatsapp",
        status: 301,
      });
      expect(addresses.redirectFor("/diwali-offer", "?utm_source=x")).toEqual({
        location: "/contact?from=offers",
        status: 301,
      });
      expect(addresses.redirectFor("/not-redirected", "")).toBeUndefined();
      // A row that is not a path of this site (written by hand, or before a rule) is never followed.
      await db().insert(redirects).values({ source: "/by-hand", target: "//evil.example/" });
      await addresses.reload();
      expect(addresses.redirectFor("/by-hand", "")).toBeUndefined();
      // Saved since: read again when told that content changed.
      await save({ source: "/navratri-offer", target: "/contact" });
      expect(addresses.redirectFor("/navratri-offer", "")).toBeUndefined();
      await addresses.reload();
      expect(addresses.redirectFor("/navratri-offer", "")?.location).toBe("/contact");

      for (let visit = 0; visit < 3; visit++) addresses.notFound("/winter-offer", "https://www.google.com/search?q=x");
      addresses.notFound("/admin/nothing", undefined);
      addresses.notFound("/uploads/gone.webp", "https://example.com/");
      addresses.notFound(`/${"x".repeat(400)}`, undefined);
      await addresses.flush();

      const [row] = await db().select().from(redirects).where(eq(redirects.source, "/old-seo-page"));
      expect(row).toMatchObject({ hits: 1 });
      expect(row!.lastHitAt).toBeInstanceOf(Date);
      const logged = await listNotFound(db(), new Date());
      expect(logged.map((entry) => entry.path).sort()).toEqual([`/${"x".repeat(299)}`, "/winter-offer"].sort());
      expect(logged.find((entry) => entry.path === "/winter-offer")).toMatchObject({
        hits: 3,
        referrerHost: "www.google.com",
      });
      expect(Object.keys(logged[0]!).sort()).toEqual(["firstSeenAt", "hits", "lastSeenAt", "path", "referrerHost"]);
      expect(warnings).toEqual([]);
    } finally {
      await addresses.close();
    }
  });

  it("keeps at most 10,000 paths in the 404 log, dropping the least recently seen, and nothing older than 90 days", async () => {
    const at = new Date("2026-11-29T06:00:00Z");
    const old = new Date(at.getTime() - 91 * 86_400_000);
    await db().delete(notFoundPaths);
    await db()
      .insert(notFoundPaths)
      .values(
        Array.from({ length: NOT_FOUND_PATHS_MAX }, (_, i) => ({
          path: `/missing-${i}`,
          hits: 1,
          firstSeenAt: at,
          lastSeenAt: new Date(at.getTime() - (i + 1) * 1000),
        })),
      );
    await db().insert(notFoundPaths).values({ path: "/long-gone", hits: 9, firstSeenAt: old, lastSeenAt: old });
    const seen = { hits: 1, firstSeenAt: at, lastSeenAt: at, referrerHost: null };
    await recordNotFound(db(), new Map([["/fresh-one", seen]]), at);
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(notFoundPaths);
    expect(n).toBe(NOT_FOUND_PATHS_MAX);
    const kept = new Set((await db().select({ path: notFoundPaths.path }).from(notFoundPaths)).map((r) => r.path));
    expect(kept.has("/fresh-one")).toBe(true);
    expect(kept.has("/long-gone")).toBe(false);
    expect(kept.has(`/missing-${NOT_FOUND_PATHS_MAX - 1}`)).toBe(false);
    expect(kept.has("/missing-0")).toBe(true);
  });
});
