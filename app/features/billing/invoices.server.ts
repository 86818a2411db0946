import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { type BillAmountsRecord, type BillParty, documentSeries, invoices, leads, quotes } from "#database/schema";
import { type Queryable, inLeadScope, recordLeadEvent } from "~/features/leads/index.server";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { istDateKey } from "~/lib/india-time";
import { billingDetails } from "./billing-settings.server";
import { type BillAmounts, type GstRate, billAmounts, supplyBetween } from "./gst";
import {
  CREDIT_NOTE_PREFIX,
  INVOICE_DUE_MAX_DAYS,
  INVOICE_MESSAGES,
  type InvoiceState,
  type IssuedDocument,
  type LeadInvoice,
  type PaymentField,
} from "./invoice";
import { creditNoteDeadline, documentNumber, financialYearOf } from "./invoice-series";
import { dayAfter } from "./quote";

// Issuing tax invoices and credit notes. A number is taken from its series (kind and financial year)
// in the transaction that issues the document, under the series row's lock: two issued at the same
// instant get consecutive numbers, and one that fails gives its number back (no gaps). An issued
// document is never changed (the database refuses it); its payment is recorded beside it.

type Kind = "invoice" | "credit-note";

type NewDocument = Omit<typeof invoices.$inferInsert, "id" | "kind" | "number" | "financialYear" | "sequence">;

/**
 * Stores a document of `kind` with the next number of its series (its prefix) for the financial year
 * it is issued in, taken under the series row's lock in the caller's transaction; answers its id and
 * number.
 */
async function issueDocument(tx: Queryable, kind: Kind, prefix: string, document: NewDocument) {
  const year = financialYearOf(document.issuedAt);
  const [series] = await tx
    .insert(documentSeries)
    .values({ prefix, financialYear: year.startYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.prefix, documentSeries.financialYear],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning({ last: documentSeries.last });
  const sequence = series!.last;
  const [issued] = await tx
    .insert(invoices)
    .values({
      ...document,
      kind,
      number: documentNumber(prefix, year, sequence),
      financialYear: year.startYear,
      sequence,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return issued!;
}

/** Whether two bills come to the same taxable value, taxes (each kind and rate) and total. */
const sameTotals = (a: BillAmountsRecord, b: BillAmountsRecord) =>
  a.taxablePaise === b.taxablePaise &&
  a.totalPaise === b.totalPaise &&
  a.taxes.length === b.taxes.length &&
  a.taxes.every(
    (tax, index) =>
      tax.kind === b.taxes[index]!.kind &&
      tax.rateBasisPoints === b.taxes[index]!.rateBasisPoints &&
      tax.paise === b.taxes[index]!.paise,
  );

const amountsOf = (agency: BillParty, client: BillParty, lines: readonly { gstRate: number }[]) =>
  billAmounts(
    lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })) as Parameters<typeof billAmounts>[0],
    supplyBetween({ stateCode: agency.stateCode, registered: !!agency.gstin }, client.stateCode),
  );

/**
 * Issues the invoice of an accepted quote, due on `dueOn`: the agency as its billing details read
 * now, the client and lines as the quote has them. A quote is invoiced once, unless a credit note
 * cancelled its invoice.
 */
export async function issueInvoice(
  db: Database,
  issue: { leadId: string; quoteId: string; dueOn: string; actorId: string; at: Date },
): Promise<FormOutcome<"dueOn">> {
  const { leadId, quoteId, dueOn, actorId, at } = issue;
  if (dueOn < istDateKey(at) || dueOn > dayAfter(at, INVOICE_DUE_MAX_DAYS))
    return { ok: false, reason: "invalid", fieldErrors: { dueOn: INVOICE_MESSAGES.dueOn }, values: { dueOn } };
  const details = await billingDetails(db);
  if (!details) return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.noBillingDetails };
  return db.transaction(async (tx): Promise<FormOutcome<"dueOn">> => {
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.leadId, leadId)))
      .for("update");
    if (!quote) return { ok: false, reason: "not-found", message: INVOICE_MESSAGES.quoteGone };
    if (!quote.acceptedAt) return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.notAccepted };
    const standing = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.quoteId, quoteId),
          eq(invoices.kind, "invoice"),
          sql`not exists (select 1 from ${invoices} as note where note.corrects = ${invoices.id})`,
        ),
      );
    if (standing.length) return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.alreadyInvoiced };
    const agency: BillParty = {
      name: details.legalName,
      address: details.address,
      stateCode: details.stateCode,
      gstin: details.gstin,
    };
    const amounts = amountsOf(agency, quote.client, quote.lines);
    // The client accepted the quote's amounts: an agency that registered for GST, or moved, since then
    // would bill other taxes or another total. That is a new quote for the client to accept.
    if (!sameTotals(amounts, quote.amounts))
      return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.totalChanged };
    const issued = await issueDocument(tx, "invoice", details.invoicePrefix, {
      issuedAt: at,
      dueOn,
      taxed: !!agency.gstin,
      leadId,
      quoteId,
      agency,
      client: quote.client,
      lines: quote.lines,
      amounts,
      taxablePaise: amounts.taxablePaise,
      totalPaise: amounts.totalPaise,
      payment: { upi: details.upi, bank: details.bank, terms: details.invoiceTerms },
      createdBy: actorId,
    });
    await recordLeadEvent(tx, {
      leadId,
      kind: "invoice-issued",
      actorId,
      data: { invoiceId: issued.id, number: issued.number, totalPaise: amounts.totalPaise },
      at,
    });
    return { ok: true, id: issued.id };
  });
}

/** A credit note cancelling invoice `invoiceId` in full, in its own series, until its deadline. */
export async function issueCreditNote(
  db: Database,
  issue: { leadId: string; invoiceId: string; actorId: string; at: Date },
): Promise<FormOutcome> {
  const { leadId, invoiceId, actorId, at } = issue;
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.leadId, leadId), eq(invoices.kind, "invoice")))
      .for("update");
    if (!invoice) return { ok: false, reason: "not-found", message: INVOICE_MESSAGES.invoiceGone };
    const [credited] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.corrects, invoiceId));
    if (credited) return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.alreadyCredited };
    // A paid invoice's money is settled with the client outside the site (a refund is not done here).
    if (invoice.paidOn) return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.paidNotCredited };
    if (at >= creditNoteDeadline(financialYearOf(invoice.issuedAt)))
      return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.creditTooLate };
    // The invoice's parties, lines and amounts, as it was issued.
    const issued = await issueDocument(tx, "credit-note", CREDIT_NOTE_PREFIX, {
      issuedAt: at,
      taxed: invoice.taxed,
      leadId,
      quoteId: invoice.quoteId,
      corrects: invoice.id,
      agency: invoice.agency,
      client: invoice.client,
      lines: invoice.lines,
      amounts: invoice.amounts,
      taxablePaise: invoice.taxablePaise,
      totalPaise: invoice.totalPaise,
      payment: invoice.payment,
      createdBy: actorId,
    });
    await recordLeadEvent(tx, {
      leadId,
      kind: "credit-note-issued",
      actorId,
      data: { invoiceId: issued.id, number: issued.number, corrects: invoice.number },
      at,
    });
    return { ok: true, id: issued.id };
  });
}

/** Records that invoice `invoiceId` was paid on `paidOn`, with the payment's reference (its UTR). */
export async function recordPayment(
  db: Database,
  payment: {
    leadId: string;
    invoiceId: string;
    paidOn: string;
    reference: string;
    values: FormValues<PaymentField>;
    actorId: string;
    at: Date;
  },
): Promise<FormOutcome<PaymentField>> {
  const { leadId, invoiceId, paidOn, reference, values, actorId, at } = payment;
  return db.transaction(async (tx): Promise<FormOutcome<PaymentField>> => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.leadId, leadId), eq(invoices.kind, "invoice")))
      .for("update");
    if (!invoice) return { ok: false, reason: "not-found", message: INVOICE_MESSAGES.invoiceGone, values };
    if (invoice.paidOn) return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.alreadyPaid, values };
    const [credited] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.corrects, invoiceId));
    if (credited) return { ok: false, reason: "conflict", message: INVOICE_MESSAGES.cancelled, values };
    if (paidOn > istDateKey(at) || paidOn < istDateKey(invoice.issuedAt))
      return { ok: false, reason: "invalid", fieldErrors: { paidOn: INVOICE_MESSAGES.paidOn }, values };
    await tx
      .update(invoices)
      .set({ paidOn, paymentReference: reference, paidBy: actorId })
      .where(eq(invoices.id, invoiceId));
    await recordLeadEvent(tx, {
      leadId,
      kind: "invoice-paid",
      actorId,
      data: { invoiceId, number: invoice.number, totalPaise: invoice.totalPaise, paidOn },
      at,
    });
    return { ok: true };
  });
}

const credits = sql`(select note.number from ${invoices} as note where note.corrects = ${invoices.id} limit 1)`;
const corrected = sql`(select invoice.number from ${invoices} as invoice where invoice.id = ${invoices.corrects})`;

/** Where an invoice stands at `at`. */
function invoiceState(
  row: { kind: Kind; paidOn: string | null; dueOn: string | null },
  creditedBy: string | null,
  at: Date,
) {
  if (row.kind !== "invoice") return null;
  if (creditedBy) return "credited" satisfies InvoiceState;
  if (row.paidOn) return "paid" satisfies InvoiceState;
  return row.dueOn && row.dueOn < istDateKey(at) ? ("overdue" satisfies InvoiceState) : ("due" satisfies InvoiceState);
}

/** A lead's invoices and credit notes, in the order issued. */
export async function leadInvoices(db: Pick<Database, "select">, leadId: string, at: Date): Promise<LeadInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      dueOn: invoices.dueOn,
      totalPaise: invoices.totalPaise,
      quoteId: invoices.quoteId,
      paidOn: invoices.paidOn,
      paymentReference: invoices.paymentReference,
      creditedBy: sql<string | null>`${credits}`,
      corrects: sql<string | null>`${corrected}`,
    })
    .from(invoices)
    .where(eq(invoices.leadId, leadId))
    .orderBy(asc(invoices.issuedAt));
  return rows.map((row) => ({
    ...row,
    state: invoiceState(row, row.creditedBy, at),
    creditable: row.kind === "invoice" && !row.creditedBy && at < creditNoteDeadline(financialYearOf(row.issuedAt)),
  }));
}

/**
 * The document `id` as issued, with every amount; null when there is none, or when `limited` (a Sales
 * person who reaches only their assigned leads) does not reach its lead, which must then still exist.
 */
export async function issuedDocument(
  db: Pick<Database, "select">,
  id: string,
  limited?: string,
): Promise<IssuedDocument | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) return null;
  if (limited) {
    const reached = row.leadId
      ? await db
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.id, row.leadId), inLeadScope(limited)))
      : [];
    if (!reached.length) return null;
  }
  const [original] = row.corrects
    ? await db
        .select({ number: invoices.number, issuedAt: invoices.issuedAt })
        .from(invoices)
        .where(eq(invoices.id, row.corrects))
    : [];
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    dueOn: row.dueOn,
    taxed: row.taxed,
    agency: row.agency,
    client: row.client,
    lines: row.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })),
    // As issued: a later change of rates or rounding changes no issued document.
    amounts: row.amounts as BillAmounts,
    payment: row.payment,
    corrects: original ?? null,
    paidOn: row.paidOn,
  };
}

/** The invoice a quote's client pays: its latest standing invoice, if any. */
export async function quoteInvoice(db: Pick<Database, "select">, quoteId: string): Promise<IssuedDocument | null> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), eq(invoices.kind, "invoice"), sql`${credits} is null`))
    .orderBy(sql`${invoices.issuedAt} desc`)
    .limit(1);
  return row ? issuedDocument(db, row.id) : null;
}

/** What clients owe at `at`: every invoice neither paid nor cancelled by a credit note, and those past due. */
export async function outstanding(db: Pick<Database, "select">, at: Date) {
  const today = istDateKey(at);
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      outstandingPaise: sql<number>`coalesce(sum(${invoices.totalPaise}), 0)::bigint`,
      overdueCount: sql<number>`(count(*) filter (where ${invoices.dueOn} < ${today}))::int`,
      overduePaise: sql<number>`coalesce(sum(${invoices.totalPaise}) filter (where ${invoices.dueOn} < ${today}), 0)::bigint`,
    })
    .from(invoices)
    .where(and(eq(invoices.kind, "invoice"), isNull(invoices.paidOn), sql`${credits} is null`));
  return {
    count: sums!.count,
    outstandingPaise: Number(sums!.outstandingPaise),
    overdueCount: sums!.overdueCount,
    overduePaise: Number(sums!.overduePaise),
  };
}
