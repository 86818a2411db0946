// The enquirer hears back: an e-mail with a reference number, what happens next, the business
// hours, WhatsApp and the link that withdraws marketing consent, through a real SMTP server and
// the server's own scheduler. It repeats nothing the visitor typed, goes to an address at most once
// a day, is retried like the agency's alert and survives a restart, and its outcome is on the timeline.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadEvents, leads, outboxMessages } from "../../database/schema";
import { enqueueAcknowledgement } from "~/features/lead-messages/acknowledgement.server";
import { leadReference } from "~/lib/lead-reference";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { scheduledWork } from "../../server/scheduled-work";
import { testDatabases } from "./databases";
import { inquiryRequest, outboxWakeUps } from "./inquiries";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testClock } from "./test-clock";

const siteUrl = "https://sparkline.example";
const signedLinks = createSignedLinks({ secret: "a".repeat(40), siteUrl });
const settings = quietSettings({
  acknowledgement: { enabled: true, brand: "Sparkline", phone: "+91 98200 12345" },
});
const typed = {
  name: "Meera Qureshi",
  phone: "+91 98765 11111",
  email: "meera@bakery.example",
  city: "Lucknowtown",
  service: "Bakery Instagram",
  message: "Please call after 4pm about our Diwali hampers",
};

describe.each(testDatabases)("acknowledgements on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);
  let clock: ReturnType<typeof testClock>;
  /** What the server's schedulers hear when an enquiry's commit stored mail. */
  let wakeUps: Awaited<ReturnType<typeof outboxWakeUps>>;
  let ip = 0;
  beforeEach(async () => {
    // A minute after the enquiries the test sends: their messages are due.
    clock = testClock(new Date(Date.now() + 60_000));
    wakeUps = await outboxWakeUps(rig.database);
  });
  afterEach(() => wakeUps.close());
  const moveClock = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  const send = (fields: Record<string, string>, acknowledgements = true) => {
    const context = provideCapabilities(new RouterContextProvider(), {
      database: rig.database,
      mailer: { kind: "outbox" as const, carrier: null, forgetCopiesTo: async () => 0, send: async () => {} },
      rateLimiter: databaseRateLimiter(rig.database.db),
      settings: { uploadMaxBytes: 1024, inquiriesPerWindow: 100, leadAlertsTo: undefined, acknowledgements },
    });
    context.set(clientAddressContext, `10.0.2.${++ip}`);
    return handleInquiry(inquiryRequest(fields), context);
  };
  const tick = () =>
    scheduledWork({ db: rig.database.db, mailer: rig.smtp.mailer, signedLinks, accountLinks }, settings, {
      clock,
    }).tick();
  const leadNamed = async (name: string) =>
    (await rig.database.db.select().from(leads).where(eq(leads.name, name)))[0]!;
  const acknowledgementsOf = async (leadId: string) =>
    (await rig.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)))
      .filter((event) => event.kind === "acknowledgement")
      .map((event) => event.data);

  it("tells the enquirer their reference, what happens next, the hours and WhatsApp, and repeats nothing they typed", async () => {
    await send(typed);
    const lead = await leadNamed(typed.name);
    // Stored with the lead, before anything is sent; the row keeps no address of the enquirer.
    const [queued] = await rig.database.db.select().from(outboxMessages);
    expect(queued).toMatchObject({ kind: "acknowledgement", leadId: lead.id, recipient: "", sentAt: null });
    expect(JSON.stringify(queued)).not.toContain("meera");
    // The schedulers hear of it at the commit: the e-mail goes within a second, not at the next tick.
    await wakeUps.settled();
    expect(wakeUps.heard()).toBe(1);

    await tick();
    expect(rig.smtp.accepted).toHaveLength(1);
    const [mail] = rig.smtp.accepted;
    const reference = leadReference(lead.id);
    expect(mail!.recipients).toEqual([typed.email]);
    expect(mail!.subject).toBe(`Sparkline: we have your enquiry (ref. ${reference})`);
    expect(mail!.text).toContain(`Your reference number is ${reference}.`);
    expect(mail!.text).toContain("within 24 hours on business days");
    expect(mail!.text).toContain("Monday to Friday, 9 am to 6 pm IST");
    expect(mail!.text).toContain("message us on WhatsApp: https://wa.me/919820012345");
    const withdraw = /To stop offers and updates from us: (\S+)/.exec(mail!.text)?.[1];
    expect(withdraw).toBe(signedLinks.withdrawalUrl(lead.id));
    expect(mail!.html).toContain(`<a href="${withdraw!.replaceAll("&", "&amp;")}">open this link</a>`);
    expect(mail!.html).toContain('<a href="https://wa.me/919820012345">');
    for (const field of ["Meera", "Qureshi", "Lucknowtown", "Bakery", "Diwali", "98765"]) {
      expect(mail!.raw, `the e-mail repeats "${field}"`).not.toContain(field);
    }
    expect(await acknowledgementsOf(lead.id)).toEqual([{ outcome: "sent", attempts: 1 }]);
  });

  it("goes to an address once a day, whatever its case, and again the next day", async () => {
    await send(typed);
    await send({ ...typed, name: "Meera Again", email: "MEERA@Bakery.example" });
    await tick();
    expect(rig.smtp.accepted.map((mail) => mail.recipients)).toEqual([[typed.email]]);
    expect(await acknowledgementsOf((await leadNamed("Meera Again")).id)).toEqual([]);

    moveClock(24 * 60 * 60 * 1000);
    const tomorrow = clock.now();
    // The form stores with the real time; the next IST day's key is what matters.
    await rig.database.db.update(leads).set({ createdAt: tomorrow });
    expect(
      await enqueueAcknowledgement(rig.database.db, { enabled: true }, await leadNamed("Meera Again"), tomorrow),
    ).toBe(true);
    await tick();
    expect(rig.smtp.accepted).toHaveLength(2);
  });

  it("sends none without an address, or when turned off", async () => {
    await send({ ...typed, email: "" });
    await send({ ...typed, name: "Quiet Meera", email: "quiet@bakery.example" }, false);
    await tick();
    await wakeUps.settled();
    expect(wakeUps.heard()).toBe(0);
    expect(rig.smtp.accepted).toEqual([]);
    expect(await rig.database.db.select().from(outboxMessages)).toEqual([]);
  });

  it("retries a refusal like the agency's alert, across a restart, sending one e-mail", async () => {
    rig.smtp.state.refusing = true;
    await send(typed);
    const lead = await leadNamed(typed.name);
    await tick();
    expect(rig.smtp.state.refused).toBe(1);
    const [waiting] = await rig.database.db.select().from(outboxMessages);
    expect(waiting!.lastError).toContain("451");

    // A new scheduler (the server restarted) takes it up after the first backoff; the mail server is back.
    rig.smtp.state.refusing = false;
    moveClock(2_000);
    await tick();
    await tick();
    expect(rig.smtp.accepted).toHaveLength(1);
    expect(await acknowledgementsOf(lead.id)).toEqual([{ outcome: "sent", attempts: 2 }]);
  });

  it("is dropped, not sent, when the lead was deleted before its turn", async () => {
    await send(typed);
    await rig.database.db.delete(leads);
    await tick();
    expect(rig.smtp.accepted).toEqual([]);
    expect(await rig.database.db.select().from(outboxMessages)).toEqual([]);
  });
});
