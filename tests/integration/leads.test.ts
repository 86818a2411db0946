import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads } from "../../database/schema";
import { PHONE_MESSAGES } from "~/features/leads/phone";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { type RateLimiter, databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { testDatabases } from "./databases";
import { inquiryRequest } from "./inquiries";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { scheduledWork } from "../../server/scheduled-work";
import { createSignedLinks } from "~/infrastructure/signed-links.server";

const signedLinks = createSignedLinks({ secret: "c".repeat(40), siteUrl: "https://sparkline.example" });

/** The action's answer as the browser sees it: a status, and the data or the redirect's target. */
function answer(result: Awaited<ReturnType<typeof handleInquiry>>) {
  return result instanceof Response
    ? { status: result.status, location: result.headers.get("location"), data: undefined }
    : { status: result.init?.status ?? 200, location: null, data: result.data };
}

const valid = { name: "Priya Menon", phone: "+91 98765 43210", city: "Kochi", service: "SEO" };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)("inquiries on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let rateLimiter: RateLimiter;
  let ip = 0;
  const mailer = { kind: "outbox" as const, carrier: null, forgetCopiesTo: async () => 0, send: async () => {} };
  const settings = { uploadMaxBytes: 1024, inquiriesPerWindow: 8, leadAlertsTo: undefined, acknowledgements: false };
  /** What the server gives the action for a request from a new visitor. */
  const next = () => {
    const context = provideCapabilities(new RouterContextProvider(), { database, mailer, rateLimiter, settings });
    context.set(clientAddressContext, `10.0.0.${++ip}`);
    return context;
  };

  beforeAll(async () => {
    database = await open();
    rateLimiter = databaseRateLimiter(database.db);
  });
  afterAll(() => database.dispose());

  it("writes nothing the visitor typed into the timeline, not even the page the form says it was sent from", async () => {
    const response = await handleInquiry(
      inquiryRequest({ ...valid, name: "Timeline Tara", page: "http://localhost/tara-sethi-9876543210" }),
      next(),
    );
    expect(answer(response).status).toBe(303);
    const [lead] = await database.db.select().from(leads).where(eq(leads.name, "Timeline Tara"));
    expect(lead!.source).toEqual({ path: "/tara-sethi-9876543210" });
    const events = await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events.map(({ kind, actorId, data }) => ({ kind, actorId, data }))).toEqual([
      { kind: "created", actorId: null, data: {} },
    ]);
  });

  it("stores a valid inquiry with empty optional fields as NULL, its source and status new", async () => {
    const response = await handleInquiry(
      inquiryRequest({
        ...valid,
        email: "",
        message: "  ",
        page: "http://localhost/services/seo?utm_source=google&utm_campaign=diwali",
      }),
      next(),
    );
    // No idempotency key: the browser posted the form itself, and is sent on to a page it can reload.
    expect(answer(response)).toMatchObject({ status: 303, location: "/inquiry?sent" });
    const [lead] = await database.db.select().from(leads).where(eq(leads.name, "Priya Menon"));
    expect(lead).toMatchObject({
      email: null,
      message: null,
      status: "new",
      phone: "+91 98765 43210",
      phoneE164: "+919876543210",
      phoneDigits: "919876543210",
    });
    expect(lead?.source).toEqual({ path: "/services/seo", utm: { source: "google", campaign: "diwali" } });
  });

  it("answers 400 with a message per field and stores nothing", async () => {
    const before = await database.db.$count(leads);
    const response = await handleInquiry(
      inquiryRequest({ name: "", phone: "call me", email: "nope", city: "", service: "" }),
      next(),
    );
    expect(answer(response).status).toBe(400);
    expect(answer(response).data).toMatchObject({
      ok: false,
      values: { phone: "call me", email: "nope" },
      fieldErrors: {
        name: expect.any(String),
        phone: expect.any(String),
        email: expect.any(String),
        city: expect.any(String),
        service: expect.any(String),
      },
    });
    expect(await database.db.$count(leads)).toBe(before);
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const before = await database.db.$count(leads);
    const scripted = await handleInquiry(
      inquiryRequest({ ...valid, name: "Bot", website: "http://spam.example", idempotencyKey: "bot-key-1" }),
      next(),
    );
    expect(answer(scripted)).toMatchObject({ status: 200, data: { ok: true } });
    const plain = await handleInquiry(
      inquiryRequest({ ...valid, name: "Bot", website: "http://spam.example" }),
      next(),
    );
    expect(answer(plain).status).toBe(303);
    expect(await database.db.$count(leads)).toBe(before);
  });

  it("stores a retried submission with the same idempotency key once, and answers both with its reference", async () => {
    const fields = { ...valid, name: "Retry Kumar", idempotencyKey: "3d1c5e0a-0000-4000-8000-000000000001" };
    const services = next();
    const first = answer(await handleInquiry(inquiryRequest(fields), services));
    const retried = answer(await handleInquiry(inquiryRequest(fields), services));
    expect(await database.db.$count(leads, eq(leads.name, "Retry Kumar"))).toBe(1);
    const [stored] = await database.db.select({ id: leads.id }).from(leads).where(eq(leads.name, "Retry Kumar"));
    // The reference the success toast shows: the one the acknowledgement e-mail and the lead's page give.
    expect(first.data).toEqual({ ok: true, reference: stored!.id.slice(0, 8).toUpperCase() });
    expect(retried.data).toEqual(first.data);
  });

  it("refuses a visitor over the per-IP limit with a clear message", async () => {
    const visitor = next();
    const results = [];
    for (let i = 0; i < 10; i++)
      results.push(await handleInquiry(inquiryRequest({ ...valid, name: `Flood ${i}` }), visitor));
    const refused = results.map(answer).filter((r) => r.status === 429);
    expect(refused.length).toBe(2);
    expect(refused[0]?.data).toMatchObject({ ok: false, message: expect.stringContaining("try again") });
  });

  it("counts rate-limit hits atomically and restarts the window", async () => {
    expect(await rateLimiter.isUnderLimit("t:window", 2, 60)).toBe(true);
    expect(await rateLimiter.isUnderLimit("t:window", 2, 60)).toBe(true);
    expect(await rateLimiter.isUnderLimit("t:window", 2, 60)).toBe(false);
    expect(await rateLimiter.isUnderLimit("t:zero-window", 1, 0)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(await rateLimiter.isUnderLimit("t:zero-window", 1, 0)).toBe(true);
  });
  it.each([
    ["98765 43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["098765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["080-4123-4567", "+918041234567"],
    ["011 2345 6789", "+911123456789"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("stores %j as typed and as %s", async (phone, e164) => {
    const name = `Typed ${phone}`;
    expect(answer(await handleInquiry(inquiryRequest({ ...valid, name, phone }), next())).status).toBe(303);
    const [lead] = await database.db.select().from(leads).where(eq(leads.name, name));
    expect(lead).toMatchObject({ phone, phoneE164: e164 });
  });

  it("refuses a number outside India's ranges with the reason under the field, keeping every value", async () => {
    const before = await database.db.$count(leads);
    const fields = { ...valid, phone: "55555 55555", email: "priya@example.in", message: "Call after 5" };
    const response = answer(await handleInquiry(inquiryRequest(fields), next()));
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({
      ok: false,
      values: { name: valid.name, phone: "55555 55555", email: "priya@example.in", message: "Call after 5" },
      fieldErrors: { phone: PHONE_MESSAGES.notIndian },
    });
    expect(await database.db.$count(leads)).toBe(before);
  });

  describe("repeat enquiries", () => {
    /** An enquiry stored `daysAgo` days ago, as if sent then. */
    async function earlierLead(values: { name: string; phoneE164?: string; email?: string; daysAgo: number }) {
      const [lead] = await database.db
        .insert(leads)
        .values({
          ...valid,
          name: values.name,
          phone: values.phoneE164 ?? "+91 90000 00000",
          phoneE164: values.phoneE164 ?? null,
          email: values.email ?? null,
          createdAt: new Date(Date.now() - values.daysAgo * DAY_MS),
        })
        .returning();
      return lead!;
    }
    async function send(fields: Record<string, string>) {
      const response = answer(await handleInquiry(inquiryRequest({ ...valid, ...fields }), next()));
      expect(response.status).toBe(303);
      const [lead] = await database.db.select().from(leads).where(eq(leads.name, fields.name!));
      return lead!;
    }
    const repeatEvents = (leadId: string) =>
      database.db
        .select({ data: leadEvents.data })
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, "repeat")));

    it("links a new enquiry from the same number within 90 days to the latest earlier one, on both timelines", async () => {
      await earlierLead({ name: "Repeat Old", phoneE164: "+919811100001", daysAgo: 60 });
      const earlier = await earlierLead({ name: "Repeat Earlier", phoneE164: "+919811100001", daysAgo: 9 });
      const lead = await send({ name: "Repeat New", phone: "098111-00001" });
      expect(lead).toMatchObject({ phone: "098111-00001", phoneE164: "+919811100001", previousLeadId: earlier.id });
      expect(await repeatEvents(lead.id)).toEqual([{ data: { leadId: earlier.id } }]);
      expect(await repeatEvents(earlier.id)).toEqual([{ data: { leadId: lead.id } }]);
    });

    it("links by e-mail in any case, up to 89 days back", async () => {
      const earlier = await earlierLead({ name: "Mail Earlier", email: "Asha.Rao@Example.in", daysAgo: 89 });
      const lead = await send({ name: "Mail New", phone: "98111 00002", email: "asha.rao@example.in" });
      expect(lead.previousLeadId).toBe(earlier.id);
      expect(await repeatEvents(earlier.id)).toEqual([{ data: { leadId: lead.id } }]);
    });

    it("does not link an enquiry 91 days after the earlier one", async () => {
      const earlier = await earlierLead({
        name: "Stale Earlier",
        phoneE164: "+919811100003",
        email: "stale@example.in",
        daysAgo: 91,
      });
      const lead = await send({ name: "Stale New", phone: "+91 98111 00003", email: "stale@example.in" });
      expect(lead.previousLeadId).toBeNull();
      expect(await repeatEvents(lead.id)).toEqual([]);
      expect(await repeatEvents(earlier.id)).toEqual([]);
    });

    it("links to the lead an earlier enquiry was merged into", async () => {
      const kept = await earlierLead({ name: "Merge Kept", phoneE164: "+919811100004", daysAgo: 30 });
      const merged = await earlierLead({ name: "Merge Away", phoneE164: "+919811100004", daysAgo: 2 });
      await database.db.update(leads).set({ mergedInto: kept.id }).where(eq(leads.id, merged.id));
      const lead = await send({ name: "Merge New", phone: "98111 00004" });
      expect(lead.previousLeadId).toBe(kept.id);
      expect(await repeatEvents(kept.id)).toEqual([{ data: { leadId: lead.id } }]);
      expect(await repeatEvents(merged.id)).toEqual([]);
    });

    it("stores both of two enquiries sent at the same moment from the same number", async () => {
      const earlier = await earlierLead({ name: "Race Earlier", phoneE164: "+919811100005", daysAgo: 5 });
      const sends = ["Race One", "Race Two", "Race Three"].map((name, i) =>
        handleInquiry(
          inquiryRequest({ ...valid, name, phone: "98111 00005", idempotencyKey: `race-key-${i}` }),
          next(),
        ),
      );
      for (const response of await Promise.all(sends))
        expect(answer(response)).toMatchObject({ status: 200, data: { ok: true } });
      const stored = await database.db.select().from(leads).where(eq(leads.phoneE164, "+919811100005"));
      expect(stored.map((lead) => lead.name).sort()).toEqual(["Race Earlier", "Race One", "Race Three", "Race Two"]);
      // Each links to the earlier enquiry or to one of the others stored before it: never to itself, never lost.
      for (const lead of stored.filter((lead) => lead.id !== earlier.id)) {
        expect(stored.map((other) => other.id).filter((id) => id !== lead.id)).toContain(lead.previousLeadId);
        expect(await repeatEvents(lead.id)).toContainEqual({ data: { leadId: lead.previousLeadId } });
      }
    });

    it("stores the enquiry unlinked when the link cannot be made (the earlier lead deleted at that moment)", async () => {
      const earlier = await earlierLead({ name: "Vanishing Earlier", phoneE164: "+919811100008", daysAgo: 3 });
      // Stands in for an admin deleting the earlier lead between the lookup and the link.
      await database.asOwner(`
        create function refuse_link() returns trigger language plpgsql as $$
        begin raise foreign_key_violation using message = 'earlier lead is gone'; end $$`);
      await database.asOwner(`
        create trigger refuse_link before update of previous_lead_id on leads
        for each row when (new.name = 'Vanishing New') execute function refuse_link()`);
      try {
        const lead = await send({ name: "Vanishing New", phone: "98111 00008" });
        expect(lead.previousLeadId).toBeNull();
        expect(await repeatEvents(lead.id)).toEqual([]);
        expect(await repeatEvents(earlier.id)).toEqual([]);
        expect(await database.db.$count(leadEvents, eq(leadEvents.leadId, lead.id))).toBe(1);
      } finally {
        await database.asOwner(`drop trigger refuse_link on leads`);
        await database.asOwner(`drop function refuse_link`);
      }
    });

    it("tells the agency's alert that the person enquired before", async () => {
      const sent: { text: string }[] = [];
      const alerted = {
        kind: "outbox" as const,
        carrier: null,
        forgetCopiesTo: async () => 0,
        send: async (message: { text: string }) => void sent.push(message),
      };
      const context = provideCapabilities(new RouterContextProvider(), {
        database,
        mailer: alerted,
        rateLimiter,
        settings: { ...settings, leadAlertsTo: "alerts@sparkline.example" },
      });
      context.set(clientAddressContext, "10.0.1.1");
      await earlierLead({ name: "Alert Earlier", phoneE164: "+919811100006", daysAgo: 10 });
      await handleInquiry(inquiryRequest({ ...valid, name: "Alert Again", phone: "98111 00006" }), context);
      await handleInquiry(inquiryRequest({ ...valid, name: "Alert First", phone: "98111 00007" }), context);
      // The alerts wait in the outbox for the server's scheduler.
      const services = { db: database.db, mailer: alerted, signedLinks, accountLinks };
      await scheduledWork(services, quietSettings({ alertsTo: "alerts@sparkline.example" })).tick();
      expect(sent).toHaveLength(2);
      const alertFor = (name: string) => sent.find((message) => message.text.includes(`Name: ${name}`))!.text;
      expect(alertFor("Alert Again")).toContain("Enquired before: yes, within the last 90 days");
      expect(alertFor("Alert First")).not.toContain("Enquired before");
    });
  });
});
