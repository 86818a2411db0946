import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../database/schema";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { type RateLimiter, databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { testDatabases } from "./databases";

function inquiryRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** The action's answer as the browser sees it: a status, and the data or the redirect's target. */
function answer(result: Awaited<ReturnType<typeof handleInquiry>>) {
  return result instanceof Response
    ? { status: result.status, location: result.headers.get("location"), data: undefined }
    : { status: result.init?.status ?? 200, location: null, data: result.data };
}

const valid = { name: "Priya Menon", phone: "+91 98765 43210", city: "Kochi", service: "SEO" };

describe.each(testDatabases)("inquiries on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let rateLimiter: RateLimiter;
  let ip = 0;
  const mailer = { kind: "outbox" as const, send: async () => {} };
  const settings = { uploadMaxBytes: 1024, inquiriesPerWindow: 8, leadAlertsTo: undefined };
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
    expect(lead).toMatchObject({ email: null, message: null, status: "new", phoneDigits: "919876543210" });
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

  it("stores a retried submission with the same idempotency key once", async () => {
    const fields = { ...valid, name: "Retry Kumar", idempotencyKey: "3d1c5e0a-0000-4000-8000-000000000001" };
    const services = next();
    await handleInquiry(inquiryRequest(fields), services);
    await handleInquiry(inquiryRequest(fields), services);
    expect(await database.db.$count(leads, eq(leads.name, "Retry Kumar"))).toBe(1);
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
});
