import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies, leads, rateLimits, user, userRoles } from "../../database/schema";
import { WeakPasswordError, createOrPromoteAdmin } from "~/features/team/accounts.server";
import { identify, signInAdmin } from "~/features/auth/session.server";
import { TOO_MANY_ATTEMPTS, admitSignIn, forgiveSignIn } from "~/features/auth/throttle.server";
import { deleteLead, setLeadStatus } from "~/features/lead-workspace/lead-changes.server";
import { LEADS_PAGE_SIZE, leadBatches, listLeads } from "~/features/lead-workspace/lead-list.server";
import { dashboardStats } from "~/features/lead-workspace/overview-queries.server";
import { purgeLeadsOlderThan } from "~/features/leads/retention.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { provideCapabilities } from "~/infrastructure/context";
import { openDatabase } from "../../database/client.server";
import { testDatabases } from "./databases";

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) - minutesAgo * 60_000);

describe.each(testDatabases)("admin on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  /** What the server hands the sign-in functions: this database and this auth. */
  let context: RouterContextProvider;

  beforeAll(async () => {
    database = await open();
    auth = createAuth({
      db: database.db,
      secret: "test-secret-test-secret-test-secret",
      siteUrl: "http://localhost",
    });
    context = provideCapabilities(new RouterContextProvider(), { database, auth });
    // 60 leads: every 10th in Pune, statuses cycling, two with the very same timestamp.
    await database.db.insert(leads).values(
      Array.from({ length: 60 }, (_, i) => ({
        name: i === 7 ? "Anjali 100% Sharma" : `Lead ${String(i).padStart(2, "0")}`,
        phone: `+91 98${String(i).padStart(3, "0")} 43210`,
        phoneDigits: `9198${String(i).padStart(3, "0")}43210`,
        email: i % 2 ? `lead${i}@shop.example` : null,
        city: i % 10 === 0 ? "Pune" : "Jaipur",
        service: "SEO",
        status: (["new", "contacted", "qualified", "converted", "closed"] as const)[i % 5],
        createdAt: at(i === 1 ? 0 : i),
      })),
    );
    await database.db
      .insert(caseStudies)
      .values({ title: "T", slug: "t", clientName: "C", industry: "I", challenge: "c", solution: "s", results: "r" });
  });
  afterAll(() => database.dispose());

  it("counts the overview figures in the database", async () => {
    expect(await dashboardStats(database.db)).toEqual({
      totalLeads: 60,
      newLeads: 12,
      convertedLeads: 12,
      caseStudies: 1,
    });
  });

  it("pages newest first and reports the total", async () => {
    const first = await listLeads(database.db, { page: 1, q: undefined });
    expect(first).toMatchObject({ total: 60, page: 1, pageCount: Math.ceil(60 / LEADS_PAGE_SIZE) });
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    const times = first.leads.map((lead) => lead.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await listLeads(database.db, { page: 3, q: undefined });
    expect(last.leads).toHaveLength(60 - 2 * LEADS_PAGE_SIZE);
  });

  it("filters by status and searches name, city, e-mail and phone digits", async () => {
    const search = async (q: string, status?: "converted") =>
      (await listLeads(database.db, { page: 1, q, status })).total;
    expect(await search("pune")).toBe(6);
    expect(await search("lead13@shop")).toBe(1);
    expect(await search("98 013")).toBe(1); // typed with a space, found by the digits
    expect(await search("100%")).toBe(1); // % is searched literally
    expect(await search("pune", "converted")).toBe(0);
    expect((await listLeads(database.db, { page: 1, q: undefined, status: "converted" })).total).toBe(12);
  });

  it("exports every matching lead once across batches, even with equal timestamps", async () => {
    const seen: string[] = [];
    for await (const batch of leadBatches(database.db, { q: undefined }, 7)) seen.push(...batch.map((lead) => lead.id));
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it("changes a status and deletes a lead, and says when the lead is gone", async () => {
    // A lead of its own: the 60 the other tests count stay as they are, whichever runs first.
    const [lead] = await database.db
      .insert(leads)
      .values({ name: "Lead to change", phone: "+91 90000 33333", city: "Nagpur", service: "SEO" })
      .returning();
    const actor = "an-admin-id";
    expect(await setLeadStatus(database.db, lead!.id, "closed", actor)).toBe("done");
    expect((await database.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]?.status).toBe("closed");
    expect(await deleteLead(database.db, lead!.id, actor)).toBe(true);
    expect(await deleteLead(database.db, lead!.id, actor)).toBe(false);
    expect(await setLeadStatus(database.db, lead!.id, "new", actor)).toBe("missing");
  });

  it("purges leads older than the retention period, and only those", async () => {
    await database.db.insert(leads).values([
      {
        name: "Old Lead",
        phone: "+91 90000 11111",
        city: "Pune",
        service: "SEO",
        createdAt: new Date(Date.now() - 400 * 86_400_000),
      },
      {
        name: "Recent Lead",
        phone: "+91 90000 22222",
        city: "Pune",
        service: "SEO",
        createdAt: new Date(Date.now() - 300 * 86_400_000),
      },
    ]);
    const before = await database.db.$count(leads);
    expect(await purgeLeadsOlderThan(database.db, 365)).toBe(1);
    expect(await database.db.$count(leads)).toBe(before - 1);
    expect(await database.db.select().from(leads).where(eq(leads.name, "Old Lead"))).toHaveLength(0);
    await database.db.delete(leads).where(eq(leads.name, "Recent Lead"));
  });

  it("refuses a weak password and creates or promotes an admin", async () => {
    await expect(
      createOrPromoteAdmin(auth, database.db, { email: "a@x.example", password: "short" }),
    ).rejects.toBeInstanceOf(WeakPasswordError);
    expect(
      await createOrPromoteAdmin(auth, database.db, {
        email: "Owner@X.example",
        password: "long-enough-password",
      }),
    ).toBe("created");
    expect(
      await createOrPromoteAdmin(auth, database.db, {
        email: "owner@x.example",
        password: "another-long-password",
      }),
    ).toBe("password changed");
  });

  it("signs in an admin, refuses a non-admin at once, and rejects a wrong password", async () => {
    const email = "signin@x.example";
    await createOrPromoteAdmin(auth, database.db, { email, password: "another-long-password" });
    const request = new Request("http://localhost/admin/login", { method: "POST" });
    const ok = await signInAdmin(context, request, email, "another-long-password");
    expect(ok.ok).toBe(true);
    const cookie = ok.ok ? ok.cookies.map((c) => c.split(";")[0]).join("; ") : "";
    const seen = await identify(new Request("http://localhost/admin", { headers: { cookie } }), context);
    expect(seen.visitor.kind).toBe("admin");

    expect(await signInAdmin(context, request, email, "wrong-password-here")).toMatchObject({
      ok: false,
      reason: "invalid",
    });

    // Take the role away: the same account is now a member, and signing in is refused.
    const [account] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await database.db.delete(userRoles).where(eq(userRoles.userId, account!.id));
    expect((await identify(new Request("http://localhost/admin", { headers: { cookie } }), context)).visitor.kind).toBe(
      "member",
    );
    expect(await signInAdmin(context, request, email, "another-long-password")).toMatchObject({
      ok: false,
      reason: "not-admin",
      message: "Access denied. Admin privileges required.",
    });
  });

  it("throttles sign-in attempts per account and per IP, and apart for a trusted device", async () => {
    const { db } = database;
    const attempt = (ip: string, account: string, device: string | null = null) =>
      admitSignIn(db, { ip, account, device });
    for (let i = 0; i < 5; i++) expect(await attempt(`10.9.0.${i}`, "target@x.example")).toBe(true);
    expect(await attempt("10.9.9.9", "target@x.example")).toBe(false);
    expect(await attempt("10.9.9.9", "other@x.example")).toBe(true);
    // The browser the owner signed in from has its own count.
    const device = crypto.randomUUID();
    for (let i = 0; i < 5; i++) expect(await attempt("10.9.9.9", "target@x.example", device)).toBe(true);
    expect(await attempt("10.9.9.9", "target@x.example", device)).toBe(false);

    for (let i = 0; i < 20; i++) expect(await attempt("10.8.8.8", `user${i}@x.example`)).toBe(true);
    expect(await attempt("10.8.8.8", "fresh@x.example")).toBe(false);
  });

  it("keeps a locked account refused for the 15 minutes its message names, counted from the first attempt, and no longer", async () => {
    const { db } = database;
    const signIn = { ip: "10.5.5.5", account: "lockout@x.example", device: null };
    for (let i = 0; i < 5; i++) expect(await admitSignIn(db, signIn)).toBe(true);
    expect(await admitSignIn(db, signIn)).toBe(false);
    expect(TOO_MANY_ATTEMPTS).toMatch(/wait 15 minutes/);
    // Time passes for this visitor's counters: their window started that long ago.
    const windowStartedAgo = (seconds: number) =>
      db
        .update(rateLimits)
        .set({ windowStart: sql`now() - make_interval(secs => ${seconds})` })
        .where(inArray(rateLimits.key, [`login-account:${signIn.account}`, `login-ip:${signIn.ip}`]));
    await windowStartedAgo(14 * 60 + 50);
    expect(await admitSignIn(db, signIn)).toBe(false);
    await windowStartedAgo(15 * 60 + 10);
    expect(await admitSignIn(db, signIn)).toBe(true);
  });

  it("does not count sign-ins whose password was right", async () => {
    const signedIn = { ip: "10.9.1.1", account: "regular@x.example", device: null };
    for (let i = 0; i < 10; i++) {
      expect(await admitSignIn(database.db, signedIn)).toBe(true);
      await forgiveSignIn(database.db, signedIn);
    }
  });

  it("signs out every session of an account whose password admin:create changes, and none when it is unchanged", async () => {
    const email = "sessions@x.example";
    await createOrPromoteAdmin(auth, database.db, { email, password: "first-long-password" });
    const login = new Request("http://localhost/admin/login", { method: "POST" });
    const browsers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await signInAdmin(context, login, email, "first-long-password");
      browsers.push(outcome.ok ? outcome.cookies.map((c) => c.split(";")[0]).join("; ") : "");
    }
    const seenAs = () =>
      Promise.all(
        browsers.map(
          async (cookie) =>
            (await identify(new Request("http://localhost/admin", { headers: { cookie } }), context)).visitor.kind,
        ),
      );
    expect(await seenAs()).toEqual(["admin", "admin", "admin"]);

    // A restart applies ADMIN_PASSWORD again: the same password keeps everyone signed in.
    await createOrPromoteAdmin(auth, database.db, { email, password: "first-long-password" });
    expect(await seenAs()).toEqual(["admin", "admin", "admin"]);

    await createOrPromoteAdmin(auth, database.db, { email, password: "second-long-password" });
    expect(await seenAs()).toEqual(["anonymous", "anonymous", "anonymous"]);
    expect(await signInAdmin(context, login, email, "first-long-password")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await signInAdmin(context, login, email, "second-long-password")).toMatchObject({ ok: true });
  });
});

describe("sign-in throttling across a restart", () => {
  it("still blocks an account after the server (and its embedded database) restarts", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-throttle-"));
    try {
      const before = await openDatabase({ dataDir });
      for (let i = 0; i < 5; i++)
        await admitSignIn(before.db, { ip: `10.7.7.${i}`, account: "owner@x.example", device: null });
      await before.close();
      const after = await openDatabase({ dataDir });
      expect(await admitSignIn(after.db, { ip: "10.7.7.8", account: "owner@x.example", device: null })).toBe(false);
      await after.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
