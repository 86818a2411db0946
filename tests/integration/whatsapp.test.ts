// The owner hears on WhatsApp: the template message to each of the agency's numbers, through a
// local stand-in for the WhatsApp Cloud API that checks each request as Meta documents it (method,
// versioned path, bearer token, JSON body) and answers with Meta's documented shapes: accepted, a
// refused template, a server error then success, an expired token. Each across a restart (a new
// scheduler on the same database). Then Meta's status webhooks: signed, verified, recorded.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { leadEvents, leads, outboxMessages } from "../../database/schema";
import { enqueueWhatsAppAlerts, templateParameter } from "~/features/lead-messages/whatsapp-alert.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { action as webhookAction, loader as webhookLoader } from "~/routes/resources/whatsapp-webhook";
import { scheduledWork } from "../../server/scheduled-work";
import { databaseWithMailServer } from "./mail-rig";
import { testDatabases } from "./databases";
import { inquiryRequest, outboxWakeUps } from "./inquiries";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testClock } from "./test-clock";

const siteUrl = "https://sparkline.example";
const token = "EAAG-test-token-1";
const appSecret = "meta-app-secret-for-tests";
const verifyToken = "verify-me-please";

interface StandIn {
  url: string;
  requests: { path: string; body: Record<string, unknown> }[];
  /** The next answers, in order (then: accepted): accepted, or one of Meta's documented errors. */
  answers: ("accept" | "template" | "server" | "token")[];
  close(): Promise<void>;
}

/** Meta's documented error bodies (Graph API error object). */
const errors = {
  template: {
    status: 404,
    body: {
      error: {
        message: "(#132001) Template name does not exist in the translation",
        type: "OAuthException",
        code: 132001,
        error_data: { messaging_product: "whatsapp", details: "template name (new_lead) does not exist in en" },
        fbtrace_id: "A1b2C3",
      },
    },
  },
  server: {
    status: 500,
    body: { error: { message: "An unknown error has occurred.", type: "OAuthException", code: 1, fbtrace_id: "D4e5" } },
  },
  token: {
    status: 401,
    body: {
      error: {
        message: "Error validating access token: Session has expired on Tuesday, 24-Nov-26 10:00:00 PST.",
        type: "OAuthException",
        code: 190,
        error_subcode: 463,
        fbtrace_id: "F6g7",
      },
    },
  },
};

async function startStandIn(): Promise<StandIn> {
  const state: StandIn = { url: "", requests: [], answers: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const refuse = (status: number, message: string) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message, type: "OAuthException", code: 100 } }));
      };
      // As Meta documents it: POST /{version}/{phone-number-id}/messages, a bearer token, JSON.
      if (request.method !== "POST" || request.url !== "/v23.0/1098765432/messages")
        return refuse(400, `unexpected ${request.method} ${request.url}`);
      if (request.headers.authorization !== `Bearer ${token}`) return refuse(401, "no bearer token");
      if (!request.headers["content-type"]?.startsWith("application/json")) return refuse(400, "not JSON");
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      state.requests.push({ path: request.url, body });
      const template = body.template as { components: { parameters: { type: string; text: string }[] }[] };
      const texts = template.components[0]!.parameters.map((parameter) => parameter.text);
      if (body.messaging_product !== "whatsapp" || body.type !== "template" || !/^\d{10,15}$/.test(String(body.to)))
        return refuse(400, "(#100) Invalid parameter");
      // "Param text cannot have new-line/tab characters or more than 4 consecutive spaces" (#132018).
      if (texts.some((text) => /[\n\t]| {5}/.test(text) || text === ""))
        return refuse(400, "(#132018) There was an issue with the parameters in your template.");
      const answer = state.answers.shift() ?? "accept";
      if (answer !== "accept") {
        response.writeHead(errors[answer].status, { "content-type": "application/json" });
        return response.end(JSON.stringify(errors[answer].body));
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.HBgM${state.requests.length}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

describe.each(testDatabases)("WhatsApp alerts on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);
  let standIn: StandIn;
  let clock: ReturnType<typeof testClock>;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.answers = [];
    clock = testClock(new Date(Date.now() + 60_000));
  });

  const settings = () =>
    quietSettings({
      alertsTo: "alerts@sparkline.example",
      whatsapp: {
        apiUrl: standIn.url,
        version: "v23.0",
        accessToken: token,
        phoneNumberId: "1098765432",
        template: "new_lead",
        language: "en",
        to: ["+919820012345", "+919820054321"],
      },
    });
  /** A server's scheduler: a new one is what a restart starts. */
  const tick = () =>
    scheduledWork(
      {
        db: rig.database.db,
        mailer: rig.smtp.mailer,
        signedLinks: createSignedLinks({ secret: "w".repeat(40), siteUrl }),
        accountLinks,
      },
      settings(),
      { clock },
    ).tick();
  const storeLead = async (values: Partial<typeof leads.$inferInsert> = {}) => {
    const [lead] = await rig.database.db
      .insert(leads)
      .values({
        name: "Anita\tDesai\n",
        phone: "+91 98765 43210",
        city: "Nashik     Road",
        service: "Google Ads",
        ...values,
      })
      .returning();
    await enqueueWhatsAppAlerts(rig.database.db, settings().whatsapp!, lead!.id, clock.now());
    return lead!;
  };
  const alertsOf = async (leadId: string) =>
    (await rig.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)))
      .filter((event) => event.kind === "whatsapp-alert")
      .map((event) => event.data);
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  it("sends the template to each of the owner's numbers, parameters cleaned, and records it accepted", async () => {
    const lead = await storeLead();
    await tick();
    expect(standIn.requests.map((request) => request.body.to).sort()).toEqual(["919820012345", "919820054321"]);
    expect(standIn.requests[0]!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: expect.any(String),
      type: "template",
      template: {
        name: "new_lead",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Anita Desai" },
              { type: "text", text: "Google Ads" },
              { type: "text", text: "Nashik Road" },
              { type: "text", text: `${siteUrl}/admin/leads/${lead.id}` },
            ],
          },
        ],
      },
    });
    expect(await alertsOf(lead.id)).toEqual([
      { outcome: "accepted", attempts: 1 },
      { outcome: "accepted", attempts: 1 },
    ]);
    const ids = (await rig.database.db.select().from(outboxMessages)).map((message) => message.externalId).sort();
    expect(ids).toEqual(["wamid.HBgM1", "wamid.HBgM2"]);
    expect(rig.smtp.accepted).toEqual([]);
  });

  it("stores an alert per number with each new enquiry, and its commit wakes the schedulers", async () => {
    const wakeUps = await outboxWakeUps(rig.database);
    onTestFinished(() => wakeUps.close());
    const context = provideCapabilities(new RouterContextProvider(), {
      database: rig.database,
      mailer: { kind: "outbox" as const, carrier: null, forgetCopiesTo: async () => 0, send: async () => {} },
      rateLimiter: databaseRateLimiter(rig.database.db),
      settings: {
        uploadMaxBytes: 1024,
        inquiriesPerWindow: 8,
        leadAlertsTo: undefined,
        acknowledgements: false,
        whatsappTo: settings().whatsapp!.to,
      },
    });
    context.set(clientAddressContext, "10.0.3.1");
    const fields = { name: "Form Farida", phone: "+91 98765 40000", city: "Pune", service: "SEO" };
    await handleInquiry(inquiryRequest(fields), context);
    const queued = await rig.database.db.select().from(outboxMessages);
    expect(queued.map((message) => [message.kind, message.recipient]).sort()).toEqual([
      ["whatsapp-alert", "+919820012345"],
      ["whatsapp-alert", "+919820054321"],
    ]);
    await wakeUps.settled();
    expect(wakeUps.heard()).toBe(1);
    await tick();
    expect(standIn.requests).toHaveLength(2);
  });

  it("retries a server error after its backoff, on a restarted server, and is accepted once", async () => {
    standIn.answers = ["server", "accept"];
    const lead = await storeLead();
    await tick();
    const waiting = (await rig.database.db.select().from(outboxMessages)).filter((message) => !message.sentAt);
    expect(waiting.map((message) => message.lastError)).toEqual([
      "WhatsApp API 500 (code 1): An unknown error has occurred.",
    ]);
    later(2_000);
    await tick(); // a new scheduler: the server restarted
    expect(standIn.requests).toHaveLength(3);
    expect((await alertsOf(lead.id)).map((data) => data.outcome)).toEqual(["accepted", "accepted"]);
  });

  it("gives up at once on a refused template, which no retry can change, and records why on the lead", async () => {
    standIn.answers = ["template", "template"];
    const lead = await storeLead();
    await tick();
    later(300_000);
    await tick();
    expect(standIn.requests).toHaveLength(2);
    expect(await alertsOf(lead.id)).toEqual([
      { outcome: "failed", attempts: 1 },
      { outcome: "failed", attempts: 1 },
    ]);
    const [message] = await rig.database.db.select().from(outboxMessages);
    expect(message!.lastError).toBe(
      "WhatsApp API 404 (code 132001): (#132001) Template name does not exist in the translation",
    );
  });

  it("tells the alert recipients once by e-mail when the token is refused, not once per lead", async () => {
    standIn.answers = Array(20).fill("token");
    await storeLead();
    await storeLead({ name: "Second Lead", phone: "+91 98765 43211" });
    await tick();
    await tick();
    // A rejected token fails each alert at once: no retry until someone sets a new one.
    expect(standIn.requests).toHaveLength(4);
    expect(rig.smtp.accepted.map((mail) => [mail.recipients, mail.subject])).toEqual([
      [["alerts@sparkline.example"], "WhatsApp alerts stopped: the access token was refused"],
    ]);
    later(2_000);
    await tick();
    expect(rig.smtp.accepted).toHaveLength(1);
  });

  describe("Meta's status webhooks", () => {
    const webhookContext = () =>
      provideCapabilities(new RouterContextProvider(), {
        database: rig.database,
        settings: {
          uploadMaxBytes: 1024,
          inquiriesPerWindow: 8,
          leadAlertsTo: undefined,
          acknowledgements: false,
          whatsappTo: [],
          whatsappWebhook: { verifyToken, appSecret },
        },
      });
    const post = (body: string, signature?: string) =>
      webhookAction({
        request: new Request(`${siteUrl}/webhooks/whatsapp`, {
          method: "POST",
          body,
          headers: {
            "content-type": "application/json",
            ...(signature === undefined
              ? { "x-hub-signature-256": `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}` }
              : { "x-hub-signature-256": signature }),
          },
        }),
        context: webhookContext(),
      } as never) as Promise<Response>;
    const statusBody = (id: string, status: string, errors?: unknown[]) =>
      JSON.stringify({
        object: "whatsapp_business_account",
        entry: [
          {
            id: "102290129340398",
            changes: [
              {
                value: {
                  messaging_product: "whatsapp",
                  metadata: { display_phone_number: "15550783881", phone_number_id: "1098765432" },
                  statuses: [
                    {
                      id,
                      status,
                      timestamp: "1750263773",
                      recipient_id: "919820012345",
                      ...(errors ? { errors } : {}),
                    },
                  ],
                },
                field: "messages",
              },
            ],
          },
        ],
      });

    it("answers Meta's verification request with the challenge, only with the right verify token", async () => {
      const verify = (token: string) =>
        webhookLoader({
          request: new Request(
            `${siteUrl}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
          ),
          context: webhookContext(),
        } as never) as Response;
      const ok = verify(verifyToken);
      expect([ok.status, await ok.text()]).toEqual([200, "1158201444"]);
      expect(verify("wrong").status).toBe(403);
    });

    it("records delivered and failed from signed reports, and refuses an unsigned or forged one", async () => {
      const lead = await storeLead();
      await tick();
      expect((await post(statusBody("wamid.HBgM1", "delivered"))).status).toBe(200);
      const failure = [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }];
      expect((await post(statusBody("wamid.HBgM2", "failed", failure))).status).toBe(200);
      // Read receipts, other numbers' messages and a report sent again add nothing.
      expect((await post(statusBody("wamid.HBgM1", "read"))).status).toBe(200);
      expect((await post(statusBody("wamid.someone-else", "delivered"))).status).toBe(200);
      expect((await post(statusBody("wamid.HBgM1", "delivered"))).status).toBe(200);
      // Signed JSON of another shape is acknowledged, not an error.
      for (const odd of ["null", '{"entry": 5}', '{"entry": [{"changes": [null]}]}'])
        expect((await post(odd)).status).toBe(200);
      expect(await alertsOf(lead.id)).toEqual([
        { outcome: "accepted", attempts: 1 },
        { outcome: "accepted", attempts: 1 },
        { outcome: "delivered", attempts: 1 },
        { outcome: "failed", attempts: 1, reason: "131026 Message undeliverable" },
      ]);

      const forged = statusBody("wamid.HBgM1", "failed");
      expect((await post(forged, "sha256=" + "0".repeat(64))).status).toBe(401);
      expect((await post(forged, "")).status).toBe(401);
      expect((await alertsOf(lead.id)).length).toBe(4);
    });
  });

  it("cleans a parameter as Meta requires: no newline or tab, no long runs of spaces, never empty", () => {
    expect(templateParameter("  Ravi\n\tKumar      Sharma ", 60)).toBe("Ravi Kumar Sharma");
    expect(templateParameter("\n\t ", 60)).toBe("-");
    expect(templateParameter("x".repeat(100), 10)).toBe("xxxxxxxxx…");
  });
});
