import { describe, expect, it } from "vitest";
import { istMoment } from "~/lib/india-time";
import { PREFIX_MESSAGES, creditNoteDeadline, documentNumber, financialYearOf, prefixProblem } from "./invoice-series";
import { upiPaymentLink } from "./upi";

describe("invoice numbers", () => {
  it("belong to the financial year that starts at midnight IST on 1 April", () => {
    const lastMoment = new Date(istMoment("2027-04-01").getTime() - 1);
    expect(financialYearOf(lastMoment).label).toBe("2026-27");
    expect(financialYearOf(istMoment("2027-04-01")).label).toBe("2027-28");
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date("2027-03-31T20:00:00Z")).label).toBe("2027-28");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z")).label).toBe("2099-00");
  });

  it("are at most 16 characters, INV/2026-27/0001 exactly", () => {
    const year = financialYearOf(istMoment("2026-11-27"));
    expect(documentNumber("INV", year, 1)).toBe("INV/2026-27/0001");
    expect(documentNumber("CN", year, 12)).toBe("CN/2026-27/0012");
    expect(prefixProblem("INV")).toBeUndefined();
    expect(prefixProblem("INVC")).toBe(PREFIX_MESSAGES.tooLong(3));
    expect(prefixProblem("IN/")).toBe(PREFIX_MESSAGES.characters);
    expect(prefixProblem("")).toBe(PREFIX_MESSAGES.characters);
    // CN numbers the credit notes: an invoice series of the same name would take their numbers.
    expect(prefixProblem("CN")).toBe(PREFIX_MESSAGES.creditNotes);
    expect(prefixProblem("cn")).toBe(PREFIX_MESSAGES.creditNotes);
    expect(prefixProblem("-")).toBe(PREFIX_MESSAGES.characters);
    expect(documentNumber("INV", year, 9_999)).toBe("INV/2026-27/9999");
    expect(() => documentNumber("INV", year, 10_000)).toThrow(RangeError);
  });

  it("may be credited until 30 November after the year ends", () => {
    const year = financialYearOf(istMoment("2026-11-27"));
    expect(creditNoteDeadline(year)).toEqual(istMoment("2027-12-01"));
  });
});

describe("a UPI payment link", () => {
  const note = "Invoice INV/2026-27/0001";
  it("carries the amount in rupees with two decimals and the note encoded", () => {
    expect(
      upiPaymentLink(
        { vpa: "sparkline@okicici", name: "Sparkline Digital LLP", kind: "personal" },
        943_300,
        note,
        "INV/2026-27/0001",
      ),
    ).toBe(
      "upi://pay?pa=sparkline@okicici&pn=Sparkline%20Digital%20LLP&am=9433.00&cu=INR&tn=Invoice%20INV%2F2026-27%2F0001",
    );
  });

  it("asks for more than nothing", () => {
    const payee = { vpa: "sparkline@okicici", name: "Sparkline", kind: "personal" } as const;
    for (const paise of [0, -50, 1.5])
      expect(() => upiPaymentLink(payee, paise, note), String(paise)).toThrow(RangeError);
  });

  it("adds the reference only for a business UPI ID", () => {
    const link = upiPaymentLink(
      { vpa: "sparkline@hdfcbank", name: "Sparkline", kind: "business" },
      50,
      note,
      "INV/2026-27/0001",
    );
    expect(new URL(link).searchParams.get("tr")).toBe("INV/2026-27/0001");
    expect(new URL(link).searchParams.get("am")).toBe("0.50");
  });
});
