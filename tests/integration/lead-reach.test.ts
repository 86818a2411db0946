// A Sales person limited to the leads assigned to them reaches no other lead by any path, through
// the real admin gate and routes: the Leads tab and its search, the CSV export, the Overview's
// figures, a lead's page and its data, its actions, a merge naming another lead, the Leads tab's
// row actions, "enquired again" links and merge suggestions; and the agency's alert address gets
// nothing about every lead when it is theirs. A Sales person set to every lead reaches them all.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadNotes, leads, userRoles } from "../../database/schema";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { adminOnly } from "~/routes/admin/doors.server";
import { digestRecipients } from "~/features/lead-messages/digest.server";
import { LEAD_PAGE_INTENTS } from "~/features/lead-workspace/lead-page-schema";
import type { LeadPageData } from "~/features/lead-workspace/lead-page";
import type { LeadsPage } from "~/features/leads/lead-view";
import { agencyAddress } from "~/features/leads/lead-scope.server";
import { LEAD_INTENTS } from "~/features/lead-workspace/schema";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { type Capabilities, provideCapabilities } from "~/infrastructure/context";
import { createFlash } from "~/infrastructure/flash.server";
import { loader as csvLoader } from "~/routes/admin/api/leads-csv";
import { action as leadsAction, loader as leadsLoader } from "~/routes/admin/dashboard/leads";
import { loader as overviewLoader } from "~/routes/admin/dashboard/overview";
import { action as leadAction, loader as leadLoader } from "~/routes/admin/leads/lead";
import { testDatabases } from "./databases";
import { answer } from "./route-answer";

const SECRET = "test-secret-test-secret-test-secret";
const PASSWORD = "a-long-enough-password";
const LIMITED = { email: "limited@reach.example", password: PASSWORD };
const EVERYONE = { email: "everyone@reach.example", password: PASSWORD };
const OWNER = { email: "owner@reach.example", password: PASSWORD };

describe.each(testDatabases)("a Sales person limited to assigned leads on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  let capabilities: Partial<Capabilities>;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const lead: Record<"mine" | "other" | "repeat" | "merged" | "owners", string> = {
    mine: "",
    other: "",
    repeat: "",
    merged: "",
    owners: "",
  };
  const db = () => database.db;

  beforeAll(async () => {
    database = await open();
    auth = createAuth({ db: database.db, secret: SECRET, siteUrl: "http://localhost" });
    capabilities = { database, auth, flash: createFlash({ secret: SECRET, secure: false }) };
    for (const [account, role] of [
      [OWNER, "owner"],
      [LIMITED, "sales"],
      [EVERYONE, "sales"],
    ] as const) {
      await createOrPromoteAdmin(auth, database.db, { ...account, role });
      const { headers, response } = await auth.api.signInEmail({ body: account, returnHeaders: true });
      cookies[account.email] = headers.getSetCookie()[0]!.split(";")[0]!;
      ids[account.email] = response.user.id;
    }
    await db().update(userRoles).set({ leadScope: "assigned" }).where(eq(userRoles.userId, ids[LIMITED.email]!));
    const store = async (values: Partial<typeof leads.$inferInsert>) =>
      (
        await db()
          .insert(leads)
          .values({
            phone: "+91 98470 22222",
            phoneE164: "+919847022222",
            city: "Pune",
            service: "Local SEO",
            name: "Reach Lead",
            ...values,
          })
          .returning({ id: leads.id })
      )[0]!.id;
    // Same phone everywhere: each is the others' merge suggestion.
    lead.mine = await store({ name: "Meera Mine", assignedTo: ids[LIMITED.email] });
    lead.other = await store({ name: "Kiran Other" });
    lead.owners = await store({ name: "Owais Owners", assignedTo: ids[OWNER.email] });
    lead.repeat = await store({ name: "Meera Again", previousLeadId: lead.mine });
    lead.merged = await store({ name: "Meera Merged", mergedInto: lead.mine });
  });
  afterAll(() => database.dispose());

  /** A request through the admin gate as `account`, answered by `route`. */
  async function as(
    account: { email: string },
    path: string,
    pattern: string,
    route: (args: never) => unknown,
    form?: Record<string, string>,
    params: Record<string, string> = {},
  ) {
    const request = new Request(`http://localhost${path}`, {
      method: form ? "POST" : "GET",
      body: form ? new URLSearchParams(form) : undefined,
      headers: {
        cookie: cookies[account.email]!,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    });
    const context = provideCapabilities(new RouterContextProvider(), capabilities);
    const args = { request, context, params, url: new URL(request.url), pattern };
    let result: unknown;
    const gate = await Promise.resolve(
      adminOnly(args as never, async () => {
        result = await Promise.resolve(route(args as never)).catch((thrown: unknown) => thrown);
        return new Response(null, { status: answer(result).status });
      }),
    ).catch((thrown: unknown) => thrown);
    return answer(result ?? gate);
  }
  const leadPage = (account: { email: string }, id: string, form?: Record<string, string>) =>
    as(account, `/admin/leads/${id}`, "admin/leads/:id", form ? leadAction : leadLoader, form, { id });
  const list = async (account: { email: string }, query = "") =>
    (
      (await as(account, `/admin/dashboard/leads${query}`, "admin/dashboard/leads", leadsLoader)).body as {
        leads: LeadsPage;
      }
    ).leads.leads.map((row) => row.name);

  it("lists, finds and exports only their leads; the Overview counts only those", async () => {
    expect(await list(LIMITED)).toEqual(["Meera Mine"]);
    expect(await list(LIMITED, "?q=Kiran")).toEqual([]);
    expect(await list(LIMITED, "?q=Meera")).toEqual(["Meera Mine"]);
    expect((await list(EVERYONE)).sort()).toEqual(["Kiran Other", "Meera Again", "Meera Mine", "Owais Owners"]);

    const csv = await as(LIMITED, "/admin/api/leads.csv", "admin/api/leads.csv", csvLoader);
    expect(csv.status).toBe(403);
    await db()
      .update(userRoles)
      .set({ mayDeleteAndExportLeads: true })
      .where(eq(userRoles.userId, ids[LIMITED.email]!));
    const request = new Request("http://localhost/admin/api/leads.csv", {
      headers: { cookie: cookies[LIMITED.email]! },
    });
    const context = provideCapabilities(new RouterContextProvider(), capabilities);
    let exported = "";
    await adminOnly(
      { request, context, params: {}, url: new URL(request.url), pattern: "admin/api/leads.csv" } as never,
      async () => {
        const response = csvLoader({
          request,
          context,
          params: {},
          url: new URL(request.url),
          pattern: "admin/api/leads.csv",
        } as never);
        exported = await response.text();
        return new Response(null);
      },
    );
    expect(exported).toContain("Meera Mine");
    for (const name of ["Kiran Other", "Owais Owners", "Meera Again"]) expect(exported).not.toContain(name);

    const overview = (await as(LIMITED, "/admin/dashboard", "admin/dashboard", overviewLoader)).body as {
      stats: { totalLeads: number; newLeads: number };
      needsReply: { total: number };
    };
    expect(overview.stats).toMatchObject({ totalLeads: 1, newLeads: 1 });
    expect(overview.needsReply.total).toBe(1);
  });

  it("answers 404 for any other lead's page, its data and its actions, and changes nothing", async () => {
    expect((await leadPage(LIMITED, lead.mine)).status).toBe(200);
    // A submission merged into their lead is part of it.
    expect((await leadPage(LIMITED, lead.merged)).status).toBe(200);
    for (const id of [lead.other, lead.owners, lead.repeat]) {
      expect((await leadPage(LIMITED, id)).status).toBe(404);
      expect(
        (await as(LIMITED, `/admin/leads/${id}.data`, "admin/leads/:id", leadLoader, undefined, { id })).status,
      ).toBe(404);
      expect((await leadPage(LIMITED, id, { intent: LEAD_PAGE_INTENTS.note, body: "Called" })).status).toBe(404);
    }
    expect(await db().select().from(leadNotes)).toEqual([]);
    // The Leads tab's row actions name the lead in the form.
    const status = await as(LIMITED, "/admin/dashboard/leads", "admin/dashboard/leads", leadsAction, {
      intent: LEAD_INTENTS.status,
      id: lead.other,
      status: "contacted",
    });
    expect(status.status).toBe(404);
    // A merge of their lead with another names that other lead.
    const merge = await leadPage(LIMITED, lead.mine, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: lead.other });
    expect(merge.status).toBe(404);
    const [other] = await db().select().from(leads).where(eq(leads.id, lead.other));
    expect(other).toMatchObject({ status: "new", mergedInto: null });
    // Anyone else reaches it.
    expect((await leadPage(EVERYONE, lead.other)).status).toBe(200);
  });

  it("leaves the others out of their lead's page: enquired-again links and merge suggestions", async () => {
    const page = (await leadPage(LIMITED, lead.mine)).body as LeadPageData;
    expect(page.repeats).toEqual([]);
    expect(page.mergeCandidates).toEqual([]);
    const full = (await leadPage(EVERYONE, lead.mine)).body as LeadPageData;
    expect(full.repeats.map((row) => row.id)).toEqual([lead.repeat]);
    expect(full.mergeCandidates.map((row) => row.id).sort()).toEqual([lead.other, lead.owners, lead.repeat].sort());
  });

  it("sends the agency's alerts and digest about every lead to no address of theirs", async () => {
    expect(await agencyAddress(db(), LIMITED.email.toUpperCase())).toBeUndefined();
    expect(await agencyAddress(db(), EVERYONE.email)).toBe(EVERYONE.email);
    const settings = { enabled: true, holidays: new Set<string>(), brand: "Sparkline", siteUrl: "http://localhost" };
    expect(await digestRecipients(db(), { ...settings, alertsTo: LIMITED.email })).toEqual([]);
    expect(await digestRecipients(db(), { ...settings, alertsTo: "leads@agency.example" })).toEqual([
      "leads@agency.example",
    ]);
  });
});
