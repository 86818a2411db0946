// A lead's page and what an admin does there: status, notes, taps, follow-ups, merging and
// deletion, each on the lead's timeline with who did it; read-marking (never by a prefetch);
// and deletion leaving no personal data anywhere in the database.
import { type SQL, and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leadEvents, leadNotes, leadReads, leads, outboxMessages, user, webhookEndpoints } from "../../database/schema";
import { DEAL_INTENTS, DEAL_MESSAGES } from "~/features/deals";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { adminOnly } from "~/routes/admin/doors.server";
import { LEAD_TAP_INTENTS } from "~/features/leads/contact-links";
import { LEAD_PAGE_INTENTS, LEAD_PAGE_MESSAGES } from "~/features/lead-workspace/lead-page-schema";
import { CALL_OUTCOME_MESSAGES } from "~/features/lead-workspace/call-outcome";
import { leadsCsv } from "~/features/lead-workspace/export.server";
import { loadLeadPage } from "~/features/lead-workspace/lead-page.server";
import { LEAD_INTENTS, LEAD_MESSAGES } from "~/features/lead-workspace/schema";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { type Capabilities, provideCapabilities } from "~/infrastructure/context";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { createFlash } from "~/infrastructure/flash.server";
import { istDateKey } from "~/lib/india-time";
import { action, loader } from "~/routes/admin/leads/lead";
import { testDatabases } from "./databases";
import { answer } from "./route-answer";

const SECRET = "test-secret-test-secret-test-secret";
const PASSWORD = "a-long-enough-password";
const ASHA = { email: "asha@agency.example", name: "Asha Iyer", password: PASSWORD };
const RAVI = { email: "ravi@agency.example", name: "Ravi Kumar", password: PASSWORD };

describe.each(testDatabases)("a lead's page on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  let capabilities: Partial<Capabilities>;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    auth = createAuth({ db: database.db, secret: SECRET, siteUrl: "http://localhost" });
    capabilities = {
      database,
      auth,
      flash: createFlash({ secret: SECRET, secure: false }),
      signedLinks: createSignedLinks({ secret: SECRET, siteUrl: "https://sparkline.example" }),
    };
    for (const account of [ASHA, RAVI]) {
      await createOrPromoteAdmin(auth, database.db, account);
      const { headers, response } = await auth.api.signInEmail({ body: account, returnHeaders: true });
      cookies[account.email] = headers.getSetCookie()[0]!.split(";")[0]!;
      ids[account.email] = response.user.id;
    }
  });
  afterAll(() => database.dispose());

  const db = () => database.db;

  /** Runs `handler` as the server would for this admin: behind the admin gate, with their session. */
  async function asAdmin(
    account: { email: string },
    request: Request,
    id: string,
    handler: (ctx: RouterContextProvider) => unknown,
  ) {
    request.headers.set("cookie", cookies[account.email]!);
    const context = provideCapabilities(new RouterContextProvider(), capabilities);
    let result: unknown;
    const args = { request, context, params: { id }, url: new URL(request.url), pattern: "/admin/leads/:id" };
    const gate = await Promise.resolve(
      adminOnly(args as never, async () => {
        try {
          result = await handler(context);
        } catch (thrown) {
          result = thrown;
        }
        return new Response(null);
      }),
    ).catch((thrown: unknown) => thrown);
    return answer(result ?? gate);
  }

  /** Opens the lead's page (its data request) as a browser would, with any extra headers. */
  function open_(account: { email: string }, id: string, headers: Record<string, string> = {}) {
    const request = new Request(`http://localhost/admin/leads/${id}.data`, { headers });
    return asAdmin(account, request, id, (context) =>
      loader({ request, context, params: { id }, url: new URL(request.url), pattern: "/admin/leads/:id" }),
    );
  }

  /** Posts one of the page's forms. */
  function post(account: { email: string }, id: string, fields: Record<string, string>) {
    const request = new Request(`http://localhost/admin/leads/${id}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    return asAdmin(account, request, id, (context) =>
      action({ request, context, params: { id }, url: new URL(request.url), pattern: "/admin/leads/:id" }),
    );
  }

  async function storeLead(values: Partial<typeof leads.$inferInsert> = {}) {
    const [lead] = await db()
      .insert(leads)
      .values({ name: "Meera Pillai", phone: "+91 98470 11111", city: "Kochi", service: "Local SEO", ...values })
      .returning();
    await db().insert(leadEvents).values({ leadId: lead!.id, kind: "created" });
    return lead!;
  }
  const rowsOf = async <Row>(query: SQL) => ((await db().execute(query)) as unknown as { rows: Row[] }).rows;
  const row = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0];
  const events = (id: string) => db().select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.id);

  it("answers 404 for an address that is not a lead, and for a lead that does not exist", async () => {
    expect((await open_(ASHA, "not-a-uuid")).status).toBe(404);
    expect((await open_(ASHA, crypto.randomUUID())).status).toBe(404);
    expect((await post(ASHA, "not-a-uuid", { intent: LEAD_TAP_INTENTS.call })).status).toBe(404);
  });

  it("marks the lead read for the person who opens it, never for a prefetch", async () => {
    const lead = await storeLead({ phone: "+91 98470 22222" });
    const readers = async () =>
      (await db().select().from(leadReads).where(eq(leadReads.leadId, lead.id))).map((read) => read.userId);

    // React Router's <Link prefetch> renders <link rel="prefetch">: Chromium sends `Purpose: prefetch`,
    // newer browsers and speculation rules `Sec-Purpose: prefetch`.
    // A prefetch gets no lead data at all: it would be a read the audit log does not keep.
    const prefetches: Record<string, string>[] = [
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
    ];
    for (const headers of prefetches) {
      const prefetched = await open_(ASHA, lead.id, headers);
      expect(prefetched.status).toBe(204);
      expect(prefetched.body).toBeNull();
      expect(prefetched.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await readers()).toEqual([]);

    expect((await open_(ASHA, lead.id)).status).toBe(200);
    expect(await readers()).toEqual([ids[ASHA.email]]);
    // Read for Asha, still unread for Ravi; opening it again keeps one row.
    expect((await open_(ASHA, lead.id)).status).toBe(200);
    expect(await readers()).toEqual([ids[ASHA.email]]);
  });

  it("records a status change with from, to and who; a move away from new is the first response", async () => {
    const lead = await storeLead({ phone: "+91 98470 33333" });
    expect((await post(ASHA, lead.id, { intent: LEAD_INTENTS.status, status: "contacted" })).status).toBe(200);
    const first = (await row(lead.id))!;
    expect(first.status).toBe("contacted");
    expect(first.firstResponseAt).toBeInstanceOf(Date);

    expect((await post(RAVI, lead.id, { intent: LEAD_INTENTS.status, status: "qualified" })).status).toBe(200);
    // The same status again changes nothing and adds nothing.
    expect((await post(RAVI, lead.id, { intent: LEAD_INTENTS.status, status: "qualified" })).status).toBe(200);
    expect((await row(lead.id))!.firstResponseAt).toEqual(first.firstResponseAt);
    const changes = (await events(lead.id)).filter((event) => event.kind === "status");
    expect(changes.map(({ actorId, data }) => ({ actorId, data }))).toEqual([
      { actorId: ids[ASHA.email], data: { from: "new", to: "contacted" } },
      { actorId: ids[RAVI.email], data: { from: "contacted", to: "qualified" } },
    ]);

    // The page names who did it.
    const page = (await open_(ASHA, lead.id)).body as Awaited<ReturnType<typeof loadLeadPage>>;
    expect(page!.timeline.filter((entry) => entry.kind === "status").map((entry) => entry.actorName)).toEqual([
      RAVI.name,
      ASHA.name,
    ]);

    const gone = crypto.randomUUID();
    const failed = await post(ASHA, gone, { intent: LEAD_INTENTS.status, status: "closed" });
    expect(failed).toMatchObject({ status: 404, body: { message: LEAD_MESSAGES.notFound } });
  });

  it("records when a lead was last converted, first converted and last closed, at each change's time", async () => {
    const lead = await storeLead({ phone: "+91 98470 33334" });
    const hour = 3_600_000;
    const at = [3, 2, 1].map((hours) => new Date(Math.floor(Date.now() / 1000) * 1000 - hours * hour));
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (const [time, status] of [
        [at[0]!, "converted"],
        [at[1]!, "closed"],
        [at[2]!, "converted"],
      ] as const) {
        vi.setSystemTime(time);
        expect((await post(ASHA, lead.id, { intent: LEAD_INTENTS.status, status })).status).toBe(200);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(await row(lead.id)).toMatchObject({ convertedAt: at[2], firstConvertedAt: at[0], closedAt: at[1] });
    // A move to another status keeps them: they say when each outcome was last reached.
    expect((await post(ASHA, lead.id, { intent: LEAD_INTENTS.status, status: "qualified" })).status).toBe(200);
    expect(await row(lead.id)).toMatchObject({ convertedAt: at[2], firstConvertedAt: at[0], closedAt: at[1] });
  });

  it("keeps a deal's value and close date, and why a closed lead was lost, on the timeline and for connected tools", async () => {
    const lead = await storeLead({ phone: "+91 98470 33335" });
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({ url: "https://127.0.0.1/deals", events: ["lead.deal_changed"], secret: "whsec_dGVzdA==" })
      .returning({ id: webhookEndpoints.id });
    const deal = (fields: Record<string, string>) => post(ASHA, lead.id, { intent: DEAL_INTENTS.deal, ...fields });
    const lost = (fields: Record<string, string>) =>
      post(ASHA, lead.id, { intent: DEAL_INTENTS.lostReason, ...fields });

    // As an owner types it: lakh commas and a rupee sign.
    expect((await deal({ dealValue: "₹ 1,20,000", expectedClose: "2026-12-15" })).status).toBe(200);
    expect(await row(lead.id)).toMatchObject({ dealValue: 120_000, expectedCloseOn: "2026-12-15" });
    // The same values again change nothing; a value that is no number of rupees is refused with what was typed.
    expect((await deal({ dealValue: "120000", expectedClose: "2026-12-15" })).status).toBe(200);
    const refused = await deal({ dealValue: "1.2 lakh", expectedClose: "" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { dealValue: DEAL_MESSAGES.valueNotRupees },
      values: { dealValue: "1.2 lakh" },
    });
    expect((await row(lead.id))!.dealValue).toBe(120_000);

    // Why it was lost is asked once it is closed, never before.
    const early = await lost({ lostReason: "Price", lostNote: "" });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: DEAL_MESSAGES.notClosed });
    expect((await post(ASHA, lead.id, { intent: LEAD_INTENTS.status, status: "closed" })).status).toBe(200);
    expect((await lost({ lostReason: "Price", lostNote: "Went with Meera's cousin in Kochi" })).status).toBe(200);
    expect(await row(lead.id)).toMatchObject({ lostReason: "Price", lostNote: "Went with Meera's cousin in Kochi" });
    expect((await deal({ dealValue: "", expectedClose: "" })).status).toBe(200);
    expect(await row(lead.id)).toMatchObject({ dealValue: null, expectedCloseOn: null });

    // The timeline keeps values and the owner's reason, never the line staff wrote.
    const changes = (await events(lead.id)).filter((event) => event.kind === "deal" || event.kind === "lost-reason");
    expect(changes.map(({ kind, actorId, data }) => ({ kind, actorId, data }))).toEqual([
      { kind: "deal", actorId: ids[ASHA.email], data: { value: 120_000, expectedClose: "2026-12-15" } },
      { kind: "lost-reason", actorId: ids[ASHA.email], data: { reason: "Price", noted: true } },
      { kind: "deal", actorId: ids[ASHA.email], data: { value: null, expectedClose: null } },
    ]);
    expect(JSON.stringify(changes)).not.toContain("cousin");
    // Each change is one delivery to a tool that asked for them.
    const deliveries = await db()
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, endpoint!.id), eq(outboxMessages.leadId, lead.id)));
    expect(deliveries.map(({ payload }) => (payload as { event: string }).event)).toEqual([
      "lead.deal_changed",
      "lead.deal_changed",
      "lead.deal_changed",
    ]);
  });

  it("records call and WhatsApp taps as first responses, keeping the earliest", async () => {
    const lead = await storeLead({ phone: "+91 98470 44444" });
    expect((await post(ASHA, lead.id, { intent: LEAD_TAP_INTENTS.whatsapp })).status).toBe(200);
    const answered = (await row(lead.id))!.firstResponseAt;
    expect(answered).toBeInstanceOf(Date);
    expect((await post(RAVI, lead.id, { intent: LEAD_TAP_INTENTS.call })).status).toBe(200);
    expect((await row(lead.id))!.firstResponseAt).toEqual(answered);
    const taps = (await events(lead.id)).filter((event) => event.kind === "call" || event.kind === "whatsapp");
    expect(taps.map(({ kind, actorId, data }) => ({ kind, actorId, data }))).toEqual([
      { kind: "whatsapp", actorId: ids[ASHA.email], data: {} },
      { kind: "call", actorId: ids[RAVI.email], data: {} },
    ]);
  });

  it("records what happened after a tap in one step: outcome, note, follow-up and status, on the timeline", async () => {
    const lead = await storeLead({ phone: "+91 98470 45454" });
    expect((await post(ASHA, lead.id, { intent: LEAD_TAP_INTENTS.whatsapp })).status).toBe(200);
    const tomorrow = istDateKey(Date.now() + 86_400_000);
    const outcome = (fields: Record<string, string>) =>
      post(ASHA, lead.id, {
        intent: LEAD_PAGE_INTENTS.outcome,
        outcomeNote: "",
        callBackDate: "",
        callBackTime: "11:00",
        outcomeStatus: "contacted",
        ...fields,
      });

    // Refused, keeping what was typed, and nothing saved: no outcome; a call back with no day; a day gone by.
    expect(await outcome({ outcomeNote: "Spoke to her husband" })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { outcome: CALL_OUTCOME_MESSAGES.outcomeMissing },
        values: { outcomeNote: "Spoke to her husband" },
      },
    });
    expect(await outcome({ outcome: "call-back" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { callBackDate: CALL_OUTCOME_MESSAGES.callBackWhen } },
    });
    expect(await outcome({ outcome: "reached", callBackDate: istDateKey(Date.now() - 86_400_000) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { callBackDate: LEAD_PAGE_MESSAGES.followUpInPast } },
    });
    expect(await outcome({ outcome: "reached", callBackDate: tomorrow, callBackTime: "" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { callBackTime: LEAD_PAGE_MESSAGES.timeMissing } },
    });
    expect((await events(lead.id)).map((event) => event.kind)).toEqual(["created", "whatsapp"]);

    const saved = await outcome({ outcome: "reached", outcomeNote: "Call back Friday", callBackDate: tomorrow });
    expect(saved.status).toBe(200);
    expect(await row(lead.id)).toMatchObject({
      status: "contacted",
      followUpAt: new Date(`${tomorrow}T05:30:00.000Z`),
      followUpNote: "Call back Friday",
    });
    const [note] = await db().select().from(leadNotes).where(eq(leadNotes.leadId, lead.id));
    expect(note).toMatchObject({ body: "Call back Friday", authorId: ids[ASHA.email] });
    // One moment for all four entries; the outcome, entered last, is on top of the timeline.
    const timeline = (await events(lead.id)).slice(2);
    expect(timeline.map(({ kind, actorId, data }) => ({ kind, actorId, data }))).toEqual([
      { kind: "note", actorId: ids[ASHA.email], data: { noteId: note!.id } },
      { kind: "follow-up-set", actorId: ids[ASHA.email], data: { dueAt: `${tomorrow}T05:30:00.000Z` } },
      { kind: "status", actorId: ids[ASHA.email], data: { from: "new", to: "contacted" } },
      { kind: "call-outcome", actorId: ids[ASHA.email], data: { outcome: "reached", via: "whatsapp" } },
    ]);
    expect(new Set(timeline.map((event) => event.at.getTime())).size).toBe(1);

    // A second outcome with no tap since answers no tap; the same status again records no change.
    expect((await outcome({ outcome: "busy", outcomeNote: "", callBackTime: "" })).status).toBe(200);
    const latest = (await events(lead.id)).slice(6);
    expect(latest.map(({ kind, data }) => ({ kind, data }))).toEqual([
      { kind: "call-outcome", data: { outcome: "busy", via: null } },
    ]);
  });

  it("adds a Markdown note, rendered safely, as a first response; an empty note is refused", async () => {
    const lead = await storeLead({ phone: "+91 98470 55555" });
    const empty = await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.note, body: "   " });
    expect(empty).toMatchObject({ status: 400, body: { fieldErrors: { body: LEAD_PAGE_MESSAGES.noteEmpty } } });
    expect((await row(lead.id))!.firstResponseAt).toBeNull();

    const body = "Wants **Diwali** ads.\n\n<script>alert(1)</script> [click](javascript:alert(2))";
    const added = await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.note, body });
    expect(added.status).toBe(200);
    const noteId = (added.body as { id: string }).id;
    expect((await row(lead.id))!.firstResponseAt).toBeInstanceOf(Date);
    expect((await events(lead.id)).at(-1)).toMatchObject({
      kind: "note",
      actorId: ids[ASHA.email],
      data: { noteId },
    });

    const page = (await loadLeadPage(db(), lead.id))!;
    expect(page.notes).toEqual([expect.objectContaining({ id: noteId, author: ASHA.name })]);
    const html = page.notes[0]!.html;
    expect(html).toContain("<strong>Diwali</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain('href="javascript:');
  });

  it("keeps the typed note and says so when the lead was deleted in another tab", async () => {
    const lead = await storeLead({ phone: "+91 98470 66666" });
    expect((await post(RAVI, lead.id, { intent: LEAD_INTENTS.delete })).status).toBe(302);
    const late = await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.note, body: "Called back, no answer" });
    expect(late).toMatchObject({
      status: 404,
      body: { message: LEAD_MESSAGES.notFound, values: { body: "Called back, no answer" } },
    });
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).toEqual([]);
  });

  it("sets a follow-up in IST, refuses one in the past keeping what was typed, and records it done", async () => {
    const lead = await storeLead({ phone: "+91 98470 77777" });
    const blank = await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.followUp, followUpDate: "", followUpTime: "" });
    expect(blank).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { followUpDate: LEAD_PAGE_MESSAGES.dateMissing, followUpTime: LEAD_PAGE_MESSAGES.timeMissing },
      },
    });
    const noSuchDay = await post(ASHA, lead.id, {
      intent: LEAD_PAGE_INTENTS.followUp,
      followUpDate: "2031-02-31",
      followUpTime: "25:00",
    });
    expect(noSuchDay).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { followUpDate: LEAD_PAGE_MESSAGES.dateMissing, followUpTime: LEAD_PAGE_MESSAGES.timeMissing },
      },
    });
    const yesterday = istDateKey(Date.now() - 86_400_000);
    const past = await post(ASHA, lead.id, {
      intent: LEAD_PAGE_INTENTS.followUp,
      followUpDate: yesterday,
      followUpTime: "10:30",
      followUpNote: "Send the proposal",
    });
    expect(past).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { followUpDate: LEAD_PAGE_MESSAGES.followUpInPast },
        values: { followUpDate: yesterday, followUpTime: "10:30", followUpNote: "Send the proposal" },
      },
    });

    const tomorrow = istDateKey(Date.now() + 86_400_000);
    const set = await post(ASHA, lead.id, {
      intent: LEAD_PAGE_INTENTS.followUp,
      followUpDate: tomorrow,
      followUpTime: "10:30",
      followUpNote: "Send the proposal",
    });
    expect(set.status).toBe(200);
    const due = (await row(lead.id))!;
    // 10:30 IST is 05:00 UTC.
    expect(due.followUpAt?.toISOString()).toBe(`${tomorrow}T05:00:00.000Z`);
    expect(due.followUpNote).toBe("Send the proposal");
    // Setting a follow-up is not a response to the lead.
    expect(due.firstResponseAt).toBeNull();

    expect((await post(RAVI, lead.id, { intent: LEAD_PAGE_INTENTS.followUpDone })).status).toBe(200);
    expect(await row(lead.id)).toMatchObject({ followUpAt: null, followUpNote: null });
    const again = await post(RAVI, lead.id, { intent: LEAD_PAGE_INTENTS.followUpDone });
    expect(again).toMatchObject({ status: 409, body: { message: LEAD_PAGE_MESSAGES.noFollowUp } });

    const timeline = (await events(lead.id)).filter((event) => event.kind.startsWith("follow-up"));
    expect(timeline.map(({ kind, actorId, data }) => ({ kind, actorId, data }))).toEqual([
      { kind: "follow-up-set", actorId: ids[ASHA.email], data: { dueAt: `${tomorrow}T05:00:00.000Z` } },
      { kind: "follow-up-done", actorId: ids[RAVI.email], data: { dueAt: `${tomorrow}T05:00:00.000Z` } },
    ]);
  });

  it("deletes every piece of the lead's personal data; its timeline keeps only that it existed and who deleted it", async () => {
    const secrets = {
      name: "Zarina Wadiawala",
      phone: "+91 93210 98765",
      email: "zarina.w@bakery-colaba.example",
      city: "Colaba-Mumbai",
      message: "Our cake shop needs Instagram reels",
      note: "Prefers calls after 6pm, husband handles accounts",
      followUp: "Ask about the Navratri menu",
    };
    const lead = await storeLead({
      name: secrets.name,
      phone: secrets.phone,
      phoneDigits: "919321098765",
      phoneE164: "+919321098765",
      email: secrets.email,
      city: secrets.city,
      message: secrets.message,
    });
    // A second submission from her, merged into the first: it goes with it.
    const second = await storeLead({
      name: secrets.name,
      phone: secrets.phone,
      phoneE164: "+919321098765",
      email: secrets.email,
      city: secrets.city,
    });
    expect((await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: second.id })).status).toBe(200);
    await open_(ASHA, lead.id);
    await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.note, body: secrets.note });
    await post(ASHA, lead.id, {
      intent: LEAD_PAGE_INTENTS.followUp,
      followUpDate: istDateKey(Date.now() + 86_400_000),
      followUpTime: "11:00",
      followUpNote: secrets.followUp,
    });
    await post(ASHA, lead.id, { intent: LEAD_INTENTS.status, status: "contacted" });
    await db()
      .insert(outboxMessages)
      .values({ idempotencyKey: `escalation:${lead.id}`, kind: "escalation", leadId: lead.id, recipient: ASHA.email });

    const deleted = await post(RAVI, lead.id, { intent: LEAD_INTENTS.delete });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/dashboard/leads");
    expect(deleted.headers.get("set-cookie")).toMatch(/^flash=/);

    for (const id of [lead.id, second.id]) {
      expect(await row(id)).toBeUndefined();
      const timeline = await events(id);
      expect(timeline.at(-1)).toMatchObject({ kind: "deleted", actorId: ids[RAVI.email], data: { by: "admin" } });
    }
    expect(await db().$count(leadNotes, eq(leadNotes.leadId, lead.id))).toBe(0);
    expect(await db().$count(leadReads, eq(leadReads.leadId, lead.id))).toBe(0);
    expect(await db().$count(outboxMessages, eq(outboxMessages.leadId, lead.id))).toBe(0);

    // Every row of every table, as text: none holds anything she typed or anything written about her.
    const tables = await rowsOf<{ schema: string; name: string }>(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(["leads", "lead_events"]));
    const needles = [...Object.values(secrets), "9321098765", "Zarina", "zarina.w"];
    for (const table of tables) {
      const rows = await rowsOf<{ row: string }>(
        sql`select t::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
      );
      for (const { row: text } of rows) {
        for (const needle of needles) {
          expect(text.toLowerCase(), `${table.schema}.${table.name}`).not.toContain(needle.toLowerCase());
        }
      }
    }
  });

  it("offers leads with the same phone or e-mail, and merges one in, keeping both timelines and submissions", async () => {
    const before = new Date(Date.now() - 60 * 60_000);
    const first = await storeLead({
      name: "Farhan Qureshi",
      phone: "98300 12345",
      phoneE164: "+919830012345",
      email: "farhan@kolkata-prints.example",
      createdAt: before,
      firstResponseAt: new Date(before.getTime() + 5 * 60_000),
    });
    const samePhone = await storeLead({ name: "Farhan Q", phone: "+91 98300 12345", phoneE164: "+919830012345" });
    const sameEmail = await storeLead({
      name: "F. Qureshi",
      phone: "+91 90000 00001",
      phoneE164: "+919000000001",
      email: "Farhan@Kolkata-Prints.example",
    });
    await storeLead({ name: "Someone else", phone: "+91 90000 00002", phoneE164: "+919000000002" });
    await post(RAVI, samePhone.id, { intent: LEAD_TAP_INTENTS.call });

    const page = (await loadLeadPage(db(), samePhone.id))!;
    expect(page.mergeCandidates.map(({ id, matches }) => ({ id, matches }))).toEqual([
      { id: first.id, matches: ["phone"] },
    ]);
    const firstPage = (await loadLeadPage(db(), first.id))!;
    expect(firstPage.mergeCandidates.map(({ id, matches }) => ({ id, matches }))).toEqual(
      expect.arrayContaining([
        { id: samePhone.id, matches: ["phone"] },
        { id: sameEmail.id, matches: ["email"] },
      ]),
    );
    expect(firstPage.mergeCandidates).toHaveLength(2);

    // The newer enquiry is merged into the first: the first's earlier response stays.
    const merged = await post(ASHA, first.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: samePhone.id });
    expect(merged.status).toBe(200);
    expect((await row(samePhone.id))!.mergedInto).toBe(first.id);
    expect((await row(first.id))!.firstResponseAt).toEqual(first.firstResponseAt);
    expect((await events(first.id)).at(-1)).toMatchObject({
      kind: "merged",
      actorId: ids[ASHA.email],
      data: { leadId: samePhone.id },
    });
    expect((await events(samePhone.id)).at(-1)).toMatchObject({ kind: "merged", data: { leadId: first.id } });

    const kept = (await loadLeadPage(db(), first.id))!;
    expect(kept.mergedSubmissions.map((submission) => submission.name)).toEqual(["Farhan Q"]);
    expect(kept.mergeCandidates.map((candidate) => candidate.id)).toEqual([sameEmail.id]);
    const fromOther = kept.timeline.filter((entry) => entry.fromOtherSubmission).map((entry) => entry.kind);
    expect(fromOther).toEqual(expect.arrayContaining(["created", "call", "merged"]));
    expect(kept.timeline.filter((entry) => !entry.fromOtherSubmission).map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["created", "merged"]),
    );

    // The merged-away lead's own page says where it went, and offers nothing to merge.
    const away = (await loadLeadPage(db(), samePhone.id))!;
    expect(away.lead.mergedInto).toBe(first.id);
    expect(away.mergeCandidates).toEqual([]);

    // Merging the e-mail match, which had no response, keeps the earliest; a later merge into the
    // merged-away lead, a merge into itself and a second merge are refused.
    const sameEmailEarlier = new Date(before.getTime() - 30 * 60_000);
    await db().update(leads).set({ firstResponseAt: sameEmailEarlier }).where(eq(leads.id, sameEmail.id));
    expect(
      await post(ASHA, samePhone.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: sameEmail.id }),
    ).toMatchObject({ status: 409, body: { message: LEAD_PAGE_MESSAGES.alreadyMerged } });
    expect(await post(ASHA, first.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: first.id })).toMatchObject({
      status: 400,
      body: { message: LEAD_PAGE_MESSAGES.mergeIntoItself },
    });
    expect(await post(ASHA, first.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: samePhone.id })).toMatchObject({
      status: 409,
      body: { message: LEAD_PAGE_MESSAGES.alreadyMerged },
    });
    expect((await post(ASHA, first.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: sameEmail.id })).status).toBe(
      200,
    );
    // That response came before the kept lead arrived: it cannot have answered it.
    expect((await row(first.id))!.firstResponseAt).toEqual(first.firstResponseAt);
    expect((await loadLeadPage(db(), first.id))!.mergedSubmissions).toHaveLength(2);
  });

  it("takes the other submission's response only from after the kept lead arrived", async () => {
    const older = await storeLead({ phoneE164: "+919811200001", createdAt: new Date(Date.now() - 3 * 3600_000) });
    await post(ASHA, older.id, { intent: LEAD_TAP_INTENTS.call });
    const newer = await storeLead({ phoneE164: "+919811200001" });
    expect((await post(ASHA, newer.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: older.id })).status).toBe(200);
    // The newer enquiry is still waiting for its reply.
    expect((await row(newer.id))!.firstResponseAt).toBeNull();
    await post(ASHA, newer.id, { intent: LEAD_TAP_INTENTS.whatsapp });
    expect((await row(newer.id))!.firstResponseAt).not.toBeNull();
  });

  it("refuses a tap or a status change on a lead merged into another, from a page opened before the merge", async () => {
    const kept = await storeLead({ phoneE164: "+919811300001" });
    const away = await storeLead({ phoneE164: "+919811300001" });
    expect((await post(ASHA, kept.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: away.id })).status).toBe(200);
    const stale: Record<string, string>[] = [
      { intent: LEAD_TAP_INTENTS.call },
      { intent: LEAD_INTENTS.status, status: "contacted" },
    ];
    for (const fields of stale) {
      expect(await post(ASHA, away.id, fields)).toMatchObject({
        status: 409,
        body: { message: LEAD_PAGE_MESSAGES.mergedAway },
      });
    }
    expect(await row(away.id)).toMatchObject({ status: "new", firstResponseAt: null });
    expect((await events(away.id)).map((event) => event.kind)).toEqual(["created", "merged"]);
  });

  it("after a merge, enquiry links lead to the kept lead, never from it to itself", async () => {
    const first = await storeLead({ phoneE164: "+919811400001" });
    const second = await storeLead({ phoneE164: "+919811400001", previousLeadId: first.id });
    const third = await storeLead({ phoneE164: "+919811400001", previousLeadId: second.id });
    // The third is kept, the second merged into it: the third was "enquired before" as the second,
    // now as the first; and a later lead that pointed at the second points at the third.
    const fourth = await storeLead({ phoneE164: "+919811400001", previousLeadId: second.id });
    expect((await post(ASHA, third.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: second.id })).status).toBe(200);
    expect((await row(third.id))!.previousLeadId).toBe(first.id);
    expect((await row(fourth.id))!.previousLeadId).toBe(third.id);
    expect((await loadLeadPage(db(), third.id))!.previous?.id).toBe(first.id);
  });

  it("merging a lead that holds merged submissions moves them too, one step deep", async () => {
    const a = await storeLead({ phone: "+91 98111 00001", phoneE164: "+919811100001" });
    const b = await storeLead({ phone: "+91 98111 00001", phoneE164: "+919811100001" });
    const c = await storeLead({ phone: "+91 98111 00001", phoneE164: "+919811100001" });
    expect((await post(ASHA, b.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: c.id })).status).toBe(200);
    expect((await post(ASHA, a.id, { intent: LEAD_PAGE_INTENTS.merge, otherLeadId: b.id })).status).toBe(200);
    expect((await row(b.id))!.mergedInto).toBe(a.id);
    expect((await row(c.id))!.mergedInto).toBe(a.id);
  });

  it("shows the enquiries linked to this one, both ways", async () => {
    const earlier = await storeLead({ phone: "+91 98222 00001" });
    const later = await storeLead({ phone: "+91 98222 00001", previousLeadId: earlier.id });
    expect((await loadLeadPage(db(), later.id))!.previous?.id).toBe(earlier.id);
    expect((await loadLeadPage(db(), earlier.id))!.repeats.map((lead) => lead.id)).toEqual([later.id]);
  });

  it("corrects a lead's details: E.164 and the repeat link follow, the timeline names the fields, not the values", async () => {
    const earlier = await storeLead({
      name: "Correct Earlier Nisha",
      phone: "+91 98470 77777",
      phoneE164: "+919847077777",
    });
    const lead = await storeLead({ name: "Corect Nisha", phone: "98470 77778", phoneE164: "+919847077778" });
    const details = { name: "Correct Nisha", phone: "98470 77777", email: "", city: "Kochi", service: "Local SEO" };

    // A number libphonenumber refuses is refused, with what was typed kept.
    const refused = await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.correct, ...details, phone: "55555 55555" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { phone: expect.any(String) },
      values: { phone: "55555 55555" },
    });
    expect((await row(lead.id))!.name).toBe("Corect Nisha");

    const corrected = await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.correct, ...details });
    expect(corrected.status).toBe(200);
    expect(await row(lead.id)).toMatchObject({
      name: "Correct Nisha",
      phone: "98470 77777",
      phoneE164: "+919847077777",
      phoneDigits: "9847077777",
      email: null,
      previousLeadId: earlier.id,
    });
    const entries = (await events(lead.id)).map(({ kind, actorId, data }) => ({ kind, actorId, data }));
    expect(entries).toContainEqual({ kind: "corrected", actorId: ids[ASHA.email], data: { fields: "name,phone" } });
    expect(entries).toContainEqual({ kind: "repeat", actorId: null, data: { leadId: earlier.id } });
    expect(JSON.stringify(entries)).not.toMatch(/Nisha|77777|77778/);

    // The same details again change nothing, and say so.
    const again = await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.correct, ...details });
    expect(again.body).toEqual({ ok: false, message: LEAD_PAGE_MESSAGES.nothingCorrected, values: expect.any(Object) });
    expect((await events(lead.id)).filter((entry) => entry.kind === "corrected")).toHaveLength(1);

    // A number no other enquiry has: the link goes.
    await post(ASHA, lead.id, { intent: LEAD_PAGE_INTENTS.correct, ...details, phone: "98470 77779" });
    expect((await row(lead.id))!.previousLeadId).toBeNull();
  });

  it("exports, after the sixteen columns of before, the reference, assignee, follow-up, first response, E.164, notes and language", async () => {
    const followUpAt = new Date("2026-12-04T05:00:00Z");
    const firstResponseAt = new Date("2026-11-20T04:45:00Z");
    const lead = await storeLead({
      name: "Csv Column Kiran",
      phone: "+91 98470 55555",
      phoneE164: "+919847055555",
      assignedTo: ids[RAVI.email],
      followUpAt,
      followUpNote: '=HYPERLINK("http://evil.example")',
      firstResponseAt,
      language: "hi",
    });
    await db()
      .insert(leadNotes)
      .values([
        { leadId: lead.id, authorId: ids[ASHA.email], body: "Called, asked for rates." },
        { leadId: lead.id, authorId: ids[ASHA.email], body: "Sent the rate card." },
      ]);
    const unworked = await storeLead({ name: "Csv Column Lata", phone: "+91 98470 66666" });
    const csv = await new Response(leadsCsv(db(), { q: "Csv Column" } as never)).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // Every cell is quoted; these hold no comma between quotes.
    const cells = (line: string) => line.slice(1, -1).split('","');
    expect(cells(header!)).toEqual([
      ...["Name", "Phone", "Email", "City", "Service", "Status", "Message", "Page", "UTM source", "UTM medium"],
      ...["UTM campaign", "Referrer", "Received (IST)", "Privacy notice", "Offers and updates"],
      "Offers choice made (IST)",
      ...["Reference", "Assigned to", "Follow-up (IST)", "Follow-up note", "First response (IST)", "Phone (E.164)"],
      "Notes",
      "Language",
    ]);
    const added = (name: string) =>
      cells(lines.find((line) => line.startsWith(`"${name}"`))!)
        .slice(16)
        .map((cell) => cell.replaceAll('""', '"'));
    expect(added("Csv Column Kiran")).toEqual([
      lead.id.slice(0, 8).toUpperCase(),
      RAVI.name,
      "2026-12-04 10:30",
      // A note that would run as a formula in a spreadsheet is written as text.
      '\'=HYPERLINK("http://evil.example")',
      "2026-11-20 10:15",
      "+919847055555",
      "2",
      "Hindi",
    ]);
    expect(added("Csv Column Lata")).toEqual([
      unworked.id.slice(0, 8).toUpperCase(),
      "",
      "",
      "",
      "",
      "",
      "0",
      "English",
    ]);
  });

  it("names people by their account, and keeps the timeline of a person whose account is gone", async () => {
    const lead = await storeLead({ phone: "+91 98444 00001" });
    const [temp] = await db()
      .insert(user)
      .values({ id: "temp-user", name: "Temp Staff", email: "temp@agency.example" })
      .returning();
    await db().insert(leadEvents).values({ leadId: lead.id, kind: "call", actorId: temp!.id });
    expect((await loadLeadPage(db(), lead.id))!.timeline[0]).toMatchObject({ actorName: "Temp Staff" });
    await db().delete(user).where(eq(user.id, temp!.id));
    const entry = (await loadLeadPage(db(), lead.id))!.timeline[0]!;
    expect(entry).toMatchObject({ kind: "call", actorId: "temp-user", actorName: null });
    expect(await db().$count(leadEvents, and(eq(leadEvents.leadId, lead.id), eq(leadEvents.kind, "call")))).toBe(1);
  });
});
