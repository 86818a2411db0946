// The new-lead alert to the agency, through the outbox and the server's scheduler against a real SMTP
// server, with a clock the test sets: retries, giving up, plain text, who never gets it, and where
// the Leads list says each alert stands.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadEvents, leads, outboxMessages, user, userRoles } from "../../database/schema";
import { listLeads } from "~/features/lead-workspace/lead-list.server";
import { LEAD_ALERT_ATTEMPTS, RETRY_DELAYS_MS, enqueueLeadAlert } from "~/features/lead-messages/lead-alert.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { scheduledWork } from "../../server/scheduled-work";
import { testDatabases } from "./databases";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testClock } from "./test-clock";

const to = "alerts@sparkline.example";
const start = new Date("2026-11-23T05:00:00.000Z");
const signedLinks = createSignedLinks({ secret: "s".repeat(40), siteUrl: "https://sparkline.example" });

describe.each(testDatabases)("lead alerts on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);
  const db = () => rig.database.db;

  /** A lead stored with its alert, as an inquiry stores them, and a scheduler whose clock starts then. */
  /** `alertsTo`: LEAD_NOTIFY_TO, null for unset. */
  const enquire = async (values: Partial<typeof leads.$inferInsert> = {}, alertsTo: string | null = to) => {
    const [lead] = await db()
      .insert(leads)
      .values({ name: "Priya Menon", phone: "+91 98765 43210", city: "Kochi", service: "Local SEO", ...values })
      .returning();
    await enqueueLeadAlert(db(), { to: alertsTo ?? undefined }, lead!.id, start);
    const clock = testClock(start);
    const services = { db: db(), mailer: rig.smtp.mailer, signedLinks, accountLinks };
    const work = scheduledWork(services, quietSettings({ alertsTo: alertsTo ?? undefined }), { clock });
    /** Moves the clock `ms` on and ticks. */
    const after = async (ms: number) => {
      clock.set(new Date(clock.now().getTime() + ms));
      await work.tick();
    };
    return { lead: lead!, work, after };
  };
  const alertOf = async (leadId: string) =>
    (await listLeads(db(), { page: 1, q: undefined })).leads.find((lead) => lead.id === leadId)!.alert;
  const timeline = async (leadId: string) =>
    (await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId)))
      .filter((event) => event.kind === "alert")
      .map((event) => event.data);

  it("retries after temporary refusals and records the alert that went out", async () => {
    rig.smtp.state.refusing = true;
    const { lead, work, after } = await enquire();
    await work.tick();
    expect(await alertOf(lead.id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: expect.stringContaining("451"),
    });
    await after(RETRY_DELAYS_MS[0]!);
    rig.smtp.state.refusing = false;
    await after(RETRY_DELAYS_MS[1]!);

    expect(rig.smtp.attempts()).toBe(3);
    const [message] = rig.smtp.accepted;
    expect(message!.recipients).toEqual([to]);
    expect(message!.subject).toBe("New inquiry: Local SEO from Kochi");
    expect(message!.text).toContain("Name: Priya Menon");
    expect(message!.text).toContain("Phone: +91 98765 43210");
    // One tap to the lead's page, and (with no WhatsApp alerts set up) to a WhatsApp chat, greeting ready.
    expect(message!.text).toMatch(new RegExp(`\nOpen the lead: https?://[^/\\s]+/admin/leads/${lead.id}$`, "m"));
    expect(message!.text).toMatch(
      /\nReply on WhatsApp: https:\/\/wa\.me\/919876543210\?text=Hello%20\w+%2C%20this%20is%20/,
    );
    expect(await alertOf(lead.id)).toEqual({ state: "sent", attempts: 3, lastError: null, sentAt: expect.any(Date) });
    expect(await timeline(lead.id)).toEqual([{ outcome: "sent", attempts: 3 }]);
    // The outbox row goes after 30 days; the list then reads the timeline's entry.
    await db().delete(outboxMessages);
    expect(await alertOf(lead.id)).toMatchObject({ state: "sent", attempts: 3, sentAt: expect.any(Date) });
  });

  it("gives up after every attempt is refused and keeps the server's answer, never the lead's details", async () => {
    rig.smtp.state.refusing = true;
    const { lead, work, after } = await enquire({ name: "Refused Rao" });
    await work.tick();
    for (const delay of RETRY_DELAYS_MS) await after(delay);
    await after(60 * 60_000);

    expect(rig.smtp.attempts()).toBe(LEAD_ALERT_ATTEMPTS);
    const alert = await alertOf(lead.id);
    expect(alert).toMatchObject({ state: "failed", attempts: LEAD_ALERT_ATTEMPTS });
    expect(alert.lastError).toContain("451 Mailbox busy, try again later");
    expect(alert.lastError).not.toContain(lead.phone);
    expect(await timeline(lead.id)).toEqual([{ outcome: "failed", attempts: LEAD_ALERT_ATTEMPTS }]);
  });

  it("sends the alert as plain text, so a name with markup is never rendered", async () => {
    const { work } = await enquire({ name: "<script>alert(1)</script>" });
    await work.tick();
    const raw = rig.smtp.accepted[0]!.raw;
    expect(raw).toMatch(/^Content-Type: text\/plain/im);
    expect(raw).not.toMatch(/text\/html/i);
    expect(raw).toContain("Name: <script>alert(1)</script>");
  });

  it("stores one alert per lead, and none without an address or to a Sales person who sees only their leads", async () => {
    const { lead, work } = await enquire({ name: "Once Only" });
    expect(await enqueueLeadAlert(db(), { to }, lead.id, start)).toBe(false);
    await work.tick();
    await work.tick();
    expect(rig.smtp.accepted).toHaveLength(1);

    const unset = await enquire({ name: "No Address", phone: "+91 98765 00001" }, null);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.leadId, unset.lead.id))).toEqual([]);
    expect(await alertOf(unset.lead.id)).toEqual({ state: "unsent", attempts: 0, lastError: null, sentAt: null });

    await db().insert(user).values({ id: "sales-own", name: "Own Leads", email: "own@sparkline.example" });
    await db().insert(userRoles).values({ userId: "sales-own", role: "sales", leadScope: "assigned" });
    try {
      const limited = await enquire({ name: "Kept Apart", phone: "+91 98765 00002" }, "own@sparkline.example");
      await limited.work.tick();
      expect(rig.smtp.accepted.map((mail) => mail.recipients)).toEqual([[to]]);
      expect(await alertOf(limited.lead.id)).toMatchObject({ state: "unsent" });
    } finally {
      await db().delete(user).where(eq(user.id, "sales-own"));
    }
  });
});
