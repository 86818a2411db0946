import { execFileSync } from "node:child_process";
import type { Database } from "../../database/client.server";
import { user, webhookEndpoints } from "../../database/schema";
import { saveBillingDetails } from "~/features/billing/billing-settings.server";
import type { BillingDetails } from "~/features/billing/billing-settings";
import { type QuoteFormInput, type QuoteRow, quoteFormSchema, quoteLineFields } from "~/features/billing/quote";

// What the quote and invoice suites start from: the agency (in Maharashtra, with a GSTIN, a business
// UPI ID and a bank account), the quote form as it is posted, the worked rounding case, and the
// text of a PDF as a client's reader copies it out.

export const agency: BillingDetails = {
  legalName: "Sparkline Digital LLP",
  address: "4th floor, Baner Road, Pune 411045",
  stateCode: "27",
  gstin: "27AAPFU0939F1ZV",
  upi: { vpa: "sparkline@okhdfcbank", kind: "business" },
  bank: {
    accountName: "Sparkline Digital LLP",
    accountNumber: "50100123456789",
    ifsc: "HDFC0001234",
    bankName: "HDFC Bank, Baner",
  },
  invoicePrefix: "INV",
  invoiceTerms: "Payment due within 15 days.",
};

/** The worked case: 7 × ₹1,234.57 less 7.5% (₹7,993.84 before GST, ₹9,433.00 with it). */
export const workedRow: Partial<QuoteRow> = {
  description: "Social media posts",
  sac: "998361",
  quantity: "7",
  unitPrice: "1,234.57",
  discount: "7.5",
};

/**
 * The quote form as posted for lead `leadId` and read by its schema: a client in Karnataka, the
 * rows' fields as lists in their order, and whatever `fields` change.
 */
export function quoteInput(
  leadId: string,
  { rows = [workedRow], ...fields }: { rows?: Partial<QuoteRow>[] } & Record<string, string | Partial<QuoteRow>[]> = {},
): QuoteFormInput {
  const lists = Object.fromEntries(quoteLineFields.map((field) => [field, rows.map((row) => row[field] ?? "")]));
  return quoteFormSchema.parse({
    id: leadId,
    billingName: "Patil Sweets",
    billingAddress: "MG Road, Bengaluru 560001",
    state: "29",
    gstin: "",
    validUntil: "2026-12-11",
    ...lists,
    ...fields,
  });
}

/** A PDF's text as poppler's pdftotext extracts it (what a client's PDF reader copies out). */
export const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");

/** A billing suite's database: the owner who makes the bills, the agency's details, and an endpoint for `events`. */
export async function billingReady(db: Database, events: string[]): Promise<void> {
  await db.insert(user).values({ id: "owner", name: "Owner", email: "owner@agency.example" });
  await saveBillingDetails(db, agency);
  await db.insert(webhookEndpoints).values({ url: "https://127.0.0.1/hooks", secret: "whsec_dGVzdA==", events });
}
