// New leads in turn, and the assignee's alert: with the owner's setting on, each enquiry goes to
// the next active Sales person (never a deactivated one), even when enquiries arrive together; the
// timeline says it was given in turn; the assignee gets the new-lead e-mail through the outbox,
// as they do when someone else assigns them a lead (not when they take it themselves).
import { and, eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadEvents, leads, outboxMessages, userRoles } from "../../database/schema";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { ASSIGNED_KIND, assignmentAlertMessages } from "~/features/lead-messages/assignment-alert.server";
import { assignLead } from "~/features/lead-workspace/lead-changes.server";
import { setRoundRobin } from "~/features/leads/round-robin.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { testDatabases } from "./databases";
import { inquiryRequest } from "./inquiries";

const PASSWORD = "a-long-enough-password";
const people = ["asha", "bala", "chitra", "owner"] as const;

describe.each(testDatabases)("assignment in turn on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  const ids = {} as Record<(typeof people)[number], string>;
  const db = () => database.db;
  let ip = 0;

  beforeAll(async () => {
    database = await open();
    auth = createAuth({ db: database.db, secret: "s".repeat(40), siteUrl: "http://localhost" });
    for (const name of people) {
      await createOrPromoteAdmin(auth, db(), {
        email: `${name}@turn.example`,
        password: PASSWORD,
        role: name === "owner" ? "owner" : "sales",
      });
      ids[name] = (await auth.api.signInEmail({ body: { email: `${name}@turn.example`, password: PASSWORD } })).user.id;
    }
    // Chitra has left: she gets no new leads.
    await db().update(userRoles).set({ deactivatedAt: new Date() }).where(eq(userRoles.userId, ids.chitra));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await setRoundRobin(db(), false);
    await db().delete(outboxMessages);
  });

  async function enquire(name: string) {
    const context = provideCapabilities(new RouterContextProvider(), {
      database,
      mailer: { kind: "outbox" as const, carrier: null, forgetCopiesTo: async () => 0, send: async () => {} },
      rateLimiter: databaseRateLimiter(db()),
      settings: { uploadMaxBytes: 1024, inquiriesPerWindow: 100, leadAlertsTo: undefined, acknowledgements: false },
    });
    context.set(clientAddressContext, `10.9.0.${++ip}`);
    await handleInquiry(
      inquiryRequest({ name, phone: "+91 98765 43210", city: "Nagpur", service: "Meta ads" }),
      context,
    );
    return (await db().select().from(leads).where(eq(leads.name, name)))[0]!;
  }
  const alerts = () => db().select().from(outboxMessages).where(eq(outboxMessages.kind, ASSIGNED_KIND));

  it("leaves new leads unassigned until the owner turns it on, then gives them in turn to active Sales people", async () => {
    expect((await enquire("Before Turns")).assignedTo).toBeNull();
    await setRoundRobin(db(), true);
    const order = [ids.asha, ids.bala].sort();
    const given = [];
    for (let i = 0; i < 4; i++) given.push((await enquire(`In Turn ${i}`)).assignedTo);
    // Alternating between the two active people, whoever came first.
    expect(new Set(given.slice(0, 2))).toEqual(new Set(order));
    expect(given.slice(2)).toEqual(given.slice(0, 2));
    expect(given).not.toContain(ids.chitra);

    const first = (await db().select().from(leads).where(eq(leads.name, "In Turn 0")))[0]!;
    const events = await db()
      .select({ kind: leadEvents.kind, actorId: leadEvents.actorId, data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, first.id), eq(leadEvents.kind, "assigned")));
    expect(events).toEqual([{ kind: "assigned", actorId: null, data: { assignee: first.assignedTo, turn: true } }]);

    // Each assignee's alert waits in the outbox, and reads as the new-lead e-mail, to them.
    const stored = await alerts();
    expect(stored).toHaveLength(4);
    const mine = stored.find((message) => message.leadId === first.id)!;
    const mail = await assignmentAlertMessages(db()).render(mine, new Date());
    const assignee = first.assignedTo === ids.asha ? "asha@turn.example" : "bala@turn.example";
    expect(mail).toMatchObject({ to: assignee, subject: "Assigned to you: New inquiry: Meta ads from Nagpur" });
    expect(mail!.text).toContain("Name: In Turn 0");
  });

  it("gives enquiries that arrive together to each person in turn, none twice in a row", async () => {
    await setRoundRobin(db(), true);
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => enquire(`Together ${i}`)));
    const counts = new Map<string | null, number>();
    for (const lead of made) counts.set(lead.assignedTo, (counts.get(lead.assignedTo) ?? 0) + 1);
    expect(counts).toEqual(
      new Map([
        [ids.asha, 3],
        [ids.bala, 3],
      ]),
    );
  });

  it("alerts the person someone else assigns a lead to, not the one who takes it, nor one it was taken from", async () => {
    const lead = await enquire("Handed Lead");
    await assignLead(db(), lead.id, ids.bala!, ids.owner!);
    await assignLead(db(), lead.id, ids.asha!, ids.asha!);
    const stored = await alerts();
    expect(stored.map((message) => message.recipient)).toEqual(["bala@turn.example"]);
    // Bala's alert, sent after the lead went to Asha, is no longer his to act on.
    expect(await assignmentAlertMessages(db()).render(stored[0]!, new Date())).toBeUndefined();
    expect(
      await db()
        .select()
        .from(leads)
        .where(inArray(leads.id, [lead.id])),
    ).toMatchObject([{ assignedTo: ids.asha }]);
  });
});
