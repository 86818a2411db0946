import { z } from "zod";
import type { BillParty, InvoicePayment } from "#database/schema";
import type { BillAmounts } from "./gst";
import { type QuoteLine, isCalendarDay } from "./quote";

// Tax invoices and credit notes, as the lead's page and its forms share them: issued from an
// accepted quote, never edited after (a credit note corrects one), paid by UPI or bank transfer and
// marked paid by hand with the payment's reference (UPI tells the payee, not the server).

export const INVOICE_INTENTS = {
  issue: "invoice-issue",
  paid: "invoice-paid",
  creditNote: "credit-note-issue",
} as const;

/** An invoice is due this many days after it is issued, unless the form says otherwise. */
export const INVOICE_DUE_DAYS = 15;
export const INVOICE_DUE_MAX_DAYS = 90;
/** A credit note's own series: CN/2026-27/0001. */
export const CREDIT_NOTE_PREFIX = "CN";

export const INVOICE_MESSAGES = {
  issued: "Invoice issued",
  issueFailed: "Failed to issue the invoice",
  paid: "Payment recorded",
  paidFailed: "Failed to record the payment",
  credited: "Credit note issued",
  creditFailed: "Failed to issue the credit note",
  notAccepted: "Only an accepted quote is invoiced.",
  alreadyInvoiced: "This quote already has an invoice: issue a credit note against it first.",
  noBillingDetails: "Save the agency's billing details on Settings before issuing an invoice.",
  quoteGone: "This quote no longer exists.",
  invoiceGone: "This invoice does not exist.",
  dueOn: "Choose the day it is due: from today, at most 90 days ahead.",
  paidOn: "Choose the day the money arrived, not after today.",
  reference:
    "Enter the payment's reference: the 12-digit UTR of a UPI payment, or the bank transfer's UTR (up to 22 letters and digits).",
  alreadyPaid: "This invoice is already marked paid.",
  alreadyCredited: "This invoice already has a credit note.",
  cancelled: "A credit note has cancelled this invoice: it is not to be paid.",
  paidNotCredited: "This invoice is paid: settle a refund with the client, then record it with your accountant.",
  totalChanged:
    "The agency's GST details have changed since this quote, so the invoice would not match what the client accepted. Make a new quote for them to accept.",
  creditTooLate: "A credit note for this invoice could be issued only until 30 November after its financial year.",
} as const;

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

/** The invoice form's fields (the browser checks them); the server's schema adds the lead from the address. */
export const issueInvoiceFormSchema = z.object({
  quoteId: z.uuid(INVOICE_MESSAGES.quoteGone),
  dueOn: day(INVOICE_MESSAGES.dueOn),
});
export const issueInvoiceSchema = issueInvoiceFormSchema.extend({ id: z.uuid() });

export const paymentFormSchema = z.object({
  invoiceId: z.uuid(INVOICE_MESSAGES.invoiceGone),
  paidOn: day(INVOICE_MESSAGES.paidOn),
  // A UPI payment's UTR is 12 digits, IMPS's too; NEFT's 16 characters, RTGS's 22.
  reference: z
    .string({ error: INVOICE_MESSAGES.reference })
    .trim()
    .transform((typed) => typed.replace(/\s/g, "").toUpperCase())
    .refine((utr) => /^[A-Z0-9]{12,22}$/.test(utr), INVOICE_MESSAGES.reference),
});
export const paymentSchema = paymentFormSchema.extend({ id: z.uuid() });
export type PaymentField = "paidOn" | "reference";
export type IssueField = "dueOn";

export const creditNoteSchema = z.object({ id: z.uuid(), invoiceId: z.uuid(INVOICE_MESSAGES.invoiceGone) });

export type InvoiceState = "due" | "overdue" | "paid" | "credited";

/** An invoice or credit note on its lead's page. */
export interface LeadInvoice {
  id: string;
  kind: "invoice" | "credit-note";
  number: string;
  issuedAt: Date;
  dueOn: string | null;
  totalPaise: number;
  quoteId: string | null;
  /** A credit note's invoice number; an invoice's credit note number. */
  corrects: string | null;
  creditedBy: string | null;
  paidOn: string | null;
  paymentReference: string | null;
  state: InvoiceState | null;
  /** Whether a credit note may still be issued against it (until 30 November after its year). */
  creditable: boolean;
}

/** An issued document as its PDF and the client's page show it. */
export interface IssuedDocument {
  id: string;
  kind: "invoice" | "credit-note";
  number: string;
  issuedAt: Date;
  dueOn: string | null;
  taxed: boolean;
  agency: BillParty;
  client: BillParty;
  lines: QuoteLine[];
  amounts: BillAmounts;
  payment: InvoicePayment;
  /** A credit note's invoice number and date. */
  corrects: { number: string; issuedAt: Date } | null;
  paidOn: string | null;
}
