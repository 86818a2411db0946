// Tax invoices and credit notes, on the embedded engine and on PostgreSQL: issued from an accepted
// quote with a number of their series (two at the same instant get consecutive numbers, none lost or
// repeated; the series starts again at midnight IST on 1 April), never changed after (the database
// refuses it), paid with a UTR, cancelled by a credit note that names them until 30 November after
// their year, counted as outstanding and overdue, and kept when their lead is deleted or purged.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, leadEvents, leads, outboxMessages, quotes } from "../../database/schema";
import { saveBillingDetails } from "~/features/billing/billing-settings.server";
import { gstinCheckCharacter } from "~/features/billing/gstin";
import { openQuoteLink } from "~/features/billing/client-quote.server";
import { invoiceUpiLink, issuedDocumentPdf } from "~/features/billing/invoice-pdf.server";
import {
  issueCreditNote,
  issueInvoice,
  issuedDocument,
  leadInvoices,
  outstanding,
  recordPayment,
} from "~/features/billing/invoices.server";
import { dayAfter } from "~/features/billing/quote";
import { acceptQuote, makeQuote } from "~/features/billing/quotes.server";
import { deleteLead } from "~/features/lead-workspace/lead-changes.server";
import { purgeLeadsOlderThan } from "~/features/leads/retention.server";
import { provideCapabilities } from "~/infrastructure/context";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { istMoment } from "~/lib/india-time";
import { agency, billingReady, pdfText, quoteInput } from "./billing-rig";
import { testDatabases } from "./databases";
import { leadRow } from "./lead-row";

const signedLinks = createSignedLinks({ secret: "i".repeat(40), siteUrl: "https://sparkline.example" });
/** What the database's guard answers a change to an issued document (drizzle names the query, the cause says why). */
const REFUSED = { cause: expect.objectContaining({ message: expect.stringMatching(/never changed or removed/) }) };

// Friday 27 Nov 2026, 11 am in India.
const made = istMoment("2026-11-27", 11);

describe.each(testDatabases)("invoices on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  const db = () => database.db;

  /** A lead whose client accepted a quote of the worked case (₹9,433.00 with IGST); answers both ids. */
  async function acceptedQuote(createdAt = made) {
    const [lead] = await db()
      .insert(leads)
      .values(leadRow({ createdAt, name: "Ravi Patil" }))
      .returning({ id: leads.id });
    const input = quoteInput(lead!.id, { validUntil: "2027-02-20" });
    const quote = await makeQuote(db(), { input, values: {}, actorId: "owner", at: made });
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    await acceptQuote(db(), quote.id!, { name: "Ravi Patil", from: "203.0.113.9", at: made });
    return { leadId: lead!.id, quoteId: quote.id! };
  }
  const issue = async (at: Date, dueOn = dayAfter(at, 15)) => {
    const { leadId, quoteId } = await acceptedQuote();
    const outcome = await issueInvoice(db(), { leadId, quoteId, dueOn, actorId: "owner", at });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    return { leadId, quoteId, invoiceId: outcome.id! };
  };
  const pay = (invoice: { leadId: string; invoiceId: string }, paidOn: string) =>
    recordPayment(db(), { ...invoice, paidOn, reference: "512345678901", values: {}, actorId: "owner", at: made });
  const numberOf = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!.number;

  beforeAll(async () => {
    database = await open();
    await billingReady(db(), ["invoice.issued", "invoice.paid", "invoice.cancelled"]);
  });
  afterAll(() => database.dispose());

  it("gives two invoices issued at the same instant consecutive numbers, none lost or repeated", async () => {
    const [a, b] = await Promise.all([acceptedQuote(), acceptedQuote()]);
    const at = istMoment("2026-12-01", 10);
    const issued = await Promise.all(
      [a!, b!].map(({ leadId, quoteId }) =>
        issueInvoice(db(), { leadId, quoteId, dueOn: "2026-12-16", actorId: "owner", at }),
      ),
    );
    expect(issued.every((outcome) => outcome.ok)).toBe(true);
    const numbers = await Promise.all(issued.map((outcome) => numberOf(outcome.ok ? outcome.id! : "")));
    expect(numbers.sort()).toEqual(["INV/2026-27/0001", "INV/2026-27/0002"]);
    // A refused issue (the quote is invoiced already) takes no number: the next is 0003.
    expect(await issueInvoice(db(), { ...a!, dueOn: "2026-12-16", actorId: "owner", at })).toMatchObject({
      ok: false,
      message: "This quote already has an invoice: issue a credit note against it first.",
    });
    const next = await issue(at);
    expect(await numberOf(next.invoiceId)).toBe("INV/2026-27/0003");
  });

  it("starts the series again at midnight IST on 1 April", async () => {
    const last = await issue(istMoment("2027-03-31", 23, 59));
    const first = await issue(istMoment("2027-04-01", 0, 0));
    expect(await numberOf(last.invoiceId)).toMatch(/^INV\/2026-27\/\d{4}$/);
    expect(await numberOf(first.invoiceId)).toBe("INV/2027-28/0001");
  });

  it("refuses any change to an issued invoice but its payment, and its removal", async () => {
    const { leadId, invoiceId } = await issue(made);
    const stored = (await db().select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.amounts;
    const document0 = () => stored;
    await expect(db().update(invoices).set({ totalPaise: 1 }).where(eq(invoices.id, invoiceId))).rejects.toMatchObject(
      REFUSED,
    );
    await expect(
      db()
        .update(invoices)
        .set({ client: { name: "Someone Else", address: "x", stateCode: "29", gstin: null } })
        .where(eq(invoices.id, invoiceId)),
    ).rejects.toMatchObject(REFUSED);
    await expect(db().delete(invoices).where(eq(invoices.id, invoiceId))).rejects.toMatchObject(REFUSED);
    await expect(
      db()
        .update(invoices)
        .set({ amounts: { ...document0(), totalPaise: 1 } })
        .where(eq(invoices.id, invoiceId)),
    ).rejects.toMatchObject(REFUSED);
    // A day without its reference, or a reference without its day, is no payment.
    await expect(
      db().update(invoices).set({ paymentReference: "412345678901" }).where(eq(invoices.id, invoiceId)),
    ).rejects.toMatchObject(REFUSED);

    // The payment is recorded once, with its UTR; after that it stands.
    const pay = () =>
      recordPayment(db(), {
        leadId,
        invoiceId,
        paidOn: "2026-11-28",
        reference: "412345678901",
        values: {},
        actorId: "owner",
        at: istMoment("2026-11-28", 18),
      });
    expect(await pay()).toEqual({ ok: true });
    await expect(
      db().update(invoices).set({ paymentReference: "999999999999" }).where(eq(invoices.id, invoiceId)),
    ).rejects.toMatchObject(REFUSED);
    expect(await pay()).toMatchObject({ ok: false, message: "This invoice is already marked paid." });
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row).toMatchObject({ paidOn: "2026-11-28", paymentReference: "412345678901", totalPaise: 9_43_300 });
    const deliveries = await db().select().from(outboxMessages).where(eq(outboxMessages.leadId, leadId));
    expect(deliveries.map((delivery) => (delivery.payload as { event: string }).event).sort()).toEqual([
      "invoice.issued",
      "invoice.paid",
    ]);
  });

  it("cancels an invoice by a credit note in its own series that names it, until 30 November after its year", async () => {
    const { leadId, quoteId, invoiceId } = await issue(made);
    const credited = await issueCreditNote(db(), {
      leadId,
      invoiceId,
      actorId: "owner",
      at: istMoment("2027-11-30", 23, 59),
    });
    expect(credited.ok).toBe(true);
    const note = await issuedDocument(db(), credited.ok ? credited.id! : "");
    expect(note).toMatchObject({
      kind: "credit-note",
      number: expect.stringMatching(/^CN\/2027-28\/\d{4}$/),
      corrects: { number: await numberOf(invoiceId) },
      amounts: { totalPaise: 9_43_300 },
    });
    expect(
      await issueCreditNote(db(), { leadId, invoiceId, actorId: "owner", at: istMoment("2027-11-30", 23, 59) }),
    ).toMatchObject({
      ok: false,
      message: "This invoice already has a credit note.",
    });
    const listed = await leadInvoices(db(), leadId, istMoment("2027-11-30", 23, 59));
    expect(listed.map((document) => [document.kind, document.state, document.corrects, document.creditedBy])).toEqual([
      ["invoice", "credited", null, note!.number],
      ["credit-note", null, await numberOf(invoiceId), null],
    ]);
    // The quote can be invoiced again, with a new number.
    expect(
      await issueInvoice(db(), {
        leadId,
        quoteId,
        dueOn: "2027-12-15",
        actorId: "owner",
        at: istMoment("2027-11-30", 23, 59),
      }),
    ).toMatchObject({ ok: true });

    // Past the deadline of an invoice of 2026-27: midnight IST on 1 December 2027.
    const late = await issue(made);
    expect(await issueCreditNote(db(), { ...late, actorId: "owner", at: istMoment("2027-12-01") })).toMatchObject({
      ok: false,
      message: "A credit note for this invoice could be issued only until 30 November after its financial year.",
    });
  });

  it("starts a series of its own for a prefix changed mid-year, and refuses what does not add up", async () => {
    await saveBillingDetails(db(), { ...agency, invoicePrefix: "SPK" });
    try {
      const first = await issue(istMoment("2026-12-03", 10));
      expect(await numberOf(first.invoiceId)).toBe("SPK/2026-27/0001");
    } finally {
      await saveBillingDetails(db(), agency);
    }
    // The agency registered elsewhere since the quote: the invoice would not be what the client accepted.
    const { leadId, quoteId } = await acceptedQuote();
    // Now in Karnataka, as the client: CGST and SGST instead of the IGST accepted, the same ₹9,433.00.
    await saveBillingDetails(db(), {
      ...agency,
      stateCode: "29",
      gstin: `29AAPFU0939F1Z${gstinCheckCharacter("29AAPFU0939F1Z")}`,
    });
    try {
      expect(
        await issueInvoice(db(), { leadId, quoteId, dueOn: "2026-12-20", actorId: "owner", at: made }),
      ).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^The agency's GST details have changed since this quote/),
      });
    } finally {
      await saveBillingDetails(db(), agency);
    }
    // A paid invoice is not cancelled here, and a cancelled one is not paid.
    const paid = await issue(made);
    await pay(paid, "2026-11-27");
    expect(await issueCreditNote(db(), { ...paid, actorId: "owner", at: made })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This invoice is paid/),
    });
    const cancelled = await issue(made);
    expect(await issueCreditNote(db(), { ...cancelled, actorId: "owner", at: made })).toMatchObject({ ok: true });
    expect(await pay(cancelled, "2026-11-27")).toMatchObject({
      ok: false,
      message: "A credit note has cancelled this invoice: it is not to be paid.",
    });
    const deliveries = await db().select().from(outboxMessages).where(eq(outboxMessages.leadId, cancelled.leadId));
    expect(deliveries.map((delivery) => delivery.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: "invoice.cancelled", corrects: await numberOf(cancelled.invoiceId) }),
      ]),
    );
  });

  it("counts what is outstanding and overdue: neither paid nor cancelled, and past its due day in India", async () => {
    const at = istMoment("2026-11-27", 12);
    const tomorrow = istMoment("2026-11-28");
    const [beforeToday, beforeTomorrow] = [await outstanding(db(), at), await outstanding(db(), tomorrow)];
    await issue(at, "2026-11-27");
    await issue(at, "2026-11-27");
    const paid = await issue(at, "2026-11-27");
    await recordPayment(db(), {
      ...paid,
      paidOn: "2026-11-27",
      reference: "512345678901",
      values: {},
      actorId: "owner",
      at,
    });
    const cancelled = await issue(at, "2026-11-27");
    await issueCreditNote(db(), { ...cancelled, actorId: "owner", at });
    // Two are owed; on their due day neither is overdue, the next day in India both are.
    const today = await outstanding(db(), at);
    expect(today.count - beforeToday.count).toBe(2);
    expect(today.outstandingPaise - beforeToday.outstandingPaise).toBe(2 * 9_43_300);
    expect(today.overduePaise - beforeToday.overduePaise).toBe(0);
    const next = await outstanding(db(), tomorrow);
    expect(next.overdueCount - beforeTomorrow.overdueCount).toBe(2);
    expect(next.overduePaise - beforeTomorrow.overduePaise).toBe(2 * 9_43_300);
  });

  it("keeps a deleted or purged lead's invoices, with the client as billed; its quotes go with it", async () => {
    const deleted = await issue(made);
    const purged = await issue(made);
    await deleteLead(db(), deleted.leadId, "owner");
    await db()
      .update(leads)
      .set({ createdAt: istMoment("2025-01-01") })
      .where(eq(leads.id, purged.leadId));
    expect(await purgeLeadsOlderThan(db(), 365, made)).toBeGreaterThanOrEqual(1);
    for (const { leadId, quoteId, invoiceId } of [deleted, purged]) {
      expect(await db().$count(leads, eq(leads.id, leadId))).toBe(0);
      expect(await db().$count(quotes, eq(quotes.id, quoteId))).toBe(0);
      expect(await issuedDocument(db(), invoiceId)).toMatchObject({
        client: { name: "Patil Sweets" },
        amounts: { totalPaise: 9_43_300 },
      });
    }
    expect(
      (await db().select().from(leadEvents).where(eq(leadEvents.leadId, deleted.leadId))).map((e) => e.kind),
    ).toContain("invoice-issued");
  });

  it("prints a tax invoice with Rule 46's fields, the rupee sign and a UPI link and QR code for the total", async () => {
    const { quoteId, invoiceId } = await issue(istMoment("2026-12-02", 10), "2026-12-17");
    const document = (await issuedDocument(db(), invoiceId))!;
    const number = document.number;
    const encoded = encodeURIComponent(number);
    expect(invoiceUpiLink(document)).toBe(
      `upi://pay?pa=sparkline@okhdfcbank&pn=Sparkline%20Digital%20LLP&am=9433.00&cu=INR&tn=Invoice%20${encoded}&tr=${encoded}`,
    );
    const text = pdfText(Buffer.from(await (await issuedDocumentPdf(document)).arrayBuffer()));
    for (const expected of [
      "Tax Invoice",
      number,
      "2 Dec 2026",
      "17 Dec 2026",
      "Sparkline Digital LLP",
      "GSTIN 27AAPFU0939F1ZV",
      "Patil Sweets",
      "Place of supply: Karnataka (state code 29)",
      "SAC 998361",
      "Social media posts",
      "₹7,993.84",
      "IGST 18%",
      "₹1,438.89",
      "₹9,433.00",
      "Rupees Nine Thousand Four Hundred Thirty-Three Only",
      "Tax payable on reverse charge: No",
      "Bank transfer: Sparkline Digital LLP, account 50100123456789, IFSC HDFC0001234",
      "Pay by UPI",
      "sparkline@okhdfcbank",
      "Authorised signatory",
    ])
      expect(text).toContain(expected);

    // The client's link now shows the invoice to pay, by UPI or by bank transfer.
    const context = provideCapabilities(new RouterContextProvider(), { database, signedLinks });
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    const url = new URL(signedLinks.quoteUrl(quoteId, quote!.validUntil));
    const link = await openQuoteLink(context, quoteId, url.searchParams.get("sig"));
    expect(link).toMatchObject({
      state: "accepted",
      invoice: {
        number,
        totalPaise: 9_43_300,
        dueOn: "2026-12-17",
        upi: { vpa: "sparkline@okhdfcbank", link: invoiceUpiLink(document) },
      },
    });
  });

  it("issues a plain invoice, without tax lines, when the agency has no GSTIN", async () => {
    await saveBillingDetails(db(), { ...agency, gstin: null, upi: { vpa: "ravi@okicici", kind: "personal" } });
    try {
      const { invoiceId } = await issue(made);
      const document = (await issuedDocument(db(), invoiceId))!;
      expect(document).toMatchObject({ taxed: false, amounts: { taxes: [], totalPaise: 7_99_400 } });
      // A personal UPI ID: no transaction reference, which payment apps refuse on one.
      expect(invoiceUpiLink(document)).not.toContain("tr=");
      const text = pdfText(Buffer.from(await (await issuedDocumentPdf(document)).arrayBuffer()));
      expect(text).toMatch(/^\s*Invoice\b/);
      expect(text).not.toContain("Tax Invoice");
      expect(text).not.toContain("GST");
      expect(text).not.toContain("reverse charge");
    } finally {
      await saveBillingDetails(db(), agency);
    }
  });
});
