// The audit log: append-only in the database itself (raw SQL that changes or removes an entry is
// refused; only the expiry function removes entries, and only those past a year), written by the
// admin gate for each action and lead read with the address the server determined (a forged
// X-Forwarded-For never reaches it), by sign-ins and by the leads export with its row count.
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, leads } from "../../database/schema";
import { auditSignIn, expireAuditLog, listAuditLog, recordAudit } from "~/features/audit/audit.server";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { adminOnly } from "~/routes/admin/doors.server";
import { leadsCsv } from "~/features/lead-workspace/export.server";
import { LEAD_INTENTS } from "~/features/lead-workspace/schema";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { testDatabases } from "./databases";

const OWNER = { email: "owner@audit.example", password: "a-long-enough-password" };

describe.each(testDatabases)("the audit log on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  let cookie = "";
  let ownerId = "";
  beforeAll(async () => {
    database = await open();
    auth = createAuth({ db: database.db, secret: "s".repeat(40), siteUrl: "http://localhost" });
    await createOrPromoteAdmin(auth, database.db, OWNER);
    const { headers, response } = await auth.api.signInEmail({ body: OWNER, returnHeaders: true });
    cookie = headers.getSetCookie()[0]!.split(";")[0]!;
    ownerId = response.user.id;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(leads);
  });

  const db = () => database.db;
  const raw = (query: string) => database.db.execute(sql.raw(query));
  const entries = async () => (await listAuditLog(db(), {})).filter((entry) => entry.actorId === ownerId);

  it("refuses any change or removal made with raw SQL; only the expiry removes, and only entries past a year", async () => {
    await recordAudit(db(), { actorId: "someone", action: "sign-in", address: "203.0.113.1" });
    await raw(`insert into audit_log (actor_id, action, at) values ('someone', 'old', now() - interval '400 days')`);
    await raw(`insert into audit_log (actor_id, action, at) values ('someone', 'recent', now() - interval '100 days')`);
    await expect(raw(`update audit_log set action = 'forged' where actor_id = 'someone'`)).rejects.toThrow();
    await expect(raw(`delete from audit_log where actor_id = 'someone'`)).rejects.toThrow();
    await expect(raw(`delete from audit_log where action = 'old'`)).rejects.toThrow();
    await expect(raw(`truncate audit_log`)).rejects.toThrow();
    // Even a session that sets the expiry's flag itself removes nothing younger than a year.
    await expect(
      raw(
        `begin; select set_config('audit_log.expiring', 'on', true); delete from audit_log where action = 'recent'; commit`,
      ),
    ).rejects.toThrow();
    await raw("rollback");

    // The expiry, asked for 30 days, still keeps a year.
    expect(await expireAuditLog(db(), 30)).toBe(1);
    const left = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, "someone"));
    expect(left.map((row) => row.action).sort()).toEqual(["recent", "sign-in"]);
    expect(await expireAuditLog(db(), 365)).toBe(0);
  });

  /** Runs a request through the admin gate as the owner; the server determined the client's address. */
  async function throughGate(
    request: Request,
    pattern: string,
    params: Record<string, string>,
    status = 200,
    url = new URL(request.url),
  ) {
    request.headers.set("cookie", cookie);
    request.headers.set("x-forwarded-for", "6.6.6.6");
    const context = provideCapabilities(new RouterContextProvider(), { database, auth });
    context.set(clientAddressContext, "203.0.113.9");
    const args = { request, context, params, url, pattern };
    // The gate reads the form; the route's action gets what it read.
    return adminOnly(args as never, async () => new Response(null, { status }));
  }
  const post = (url: string, form: Record<string, string>) =>
    new Request(url, { method: "POST", body: new URLSearchParams(form) });

  it("keeps who did each action, to which record, from the address the server determined", async () => {
    const id = crypto.randomUUID();
    const lead = `http://localhost/admin/leads/${id}`;
    await throughGate(post(lead, { intent: LEAD_INTENTS.status, status: "contacted" }), "admin/leads/:id", { id });
    // Refused by the action (a 4xx): nothing was done, nothing is logged.
    await throughGate(post(lead, { intent: "lead-note", body: "" }), "admin/leads/:id", { id }, 400);
    // Opening the page twice (the page's data comes again after each action) is one entry; a prefetch none.
    await throughGate(new Request(lead), "admin/leads/:id", { id });
    await throughGate(new Request(`${lead}.data`), "admin/leads/:id", { id });
    const prefetched = crypto.randomUUID();
    // The gate answers a prefetch itself, with nothing: an unlogged read of a lead is never served.
    await expect(
      throughGate(
        new Request(`http://localhost/admin/leads/${prefetched}`, { headers: { "sec-purpose": "prefetch" } }),
        "admin/leads/:id",
        { id: prefetched },
      ),
    ).rejects.toMatchObject({ status: 204, body: null });
    // A search: which filters, never the words.
    await throughGate(
      new Request("http://localhost/admin/dashboard/leads?q=Meera+9876&status=new"),
      "admin/dashboard/leads",
      {},
    );
    // The same search fetched by the page's script (React Router adds `_routes`) is the same read.
    await throughGate(
      new Request("http://localhost/admin/dashboard/leads.data?q=Meera+9876&status=new&_routes=routes%2Fadmin"),
      "admin/dashboard/leads",
      {},
      200,
      new URL("http://localhost/admin/dashboard/leads?q=Meera+9876&status=new"),
    );
    const logged = await entries();
    expect(logged.map(({ action, targetId, address, details }) => ({ action, targetId, address, details }))).toEqual([
      { action: "leads-search", targetId: null, address: "203.0.113.9", details: { status: "new", words: true } },
      { action: "lead-view", targetId: id, address: "203.0.113.9", details: {} },
      { action: LEAD_INTENTS.status, targetId: id, address: "203.0.113.9", details: { to: "contacted" } },
    ]);
    expect(JSON.stringify(await listAuditLog(db(), {}))).not.toMatch(/6\.6\.6\.6|Meera|9876/);
  });

  it("keeps sign-ins and failed ones, and each export with its filter and number of rows", async () => {
    await auditSignIn(db(), { email: OWNER.email, address: "203.0.113.5", refused: "invalid" });
    await auditSignIn(db(), { email: "nobody@audit.example", address: "203.0.113.6", refused: "invalid" });
    await auditSignIn(db(), { email: OWNER.email, address: "203.0.113.5", signedIn: ownerId });
    const signIns = (await listAuditLog(db(), {})).filter((entry) => entry.action.startsWith("sign-in"));
    expect(signIns.slice(0, 3).map(({ actorId, action, address }) => ({ actorId, action, address }))).toEqual([
      { actorId: ownerId, action: "sign-in", address: "203.0.113.5" },
      { actorId: null, action: "sign-in-failed", address: "203.0.113.6" },
      { actorId: ownerId, action: "sign-in-failed", address: "203.0.113.5" },
    ]);

    await db()
      .insert(leads)
      .values(
        ["A", "B", "C"].map((name) => ({
          name: `Export ${name}`,
          phone: "+91 98200 00000",
          city: "Pune",
          service: "SEO",
        })),
      );
    let counted = -1;
    const body = await new Response(
      leadsCsv(db(), { page: 1, q: "Export" } as never, async (rows) => {
        counted = rows;
      }),
    ).text();
    expect(body.split("\r\n").filter(Boolean)).toHaveLength(4);
    expect(counted).toBe(3);
  });
});
