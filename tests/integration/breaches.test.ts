// The owner's breach register (Rule 7 of the DPDP Rules, 2025), through the admin gate and the
// route's real loader and actions as a browser posts them: only the owner records a breach and marks
// the Board told; the texts name the 72-hour deadline in IST and the privacy contact; the notice is
// stored once for each enquiry of the chosen days that has an e-mail address, goes to that address
// and says what to do and whom to write to; and every action is in the audit log.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, breaches, leads, outboxMessages } from "../../database/schema";
import { BREACH_INTENTS, boardIntimation, boardReport } from "~/features/data-rights/breaches";
import { breachSender, readBreach } from "~/features/data-rights/breaches.server";
import { DEFAULT_DESK_SETTINGS } from "~/features/data-rights/desk-settings";
import { saveDeskSettings } from "~/features/data-rights/desk-settings.server";
import type { MailMessage } from "~/infrastructure/mailer.server";
import { sendDueMessages } from "~/infrastructure/outbox.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { istMoment } from "~/lib/india-time";
import { action, loader } from "~/routes/admin/breaches";
import { outboxKinds } from "../../server/outbox-kinds";
import { testDatabases } from "./databases";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { staffRig } from "./staff-sessions";
import { testClock } from "./test-clock";

const PASSWORD = "a-long-enough-password";
const OWNER = { email: "owner@breaches.example", password: PASSWORD, name: "Meera Iyer" };
const ADMIN = { email: "admin@breaches.example", password: PASSWORD, role: "admin" as const, name: "Arjun Rao" };
const EDITOR = { email: "editor@breaches.example", password: PASSWORD, role: "editor" as const, name: "Ravi Menon" };

type Answer = {
  status: number;
  body: { ok?: boolean; id?: string; message?: string; fieldErrors?: Record<string, string> };
};

/** What the owner types when the agency learns its enquiry sheet was shared by a public link. */
const breachForm = {
  summary: "The Google Sheet of website enquiries was shared by a public link by mistake.",
  occurredAt: "2026-04-01T09:00",
  awareAt: "2026-04-02T10:30",
  dataAffected: "Names, phone numbers and e-mail addresses of enquiries from March 2026",
  peopleAffected: "1,204",
  consequences: "Spam or fraud calls and messages in our name.",
  measures: "The link was turned off and the sheet's sharing checked.",
  advice: "Never share an OTP on a call, and check with us before paying anyone who says they are from us.",
};

describe.each(testDatabases)("the breach register on $name", ({ open }) => {
  const rig = staffRig(open, [OWNER, ADMIN, EDITOR]);
  const db = () => rig.database.db;

  const post = (form: Record<string, string>, account: { email: string } = OWNER) =>
    rig.asStaff(
      account,
      new Request("http://localhost/admin/breaches", { method: "POST", body: new URLSearchParams(form) }),
      { pattern: "admin/breaches" },
      action as never,
    ) as Promise<Answer>;
  const openPage = (account: { email: string }) =>
    rig.asStaff(
      account,
      new Request("http://localhost/admin/breaches"),
      { pattern: "admin/breaches" },
      loader as never,
    ) as Promise<{ status: number; body: { breaches?: { id: string; summary: string }[] } }>;
  const audited = async (name: string) =>
    (await db().select().from(auditLog).where(eq(auditLog.action, name)).orderBy(auditLog.id)).map(
      (entry) => entry.targetId,
    );
  const lead = async (name: string, email: string | null, receivedAt: Date, mergedInto?: string) =>
    (
      await db()
        .insert(leads)
        .values({
          name,
          email,
          phone: "+91 98470 10000",
          city: "Pune",
          service: "SEO",
          createdAt: receivedAt,
          mergedInto,
        })
        .returning({ id: leads.id })
    )[0]!.id;
  const recorded = async () => {
    const answer = await post({ intent: BREACH_INTENTS.save, ...breachForm });
    expect(answer.status).toBe(200);
    return answer.body.id!;
  };

  it("lets the owner alone record and change a breach, and keeps what was typed when it is refused", async () => {
    for (const account of [ADMIN, EDITOR]) {
      expect((await post({ intent: BREACH_INTENTS.save, ...breachForm }, account)).status).toBe(403);
      // The page itself sends them to the one that says their role does not include it.
      expect((await openPage(account)).status).toBe(302);
    }
    expect(await db().$count(breaches)).toBe(0);

    const id = await recorded();
    const [row] = await db().select().from(breaches).where(eq(breaches.id, id));
    expect(row).toMatchObject({
      awareAt: istMoment("2026-04-02", 10, 30),
      occurredAt: istMoment("2026-04-01", 9, 0),
      peopleAffected: 1204,
      recordedBy: rig.ids[OWNER.email],
      boardIntimatedAt: null,
    });
    expect((await post({ intent: BREACH_INTENTS.save, id, ...breachForm, peopleAffected: "1300" })).status).toBe(200);
    expect((await readBreach(db(), id))!.peopleAffected).toBe(1300);

    const refused = await post({
      intent: BREACH_INTENTS.save,
      ...breachForm,
      awareAt: "",
      occurredAt: "2026-04-03T10:00",
      peopleAffected: "many",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({
      awareAt: "Enter when you became aware of it, in IST.",
      peopleAffected: "Enter how many people, as a whole number (0 if none).",
    });
    expect((refused.body as { values?: Record<string, string> }).values).toMatchObject({
      summary: breachForm.summary,
      peopleAffected: "many",
    });
    const backwards = await post({ intent: BREACH_INTENTS.save, ...breachForm, occurredAt: "2026-04-03T10:00" });
    expect(backwards.body.fieldErrors?.occurredAt).toBe("It cannot have happened after you became aware of it.");

    const listed = await openPage(OWNER);
    expect(listed.status).toBe(200);
    expect(listed.body.breaches?.map((breach) => breach.id)).toContain(id);
    expect(await audited(BREACH_INTENTS.save)).toEqual([null, id]);
  });

  it("writes the Board's texts with the 72-hour deadline in IST and the privacy contact, and marks each step once", async () => {
    await saveDeskSettings(db(), { ...DEFAULT_DESK_SETTINGS, contactName: "Meera Iyer" });
    const id = await recorded();
    const breach = (await readBreach(db(), id))!;
    const sender = await breachSender(db());
    const contact = `Meera Iyer, ${siteConfig().privacyEmail}`;

    const intimation = boardIntimation(breach, sender);
    expect(intimation).toContain("When we became aware of it: 2 Apr 2026, 10:30 am IST");
    expect(intimation).toContain("We will send the detailed report by 5 Apr 2026, 10:30 am IST, within 72 hours");
    expect(intimation).toContain(`Contact for this breach: ${contact}`);
    const report = boardReport(breach, sender);
    expect(report).toContain("Due by: 5 Apr 2026, 10:30 am IST");
    expect(report).toContain("4. Findings on the person who caused it:");
    expect(report).toContain(`Contact for this breach: ${contact}`);

    for (const account of [ADMIN, EDITOR])
      expect((await post({ intent: BREACH_INTENTS.boardIntimated, id }, account)).status).toBe(403);
    expect((await post({ intent: BREACH_INTENTS.boardIntimated, id })).status).toBe(200);
    const first = (await readBreach(db(), id))!.boardIntimatedAt;
    expect(first).toBeInstanceOf(Date);
    // Marked again: the Board was told when it was first marked.
    expect((await post({ intent: BREACH_INTENTS.boardIntimated, id })).status).toBe(200);
    expect((await readBreach(db(), id))!.boardIntimatedAt).toEqual(first);
    expect((await post({ intent: BREACH_INTENTS.boardReported, id })).status).toBe(200);
    expect((await readBreach(db(), id))!.boardReportedAt).toBeInstanceOf(Date);
    expect((await post({ intent: BREACH_INTENTS.boardReported, id: crypto.randomUUID() })).status).toBe(404);

    expect(await audited(BREACH_INTENTS.boardIntimated)).toEqual([id, id]);
    expect(await audited(BREACH_INTENTS.boardReported)).toEqual([id]);
  });

  it("stores the notice once for each enquiry of the chosen days with an e-mail, and e-mails it to that address", async () => {
    await saveDeskSettings(db(), { ...DEFAULT_DESK_SETTINGS, contactName: "Meera Iyer" });
    const id = await recorded();
    const first = await lead("First Day", "first@shop.example", istMoment("2026-03-01", 0, 10));
    const last = await lead("Last Day", "last@shop.example", istMoment("2026-03-31", 23, 50));
    await lead("Day After", "after@shop.example", istMoment("2026-04-01", 0, 5));
    await lead("Day Before", "before@shop.example", istMoment("2026-02-28", 23, 55));
    await lead("No Address", null, istMoment("2026-03-15", 12, 0));
    await lead("Merged Copy", "first@shop.example", istMoment("2026-03-02", 12, 0), first);
    const range = { intent: BREACH_INTENTS.notify, id, from: "2026-03-01", to: "2026-03-31" };

    for (const account of [ADMIN, EDITOR]) expect((await post(range, account)).status).toBe(403);
    const sent = await post(range);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("The notice goes to 2 people by e-mail in the next few minutes.");
    const stored = () => db().select().from(outboxMessages).where(eq(outboxMessages.kind, "breach-notice"));
    expect((await stored()).map((message) => message.leadId).sort()).toEqual([first, last].sort());
    expect(await stored()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          leadId: first,
          recipient: "",
          payload: { breachId: id },
          idempotencyKey: `breach-notice:${id}:${first}`,
        }),
      ]),
    );
    expect(await readBreach(db(), id)).toMatchObject({ peopleNotified: 2, peopleNotifiedAt: expect.any(Date) });

    // Sent again, for the same days and a few more: nobody gets a second copy.
    const again = await post({ ...range, from: "2026-02-01" });
    expect(again.body.message).toBe("The notice goes to 1 more person; 2 people in that range had it already.");
    expect(await stored()).toHaveLength(3);
    expect((await post({ ...range, from: "2026-02-01" })).status).toBe(200);
    expect(await stored()).toHaveLength(3);
    expect((await readBreach(db(), id))!.peopleNotified).toBe(3);

    const none = await post({ ...range, from: "2026-05-01", to: "2026-05-31" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("No enquiry received on those days has an e-mail address.");
    const backwards = await post({ ...range, from: "2026-03-31", to: "2026-03-01" });
    expect(backwards.body.fieldErrors?.to).toBe("The last day cannot be before the first.");

    // Sent by the server's own outbox kinds: to the enquiry's address, with what to do and whom to write to.
    const mail: MailMessage[] = [];
    const clock = testClock(new Date(Date.now() + 60_000));
    const services = {
      db: db(),
      mailer: {
        kind: "outbox" as const,
        carrier: null,
        send: async (message: MailMessage) => void mail.push(message),
        forgetCopiesTo: async () => 0,
      },
      signedLinks: createSignedLinks({ secret: "a".repeat(40), siteUrl: "https://sparkline.example" }),
      accountLinks,
    };
    const kinds = outboxKinds(undefined, services, quietSettings(), clock);
    expect(kinds).toHaveProperty(["breach-notice"]);
    await sendDueMessages(services, {
      clock,
      kinds: { "breach-notice": kinds["breach-notice"]! },
      delays: [],
      reasonOf: String,
    });
    expect(mail.map((message) => message.to).sort()).toEqual([
      "before@shop.example",
      "first@shop.example",
      "last@shop.example",
    ]);
    const notice = mail.find((message) => message.to === "first@shop.example")!;
    expect(notice.subject).toBe(`${siteConfig().brand}: a data breach that may affect your personal data`);
    expect(notice.text).toContain(`What happened:\n${breachForm.summary}`);
    expect(notice.text).toContain(
      "It happened on 1 Apr 2026, 9:00 am IST, and we came to know of it on 2 Apr 2026, 10:30 am IST.",
    );
    expect(notice.text).toContain(`What you can do:\n${breachForm.advice}`);
    expect(notice.text).toContain(
      `write to Meera Iyer, who answers questions about your data for us, at ${siteConfig().privacyEmail}.`,
    );
    expect(notice.html).toContain("<strong>What you can do</strong>");
    // Nothing of one enquirer goes to another.
    expect(notice.text).not.toContain("last@shop.example");

    expect(await audited(BREACH_INTENTS.notify)).toEqual([id, id, id]);
    const [kept] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, BREACH_INTENTS.notify))
      .orderBy(auditLog.id);
    expect(kept!.details).toEqual({ from: "2026-03-01", to: "2026-03-31" });
  });

  it("sends no notice that does not yet say what could happen, what was done and what people can do", async () => {
    const answer = await post({ intent: BREACH_INTENTS.save, ...breachForm, advice: "" });
    const id = answer.body.id!;
    const waiting = await lead("Waiting", "waiting@shop.example", istMoment("2026-03-10", 11, 0));
    const refused = await post({ intent: BREACH_INTENTS.notify, id, from: "2026-03-01", to: "2026-03-31" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Before the notice goes out/);
    expect(await db().$count(outboxMessages, eq(outboxMessages.leadId, waiting))).toBe(0);
    expect((await readBreach(db(), id))!.peopleNotifiedAt).toBeNull();
  });
});
