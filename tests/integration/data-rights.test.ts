// The rights desk (ADR 048) through the routes' real loaders and actions, as a browser sends them: a
// request asked on "Your data" and confirmed by its e-mailed link (expired, reused, forged, for
// another address), the same answer for an address nobody knows, access with its downloads, a
// request recorded by staff for a phone-only lead, erasure with what it keeps and whom it tells, the
// erasure ledger applied again as at a start after a restore, overdue requests in the digest, and
// the audit log's entry for each step.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  dataRequestEvents,
  dataRequests,
  leadEvents,
  leadNotes,
  leadReads,
  leads,
  outboxMessages,
  webhookEndpoints,
} from "../../database/schema";
import { applyErasureLedger } from "~/features/data-rights/erasure.server";
import { dataRequestMessages } from "~/features/data-rights/request-messages.server";
import { DATA_REQUEST_KIND } from "~/features/data-rights/requests.server";
import { digestMessages } from "~/features/lead-messages/digest.server";
import { type Capabilities, clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { fileLedger, ledgerKey } from "~/infrastructure/erasure-ledger.server";
import { createMailer } from "~/infrastructure/mailer.server";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { action as requestsAction, loader as requestsLoader } from "~/routes/admin/data-requests";
import { action as leadAction } from "~/routes/admin/leads/lead";
import { action as settingsAction } from "~/routes/admin/settings";
import { action as downloadAction } from "~/routes/resources/your-data-download";
import { action as confirmAction, loader as confirmLoader } from "~/routes/site/your-data-confirm";
import { action as yourDataAction } from "~/routes/site/your-data";
import { publishLeadEvents } from "../../server/lead-event-subscribers";
import { testDatabases } from "./databases";
import { answer } from "./route-answer";
import { staffRig } from "./staff-sessions";

const SECRET = "r".repeat(40);
const SITE = "https://sparkline.example";
const PASSWORD = "a-long-enough-password";
const OWNER = { email: "owner@rights.example", password: PASSWORD, name: "Meera Iyer" };
const ADMIN = { email: "admin@rights.example", password: PASSWORD, role: "admin" as const, name: "Arjun Rao" };
const SALES = { email: "sales@rights.example", password: PASSWORD, role: "sales" as const, name: "Kavya Nair" };

const PERSON = "Neha.Verma@Sweets.example";
const ADDRESS = PERSON.toLowerCase();
const PHONE = "+919812345678";

describe.each(testDatabases)("the rights desk on $name", ({ open }) => {
  const rig = staffRig(open, [OWNER, ADMIN, SALES]);
  const db = () => rig.database.db;
  const signedLinks = createSignedLinks({ secret: SECRET, siteUrl: SITE });
  let folder = "";
  let outboxDir = "";
  let capabilities: Partial<Capabilities>;
  let ip = 0;

  beforeAll(() => {
    publishLeadEvents();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-rights-"));
    outboxDir = path.join(folder, "outbox");
    const key = ledgerKey(SECRET);
    capabilities = {
      signedLinks,
      rateLimiter: databaseRateLimiter(db()),
      mailer: createMailer({ outboxDir, from: "site@sparkline.example", brand: "Sparkline", siteUrl: SITE }),
      erasures: { ledger: fileLedger(path.join(folder, "erasure-ledger"), key), key },
      settings: { uploadMaxBytes: 1024, inquiriesPerWindow: 100, leadAlertsTo: undefined, acknowledgements: false },
    };
    rig.capabilities = capabilities;
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  beforeEach(async () => {
    await db().delete(dataRequests);
    await db().delete(outboxMessages);
    await db().delete(leads);
    await db().execute(sql`delete from rate_limits`);
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  /** A public route's handler as the server runs it, for a visitor at their own address. */
  async function asVisitor(handler: (args: never) => unknown, request: Request) {
    const context = provideCapabilities(new RouterContextProvider(), { database: rig.database, ...capabilities });
    context.set(clientAddressContext, `198.51.100.${++ip}`);
    try {
      return answer(await handler({ request, context, params: {}, url: new URL(request.url) } as never));
    } catch (thrown) {
      return answer(thrown);
    }
  }
  const post = (url: string, fields: Record<string, string>) =>
    new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const ask = (fields: Record<string, string>) =>
    asVisitor(yourDataAction as never, post(`${SITE}/your-data`, fields)) as Promise<{
      status: number;
      body: { ok?: boolean; fieldErrors?: Record<string, string> };
    }>;
  const staff = (account: { email: string }, fields: Record<string, string>) =>
    rig.asStaff(
      account,
      post("http://localhost/admin/data-requests", fields),
      { pattern: "admin/data-requests" },
      requestsAction as never,
    ) as Promise<{ status: number; body: { ok?: boolean; message?: string; fieldErrors?: Record<string, string> } }>;

  const messages = () =>
    dataRequestMessages(db(), {
      brand: "Sparkline",
      privacyEmail: "privacy@sparkline.example",
      signedLinks,
      mailer: capabilities.mailer!,
    });
  /** The e-mails stored for the person, as they are written when sent. */
  async function mailsOf(requestId: string) {
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, DATA_REQUEST_KIND), sql`${outboxMessages.payload}->>'requestId' = ${requestId}`),
      );
    return Promise.all(rows.map(async (row) => ({ row, mail: await messages().render(row, new Date()) })));
  }
  const linkIn = (text: string) => new URL(/https:\/\/sparkline\.example\/your-data\/confirm\S+/.exec(text)![0]);
  const linkFields = (link: URL) => ({
    request: link.searchParams.get("request")!,
    until: link.searchParams.get("until")!,
    sig: link.searchParams.get("sig")!,
  });

  async function lead(values: Partial<typeof leads.$inferInsert> = {}) {
    const [row] = await db()
      .insert(leads)
      .values({
        name: "Neha Verma",
        phone: "+91 98123 45678",
        phoneE164: PHONE,
        phoneDigits: "919812345678",
        email: PERSON,
        city: "Indore",
        service: "SEO",
        message: "Diwali orders",
        ...values,
      })
      .returning();
    return row!;
  }
  async function askAndLink(kind: string, details = "") {
    expect((await ask({ email: PERSON, kind, details })).status).toBe(200);
    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.email, ADDRESS));
    const [confirm] = await mailsOf(request!.id);
    return { request: request!, link: linkIn(confirm!.mail!.text) };
  }

  it("answers the same for a known and an unknown address, and e-mails a link that shows only a button", async () => {
    await lead();
    const known = await ask({ email: PERSON, kind: "access", details: "" });
    const unknown = await ask({ email: "nobody@unknown.example", kind: "access", details: "" });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    // Refused fields keep what was typed; a grievance needs its details.
    const refused = await ask({ email: "not-an-address", kind: "grievance", details: "" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors ?? {}).sort()).toEqual(["details", "email"]);

    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.email, ADDRESS));
    expect(request).toMatchObject({ kind: "access", status: "received" });
    const [confirm] = await mailsOf(request!.id);
    // The outbox row holds ids only; the e-mail goes to the address, with a 24-hour link.
    expect(JSON.stringify(confirm!.row)).not.toContain("neha");
    expect(confirm!.mail).toMatchObject({ to: ADDRESS, subject: "Sparkline: Confirm your request about your data" });
    expect(confirm!.mail!.text).toContain("privacy@sparkline.example");
    const link = linkIn(confirm!.mail!.text);
    expect(Number(link.searchParams.get("until")) - request!.receivedAt.getTime()).toBe(24 * 60 * 60 * 1000);

    // Opening it shows a button and nothing of the person.
    const opened = await asVisitor(confirmLoader as never, new Request(link));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: "ask", kind: "access" });
    expect(JSON.stringify(opened.body)).not.toMatch(/neha|indore|diwali/i);
  });

  it("refuses a confirming link that is forged, for another address, expired or used before", async () => {
    const { link } = await askAndLink("erasure");
    const fields = linkFields(link);
    const press = (changed: Record<string, string>) =>
      asVisitor(confirmAction as never, post(`${SITE}/your-data/confirm`, { ...fields, ...changed })) as Promise<{
        status: number;
        body: { state: string };
      }>;
    expect((await press({ sig: `${fields.sig.slice(0, -2)}AA` })).body.state).toBe("invalid");
    // Another person's request with this link's signature: the signature names the address too.
    expect((await ask({ email: "someone@else.example", kind: "erasure", details: "" })).status).toBe(200);
    const [other] = await db().select().from(dataRequests).where(eq(dataRequests.email, "someone@else.example"));
    expect((await press({ request: other!.id })).body.state).toBe("invalid");
    // A later last moment than the one signed.
    expect((await press({ until: String(Number(fields.until) + 86_400_000) })).body.state).toBe("invalid");
    // Past its day: a link signed for a moment already gone.
    const past = new Date(Date.now() - 1000);
    const expired = linkFields(new URL(signedLinks.dataRequestUrl(fields.request, ADDRESS, past)));
    expect((await press(expired)).body.state).toBe("expired");
    expect(
      (await asVisitor(confirmLoader as never, new Request(signedLinks.dataRequestUrl(fields.request, ADDRESS, past))))
        .status,
    ).toBe(400);

    const first = await press({});
    expect(first).toMatchObject({ status: 200, body: { state: "confirmed" } });
    expect((await press({})).body.state).toBe("used");
    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.id, fields.request));
    expect(request!.status).toBe("verified");
  });

  it("shows everything held about the address on the confirmed link, and downloads it as JSON and CSV", async () => {
    const enquiry = await lead();
    await db().insert(leadNotes).values({ leadId: enquiry.id, body: "Wants a Diwali campaign by 20 Oct" });
    await db()
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.zapier.example/catch/1", events: ["lead.created"], secret: "whsec_x" });
    const [endpoint] = await db().select().from(webhookEndpoints);
    await db()
      .insert(outboxMessages)
      .values({
        idempotencyKey: `webhook:${endpoint!.id}:1`,
        kind: "webhook",
        leadId: enquiry.id,
        recipient: endpoint!.id,
        sentAt: new Date(),
      });
    const { link } = await askAndLink("access");
    const pressed = (await asVisitor(confirmAction as never, post(`${SITE}/your-data/confirm`, linkFields(link)))) as {
      status: number;
      headers: Headers;
      body: {
        state: string;
        holdings: {
          enquiries: { name: string }[];
          notes: { note: string }[];
          sharedWith: { host: string }[];
          purposes: string[];
        };
      };
    };
    expect(pressed.body.state).toBe("confirmed");
    expect(pressed.body.holdings.enquiries.map((row) => row.name)).toEqual(["Neha Verma"]);
    expect(pressed.body.holdings.notes[0]!.note).toContain("Diwali campaign");
    expect(pressed.body.holdings.sharedWith.map((tool) => tool.host)).toContain("hooks.zapier.example");
    expect(pressed.body.holdings.purposes.length).toBeGreaterThan(0);
    // Answered on the spot, and the person is told.
    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.email, ADDRESS));
    expect(request!.status).toBe("done");
    expect((await mailsOf(request!.id)).map(({ mail }) => mail?.subject)).toContain(
      "Sparkline: Your request about your data is done",
    );

    // The browser that pressed the button keeps a cookie for the downloads; the link alone is not enough.
    const setCookie = pressed.headers.get("set-cookie")!;
    expect(setCookie).toMatch(
      /^your-data-download=[\w-]+; Path=\/your-data; Max-Age=86400; HttpOnly; SameSite=Strict; Secure$/,
    );
    const download = async (format: string, cookie: string | null = setCookie.split(";")[0]!) => {
      const context = provideCapabilities(new RouterContextProvider(), { database: rig.database, ...capabilities });
      const request = post(`${SITE}/your-data/download`, { ...linkFields(link), format });
      if (cookie) request.headers.set("cookie", cookie);
      return (await downloadAction({ request, context, params: {} } as never)) as Response;
    };
    expect((await download("json", null)).status).toBe(403);
    const json = await download("json");
    expect(json.headers.get("content-disposition")).toMatch(/attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect((await json.json()).enquiries[0]).toMatchObject({
      name: "Neha Verma",
      phone: "+91 98123 45678",
      city: "Indore",
    });
    const csv = await (await download("csv")).text();
    expect(csv).toContain('"Enquiries","1","name","Neha Verma"');
    expect(csv).toContain('"Notes","1","note","Wants a Diwali campaign by 20 Oct"');
    // A forged link downloads nothing, nor another request's cookie.
    const forged = (await downloadAction({
      request: new Request(`${SITE}/your-data/download`, {
        method: "POST",
        body: new URLSearchParams({ ...linkFields(link), sig: "x" }),
        headers: { cookie: setCookie.split(";")[0]! },
      }),
      context: provideCapabilities(new RouterContextProvider(), { database: rig.database, ...capabilities }),
      params: {},
    } as never)) as Response;
    expect(forged.status).toBe(403);
    expect(
      (await download("json", `your-data-download=${signedLinks.dataRequestDownloadKey(crypto.randomUUID())}`)).status,
    ).toBe(403);
  });

  it("throttles requests for one address, so nobody floods a stranger's inbox", async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await ask({ email: PERSON, kind: "access", details: "" })).status).toBe(200);
    expect((await ask({ email: PERSON, kind: "access", details: "" })).status).toBe(429);
  });

  it("lets staff record a request for a phone-only lead and erase it, with their name on it, and tells connected tools", async () => {
    const phoneOnly = await lead({ email: null });
    await db()
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example/sheet", events: ["lead.deleted"], secret: "whsec_y" });
    // Refused without the check of who the person is, or without any way to reach them.
    expect(
      (
        await staff(OWNER, {
          intent: "data-request-record",
          kind: "erasure",
          email: "",
          phone: "98123 45678",
          details: "",
        })
      ).body.fieldErrors?.checked,
    ).toBeTruthy();
    expect(
      (
        await staff(OWNER, {
          intent: "data-request-record",
          kind: "erasure",
          email: "",
          phone: "",
          details: "",
          checked: "on",
        })
      ).status,
    ).toBe(400);
    // Admins only when the owner allows them; Sales never.
    const record = {
      intent: "data-request-record",
      kind: "erasure",
      email: "",
      phone: "98123 45678",
      details: "Called from the number on the enquiry",
      checked: "on",
    };
    expect((await staff(ADMIN, record)).status).toBe(403);
    expect((await staff(SALES, record)).status).toBe(403);
    const recorded = await staff(OWNER, record);
    expect(recorded.status).toBe(200);
    const [request] = await db().select().from(dataRequests);
    expect(request).toMatchObject({
      kind: "erasure",
      status: "verified",
      phoneE164: PHONE,
      email: null,
      recordedBy: rig.ids[OWNER.email],
    });

    // An erasure is done only by carrying it out: marking it done by hand is refused.
    const byHand = await staff(OWNER, {
      intent: "data-request-status",
      id: request!.id,
      status: "done",
      answer: "Done",
    });
    expect(byHand).toMatchObject({
      status: 400,
      body: { message: "Erase their data with the button first: that marks the request done." },
    });
    const erased = await staff(OWNER, { intent: "data-request-erase", id: request!.id });
    expect(erased).toMatchObject({ status: 200, body: { ok: true, message: "Erased 1 enquiry." } });
    expect(await db().select().from(leads).where(eq(leads.id, phoneOnly.id))).toEqual([]);
    // The timeline keeps that it was deleted, on request; the sheet hears lead.deleted by "request".
    const [deleted] = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, phoneOnly.id), eq(leadEvents.kind, "deleted")));
    expect(deleted!.data).toMatchObject({ by: "request", request: request!.id });
    const [delivery] = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, "webhook"));
    expect(delivery!.payload).toMatchObject({ event: "lead.deleted", leadId: phoneOnly.id, by: "request" });
    // Nobody to write to: the request forgets the phone at once.
    const [after] = await db().select().from(dataRequests);
    expect(after).toMatchObject({ status: "done", phoneE164: null, email: null });
    expect(after!.redactedAt).not.toBeNull();
    const entries = await capabilities.erasures!.ledger.entries();
    expect(entries.at(-1)).toMatchObject({
      request: request!.id,
      phone: capabilities.erasures!.key.phone(PHONE),
      email: null,
    });
    // Each step in the audit log, with the request's id and never the person's details.
    const audited = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'data-request-%'`);
    expect(audited.map((entry) => entry.action).sort()).toEqual(["data-request-erase", "data-request-record"]);
    expect(audited.find((entry) => entry.action === "data-request-erase")!.targetId).toBe(request!.id);
    expect(JSON.stringify(audited)).not.toContain("98123");
  });

  it("erases every record of an address but what the law keeps, forgets its mail, and keeps it gone after a restore", async () => {
    const first = await lead();
    const second = await lead({
      email: ADDRESS,
      phone: "+91 99999 00000",
      phoneE164: "+919999900000",
      phoneDigits: "919999900000",
    });
    const merged = await lead({ email: null, mergedInto: first.id });
    const stranger = await lead({
      name: "Ravi Shah",
      email: "ravi@shah.example",
      phone: "+91 90000 11111",
      phoneE164: "+919000011111",
      phoneDigits: "919000011111",
    });
    await db().insert(leadNotes).values({ leadId: first.id, body: "Asked for a quote" });
    await db().insert(leadReads).values({ leadId: second.id, userId: rig.ids[OWNER.email]! });
    await db()
      .insert(outboxMessages)
      .values({ idempotencyKey: "acknowledgement:x", kind: "acknowledgement", leadId: first.id, recipient: "" });
    const mailer = capabilities.mailer!;
    await mailer.send({ to: ADDRESS, subject: "Your enquiry", text: "ref" });
    await mailer.send({ to: "ravi@shah.example", subject: "Your enquiry", text: "ref" });

    const { request, link } = await askAndLink("erasure");
    await asVisitor(confirmAction as never, post(`${SITE}/your-data/confirm`, linkFields(link)));
    // The owner sees it with its due date (30 days by default) and carries it out.
    const screen = (await rig.asStaff(
      OWNER,
      new Request("http://localhost/admin/data-requests"),
      { pattern: "admin/data-requests" },
      requestsLoader as never,
    )) as {
      body: { requests: { id: string; dueOn: string; status: string; overdue: boolean }[] };
    };
    const listed = screen.body.requests.find((row) => row.id === request.id)!;
    expect(listed).toMatchObject({ status: "verified", overdue: false });
    expect(
      new Date(`${listed.dueOn}T00:00:00Z`).getTime() -
        new Date(`${request.receivedAt.toISOString().slice(0, 10)}T00:00:00Z`).getTime(),
    ).toBeGreaterThanOrEqual(29 * 86_400_000);
    expect((await staff(OWNER, { intent: "data-request-erase", id: request.id })).body.message).toBe(
      "Erased 3 enquiries.",
    );

    // Nothing of the person is left in any table but the request itself, until its reply is sent.
    const remaining = await db().select({ id: leads.id }).from(leads);
    expect(remaining.map((row) => row.id)).toEqual([stranger.id]);
    for (const id of [first.id, second.id, merged.id]) {
      expect(await db().select().from(outboxMessages).where(eq(outboxMessages.leadId, id))).toEqual([]);
    }
    expect(await db().select().from(leadNotes)).toEqual([]);
    expect(await db().select().from(leadReads)).toEqual([]);
    const [done] = (await mailsOf(request.id)).filter(({ row }) => row.payload.message === "done");
    expect(done!.mail!.text).toContain("We erased 3 enquiries");
    expect(done!.mail!.text).toContain("audit log");
    // The reply sent, the agency forgets the address, in its requests and in the outbox folder.
    await rig.database.db.transaction((tx) => messages().settled!(tx, done!.row, "sent", new Date()));
    const [closed] = await db().select().from(dataRequests).where(eq(dataRequests.id, request.id));
    expect(closed).toMatchObject({ status: "done", email: null });
    const files = fs.readdirSync(outboxDir).map((name) => fs.readFileSync(path.join(outboxDir, name), "utf8"));
    expect(files.some((text) => text.includes(ADDRESS))).toBe(false);
    expect(files.some((text) => text.includes("ravi@shah.example"))).toBe(true);
    const everything = await db().execute(sql`select to_jsonb(t)::text as row from (select * from data_requests) t`);
    expect(JSON.stringify(everything)).not.toContain(ADDRESS);

    // A backup from before the erasure comes back (its rows as they were): the ledger takes them out
    // again, with a phone stored before numbers were checked, and the answered requests forget them.
    const before = new Date(request.receivedAt.getTime() - 60_000);
    await db()
      .insert(leads)
      .values([
        { ...first, id: undefined, email: PERSON.toUpperCase() },
        { ...second, id: undefined, email: null, phone: "98888 77777", phoneE164: null, createdAt: before },
      ]);
    const [answered, open] = await db()
      .insert(dataRequests)
      .values([
        { kind: "access", email: ADDRESS, status: "done", receivedAt: before, dueOn: "2026-12-29" },
        { kind: "grievance", email: ADDRESS, status: "verified", receivedAt: before, dueOn: "2026-12-29" },
      ])
      .returning();
    // After the erasure, the person enquires again: that enquiry is theirs to send, and it stays.
    const again = await lead({ name: "Neha Verma again", createdAt: new Date(Date.now() + 60_000) });
    const { key, ledger } = capabilities.erasures!;
    // Someone erased by phone, whose old enquiry kept the number as typed.
    await ledger.add([
      { at: new Date().toISOString(), request: crypto.randomUUID(), email: null, phone: key.phone("+919888877777") },
    ]);
    expect(await applyErasureLedger(db(), key, await ledger.entries(), new Date())).toBe(2);
    expect((await db().select({ id: leads.id }).from(leads)).map((row) => row.id).sort()).toEqual(
      [stranger.id, again.id].sort(),
    );
    const kept = await db().select().from(dataRequests);
    expect(kept.find((row) => row.id === answered!.id)).toMatchObject({ email: null, details: "" });
    // An open request still needs its reply: it keeps the address until it is answered.
    expect(kept.find((row) => row.id === open!.id)!.email).toBe(ADDRESS);
  });

  it("records a correction made on the lead's page against the person's request, and notes, each in the audit log", async () => {
    const enquiry = await lead({ city: "Indor" });
    const { link } = await askAndLink("correction", "My city is Indore, not Indor");
    await asVisitor(confirmAction as never, post(`${SITE}/your-data/confirm`, linkFields(link)));
    const [request] = await db().select().from(dataRequests);
    // The screen links the correction to each of the person's enquiries.
    const screen = (await rig.asStaff(
      OWNER,
      new Request("http://localhost/admin/data-requests"),
      { pattern: "admin/data-requests" },
      requestsLoader as never,
    )) as { body: { requests: { id: string; enquiries: { id: string }[] }[] } };
    expect(screen.body.requests[0]!.enquiries.map((row) => row.id)).toEqual([enquiry.id]);
    const corrected = await rig.asStaff(
      OWNER,
      post(`http://localhost/admin/leads/${enquiry.id}`, {
        intent: "lead-correct",
        name: "Neha Verma",
        phone: "+91 98123 45678",
        email: ADDRESS,
        city: "Indore",
        service: "SEO",
        dataRequest: request!.id,
      }),
      { pattern: "admin/leads/:id", params: { id: enquiry.id } },
      leadAction as never,
    );
    expect(corrected.status).toBe(200);
    const noted = await staff(OWNER, { intent: "data-request-note", id: request!.id, note: "Called her to confirm" });
    expect(noted.status).toBe(200);
    const steps = await db().select().from(dataRequestEvents).where(eq(dataRequestEvents.requestId, request!.id));
    expect(steps.map((step) => step.step)).toEqual(["received", "verified", "corrected", "note"]);
    expect(steps[2]!.note).toBe(`Corrected email, city of enquiry ${enquiry.id}.`);
    expect(steps[2]!.actorId).toBe(rig.ids[OWNER.email]);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} in ('lead-correct', 'data-request-note')`);
    expect(audited.map((entry) => [entry.action, entry.details])).toEqual(
      expect.arrayContaining([
        ["lead-correct", { dataRequest: request!.id }],
        ["data-request-note", {}],
      ]),
    );
    expect(JSON.stringify(audited)).not.toContain("Called her");
  });

  it("lists overdue requests in the owner's digest, and lets Admins answer once the owner allows it", async () => {
    const [late] = await db()
      .insert(dataRequests)
      .values({
        kind: "grievance",
        email: ADDRESS,
        details: "No reply for a month",
        status: "verified",
        receivedAt: new Date("2026-09-01T05:00:00Z"),
        dueOn: "2026-10-01",
      })
      .returning();
    const digest = digestMessages(db(), {
      enabled: true,
      holidays: new Set(),
      alertsTo: "owner@rights.example",
      siteUrl: SITE,
    });
    const monday = new Date("2026-11-30T05:00:00Z");
    const mail = await digest.render(
      { payload: { day: "2026-11-30" }, recipient: "owner@rights.example" } as never,
      monday,
    );
    expect(mail!.subject).toContain("1 data request overdue");
    expect(mail!.text).toContain("Data requests overdue: 1");
    expect(mail!.text).toContain(`${SITE}/admin/data-requests`);

    const answer = {
      intent: "data-request-status",
      id: late!.id,
      status: "done",
      answer: "We have called you and fixed the reply times.",
    };
    expect((await staff(ADMIN, answer)).status).toBe(403);
    const settings = await rig.asStaff(
      OWNER,
      post("http://localhost/admin/settings", {
        intent: "data-request-settings",
        targetDays: "15",
        contactName: "Priya Sharma",
        adminsMayAnswer: "on",
      }),
      { pattern: "admin/settings" },
      settingsAction as never,
    );
    expect(settings.status).toBe(200);
    // Beyond the law's 90 days is refused.
    const tooLong = await rig.asStaff(
      OWNER,
      post("http://localhost/admin/settings", { intent: "data-request-settings", targetDays: "120", contactName: "" }),
      { pattern: "admin/settings" },
      settingsAction as never,
    );
    expect(tooLong.status).toBe(400);
    expect((await staff(ADMIN, answer)).status).toBe(200);
    const [mailDone] = (await mailsOf(late!.id)).filter(({ row }) => row.payload.message === "done");
    // The last word on a grievance names the Board, and every reply the person who answers questions.
    expect(mailDone!.mail!.text).toContain("Data Protection Board of India");
    expect(mailDone!.mail!.text).toContain("Priya Sharma answers questions about how we use your data");
    const steps = await db().select().from(auditLog).where(eq(auditLog.targetId, late!.id));
    expect(steps.map((entry) => entry.action)).toEqual(["data-request-status"]);
    expect(await db().$count(auditLog, eq(auditLog.action, "data-request-settings"))).toBe(1);
  });
});
