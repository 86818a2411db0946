import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES, detailsSchema, priceLineSchema } from "./billing-settings";
import { PREFIX_MESSAGES } from "./invoice-series";

const details = { legalName: "Sparkline Digital LLP", address: "Baner Road, Pune", state: "27" };
const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the billing details", () => {
  it("write the prefix in capitals and refuse one that does not fit 16 characters", () => {
    expect(detailsSchema.parse({ ...details, invoicePrefix: "inv" }).invoicePrefix).toBe("INV");
    expect(detailsSchema.parse(details).invoicePrefix).toBe("INV");
    expect(errors(detailsSchema.safeParse({ ...details, invoicePrefix: "INVC" }))).toEqual({
      invoicePrefix: PREFIX_MESSAGES.tooLong(3),
    });
  });

  it("take bank details whole: the account's name, number and IFSC", () => {
    expect(
      errors(detailsSchema.safeParse({ ...details, bankAccountNumber: "50100123456789", bankIfsc: "HDFC0001234" })),
    ).toEqual({
      bankAccountName: BILLING_MESSAGES.bankIncomplete,
    });
    const saved = detailsSchema.parse({
      ...details,
      bankAccountName: "Sparkline Digital LLP",
      bankAccountNumber: "50100 123456 789",
      bankIfsc: "hdfc0001234",
    });
    expect(saved.bank).toEqual({
      accountName: "Sparkline Digital LLP",
      accountNumber: "50100123456789",
      ifsc: "HDFC0001234",
      bankName: "",
    });
  });
});

describe("a price", () => {
  const schema = priceLineSchema(["seo"]);
  const price = { service: "seo", description: "Local SEO, 3 months", unitPrice: "45,000", sac: "998361" };

  it("takes one of the GST slabs, 18% when none is sent, and nothing else", () => {
    expect(schema.parse(price).gstRate).toBe(18);
    expect(schema.parse({ ...price, gstRate: "5" }).gstRate).toBe(5);
    for (const gstRate of ["", " ", "1.8e1", "0x12", "12"])
      expect(errors(schema.safeParse({ ...price, gstRate })), gstRate).toEqual({ gstRate: BILLING_MESSAGES.gstRate });
  });

  it("costs more than nothing", () => {
    expect(errors(schema.safeParse({ ...price, unitPrice: "0" }))).toEqual({
      unitPrice: BILLING_MESSAGES.unitPriceZero,
    });
    expect(schema.parse({ ...price, unitPrice: "₹1,499.50/-" }).unitPrice).toBe(149_950);
  });
});
