import { z } from "zod";
import { parsePaise, rupeesAndPaise } from "~/lib/rupees";
import { DEFAULT_GST_RATE, GST_RATES, type GstRate, UNIT_PRICE_MAX_PAISE } from "./gst";
import { gstinProblem, normalGstin } from "./gstin";
import { stateByCode } from "~/lib/indian-states";
import { PREFIX_MAX, prefixProblem } from "./invoice-series";
import { UPI_MESSAGES, isVpa } from "./upi";

// The owner's billing details and price list (the Settings screen): who the quotes and invoices are
// from, how a client pays, and the lines a quote starts from. Shared by the screen and the server,
// which check what is sent by the same schemas.

export const BILLING_INTENTS = {
  details: "billing-details-save",
  priceLine: "price-line-save",
  removePriceLine: "price-line-remove",
} as const;

export const DETAILS_LIMITS = {
  legalName: 120,
  address: 300,
  state: 2,
  gstin: 20,
  upiId: 120,
  upiKind: 8,
  bankAccountName: 120,
  bankAccountNumber: 24,
  bankIfsc: 11,
  bankName: 80,
  invoicePrefix: PREFIX_MAX,
  invoiceTerms: 1_000,
} as const;
export type DetailsField = keyof typeof DETAILS_LIMITS;
export const detailsFields = Object.keys(DETAILS_LIMITS) as DetailsField[];

export const PRICE_LINE_LIMITS = { service: 60, description: 200, unitPrice: 20, sac: 6, gstRate: 2 } as const;
export type PriceLineField = keyof typeof PRICE_LINE_LIMITS;
export const priceLineFields = Object.keys(PRICE_LINE_LIMITS) as PriceLineField[];
/** A catalogue an owner reads on a phone, not an inventory. */
export const MAX_PRICE_LINES = 40;

export const BILLING_MESSAGES = {
  detailsSaved: "Billing details saved",
  detailsSaveFailed: "Failed to save the billing details",
  legalNameMissing: "Write the agency's legal name, as on its PAN or GST registration.",
  legalNameTooLong: `Keep the name to ${DETAILS_LIMITS.legalName} characters.`,
  addressMissing: "Write the address invoices carry.",
  addressTooLong: `Keep the address to ${DETAILS_LIMITS.address} characters.`,
  stateMissing: "Choose the agency's state.",
  upiKindMissing: "Say whether the UPI ID is personal or a business one.",
  accountNumber: "An account number is 9 to 18 digits.",
  ifsc: "An IFSC is 11 characters, like HDFC0001234.",
  bankIncomplete: "For bank transfers, give the account's name, its number and the IFSC.",
  tooLong: "This is too long.",
  termsTooLong: `Keep the terms to ${DETAILS_LIMITS.invoiceTerms.toLocaleString("en-IN")} characters.`,
  lineSaved: "Price saved",
  lineSaveFailed: "Failed to save the price",
  lineRemoved: "Price removed",
  lineRemoveFailed: "Failed to remove the price",
  serviceMissing: "Choose the service.",
  descriptionMissing: "Say what the client gets, e.g. 12 posts and 4 reels a month.",
  descriptionTooLong: `Keep the description to ${PRICE_LINE_LIMITS.description} characters.`,
  unitPrice: "Enter the price in rupees, e.g. 25,000 or 1,499.50.",
  unitPriceZero: "A price is more than ₹0.",
  unitPriceTooLarge: `A unit price can be at most ${rupeesAndPaise(UNIT_PRICE_MAX_PAISE)}.`,
  sac: "A SAC is 6 digits starting with 99, e.g. 998361 for advertising services.",
  gstRate: `Choose a GST rate: ${GST_RATES.join(", ")}%.`,
  tooManyLines: `Keep at most ${MAX_PRICE_LINES} prices: remove one before adding another.`,
  lineGone: "This price no longer exists.",
} as const;

export interface BillingDetails {
  legalName: string;
  address: string;
  stateCode: string;
  /** Without one, the agency's bills are plain invoices without GST. */
  gstin: string | null;
  upi: { vpa: string; kind: "personal" | "business" } | null;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string } | null;
  invoicePrefix: string;
  invoiceTerms: string;
}

export interface PriceLine {
  id: string;
  /** The service's slug in the catalogue (app/content/services.ts). */
  service: string;
  description: string;
  unitPaise: number;
  sac: string;
  gstRate: GstRate;
}

export const DEFAULT_INVOICE_PREFIX = "INV";

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default("");
const required = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** The billing details as the Settings screen sends them. */
export const detailsSchema = z
  .object({
    legalName: required(DETAILS_LIMITS.legalName, BILLING_MESSAGES.legalNameMissing, BILLING_MESSAGES.legalNameTooLong),
    address: required(DETAILS_LIMITS.address, BILLING_MESSAGES.addressMissing, BILLING_MESSAGES.addressTooLong),
    state: z
      .string({ error: BILLING_MESSAGES.stateMissing })
      .refine((code) => stateByCode(code) !== undefined, BILLING_MESSAGES.stateMissing),
    gstin: text(DETAILS_LIMITS.gstin, BILLING_MESSAGES.tooLong).transform(normalGstin),
    upiId: text(DETAILS_LIMITS.upiId, BILLING_MESSAGES.tooLong).refine((vpa) => !vpa || isVpa(vpa), UPI_MESSAGES.vpa),
    upiKind: z.enum(["personal", "business"], { error: BILLING_MESSAGES.upiKindMissing }).default("personal"),
    bankAccountName: text(DETAILS_LIMITS.bankAccountName, BILLING_MESSAGES.tooLong),
    bankAccountNumber: text(DETAILS_LIMITS.bankAccountNumber, BILLING_MESSAGES.accountNumber)
      .transform((typed) => typed.replace(/\s/g, ""))
      .refine((digits) => !digits || /^\d{9,18}$/.test(digits), BILLING_MESSAGES.accountNumber),
    bankIfsc: text(DETAILS_LIMITS.bankIfsc, BILLING_MESSAGES.ifsc)
      .transform((typed) => typed.toUpperCase())
      .refine((ifsc) => !ifsc || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc), BILLING_MESSAGES.ifsc),
    bankName: text(DETAILS_LIMITS.bankName, BILLING_MESSAGES.tooLong),
    invoicePrefix: z
      .string()
      .trim()
      .default("")
      .transform((typed) => (typed || DEFAULT_INVOICE_PREFIX).toUpperCase())
      .superRefine((prefix, context) => {
        const problem = prefixProblem(prefix);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    invoiceTerms: text(DETAILS_LIMITS.invoiceTerms, BILLING_MESSAGES.termsTooLong),
  })
  .superRefine((details, context) => {
    // The GSTIN is checked against the state chosen beside it: its first two digits are that state's code.
    const problem = details.gstin ? gstinProblem(details.gstin, details.state) : undefined;
    if (problem) context.addIssue({ code: "custom", path: ["gstin"], message: problem });
    const bankGiven = details.bankAccountName || details.bankAccountNumber || details.bankIfsc || details.bankName;
    const missing = (["bankAccountName", "bankAccountNumber", "bankIfsc"] as const).find((field) => !details[field]);
    if (bankGiven && missing)
      context.addIssue({ code: "custom", path: [missing], message: BILLING_MESSAGES.bankIncomplete });
  })
  .transform((details): BillingDetails => ({
    legalName: details.legalName,
    address: details.address,
    stateCode: details.state,
    gstin: details.gstin || null,
    upi: details.upiId ? { vpa: details.upiId, kind: details.upiKind } : null,
    bank: details.bankAccountNumber
      ? {
          accountName: details.bankAccountName,
          accountNumber: details.bankAccountNumber,
          ifsc: details.bankIfsc,
          bankName: details.bankName,
        }
      : null,
    invoicePrefix: details.invoicePrefix,
    invoiceTerms: details.invoiceTerms,
  }));

/** A price as the Settings screen sends it: a new one has no id. `services` are the catalogue's slugs. */
export const priceLineSchema = (services: readonly string[]) =>
  z.object({
    id: z.uuid(BILLING_MESSAGES.lineGone).optional(),
    service: z
      .string({ error: BILLING_MESSAGES.serviceMissing })
      .refine((slug) => services.includes(slug), BILLING_MESSAGES.serviceMissing),
    description: required(
      PRICE_LINE_LIMITS.description,
      BILLING_MESSAGES.descriptionMissing,
      BILLING_MESSAGES.descriptionTooLong,
    ),
    unitPrice: z
      .string({ error: BILLING_MESSAGES.unitPrice })
      .max(PRICE_LINE_LIMITS.unitPrice, BILLING_MESSAGES.unitPrice)
      .transform((typed, context) => {
        const paise = parsePaise(typed);
        if (paise === undefined) context.addIssue({ code: "custom", message: BILLING_MESSAGES.unitPrice });
        else if (paise === 0) context.addIssue({ code: "custom", message: BILLING_MESSAGES.unitPriceZero });
        else if (paise > UNIT_PRICE_MAX_PAISE)
          context.addIssue({ code: "custom", message: BILLING_MESSAGES.unitPriceTooLarge });
        return paise ?? 0;
      }),
    sac: z
      .string({ error: BILLING_MESSAGES.sac })
      .trim()
      .regex(/^99\d{4}$/, BILLING_MESSAGES.sac),
    // One of the slabs as the select writes it: "", " " or "1.8e1" are no rate.
    gstRate: z
      .enum(GST_RATES.map(String) as [string, ...string[]], { error: BILLING_MESSAGES.gstRate })
      .default(String(DEFAULT_GST_RATE))
      .transform((typed) => Number(typed) as GstRate),
  });
export type PriceLineInput = z.output<ReturnType<typeof priceLineSchema>>;
