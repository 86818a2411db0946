import { z } from "zod";
import type { BillParty } from "#database/schema";
import { istDateKey } from "~/lib/india-time";
import { parsePaise, rupeesAndPaise } from "~/lib/rupees";
import type { BillingDetails, PriceLine } from "./billing-settings";
import {
  type BillAmounts,
  type BillLine,
  DEFAULT_GST_RATE,
  GST_RATES,
  type GstRate,
  QUANTITY_MAX_HUNDREDTHS,
  UNIT_PRICE_MAX_PAISE,
} from "./gst";
import { gstinProblem, normalGstin } from "./gstin";
import { stateByCode } from "~/lib/indian-states";

// A quote for a lead's client: who it is for (billing name, address and state, GSTIN if registered),
// its lines (from the price list or written out), and the last day it may be accepted. Shared by the
// quote form and the server, which check what is sent by the same schema.

export const QUOTE_INTENTS = { create: "quote-create" } as const;

/** The client's page posts these (no signing in: the link's signature is the key). */
export const CLIENT_QUOTE_INTENTS = { opened: "opened", accept: "accept" } as const;

export const QUOTE_LIMITS = {
  billingName: 120,
  billingAddress: 300,
  state: 2,
  gstin: 20,
  validUntil: 10,
} as const;
export type QuoteField = keyof typeof QUOTE_LIMITS | `line-${number}`;
export const quoteFields = Object.keys(QUOTE_LIMITS) as (keyof typeof QUOTE_LIMITS)[];

/** What each of a line's fields may hold, as typed. */
export const QUOTE_LINE_LIMITS = {
  priceLine: 36,
  description: 200,
  sac: 6,
  quantity: 9,
  unitPrice: 20,
  discount: 6,
  gstRate: 2,
} as const;
export type QuoteLineField = keyof typeof QUOTE_LINE_LIMITS;
export const quoteLineFields = Object.keys(QUOTE_LINE_LIMITS) as QuoteLineField[];

/** A quote a client reads on a phone: a few services, not an inventory. */
export const MAX_QUOTE_LINES = 20;
/** How long a new quote is offered for, unless the form says otherwise; and the longest it may be. */
export const QUOTE_VALIDITY_DAYS = 15;
export const QUOTE_VALIDITY_MAX_DAYS = 90;
/** The name typed to accept: a person's full name, not an essay. */
export const ACCEPTED_NAME_MAX = 120;

/** The state select's choice for a client abroad: refused, with why. */
export const OUTSIDE_INDIA = "outside-india";

export const QUOTE_MESSAGES = {
  made: "Quote made",
  makeFailed: "Failed to make the quote",
  billingNameMissing: "Write the client's billing name, as their invoice should read.",
  billingNameTooLong: `Keep the name to ${QUOTE_LIMITS.billingName} characters.`,
  billingAddressMissing: "Write the client's billing address.",
  billingAddressTooLong: `Keep the address to ${QUOTE_LIMITS.billingAddress} characters.`,
  stateMissing: "Choose the client's state: it decides the GST.",
  outsideIndia: "Quotes here are for clients in India: exports are not billed from this screen.",
  validUntil: "Choose the last day the client may accept, from today.",
  validTooLong: `A quote can be valid for at most ${QUOTE_VALIDITY_MAX_DAYS} days.`,
  noLines: "Add at least one line: a service from the price list or one written out.",
  tooManyLines: `A quote can have at most ${MAX_QUOTE_LINES} lines.`,
  lineIncomplete: "Give this line a description, a SAC, a quantity and a unit price.",
  description: "Keep the description to 200 characters.",
  sac: "A SAC is 6 digits starting with 99, e.g. 998361 for advertising services.",
  quantity: "Enter a quantity above 0, e.g. 1, 3 or 1.5.",
  unitPrice: `Enter the price in rupees, above ₹0 and at most ${rupeesAndPaise(UNIT_PRICE_MAX_PAISE)}.`,
  discount: "Enter a discount from 0 to 100%, e.g. 10 or 7.5.",
  gstRate: `Choose a GST rate: ${GST_RATES.join(", ")}%.`,
  priceGone: "This price is no longer on the price list: choose another or write the line out.",
  noBillingDetails: "Save the agency's billing details on Settings before making a quote.",
  zeroTotal: "A quote's total must be more than ₹0: check the prices and discounts.",
  unreadableForm: "The quote's lines could not be read: reload the page and try again.",
  // The client's page.
  acceptedNameMissing: "Type your full name to accept.",
  acceptedNameTooLong: `Keep the name to ${ACCEPTED_NAME_MAX} characters.`,
} as const;

/** The client as the quote names them; the place of supply is their state. */
export interface QuoteClient {
  name: string;
  address: string;
  stateCode: string;
  gstin: string | null;
}

/** A quote's line as stored and billed (BillLine in gst.ts, with what the client reads). */
export interface QuoteLine extends BillLine {
  description: string;
  sac: string;
}

/** A line's fields as typed, in the order of the form's rows. */
export type QuoteRow = Record<QuoteLineField, string>;

const listOf = (max: number) =>
  z.array(z.string().max(max, QUOTE_MESSAGES.unreadableForm)).max(MAX_QUOTE_LINES, QUOTE_MESSAGES.tooManyLines);

/** Whether `typed` is a day of the calendar as a date field writes it: 2026-12-14, never 2026-02-30. */
export function isCalendarDay(typed: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return false;
  const day = new Date(`${typed}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === typed;
}

/** The day `days` after today in India, as a date field writes it (2026-12-14). */
export const dayAfter = (today: Date, days: number): string =>
  istDateKey(new Date(today.getTime() + days * 24 * 60 * 60 * 1000));

/** The quote form's client fields: checked in the browser before sending, and again on the server. */
export const quoteClientSchema = z
  .object({
    billingName: z
      .string({ error: QUOTE_MESSAGES.billingNameMissing })
      .trim()
      .min(1, QUOTE_MESSAGES.billingNameMissing)
      .max(QUOTE_LIMITS.billingName, QUOTE_MESSAGES.billingNameTooLong),
    billingAddress: z
      .string({ error: QUOTE_MESSAGES.billingAddressMissing })
      .trim()
      .min(1, QUOTE_MESSAGES.billingAddressMissing)
      .max(QUOTE_LIMITS.billingAddress, QUOTE_MESSAGES.billingAddressTooLong),
    state: z
      .string({ error: QUOTE_MESSAGES.stateMissing })
      .refine((code) => code !== OUTSIDE_INDIA, QUOTE_MESSAGES.outsideIndia)
      .refine((code) => code === OUTSIDE_INDIA || stateByCode(code) !== undefined, QUOTE_MESSAGES.stateMissing),
    gstin: z.string().trim().max(QUOTE_LIMITS.gstin).default("").transform(normalGstin),
    validUntil: z.string({ error: QUOTE_MESSAGES.validUntil }).refine(isCalendarDay, QUOTE_MESSAGES.validUntil),
  })
  .superRefine((quote, context) => {
    // A registered client's place of supply is their GSTIN's state: the two must agree.
    const problem = quote.gstin ? gstinProblem(quote.gstin, quote.state) : undefined;
    if (problem) context.addIssue({ code: "custom", path: ["gstin"], message: problem });
  });

/** The whole form as the server reads it: the client, and each line's fields as lists in the rows' order. */
export const quoteFormSchema = quoteClientSchema.and(
  z
    .object({
      id: z.uuid(),
      priceLine: listOf(QUOTE_LINE_LIMITS.priceLine),
      description: listOf(QUOTE_LINE_LIMITS.description),
      sac: listOf(QUOTE_LINE_LIMITS.sac),
      quantity: listOf(QUOTE_LINE_LIMITS.quantity),
      unitPrice: listOf(QUOTE_LINE_LIMITS.unitPrice),
      discount: listOf(QUOTE_LINE_LIMITS.discount),
      gstRate: listOf(QUOTE_LINE_LIMITS.gstRate),
    })
    .refine(
      (lists) => quoteLineFields.every((field) => lists[field].length === lists.description.length),
      QUOTE_MESSAGES.unreadableForm,
    )
    .transform(({ id, ...lists }) => ({
      id,
      rows: lists.description.map((_, index) =>
        Object.fromEntries(quoteLineFields.map((field) => [field, lists[field][index]!.trim()])),
      ) as QuoteRow[],
    })),
);
export type QuoteFormInput = z.output<typeof quoteFormSchema>;

/** What the quote form of a lead starts from. */
export interface QuoteFormData {
  lead: { id: string; name: string; city: string };
  details: BillingDetails | null;
  prices: PriceLine[];
  /** Catalogue titles by slug, for the price list's options. */
  serviceTitles: Record<string, string>;
  /** The form's first validity date: today (IST) plus the usual period. */
  validUntil: string;
  /** The earliest and latest days the date field offers. */
  today: string;
  latest: string;
}

/** Hundredths from a decimal as typed ("1.5" → 150), at most two places; undefined when it is not one. */
function hundredths(typed: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed.replace(/[,\s%]/g, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export type LinesOutcome = { ok: true; lines: QuoteLine[] } | { ok: false; errors: Record<string, string> };

/**
 * The quote's lines from the form's rows. A row left empty is skipped; a row that names a price from
 * the price list takes that price's description, SAC, unit price and rate where it leaves them blank.
 * A row's problem is reported on it (`line-2`), the rows counted from 0.
 */
export function quoteLinesFrom(rows: readonly QuoteRow[], prices: readonly PriceLine[]): LinesOutcome {
  const errors: Record<string, string> = {};
  const lines: QuoteLine[] = [];
  rows.forEach((row, index) => {
    const key = `line-${index}`;
    const price = row.priceLine ? prices.find((candidate) => candidate.id === row.priceLine) : undefined;
    if (row.priceLine && !price) return void (errors[key] = QUOTE_MESSAGES.priceGone);
    const description = row.description || price?.description || "";
    const sac = row.sac || price?.sac || "";
    const unitPaise = row.unitPrice ? parsePaise(row.unitPrice) : price?.unitPaise;
    if (!price && !row.description && !row.sac && !row.unitPrice) return; // an empty row
    const gstRate = Number(row.gstRate || (price?.gstRate ?? DEFAULT_GST_RATE));
    const quantityHundredths = hundredths(row.quantity || "1");
    const discountBasisPoints = hundredths(row.discount || "0");
    const problem = !description
      ? QUOTE_MESSAGES.lineIncomplete
      : !/^99\d{4}$/.test(sac)
        ? QUOTE_MESSAGES.sac
        : quantityHundredths === undefined || quantityHundredths === 0 || quantityHundredths > QUANTITY_MAX_HUNDREDTHS
          ? QUOTE_MESSAGES.quantity
          : unitPaise === undefined || unitPaise === 0 || unitPaise > UNIT_PRICE_MAX_PAISE
            ? QUOTE_MESSAGES.unitPrice
            : discountBasisPoints === undefined || discountBasisPoints > 10_000
              ? QUOTE_MESSAGES.discount
              : !GST_RATES.includes(gstRate as GstRate)
                ? QUOTE_MESSAGES.gstRate
                : undefined;
    if (problem) return void (errors[key] = problem);
    lines.push({
      description,
      sac,
      quantityHundredths: quantityHundredths!,
      unitPaise: unitPaise!,
      discountBasisPoints: discountBasisPoints!,
      gstRate: gstRate as GstRate,
    });
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  if (!lines.length) return { ok: false, errors: { "line-0": QUOTE_MESSAGES.noLines } };
  return { ok: true, lines };
}

/** Where a quote stands, as the lead's page and the client's page say it. */
export type QuoteState = "sent" | "opened" | "accepted" | "expired";

/** A quote on its lead's page. */
export interface LeadQuote {
  id: string;
  reference: string;
  totalPaise: number;
  validUntil: string;
  createdAt: Date;
  openedAt: Date | null;
  acceptedAt: Date | null;
  acceptedName: string | null;
  state: QuoteState;
  /** The client's link: to copy, or to send on WhatsApp. */
  url: string;
}

/** A quote's short reference, as the client and the agency quote it: Q-1A2B3C. */
export const quoteReference = (id: string): string => `Q-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`;

/** Whether a quote valid until `validUntil` (a day in India) can still be accepted at `at`. */
export const quoteOpenAt = (validUntil: string, at: Date): boolean => istDateKey(at) <= validUntil;

export function quoteState(
  quote: { validUntil: string; openedAt: Date | null; acceptedAt: Date | null },
  at: Date,
): QuoteState {
  if (quote.acceptedAt) return "accepted";
  if (!quoteOpenAt(quote.validUntil, at)) return "expired";
  return quote.openedAt ? "opened" : "sent";
}

/** A quote as its client reads it, with every amount. */
export interface ClientQuote {
  id: string;
  reference: string;
  agency: BillParty;
  client: BillParty;
  lines: QuoteLine[];
  amounts: BillAmounts;
  validUntil: string;
  createdAt: Date;
  acceptedAt: Date | null;
  acceptedName: string | null;
}

/** What a client's link opens: the quote, or why not. */
export type QuoteLink =
  | { state: "invalid" }
  | { state: "expired"; agency: string; validUntil: string }
  | { state: "open" | "accepted"; quote: ClientQuote; sig: string; invoice: ClientInvoice | null };

/** The invoice of an accepted quote, as its client's page shows how to pay it. */
export interface ClientInvoice {
  number: string;
  totalPaise: number;
  dueOn: string | null;
  paidOn: string | null;
  /** The UPI payment link (upi://pay?…) and the UPI ID it pays; null without a UPI ID. */
  upi: { link: string; vpa: string } | null;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string } | null;
}

/** What the client's page posted came to. */
export type ClientQuoteAnswer =
  | { outcome: "opened" | "accepted" | "already-accepted" | "expired" | "invalid" | "failed" }
  | { outcome: "refused"; message: string; name: string };
