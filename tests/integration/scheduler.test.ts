// The server's own scheduler against a real SMTP server, with a clock the test sets: escalations,
// the daily digest, the outbox's retries, a restart between storing a message and sending it, two
// instances on one PostgreSQL database, and the retention purge.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadEvents, leads, outboxMessages, user } from "../../database/schema";
import { enqueueDigest } from "~/features/lead-messages/digest.server";
import { enqueueEscalations, escalationCandidates } from "~/features/lead-messages/escalation.server";
import { istMoment } from "~/lib/india-time";
import type { ScheduledWorkSettings } from "~/infrastructure/outbox-kinds.server";
import { scheduledWork } from "../../server/scheduled-work";
import { testDatabases } from "./databases";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testClock } from "./test-clock";
import { CLAIM_MS } from "~/infrastructure/outbox.server";
import type { Mailer } from "~/infrastructure/mailer.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";

const alertsTo = "alerts@sparkline.example";
const siteUrl = "https://sparkline.example";
// 2026-11-20 is a Friday; 2026-11-23 a Monday.
const at = istMoment;
const MINUTE = 60_000;

const escalationOnly = quietSettings({ siteUrl, alertsTo, escalationMinutes: 15 });
const signedLinks = createSignedLinks({ secret: "s".repeat(40), siteUrl });
const digestOnly: ScheduledWorkSettings = { ...escalationOnly, escalationMinutes: 0, digestEnabled: true };

describe.each(testDatabases)("the server's scheduler on $name", ({ name, open, place }) => {
  const rig = databaseWithMailServer(open);

  const storeLead = async (createdAt: Date, values: Partial<typeof leads.$inferInsert> = {}, db = rig.database.db) => {
    const [lead] = await db
      .insert(leads)
      .values({
        name: "Priya Menon",
        phone: "+91 98765 43210",
        city: "Kochi",
        service: "Local SEO",
        createdAt,
        ...values,
      })
      .returning();
    return lead!;
  };
  const escalationsOf = async (leadId: string, db = rig.database.db) =>
    (
      await db
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, "escalation")))
    ).map((event) => event.data);
  const scheduler = (clock: { now(): Date }, settings = escalationOnly, db = rig.database.db) =>
    scheduledWork({ db, mailer: rig.smtp.mailer, signedLinks, accountLinks }, settings, { clock });
  const subjects = () => rig.smtp.accepted.map((mail) => mail.subject);

  describe("escalation", () => {
    it("alerts once, 15 business minutes after an unanswered lead arrived, and not before", async () => {
      const lead = await storeLead(at("2026-11-23", 10));
      const clock = testClock(at("2026-11-23", 10, 14));
      const work = scheduler(clock);

      await work.tick();
      clock.set(new Date(at("2026-11-23", 10, 15).getTime() - 1000));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(0);

      clock.set(at("2026-11-23", 10, 15));
      await work.tick();
      clock.set(at("2026-11-23", 10, 30));
      await work.tick();
      clock.set(at("2026-11-24", 12));
      await work.tick();

      expect(rig.smtp.accepted).toHaveLength(1);
      const [mail] = rig.smtp.accepted;
      expect(mail!.recipients).toEqual([alertsTo]);
      expect(mail!.subject).toBe("No reply yet: Local SEO from Kochi");
      expect(mail!.raw).toMatch(/^Content-Type: text\/plain/im);
      expect(mail!.text).toContain("This enquiry has waited 15 min with no reply (the limit is 15 business minutes).");
      expect(mail!.text).toContain("Service: Local SEO\nCity: Kochi\n");
      expect(mail!.text).toContain(`Open the lead: ${siteUrl}/admin/leads/${lead.id}`);
      // The second alert names the service and city, not the person's contact details.
      expect(mail!.raw).not.toContain("98765");
      expect(await escalationsOf(lead.id)).toEqual([{ outcome: "sent", attempts: 1 }]);
    });

    it("sends nothing about a lead answered in time, or merged into another", async () => {
      const answered = await storeLead(at("2026-11-23", 10), { firstResponseAt: at("2026-11-23", 10, 5) });
      await storeLead(at("2026-11-23", 10), { mergedInto: answered.id });
      const clock = testClock(at("2026-11-23", 12));
      await scheduler(clock).tick();
      expect(rig.smtp.accepted).toHaveLength(0);
    });

    it("counts business time only: a lead from Friday 17:55 IST escalates on Monday at 9:10", async () => {
      const lead = await storeLead(at("2026-11-20", 17, 55));
      const clock = testClock(at("2026-11-20", 17, 59));
      const work = scheduler(clock);
      for (const moment of [
        at("2026-11-20", 17, 59),
        at("2026-11-21", 12),
        at("2026-11-22", 20),
        at("2026-11-23", 9, 9),
      ]) {
        clock.set(moment);
        await work.tick();
      }
      expect(rig.smtp.accepted).toHaveLength(0);

      clock.set(at("2026-11-23", 9, 10));
      await work.tick();
      expect(subjects()).toEqual(["No reply yet: Local SEO from Kochi"]);
      expect(rig.smtp.accepted[0]!.text).toContain(`/admin/leads/${lead.id}`);
    });

    it("skips a holiday: with Monday off, the Friday 17:55 lead escalates on Tuesday at 9:10", async () => {
      await storeLead(at("2026-11-20", 17, 55));
      const clock = testClock(at("2026-11-23", 9, 10));
      const work = scheduler(clock, { ...escalationOnly, holidays: new Set(["2026-11-23"]) });
      for (const moment of [at("2026-11-23", 9, 10), at("2026-11-23", 17), at("2026-11-24", 9, 9)]) {
        clock.set(moment);
        await work.tick();
      }
      expect(rig.smtp.accepted).toHaveLength(0);
      clock.set(at("2026-11-24", 9, 10));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(1);
    });

    it("goes to the person the lead is assigned to, when it has one", async () => {
      await rig.database.db
        .insert(user)
        .values({ id: "user-asha", name: "Asha", email: "asha@sparkline.example" })
        .onConflictDoNothing();
      await storeLead(at("2026-11-23", 10), { assignedTo: "user-asha" });
      await scheduler(testClock(at("2026-11-23", 11))).tick();
      expect(rig.smtp.accepted.map((mail) => mail.recipients)).toEqual([["asha@sparkline.example"]]);
    });

    it("with ESCALATION_MINUTES=0, sends none", async () => {
      await storeLead(at("2026-11-23", 10));
      await scheduler(testClock(at("2026-11-24", 12)), { ...escalationOnly, escalationMinutes: 0 }).tick();
      expect(rig.smtp.accepted).toHaveLength(0);
    });

    it("looks at recent unanswered leads through the needs-reply index", async () => {
      const query = escalationCandidates(
        rig.database.db,
        { minutes: 15, holidays: [], alertsTo, siteUrl },
        at("2026-11-23", 12),
      );
      const plan = await rig.database.db.transaction(async (tx) => {
        // A test database is too small for the planner to prefer an index; this asks whether it can use one.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
        return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("leads_needs_reply_idx");
      expect(plan).toMatch(/outbox_messages_idempotency_key_unique/);
    });
  });

  describe("the outbox", () => {
    it("retries a refused message after 2 s, 10 s, 1 min and 5 min, records each failure, then gives up", async () => {
      const lead = await storeLead(at("2026-11-23", 10));
      rig.smtp.state.refusing = true;
      let now = at("2026-11-23", 10, 20);
      const clock = testClock(now);
      const work = scheduler(clock);
      const row = async () => (await rig.database.db.select().from(outboxMessages))[0]!;

      await work.tick();
      expect(rig.smtp.state.refused).toBe(1);
      expect(await row()).toMatchObject({
        idempotencyKey: `escalation:${lead.id}`,
        attempts: 1,
        sentAt: null,
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + 2_000),
        lastError: expect.stringContaining("451 Mailbox busy"),
      });

      // Not due yet: no attempt.
      clock.set(new Date(now.getTime() + 1_000));
      await work.tick();
      expect(rig.smtp.state.refused).toBe(1);

      for (const [attempt, delay] of [2_000, 10_000, 60_000, 300_000].entries()) {
        now = new Date(now.getTime() + delay);
        clock.set(now);
        await work.tick();
        expect(rig.smtp.state.refused).toBe(attempt + 2);
      }
      const given = await row();
      expect(given).toMatchObject({ attempts: 5, sentAt: null, lastError: expect.stringContaining("451") });
      expect(await escalationsOf(lead.id)).toEqual([{ outcome: "failed", attempts: 5 }]);

      rig.smtp.state.refusing = false;
      clock.set(new Date(now.getTime() + 60 * MINUTE));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(0);
      expect(rig.smtp.state.refused).toBe(5);
    });

    it("sends on the retry after a refusal, and the timeline says after how many attempts", async () => {
      const lead = await storeLead(at("2026-11-23", 10));
      rig.smtp.state.refusing = true;
      const clock = testClock(at("2026-11-23", 10, 20));
      const work = scheduler(clock);
      await work.tick();
      rig.smtp.state.refusing = false;
      clock.set(new Date(at("2026-11-23", 10, 20).getTime() + 2_000));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(1);
      expect(await escalationsOf(lead.id)).toEqual([{ outcome: "sent", attempts: 2 }]);
    });

    it("sends nothing about a lead deleted before its message went out: the message goes with it", async () => {
      const lead = await storeLead(at("2026-11-23", 10));
      rig.smtp.state.refusing = true;
      const clock = testClock(at("2026-11-23", 10, 20));
      const work = scheduler(clock);
      await work.tick();
      expect(await rig.database.db.$count(outboxMessages)).toBe(1);

      await rig.database.db.delete(leads).where(eq(leads.id, lead.id));
      expect(await rig.database.db.$count(outboxMessages)).toBe(0);
      rig.smtp.state.refusing = false;
      clock.set(at("2026-11-23", 11));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(0);
    });

    it("sends each message once when a slow mail server keeps one instance busy and another runs meanwhile", async () => {
      const leadsWaiting = [await storeLead(at("2026-11-23", 10)), await storeLead(at("2026-11-23", 10, 1))];
      const clock = testClock(at("2026-11-23", 10, 20));
      // Each send takes most of a claim's time (never more: a claim outlasts any one send). While the
      // first instance sends its second message, the second instance runs.
      let sends = 0;
      const slowMailer: Mailer = {
        kind: "smtp",
        carrier: "127.0.0.1",
        forgetCopiesTo: async () => 0,
        async send(message) {
          clock.set(new Date(clock.now().getTime() + CLAIM_MS - 60_000));
          if (++sends === 2)
            await scheduledWork(
              { db: rig.database.db, mailer: rig.smtp.mailer, signedLinks, accountLinks },
              escalationOnly,
              {
                clock,
              },
            ).tick();
          await rig.smtp.mailer.send(message);
        },
      };
      await scheduledWork({ db: rig.database.db, mailer: slowMailer, signedLinks, accountLinks }, escalationOnly, {
        clock,
      }).tick();
      expect(sends).toBe(2);
      expect(subjects()).toEqual(["No reply yet: Local SEO from Kochi", "No reply yet: Local SEO from Kochi"]);
      expect(rig.smtp.accepted.map((mail) => mail.text.match(/leads\/(\S+)$/m)?.[1]).sort()).toEqual(
        leadsWaiting.map((lead) => lead.id).sort(),
      );
    });

    it("drops an escalation whose lead was answered while it waited for a retry", async () => {
      const lead = await storeLead(at("2026-11-23", 10));
      rig.smtp.state.refusing = true;
      const clock = testClock(at("2026-11-23", 10, 20));
      const work = scheduler(clock);
      await work.tick();
      await rig.database.db
        .update(leads)
        .set({ firstResponseAt: at("2026-11-23", 10, 21) })
        .where(eq(leads.id, lead.id));
      rig.smtp.state.refusing = false;
      clock.set(at("2026-11-23", 10, 30));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(0);
      expect(await rig.database.db.$count(outboxMessages)).toBe(0);
    });
  });

  describe("the daily digest", () => {
    const seedWaitingWork = async () => {
      const waiting = await storeLead(at("2026-11-23", 8, 30), { service: "Website", city: "Pune" });
      // Merged into another, it is part of that lead: never counted on its own.
      await storeLead(at("2026-11-23", 8, 40), { mergedInto: waiting.id });
      const overdue = await storeLead(at("2026-11-19", 11), {
        firstResponseAt: at("2026-11-19", 11, 5),
        followUpAt: at("2026-11-22", 16),
        service: "Google Ads",
        city: "Jaipur",
      });
      await storeLead(at("2026-11-19", 12), {
        firstResponseAt: at("2026-11-19", 12, 5),
        followUpAt: at("2026-11-23", 15),
      });
      return { waiting, overdue };
    };

    it("goes out at 9:00 IST on a business day, once, listing what waits, with links", async () => {
      const { waiting, overdue } = await seedWaitingWork();
      const clock = testClock(at("2026-11-23", 8, 59));
      const work = scheduler(clock, digestOnly);
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(0);

      for (const moment of [at("2026-11-23", 9), at("2026-11-23", 9, 30), at("2026-11-23", 17)]) {
        clock.set(moment);
        await work.tick();
      }
      expect(rig.smtp.accepted).toHaveLength(1);
      const [digest] = rig.smtp.accepted;
      expect(digest!.recipients).toEqual([alertsTo]);
      expect(digest!.subject).toBe("Leads today: 1 waiting for a reply, 1 follow-up overdue, 1 follow-up due today");
      expect(digest!.text).toContain("What is waiting on Monday, 23 November 2026 (times in IST):");
      expect(digest!.text).toContain(
        `Follow-ups overdue: 1\n- Google Ads, Jaipur: due 22 Nov 2026, 4:00 pm\n  ${siteUrl}/admin/leads/${overdue.id}\n`,
      );
      expect(digest!.text).toContain(`All of them: ${siteUrl}/admin/dashboard/leads?followUp=overdue`);
      expect(digest!.text).toContain("Follow-ups due later today: 1");
      expect(digest!.text).toContain(
        `Enquiries waiting for a reply: 1\n- Website, Pune: 30 min, no reply\n  ${siteUrl}/admin/leads/${waiting.id}\n`,
      );
      expect(digest!.text).toContain(`${siteUrl}/admin/dashboard/leads?needsReply=1`);
    });

    it("is not sent on a Saturday, nor on a holiday", async () => {
      await seedWaitingWork();
      const clock = testClock(at("2026-11-28", 9));
      const work = scheduler(clock, { ...digestOnly, holidays: new Set(["2026-11-30"]) });
      for (const moment of [at("2026-11-28", 9), at("2026-11-29", 10), at("2026-11-30", 9), at("2026-11-30", 12)]) {
        clock.set(moment);
        await work.tick();
      }
      expect(rig.smtp.accepted).toHaveLength(0);
    });

    it("after a server was down at 9:00, goes when it is back that day; never after 18:00", async () => {
      const clock = testClock(at("2026-11-25", 18, 30));
      const work = scheduler(clock, digestOnly);
      await work.tick();
      clock.set(at("2026-11-26", 7));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(0);

      clock.set(at("2026-11-26", 11, 40));
      await work.tick();
      expect(subjects()).toEqual(["Leads today: nothing waiting"]);
      expect(rig.smtp.accepted[0]!.text).toContain("What is waiting on Thursday, 26 November 2026 (times in IST):");
      expect(rig.smtp.accepted[0]!.text).toContain(
        "Nothing is waiting: no follow-up is due and every enquiry has had a reply.",
      );
    });

    it("drops a digest that could not go out before 18:00: tomorrow's replaces it", async () => {
      rig.smtp.state.refusing = true;
      const clock = testClock(new Date(at("2026-11-23", 17, 59).getTime() + 50_000));
      const work = scheduler(clock, digestOnly);
      await work.tick();
      expect(rig.smtp.state.refused).toBe(1);
      rig.smtp.state.refusing = false;
      clock.set(at("2026-11-23", 18, 1));
      await work.tick();
      clock.set(at("2026-11-23", 22));
      await work.tick();
      expect(rig.smtp.accepted).toHaveLength(0);
      expect(await rig.database.db.$count(outboxMessages)).toBe(0);
    });
  });

  it("sends exactly one e-mail per message across a restart between storing it and sending it", async () => {
    const where = await place();
    const first = await where.open();
    try {
      const lead = await storeLead(at("2026-11-23", 10), {}, first.db);
      // The first server stores the escalation and today's digest, and stops before sending them.
      expect(
        await enqueueEscalations(first.db, { minutes: 15, holidays: [], alertsTo, siteUrl }, at("2026-11-23", 10, 15)),
      ).toBe(1);
      expect(
        await enqueueDigest(first.db, { enabled: true, holidays: [], alertsTo, siteUrl }, at("2026-11-23", 10, 15)),
      ).toBe(1);
      await first.close();

      const second = await where.open();
      try {
        const clock = testClock(at("2026-11-23", 10, 16));
        const work = scheduler(clock, { ...escalationOnly, digestEnabled: true }, second.db);
        await work.tick();
        clock.set(at("2026-11-23", 10, 30));
        await work.tick();
        await work.stop();
        expect(subjects().sort()).toEqual(["Leads today: 1 waiting for a reply", "No reply yet: Local SEO from Kochi"]);
        expect(await escalationsOf(lead.id, second.db)).toEqual([{ outcome: "sent", attempts: 1 }]);
      } finally {
        await second.close();
      }
    } finally {
      await where.remove();
    }
  });

  it.skipIf(name !== "postgres")(
    "with two instances on one PostgreSQL database ticking at once, sends each message once",
    async () => {
      const where = await place();
      const [one, two] = [await where.open(), await where.open()];
      try {
        const ids: string[] = [];
        for (let index = 0; index < 6; index++) {
          ids.push((await storeLead(at("2026-11-23", 9, index), { city: `City ${index}` }, one.db)).id);
        }
        const clock = testClock(at("2026-11-23", 10));
        const settings = { ...escalationOnly, digestEnabled: true };
        const instances = [scheduler(clock, settings, one.db), scheduler(clock, settings, two.db)];
        for (const moment of [at("2026-11-23", 10), at("2026-11-23", 10, 1), at("2026-11-23", 11)]) {
          clock.set(moment);
          await Promise.all(instances.map((instance) => instance.tick()));
        }
        await Promise.all(instances.map((instance) => instance.stop()));

        const escalations = rig.smtp.accepted.filter((mail) => mail.subject.startsWith("No reply yet"));
        expect(escalations.map((mail) => mail.subject.replace(/.* from /, "")).sort()).toEqual(
          ids.map((_, index) => `City ${index}`),
        );
        expect(subjects().filter((subject) => subject.startsWith("Leads today"))).toHaveLength(1);
        for (const id of ids) expect(await escalationsOf(id, one.db)).toEqual([{ outcome: "sent", attempts: 1 }]);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await where.remove();
      }
    },
  );

  it("purges leads past their retention period once a day, and their timelines say so", async () => {
    const now = at("2026-11-23", 10);
    const old = await storeLead(new Date(now.getTime() - 400 * 24 * 60 * MINUTE), { firstResponseAt: now });
    // A later enquiry merged into the old one goes with it.
    const merged = await storeLead(new Date(now.getTime() - 20 * 24 * 60 * MINUTE), {
      mergedInto: old.id,
      firstResponseAt: now,
    });
    const kept = await storeLead(new Date(now.getTime() - 300 * 24 * 60 * MINUTE), { firstResponseAt: now });

    await scheduler(testClock(now)).tick();

    const remaining = (await rig.database.db.select({ id: leads.id }).from(leads)).map((lead) => lead.id);
    expect(remaining).toEqual([kept.id]);
    for (const id of [old.id, merged.id]) {
      const events = await rig.database.db
        .select({ actorId: leadEvents.actorId, data: leadEvents.data, at: leadEvents.at })
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, "deleted")));
      expect(events).toEqual([{ actorId: null, data: { by: "retention" }, at: now }]);
    }
  });
});
