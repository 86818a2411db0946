// Other tools hear through webhooks: a local receiver checks every delivery with the Standard
// Webhooks reference verifier (the `standardwebhooks` package receivers use), fails twice and then
// accepts, across a restart of the site (a new scheduler on the same database). Each event an
// endpoint asked for reaches it; a deleted lead is told by id only; a redirect is not followed; an
// Apps Script endpoint finds the signature in the body and its 302 counts as delivered.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { leadEvents, leads, webhookAttempts, webhookEndpoints } from "../../database/schema";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import {
  addNote,
  changeLeadStatus,
  correctLeadDetails,
  recordConsentWithdrawal,
  removeLead,
  setFollowUp,
} from "~/features/lead-workspace/lead-changes.server";
import { followUpSchema } from "~/features/lead-workspace/lead-page-schema";
import { leadReference } from "~/lib/lead-reference";
import { purgeLeadsOlderThan } from "~/features/leads/retention.server";
import { WEBHOOK_RETRY_DELAYS_MS, deliveryLog, redeliver } from "~/features/webhooks/deliveries.server";
import {
  addEndpoint,
  addEndpointSchema,
  removeEndpoint,
  rotateSecret,
  sendTest,
} from "~/features/webhooks/endpoints.server";
import { type WebhookEvent, webhookEvents } from "~/features/webhooks/events";
import { dealSchema } from "~/features/deals";
import { setDeal } from "~/features/lead-workspace/deal-changes.server";
import { createAuth } from "~/infrastructure/auth.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import type { OutboundPolicy } from "~/infrastructure/outbound-http.server";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { fieldErrors as formFieldErrors } from "~/lib/forms";
import { istDateKey } from "~/lib/india-time";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { scheduledWork } from "../../server/scheduled-work";
import { testDatabases } from "./databases";
import { inquiryRequest, outboxWakeUps } from "./inquiries";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testClock } from "./test-clock";

const siteUrl = "https://sparkline.example";
const signedLinks = createSignedLinks({ secret: "a".repeat(40), siteUrl });
const loopback: OutboundPolicy = { allowLoopback: true };

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver of webhooks: records each request and answers the next status of `answers` (then 204). */
async function startReceiver() {
  const state = {
    url: "",
    requests: [] as Received[],
    answers: [] as number[],
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      state.requests.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const status = state.answers.shift() ?? 204;
      response.writeHead(status, status === 302 ? { location: `${state.url}/followed` } : {});
      // A body the product must never show or keep: "send a test" shows the status code only.
      response.end(status === 418 ? "internal: db password is hunter2" : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

describe.each(testDatabases)("webhooks on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let clock: ReturnType<typeof testClock>;
  let adminId = "";
  let ip = 0;
  beforeAll(async () => {
    receiver = await startReceiver();
    const auth = createAuth({ db: rig.database.db, secret: "s".repeat(40), siteUrl });
    await createOrPromoteAdmin(auth, rig.database.db, {
      email: "owner@sparkline.example",
      password: "a-long-password-1",
    });
    const { response } = await auth.api.signInEmail({
      body: { email: "owner@sparkline.example", password: "a-long-password-1" },
      returnHeaders: true,
    });
    adminId = response.user.id;
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    await rig.database.db.delete(webhookEndpoints);
    receiver.requests.length = 0;
    receiver.answers = [];
    // A minute ahead: what the test stores meanwhile is due.
    clock = testClock(new Date(Date.now() + 60_000));
  });

  const settings = quietSettings({ webhookPolicy: loopback });
  /** One start of the site's scheduler: each call is a new one, as after a restart. */
  const tick = () =>
    scheduledWork({ db: rig.database.db, mailer: rig.smtp.mailer, signedLinks, accountLinks }, settings, {
      clock,
    }).tick();
  const moveClock = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  /** The "Add endpoint" form as the admin gate checks it (the schema's field errors when it fails). */
  const endpointForm = (url: string, events: readonly WebhookEvent[] = webhookEvents, appsScript = false) => {
    const parsed = addEndpointSchema.safeParse({ url, events, ...(appsScript ? { signatureInBody: "on" } : {}) });
    if (!parsed.success) {
      const fieldErrors = formFieldErrors(parsed.error);
      throw Object.assign(new Error("refused by the schema"), { fieldErrors });
    }
    return { data: parsed.data, values: { url } };
  };
  const addReceiver = async (events?: readonly WebhookEvent[], appsScript = false) => {
    const added = await addEndpoint(
      rig.database.db,
      endpointForm(`${receiver.url}/hooks`, events, appsScript),
      loopback,
    );
    if (!added.ok || !added.reveal) throw new Error("the endpoint was not added");
    return { id: added.id!, secret: added.reveal };
  };
  const send = async (name: string) => {
    const context = provideCapabilities(new RouterContextProvider(), {
      database: rig.database,
      mailer: { kind: "outbox" as const, carrier: null, forgetCopiesTo: async () => 0, send: async () => {} },
      rateLimiter: databaseRateLimiter(rig.database.db),
      settings: { uploadMaxBytes: 1024, inquiriesPerWindow: 100, leadAlertsTo: undefined, acknowledgements: false },
    });
    context.set(clientAddressContext, `10.0.3.${++ip}`);
    await handleInquiry(
      inquiryRequest({
        name,
        phone: "+91 98765 22222",
        email: "ravi@tiles.example",
        city: "Morbi",
        service: "Google Ads",
        message: "Need leads for our tile showroom",
      }),
      context,
    );
    return (await rig.database.db.select().from(leads).where(eq(leads.name, name)))[0]!;
  };
  /** What a receiver does with the reference verifier: the JSON when the signature holds, else it throws. */
  const verified = (request: Received, secret: string) =>
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      version: number;
      data: Record<string, Record<string, unknown>>;
    };

  it("signs each delivery for a Standard Webhooks verifier, and retries one that failed twice until it is accepted, across restarts", async () => {
    const { id, secret } = await addReceiver();
    receiver.answers = [500, 503];
    const wakeUps = await outboxWakeUps(rig.database);
    onTestFinished(() => wakeUps.close());
    const lead = await send("Ravi Patel");
    // The schedulers hear that something waits (the delivery was stored with the lead).
    await wakeUps.settled();
    expect(wakeUps.heard()).toBe(1);

    await tick();
    moveClock(WEBHOOK_RETRY_DELAYS_MS[0]!);
    await tick(); // a restart: a new scheduler on the same database
    expect(receiver.requests).toHaveLength(2);
    const [retrying] = await deliveryLog(rig.database.db, id);
    expect(retrying).toMatchObject({ state: "retrying", attempts: 2, statusCode: 503, lastError: "HTTP 503" });

    moveClock(WEBHOOK_RETRY_DELAYS_MS[0]! - 1);
    await tick(); // not yet: the second retry waits 5 minutes
    expect(receiver.requests).toHaveLength(2);
    moveClock(WEBHOOK_RETRY_DELAYS_MS[1]!);
    await tick();
    expect(receiver.requests).toHaveLength(3);

    // Every attempt verifies, under one id (a receiver drops repeats by it), each with its own timestamp.
    const bodies = receiver.requests.map((request) => verified(request, secret));
    expect(new Set(receiver.requests.map((request) => request.headers["webhook-id"]))).toEqual(
      new Set([expect.stringMatching(/^msg_[0-9a-f-]{36}$/)]),
    );
    expect(receiver.requests[0]!.path).toBe("/hooks");
    expect(receiver.requests[0]!.headers["content-type"]).toBe("application/json");
    expect(bodies[2]).toEqual({
      type: "lead.created",
      timestamp: expect.any(String),
      version: 1,
      data: {
        lead: {
          id: lead.id,
          reference: leadReference(lead.id),
          url: `${siteUrl}/admin/leads/${lead.id}`,
          name: "Ravi Patel",
          phone: "+919876522222",
          email: "ravi@tiles.example",
          city: "Morbi",
          service: "Google Ads",
          message: "Need leads for our tile showroom",
          status: "new",
          source: expect.any(Object),
          // The language of the page it was sent from: a CRM replies in it.
          language: "en",
          marketingConsent: false,
          followUp: null,
          deal: { value: null, expectedClose: null, lostReason: null },
          createdAt: lead.createdAt.toISOString(),
        },
      },
    });
    // A body signed with another secret is refused by the same verifier.
    const forged = { ...receiver.requests[2]!, body: receiver.requests[2]!.body.replace("Ravi", "Ramesh") };
    expect(() => verified(forged, secret)).toThrow("No matching signature found");

    const [delivered] = await deliveryLog(rig.database.db, id);
    expect(delivered).toMatchObject({
      event: "lead.created",
      leadId: lead.id,
      state: "delivered",
      attempts: 3,
      statusCode: 204,
      lastError: null,
    });
    expect(delivered!.durationMs).toBeGreaterThanOrEqual(0);
    // On the lead's timeline, like every message about it.
    const timeline = await rig.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(timeline.filter((entry) => entry.kind === "webhook").map((entry) => entry.data)).toEqual([
      { outcome: "delivered", attempts: 3, event: "lead.created", endpointId: id },
    ]);
    const attempts = await rig.database.db.select().from(webhookAttempts);
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([204, 500, 503]);

    // Nothing more goes out once delivered.
    moveClock(60 * 60 * 1000);
    await tick();
    expect(receiver.requests).toHaveLength(3);
  });

  it("tells each endpoint the events it asked for: status changes, notes, follow-ups due, corrections, deals and deletions", async () => {
    const { secret } = await addReceiver([
      "lead.status_changed",
      "lead.updated",
      "lead.note_added",
      "lead.follow_up_due",
      "lead.consent_withdrawn",
      "lead.deal_changed",
      "lead.deleted",
    ]);
    const lead = await send("Kavya Iyer");
    const db = rig.database.db;
    await changeLeadStatus(db, { id: lead.id, status: "contacted" }, adminId);
    const body = "Wants a **Diwali** campaign";
    await addNote(db, lead.id, { data: { body }, values: { body } }, adminId);
    // A follow-up in two minutes, India time.
    const due = new Date(Date.now() + 2 * 60_000);
    const ist = new Date(due.getTime() + 5.5 * 60 * 60 * 1000).toISOString();
    await setFollowUp(
      db,
      lead.id,
      {
        data: followUpSchema.parse({
          followUpDate: istDateKey(due),
          followUpTime: ist.slice(11, 16),
          followUpNote: "Send the quote",
        }),
        values: {},
      },
      adminId,
    );
    clock.set(new Date(Date.now() + 1_000));
    await tick();
    expect(receiver.requests.map((request) => verified(request, secret).type)).toEqual([
      "lead.status_changed",
      "lead.note_added",
    ]);
    const [status, note] = receiver.requests.map((request) => verified(request, secret).data);
    expect(status).toMatchObject({ status: { from: "new", to: "contacted" }, lead: { id: lead.id } });
    expect(note).toMatchObject({ note: { body: "Wants a **Diwali** campaign" }, lead: { name: "Kavya Iyer" } });

    // The follow-up falls due: told once, however many ticks follow.
    clock.set(new Date(due.getTime() + 60_000));
    await tick();
    await tick();
    const followUps = receiver.requests
      .map((request) => verified(request, secret))
      .filter((body) => body.type === "lead.follow_up_due");
    expect(followUps).toHaveLength(1);
    expect(followUps[0]!.data.lead).toMatchObject({ followUp: { note: "Send the quote" } });
    // An endpoint added after it fell due is not told about it.
    const later = await addEndpoint(db, endpointForm(`${receiver.url}/later`, ["lead.follow_up_due"]), loopback);
    await db
      .update(webhookEndpoints)
      .set({ createdAt: new Date(due.getTime() + 30_000) })
      .where(eq(webhookEndpoints.id, later.ok ? later.id! : ""));
    await tick();
    expect(receiver.requests.filter((request) => request.path === "/later")).toEqual([]);

    // A withdrawal of consent (the lead had agreed to offers), recorded by an admin, reaches the endpoints that asked for it.
    await db.update(leads).set({ marketingConsent: true }).where(eq(leads.id, lead.id));
    await recordConsentWithdrawal(db, lead.id, adminId);
    await tick();
    expect(verified(receiver.requests.at(-1)!, secret)).toMatchObject({
      type: "lead.consent_withdrawn",
      data: { lead: { id: lead.id, marketingConsent: false }, withdrawnBy: "admin" },
    });

    // A correction of the person's details reaches them as lead.updated, naming the fields changed.
    const [stored] = await db.select().from(leads).where(eq(leads.id, lead.id));
    const corrected = { ...stored!, phone: "+91 98450 77777", phoneE164: "+919845077777" };
    expect(await correctLeadDetails(db, lead.id, { data: corrected, values: {} }, adminId)).toEqual({ ok: true });
    await tick();
    expect(verified(receiver.requests.at(-1)!, secret)).toMatchObject({
      type: "lead.updated",
      data: { lead: { id: lead.id, phone: "+919845077777" }, changed: ["phone"] },
    });

    // A deal's value and close date: the lead as it is now, with its deal in rupees before GST.
    const deal = dealSchema.parse({ dealValue: "75,000", expectedClose: "2027-01-10" });
    expect(await setDeal(db, lead.id, { data: deal, values: {} }, adminId)).toEqual({ ok: true });
    await tick();
    expect(verified(receiver.requests.at(-1)!, secret)).toMatchObject({
      type: "lead.deal_changed",
      data: { lead: { id: lead.id, deal: { value: 75_000, expectedClose: "2027-01-10", lostReason: null } } },
    });

    // Deleted: the lead's id and reference only, nothing the visitor typed.
    await removeLead(db, lead.id, adminId);
    await tick();
    const deleted = verified(receiver.requests.at(-1)!, secret);
    expect(deleted).toMatchObject({
      type: "lead.deleted",
      data: { lead: { id: lead.id, reference: leadReference(lead.id) }, deletedBy: "admin" },
    });
    expect(receiver.requests.at(-1)!.body).not.toMatch(/Kavya|Morbi|ravi@|98765/);
  });

  it("never sends a lead deleted before its turn, and tells a retention purge as a deletion", async () => {
    const { secret } = await addReceiver(["lead.created", "lead.deleted"]);
    const db = rig.database.db;
    const first = await send("Asha Menon");
    await removeLead(db, first.id, adminId);
    const second = await send("Old Enquiry");
    await tick();
    // A year on, the retention purge deletes it.
    await db
      .update(leads)
      .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(leads.id, second.id));
    expect(await purgeLeadsOlderThan(db, 365, clock.now())).toBe(1);
    await tick();
    const bodies = receiver.requests.map((request) => verified(request, secret));
    expect(bodies.map((body) => [body.type, body.data.lead!.id])).toEqual([
      ["lead.deleted", first.id],
      ["lead.created", second.id],
      ["lead.deleted", second.id],
    ]);
    expect(bodies[2]!.data.deletedBy).toBe("retention");
    expect(receiver.requests.map((request) => request.body).join("")).not.toContain("Asha");
  });

  it("does not follow a redirect, and gives up at once on an address that is not public", async () => {
    const { id } = await addReceiver(["lead.created"]);
    receiver.answers = [302];
    await send("Farhan Shaikh");
    await tick();
    expect(receiver.requests.map((request) => request.path)).toEqual(["/hooks"]);
    expect((await deliveryLog(rig.database.db, id))[0]).toMatchObject({
      state: "retrying",
      statusCode: 302,
      lastError: "HTTP 302: a redirect, which deliveries do not follow",
    });

    // Loopback allowed when the endpoint was added, not any more at delivery (as in production):
    // checked at every delivery, refused before connecting, and not retried.
    const strict = { ...settings, webhookPolicy: { allowLoopback: false } };
    moveClock(WEBHOOK_RETRY_DELAYS_MS[0]!);
    await scheduledWork({ db: rig.database.db, mailer: rig.smtp.mailer, signedLinks, accountLinks }, strict, {
      clock,
    }).tick();
    expect(receiver.requests).toHaveLength(1);
    expect((await deliveryLog(rig.database.db, id))[0]).toMatchObject({
      state: "failed",
      attempts: 2,
      statusCode: null,
      lastError: "The address must start with https://.",
    });

    // Redeliver: the same delivery from a first attempt, under the same id.
    expect(await redeliver(rig.database.db, id, (await deliveryLog(rig.database.db, id))[0]!.id, clock.now())).toBe(
      "queued",
    );
    await tick();
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.headers["webhook-id"]).toBe(receiver.requests[0]!.headers["webhook-id"]);
    expect((await deliveryLog(rig.database.db, id))[0]).toMatchObject({ state: "delivered", attempts: 1 });
  });

  it("puts the signature in the body for Google Apps Script, and takes its 302 as delivered", async () => {
    const { id, secret } = await addReceiver(["lead.created"], true);
    receiver.answers = [302];
    await send("Neha Joshi");
    await tick();
    expect(receiver.requests).toHaveLength(1);
    const sent = JSON.parse(receiver.requests[0]!.body) as Record<string, string>;
    // What an Apps Script receiver checks: the HMAC of id.timestamp.payload under the secret's key.
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key)
      .update(`${sent["webhook-id"]}.${sent["webhook-timestamp"]}.${sent.payload}`)
      .digest("base64");
    expect(sent["webhook-signature"]).toBe(`v1,${expected}`);
    expect(JSON.parse(sent.payload!)).toMatchObject({ type: "lead.created", data: { lead: { name: "Neha Joshi" } } });
    expect((await deliveryLog(rig.database.db, id))[0]).toMatchObject({ state: "delivered", statusCode: 302 });
    moveClock(WEBHOOK_RETRY_DELAYS_MS[0]!);
    await tick();
    expect(receiver.requests).toHaveLength(1);
  });

  it("signs with both secrets for a day after a rotation, and sends a test that shows only the status code", async () => {
    const { id, secret: old } = await addReceiver(["lead.created"]);
    const rotated = await rotateSecret(rig.database.db, id, clock.now());
    if (!rotated.ok) throw new Error("not rotated");
    await send("Imran Khan");
    await tick();
    expect(verified(receiver.requests[0]!, old).type).toBe("lead.created");
    expect(verified(receiver.requests[0]!, rotated.reveal!).type).toBe("lead.created");

    receiver.answers = [418];
    const tested = await sendTest(rig.database.db, id, loopback, new Date());
    expect(tested).toEqual({ ok: true, message: "Did not arrive: the address answered HTTP 418." });
    expect(verified(receiver.requests[1]!, rotated.reveal!)).toMatchObject({ type: "webhook.test", version: 1 });
    // Signed with the old secret too, during the rotation's day, like every delivery.
    expect(verified(receiver.requests[1]!, old)).toMatchObject({ type: "webhook.test" });

    expect(await removeEndpoint(rig.database.db, id)).toEqual({ ok: true });
    expect(await sendTest(rig.database.db, id, loopback, new Date())).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("refuses an http address, a private one, a name that leads to one, and no events, keeping what was typed", async () => {
    const strict = { allowLoopback: false };
    const refusal = async (url: string, events: readonly WebhookEvent[] = webhookEvents) => {
      let form;
      try {
        form = endpointForm(url, events);
      } catch (refused) {
        return (refused as { fieldErrors: Record<string, string> }).fieldErrors;
      }
      const outcome = await addEndpoint(rig.database.db, form, strict);
      if (outcome.ok) throw new Error(`${url} was accepted`);
      expect(outcome.values).toEqual({ url });
      return outcome.fieldErrors;
    };
    expect(await refusal("http://hooks.zapier.com/hooks/catch/1/abc")).toEqual({
      url: "The address must start with https://.",
    });
    expect(await refusal(`${receiver.url.replace("http:", "https:")}/hooks`)).toEqual({
      url: expect.stringContaining("127.0.0.1 is a private or special address (loopback)"),
    });
    expect(await refusal("https://10.0.0.7/hooks")).toEqual({ url: expect.stringContaining("(private)") });
    expect(await refusal("https://[fd00::7]/hooks")).toEqual({ url: expect.stringContaining("(uniqueLocal)") });
    expect(await refusal("https://localhost/hooks")).toEqual({
      url: expect.stringMatching(/^localhost resolves to a private or special address \(loopback\)/),
    });
    expect(await refusal("not an address")).toEqual({ url: "Enter the endpoint's address, starting with https://." });
    expect(await refusal("https://hooks.zapier.com/x", [])).toEqual({ events: "Choose at least one event." });
    expect(await rig.database.db.select().from(webhookEndpoints)).toEqual([]);
    expect(receiver.requests).toEqual([]);
  });
});
