import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../database/schema";
import { listLeads } from "~/features/leads/admin-queries.server";
import { LEAD_ALERT_ATTEMPTS, notifyNewLead, resumePendingAlerts } from "~/features/leads/notify-lead.server";
import { testDatabases } from "./databases";
import { startSmtpRecorder } from "./smtp-recorder";

const to = "alerts@sparkline.example";
const delays = [20, 40, 80];
const refusal = "Mailbox busy, try again later";

describe.each(testDatabases)("lead alerts on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let smtp: Awaited<ReturnType<typeof startSmtpRecorder>> | undefined;

  beforeAll(async () => {
    database = await open();
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });
  afterAll(() => database.dispose());

  const storeLead = async (values: Partial<typeof leads.$inferInsert> = {}) => {
    const [lead] = await database.db
      .insert(leads)
      .values({ name: "Priya Menon", phone: "+91 98765 43210", city: "Kochi", service: "Local SEO", ...values })
      .returning();
    return lead!;
  };
  const row = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  it("retries after temporary refusals and records the alert that went out", async () => {
    smtp = await startSmtpRecorder({ refuseFirst: 2 });
    const lead = await storeLead();
    await notifyNewLead({ db: database.db, mailer: smtp.mailer }, lead, { to, delays });

    expect(smtp.attempts()).toBe(3);
    expect(smtp.accepted).toHaveLength(1);
    const [message] = smtp.accepted;
    expect(message!.recipients).toEqual([to]);
    expect(message!.raw).toContain("Name: Priya Menon");
    expect(message!.raw).toContain("Phone: +91 98765 43210");
    expect(message!.raw).toContain("Service: Local SEO");
    expect(await row(lead.id)).toMatchObject({ notifiedAt: expect.any(Date), notifyAttempts: 3, notifyError: null });
  });

  it("gives up after every retry is refused and keeps the server's answer", async () => {
    smtp = await startSmtpRecorder({ refuseFirst: Infinity });
    const lead = await storeLead({ name: "Refused Rao" });
    await notifyNewLead({ db: database.db, mailer: smtp.mailer }, lead, { to, delays });

    expect(smtp.attempts()).toBe(delays.length + 1);
    const stored = await row(lead.id);
    expect(stored).toMatchObject({ notifiedAt: null, notifyAttempts: delays.length + 1 });
    expect(stored.notifyError).toContain(`451 ${refusal}`);
    expect(stored.notifyError).not.toContain(lead.phone);
  });

  it("sends the alert as plain text, so a name with markup is never rendered", async () => {
    smtp = await startSmtpRecorder();
    const lead = await storeLead({ name: "<script>alert(1)</script>" });
    await notifyNewLead({ db: database.db, mailer: smtp.mailer }, lead, { to, delays });

    const raw = smtp.accepted[0]!.raw;
    expect(raw).toMatch(/^Content-Type: text\/plain/im);
    expect(raw).not.toMatch(/text\/html/i);
    expect(raw).toContain("Name: <script>alert(1)</script>");
  });

  it("after a restart sends recent pending alerts only, and the panel data says where each stands", async () => {
    await database.db.delete(leads);
    const hour = 60 * 60 * 1000;
    const pending = await storeLead({
      name: "Pending Pillai",
      notifyAttempts: 1,
      notifyError: "421 Service not available",
    });
    const sent = await storeLead({ name: "Sent Sharma", notifyAttempts: 1, notifiedAt: new Date() });
    const stale = await storeLead({
      name: "Stale Shah",
      notifyAttempts: 1,
      createdAt: new Date(Date.now() - 25 * hour),
    });
    const exhausted = await storeLead({
      name: "Exhausted Iyer",
      notifyAttempts: LEAD_ALERT_ATTEMPTS,
      notifyError: "451 busy",
    });
    await storeLead({ name: "Untried Usha" });

    smtp = await startSmtpRecorder();
    await resumePendingAlerts({ db: database.db, mailer: smtp.mailer }, { to, delays });

    const alerted = smtp.accepted.map((message) => message.raw.match(/^Name: (.*)$/m)?.[1]);
    expect(alerted.sort()).toEqual(["Pending Pillai", "Untried Usha"]);
    expect(await row(pending.id)).toMatchObject({ notifiedAt: expect.any(Date), notifyAttempts: 2, notifyError: null });
    expect(await row(sent.id)).toMatchObject({ notifyAttempts: 1 });
    expect(await row(stale.id)).toMatchObject({ notifiedAt: null, notifyAttempts: 1 });
    expect(await row(exhausted.id)).toMatchObject({ notifiedAt: null, notifyAttempts: LEAD_ALERT_ATTEMPTS });

    // Unsent leads from before the restart: one still within its retries, one given up on, one never tried.
    await storeLead({ name: "Retrying Rao", notifyAttempts: 2, notifyError: "451 busy" });
    await storeLead({ name: "Never Tried", createdAt: new Date(Date.now() - 25 * hour) });
    const states = Object.fromEntries(
      (await listLeads(database.db, { page: 1, q: undefined })).leads.map((lead) => [lead.name, lead.alertState]),
    );
    expect(states).toEqual({
      "Pending Pillai": "sent",
      "Sent Sharma": "sent",
      "Untried Usha": "sent",
      "Stale Shah": "failed",
      "Exhausted Iyer": "failed",
      "Retrying Rao": "pending",
      "Never Tried": "unsent",
    });
  });
});
