// Quotes, on the embedded engine and on PostgreSQL: made from the quote form's fields (the worked
// rounding case, in the agency's state and in another), sent as a signed link that opens without
// signing in, opened (only by the page's script: its POST, never the GET a link preview makes) and
// accepted by the client typing their name, which records the time and the address the server saw,
// sets the deal's value and converts the lead. A forged link, another quote's signature and an
// expired quote are refused; the timeline and connected tools hear of opening and accepting.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leadEvents, leads, outboxMessages, quotes } from "../../database/schema";
import { priceList, savePriceLine } from "~/features/billing/billing-settings.server";
import { quoteFormSchema } from "~/features/billing/quote";
import { leadQuotes, makeQuote } from "~/features/billing/quotes.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { webhookDeliveries } from "~/features/webhooks/deliveries.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { systemClock } from "~/lib/clock";
import { istMoment } from "~/lib/india-time";
import { action as quoteAction, loader as quoteLoader } from "~/routes/quote/quote";
import { loader as pdfLoader } from "~/routes/quote/quote-pdf";
import { billingReady, pdfText, quoteInput, workedRow } from "./billing-rig";
import { testDatabases } from "./databases";
import { leadRow } from "./lead-row";

const SITE = "https://sparkline.example";

const signedLinks = createSignedLinks({ secret: "q".repeat(40), siteUrl: SITE });
const otherSiteLinks = createSignedLinks({ secret: "r".repeat(40), siteUrl: SITE });

// Friday 27 Nov 2026, 11 am in India.
const made = istMoment("2026-11-27", 11);

describe.each(testDatabases)("quotes on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let ip = 0;
  const db = () => database.db;
  const context = () => {
    const provided = provideCapabilities(new RouterContextProvider(), { database, signedLinks });
    provided.set(clientAddressContext, `203.0.113.${++ip}`);
    return provided;
  };
  const newLead = async () =>
    (
      await db()
        .insert(leads)
        .values(leadRow({ createdAt: made, name: "Ravi Patil" }))
        .returning({ id: leads.id })
    )[0]!.id;
  const quoteFor = async (leadId: string, fields: Record<string, unknown> = {}) => {
    const outcome = await makeQuote(db(), {
      input: quoteInput(leadId, fields as Record<string, string>),
      values: {},
      actorId: "owner",
      at: made,
    });
    if (!outcome.ok) throw new Error(`quote refused: ${JSON.stringify(outcome)}`);
    return outcome.id!;
  };
  /** The client's page as a browser gets it, at `at`. */
  const openPage = async (url: string, at = made) => {
    vi.setSystemTime(at);
    const response = await quoteLoader({
      request: new Request(url),
      params: paramsOf(url),
      context: context(),
    } as never);
    return { status: response.init?.status ?? 200, link: response.data.link };
  };
  const post = async (url: string, fields: Record<string, string>, at = made) => {
    vi.setSystemTime(at);
    const request = new Request(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const result = await quoteAction({ request, params: paramsOf(url), context: context() } as never);
    return { status: result.init?.status ?? 200, ...result.data };
  };
  const paramsOf = (url: string) => ({ id: new URL(url).pathname.split("/")[2] });
  const sigOf = (url: string) => new URL(url).searchParams.get("sig")!;
  const linkOf = async (leadId: string) => (await leadQuotes(db(), leadId, signedLinks, made))[0]!.url;
  const timeline = async (leadId: string) =>
    (await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).map((event) => event.kind);

  beforeAll(async () => {
    database = await open();
    await billingReady(db(), ["quote.opened", "quote.accepted"]);
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.dispose();
  });

  it("adds up the worked case with IGST for a client in another state, and CGST and SGST in the agency's", async () => {
    const other = await quoteFor(await newLead());
    const same = await quoteFor(await newLead(), { state: "27", billingAddress: "FC Road, Pune" });
    const totals = async (id: string) => (await db().select().from(quotes).where(eq(quotes.id, id)))[0]!;
    expect(await totals(other)).toMatchObject({ taxablePaise: 7_99_384, totalPaise: 9_43_300 });
    expect(await totals(same)).toMatchObject({ taxablePaise: 7_99_384, totalPaise: 9_43_300 });

    const page = async (id: string) => {
      const leadId = (await totals(id)).leadId;
      const { link } = await openPage(await linkOf(leadId));
      if (link.state !== "open") throw new Error(link.state);
      return link.quote.amounts;
    };
    expect(await page(other)).toMatchObject({
      taxes: [{ kind: "IGST", rateBasisPoints: 1800, paise: 1_43_889 }],
      roundOffPaise: 27,
      totalPaise: 9_43_300,
    });
    expect(await page(same)).toMatchObject({
      taxes: [
        { kind: "CGST", rateBasisPoints: 900, paise: 71_945 },
        { kind: "SGST", rateBasisPoints: 900, paise: 71_945 },
      ],
      roundOffPaise: 26,
      totalPaise: 9_43_300,
    });
  });

  it("refuses a client's GSTIN of another state, a client abroad and a quote without lines, making nothing", async () => {
    const leadId = await newLead();
    expect(quoteFormSchema.safeParse({ ...quoteInput(leadId), gstin: "27AAPFU0939F1ZV" }).success).toBe(false);
    const parsed = (fields: Record<string, string>) =>
      quoteFormSchema.safeParse({
        id: leadId,
        billingName: "Patil Sweets",
        billingAddress: "MG Road",
        state: "29",
        validUntil: "2026-12-11",
        priceLine: [""],
        description: [""],
        sac: [""],
        quantity: ["1"],
        unitPrice: [""],
        discount: [""],
        gstRate: [""],
        ...fields,
      });
    expect(parsed({ gstin: "27AAPFU0939F1ZV" }).error?.issues[0]?.message).toMatch(/state/i);
    expect(parsed({ gstin: "29AAPFU0939F1ZA" }).success).toBe(false);
    expect(parsed({ state: "outside-india" }).error?.issues[0]?.message).toMatch(/exports/);
    const empty = await makeQuote(db(), { input: parsed({}).data!, values: {}, actorId: "owner", at: made });
    expect(empty).toMatchObject({ ok: false, fieldErrors: { "line-0": expect.stringMatching(/at least one line/) } });
    const badSac = await makeQuote(db(), {
      input: quoteInput(leadId, { rows: [{ ...workedRow, sac: "123" }] }),
      values: {},
      actorId: "owner",
      at: made,
    });
    expect(badSac).toMatchObject({ ok: false, fieldErrors: { "line-0": expect.stringMatching(/SAC/) } });
    expect(await db().$count(quotes, eq(quotes.leadId, leadId))).toBe(0);
  });

  it("fills a price list line's blanks from the price list", async () => {
    await savePriceLine(db(), {
      data: { service: "seo", description: "Local SEO, 3 months", unitPrice: 45_000_00, sac: "998361", gstRate: 18 },
      values: {},
    });
    const [price] = await priceList(db());
    const leadId = await newLead();
    await quoteFor(leadId, { rows: [{ priceLine: price!.id, quantity: "2" }] });
    const [quote] = await db().select().from(quotes).where(eq(quotes.leadId, leadId));
    expect(quote!.lines).toEqual([
      {
        description: "Local SEO, 3 months",
        sac: "998361",
        quantityHundredths: 200,
        unitPaise: 45_000_00,
        discountBasisPoints: 0,
        gstRate: 18,
      },
    ]);
    // 2 × ₹45,000 + 18% IGST.
    expect(quote!.totalPaise).toBe(1_06_200_00);
  });

  it("opens by its signed link without signing in; a forged link, another site's and another quote's signature do not", async () => {
    const leadA = await newLead();
    const leadB = await newLead();
    await quoteFor(leadA);
    await quoteFor(leadB);
    const a = await linkOf(leadA);
    const b = await linkOf(leadB);
    expect((await openPage(a)).status).toBe(200);
    expect((await openPage(a)).link.state).toBe("open");
    // Another quote's signature, a signature of another secret, none, a made-up one, and no quote at all.
    const withSig = (url: string, sig: string | null) => {
      const changed = new URL(url);
      if (sig === null) changed.searchParams.delete("sig");
      else changed.searchParams.set("sig", sig);
      return changed.toString();
    };
    const quoteIdOf = (url: string) => new URL(url).pathname.split("/")[2]!;
    const forged = [
      withSig(a, sigOf(b)),
      otherSiteLinks.quoteUrl(quoteIdOf(a), "2026-12-11"),
      withSig(a, null),
      withSig(a, "x".repeat(43)),
      signedLinks.quoteUrl(crypto.randomUUID(), "2026-12-11"),
      `${SITE}/quote/not-a-quote?sig=${sigOf(a)}`,
      // The right quote signed with a later validity: the day is signed with it.
      signedLinks.quoteUrl(quoteIdOf(a), "2027-02-01"),
    ];
    for (const url of forged) {
      expect(await openPage(url), url).toEqual({ status: 404, link: { state: "invalid" } });
      expect(await post(url, { intent: "accept", sig: sigOf(url) || "", name: "Mallory" })).toMatchObject({
        status: 404,
        outcome: "invalid",
      });
      const pdf = await pdfLoader({ request: new Request(url), params: paramsOf(url), context: context() } as never);
      expect(pdf.status).toBe(404);
    }
    expect(await db().$count(quotes, eq(quotes.leadId, leadA))).toBe(1);
    const [quote] = await db().select().from(quotes).where(eq(quotes.leadId, leadA));
    expect(quote).toMatchObject({ acceptedAt: null, openedAt: null });
  });

  it("records opening from the page's script only, once, on the timeline and for connected tools", async () => {
    const leadId = await newLead();
    await quoteFor(leadId);
    const url = await linkOf(leadId);
    // A link preview fetches the page: nothing is recorded.
    await openPage(url);
    await openPage(url);
    expect(await timeline(leadId)).not.toContain("quote-opened");
    const at = istMoment("2026-11-28", 9, 30);
    expect(await post(url, { intent: "opened", sig: sigOf(url) }, at)).toMatchObject({
      status: 200,
      outcome: "opened",
    });
    expect(await post(url, { intent: "opened", sig: sigOf(url) }, istMoment("2026-11-29"))).toMatchObject({
      outcome: "opened",
    });
    const [quote] = await db().select().from(quotes).where(eq(quotes.leadId, leadId));
    expect(quote!.openedAt).toEqual(at);
    expect((await timeline(leadId)).filter((kind) => kind === "quote-opened")).toHaveLength(1);
    const deliveries = await db().select().from(outboxMessages).where(eq(outboxMessages.leadId, leadId));
    expect(deliveries.map((delivery) => delivery.payload)).toEqual([
      expect.objectContaining({ event: "quote.opened", leadId, quoteId: quote!.id }),
    ]);
    expect((await leadQuotes(db(), leadId, signedLinks, at))[0]!.state).toBe("opened");
  });

  it("is accepted by the client's typed name: the time and address kept, the deal valued and the lead converted", async () => {
    const leadId = await newLead();
    await quoteFor(leadId);
    const url = await linkOf(leadId);
    expect(await post(url, { intent: "accept", sig: sigOf(url), name: "   " })).toMatchObject({
      status: 400,
      outcome: "refused",
      message: "Type your full name to accept.",
    });
    const at = istMoment("2026-12-01", 16, 5);
    const before = ip;
    expect(await post(url, { intent: "accept", sig: sigOf(url), name: " Ravi Patil " }, at)).toMatchObject({
      status: 200,
      outcome: "accepted",
    });
    const [quote] = await db().select().from(quotes).where(eq(quotes.leadId, leadId));
    expect(quote).toMatchObject({
      acceptedAt: at,
      acceptedName: "Ravi Patil",
      acceptedFrom: `203.0.113.${before + 1}`,
      openedAt: at,
    });
    const [lead] = await db().select().from(leads).where(eq(leads.id, leadId));
    // The value before GST, in whole rupees: ₹7,993.84.
    expect(lead).toMatchObject({ dealValue: 7_994, status: "converted", convertedAt: at });
    expect(await timeline(leadId)).toEqual(expect.arrayContaining(["quote-made", "quote-accepted", "deal", "status"]));
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    // The client did it: no staff member's name on those entries.
    expect(events.filter((event) => event.kind !== "quote-made").every((event) => event.actorId === null)).toBe(true);
    const deliveries = await db().select().from(outboxMessages).where(eq(outboxMessages.leadId, leadId));
    expect(deliveries.map((delivery) => delivery.payload)).toEqual([
      expect.objectContaining({ event: "quote.accepted", quoteId: quote!.id, totalPaise: 9_43_300 }),
    ]);
    // What the connected tool receives: the lead as it is now, and the quote with its amounts in paise.
    const sent = await webhookDeliveries(db(), { siteUrl: SITE, policy: {} as never }, systemClock).render(
      deliveries[0]!,
      at,
    );
    expect(JSON.parse(sent!.body)).toMatchObject({
      type: "quote.accepted",
      data: {
        lead: { id: leadId, status: "converted", deal: { value: 7_994 } },
        quote: {
          id: quote!.id,
          reference: `Q-${quote!.id.slice(0, 6).toUpperCase()}`,
          totalPaise: 9_43_300,
          taxablePaise: 7_99_384,
        },
      },
    });

    // Accepted once: the page says so, a second acceptance changes nothing.
    expect((await openPage(url, istMoment("2026-12-20"))).link).toMatchObject({
      state: "accepted",
      quote: { acceptedName: "Ravi Patil" },
    });
    expect(await post(url, { intent: "accept", sig: sigOf(url), name: "Someone Else" })).toMatchObject({
      outcome: "already-accepted",
    });
    expect((await db().select().from(quotes).where(eq(quotes.leadId, leadId)))[0]!.acceptedName).toBe("Ravi Patil");
  });

  it("refuses an expired quote's link after its last day in India, and its acceptance", async () => {
    const leadId = await newLead();
    await quoteFor(leadId, { validUntil: "2026-12-11" });
    const url = await linkOf(leadId);
    // The last minute of 11 December in India still opens it; the first of the 12th does not.
    expect((await openPage(url, istMoment("2026-12-11", 23, 59))).status).toBe(200);
    const expired = await openPage(url, istMoment("2026-12-12"));
    expect(expired).toEqual({
      status: 410,
      link: { state: "expired", agency: "Sparkline Digital LLP", validUntil: "2026-12-11" },
    });
    expect(await post(url, { intent: "accept", sig: sigOf(url), name: "Ravi Patil" }, istMoment("2026-12-12"))).toEqual(
      {
        status: 410,
        outcome: "expired",
      },
    );
    const pdf = await pdfLoader({ request: new Request(url), params: paramsOf(url), context: context() } as never);
    expect(pdf.status).toBe(410);
    expect((await db().select().from(leads).where(eq(leads.id, leadId)))[0]!.dealValue).toBeNull();
  });

  it("gives the quote as a PDF whose text carries the rupee sign, the taxes, the totals and both parties", async () => {
    const leadId = await newLead();
    await quoteFor(leadId);
    const url = await linkOf(leadId);
    vi.setSystemTime(made);
    const response = (await pdfLoader({
      request: new Request(url.replace("/quote/", "/quote/").replace("?", "/pdf?")),
      params: paramsOf(url),
      context: context(),
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    for (const expected of [
      "Quotation",
      `Q-${(await db().select().from(quotes).where(eq(quotes.leadId, leadId)))[0]!.id.slice(0, 6).toUpperCase()}`,
      "Sparkline Digital LLP",
      "GSTIN 27AAPFU0939F1ZV",
      "Patil Sweets",
      "Karnataka (state code 29)",
      "SAC 998361 · 7 × ₹1,234.57, 7.5% off",
      "₹7,993.84",
      "IGST 18%",
      "₹1,438.89",
      "+₹0.27",
      "₹9,433.00",
      "Rupees Nine Thousand Four Hundred Thirty-Three Only",
    ])
      expect(text).toContain(expected);
  });

  it("refuses a validity before today or beyond 90 days", async () => {
    const leadId = await newLead();
    const tried = (validUntil: string) =>
      makeQuote(db(), {
        input: quoteInput(leadId, { validUntil }),
        values: {},
        actorId: "owner",
        at: made,
      });
    expect(await tried("2026-11-26")).toMatchObject({ ok: false, fieldErrors: { validUntil: expect.any(String) } });
    expect(await tried("2027-02-26")).toMatchObject({
      ok: false,
      fieldErrors: { validUntil: expect.stringMatching(/90 days/) },
    });
    expect(await tried("2026-11-27")).toMatchObject({ ok: true });
    // A day the calendar does not have is refused by the form's schema, not by the database.
    expect(() => quoteInput(leadId, { validUntil: "2026-02-30" })).toThrow(/last day the client may accept/);
    // A total of ₹0 (a 100% discount) is no quote: its invoice could not be paid by UPI.
    expect(
      await makeQuote(db(), {
        input: quoteInput(leadId, { rows: [{ ...workedRow, discount: "100" }] }),
        values: {},
        actorId: "owner",
        at: made,
      }),
    ).toMatchObject({ ok: false, message: "A quote's total must be more than ₹0: check the prices and discounts." });
  });
});
