// A lead's events are published, not called (ADR 035): whatever changes a lead records the event
// once, and the subscribers the server publishes to (the webhooks' deliveries, the audit log) store
// what they keep in the transaction that records it, so a change and all that follows from it
// commit together or not at all.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadEvents, leads, outboxMessages, webhookEndpoints } from "../../database/schema";
import { setLeadStatus } from "~/features/lead-workspace/lead-changes.server";
import { withdrawMarketingConsent } from "~/features/leads/consent.server";
import { type LeadEventSubscriber, publishLeadEventsTo } from "~/features/leads/lead-events.server";
import { purgeLeadsOlderThan } from "~/features/leads/retention.server";
import { LEAD_EVENT_SUBSCRIBERS, publishLeadEvents } from "../../server/lead-event-subscribers";
import { testDatabases } from "./databases";

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)("lead events on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    database = await open();
    await database.db.insert(webhookEndpoints).values({
      url: "https://sheet.example/hook",
      events: ["lead.status_changed", "lead.deleted", "lead.consent_withdrawn"],
      secret: "whsec_c2VjcmV0",
    });
  });
  afterAll(() => database.dispose());
  afterEach(() => publishLeadEvents());

  const newLead = async (name: string, more: Partial<typeof leads.$inferInsert> = {}) =>
    (
      await database.db
        .insert(leads)
        .values({ name, phone: "+91 90000 44444", city: "Indore", service: "SEO", ...more })
        .returning({ id: leads.id })
    )[0]!.id;
  const deliveriesFor = async (leadId: string) =>
    (await database.db.select({ payload: outboxMessages.payload }).from(outboxMessages))
      .map(({ payload }) => payload as { event: string; leadId: string })
      .filter((payload) => payload.leadId === leadId)
      .map((payload) => payload.event);
  const auditFor = async (leadId: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.targetId, leadId))).map(
      ({ action, actorId, details }) => ({ action, actorId, details }),
    );

  it("stores the webhook delivery with the change and its timeline entry", async () => {
    const id = await newLead("Status change");
    expect(await setLeadStatus(database.db, id, "contacted", "an-admin-id")).toBe("done");
    expect(await deliveriesFor(id)).toEqual(["lead.status_changed"]);
    // A staff member's change is the admin gate's to log, as the declared action it was.
    expect(await auditFor(id)).toEqual([]);
  });

  it("undoes the change when a subscriber fails: nothing is told after the commit", async () => {
    const id = await newLead("Subscriber fails");
    const failing: LeadEventSubscriber = async () => {
      throw new Error("subscriber down");
    };
    publishLeadEventsTo([...LEAD_EVENT_SUBSCRIBERS, failing]);
    await expect(setLeadStatus(database.db, id, "contacted", "an-admin-id")).rejects.toThrow("subscriber down");
    const [lead] = await database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
    expect(lead!.status).toBe("new");
    expect(await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toEqual([]);
    expect(await deliveriesFor(id)).toEqual([]);
  });

  it("keeps in the audit log a lead the retention rule deleted, beside the webhook's delivery", async () => {
    const id = await newLead("Kept too long", { createdAt: new Date(Date.now() - 400 * ONE_DAY_MS) });
    expect(await purgeLeadsOlderThan(database.db, 365)).toBeGreaterThanOrEqual(1);
    expect(await auditFor(id)).toEqual([
      { action: "lead-deleted-retention", actorId: null, details: { by: "retention" } },
    ]);
    expect(await deliveriesFor(id)).toEqual(["lead.deleted"]);
  });

  it("keeps in the audit log consent the enquirer withdrew through their link, and not an admin's record of it", async () => {
    // Each their own person (the link withdraws for every lead with the same e-mail address).
    const byLink = await newLead("Withdraws by link", { marketingConsent: true, email: "link@shop.example" });
    const byAdmin = await newLead("Withdraws by phone call", {
      marketingConsent: true,
      phone: "+91 90000 55555",
      phoneE164: "+919000055555",
    });
    expect(await withdrawMarketingConsent(database.db, byLink, "enquirer")).toBe("done");
    expect(await withdrawMarketingConsent(database.db, byAdmin, "admin", "an-admin-id")).toBe("done");
    expect(await auditFor(byLink)).toEqual([
      { action: "consent-withdrawn-enquirer", actorId: null, details: { by: "enquirer" } },
    ]);
    expect(await auditFor(byAdmin)).toEqual([]);
    const events = await database.db
      .select({ kind: leadEvents.kind })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, byLink), eq(leadEvents.kind, "consent-withdrawn")));
    expect(events).toHaveLength(1);
    expect(await deliveriesFor(byLink)).toEqual(["lead.consent_withdrawn"]);
  });
});
