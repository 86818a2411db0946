import { describe, expect, it } from "vitest";
import { type BillLine, billAmounts, supplyBetween } from "./gst";
import { numberInWords, rupeesInWords } from "./money-words";

const agency = { stateCode: "27", registered: true };
// The worked case: 7 × ₹1,234.57 less 7.5%.
const worked: BillLine = { quantityHundredths: 700, unitPaise: 123_457, discountBasisPoints: 750, gstRate: 18 };

describe("the GST of a bill", () => {
  it("for a client in the agency's state: CGST and SGST at 9%, each rounded to the paisa", () => {
    const bill = billAmounts([worked], supplyBetween(agency, "27"));
    expect(bill.lines[0]).toMatchObject({ grossPaise: 864_199, discountPaise: 64_815, taxablePaise: 799_384 });
    expect(bill.taxes).toEqual([
      { kind: "CGST", rateBasisPoints: 900, paise: 71_945 },
      { kind: "SGST", rateBasisPoints: 900, paise: 71_945 },
    ]);
    // ₹9,432.74, rounded to ₹9,433.00 with +0.26.
    expect(bill.roundOffPaise).toBe(26);
    expect(bill.totalPaise).toBe(943_300);
  });

  it("for a client in another state: IGST at 18%", () => {
    const bill = billAmounts([worked], supplyBetween(agency, "29"));
    expect(bill.taxablePaise).toBe(799_384);
    expect(bill.taxes).toEqual([{ kind: "IGST", rateBasisPoints: 1800, paise: 143_889 }]);
    // ₹9,432.73, rounded to ₹9,433.00 with +0.27.
    expect(bill.roundOffPaise).toBe(27);
    expect(bill.totalPaise).toBe(943_300);
  });

  it("names the state's half UTGST in a union territory without a legislature", () => {
    const chandigarh = { stateCode: "04", registered: true };
    expect(billAmounts([worked], supplyBetween(chandigarh, "04")).taxes.map((tax) => tax.kind)).toEqual([
      "CGST",
      "UTGST",
    ]);
    const delhi = { stateCode: "07", registered: true };
    expect(billAmounts([worked], supplyBetween(delhi, "07")).taxes.map((tax) => tax.kind)).toEqual(["CGST", "SGST"]);
  });

  it("charges no GST when the agency has no GSTIN", () => {
    const bill = billAmounts([worked], supplyBetween({ stateCode: "27", registered: false }, "29"));
    expect(bill.taxes).toEqual([]);
    // ₹7,993.84 rounds up to ₹7,994.00, +0.16.
    expect(bill).toMatchObject({ taxablePaise: 799_384, roundOffPaise: 16, totalPaise: 799_400 });
  });

  it("adds lines at their own rates, rounds half-up, and may round the total down", () => {
    const lines: BillLine[] = [
      { quantityHundredths: 100, unitPaise: 1_000_000, discountBasisPoints: 0, gstRate: 18 },
      // 1.5 × ₹333.33 = ₹499.995, half a paisa up to ₹500.00; 5% is ₹25.00.
      { quantityHundredths: 150, unitPaise: 33_333, discountBasisPoints: 0, gstRate: 5 },
      { quantityHundredths: 100, unitPaise: 1_030, discountBasisPoints: 0, gstRate: 0 },
    ];
    const bill = billAmounts(lines, supplyBetween(agency, "29"));
    expect(bill.lines.map((line) => line.taxablePaise)).toEqual([1_000_000, 50_000, 1_030]);
    expect(bill.taxes).toEqual([
      { kind: "IGST", rateBasisPoints: 500, paise: 2_500 },
      { kind: "IGST", rateBasisPoints: 1800, paise: 180_000 },
    ]);
    // ₹12,335.30 rounds down to ₹12,335.00.
    expect(bill).toMatchObject({ taxablePaise: 1_051_030, roundOffPaise: -30, totalPaise: 1_233_500 });
  });
});

describe("a bill that no form would make", () => {
  it("is refused, never computed", () => {
    const supply = supplyBetween(agency, "29");
    const lines: BillLine[] = [
      { ...worked, discountBasisPoints: 15_000 },
      { ...worked, unitPaise: -105 },
      { ...worked, quantityHundredths: 1.5 },
      { ...worked, quantityHundredths: 10_000_000 },
      { ...worked, gstRate: 12 as never },
    ];
    for (const line of lines) expect(() => billAmounts([line], supply), JSON.stringify(line)).toThrow(RangeError);
  });

  it("has no place of supply outside India's states", () => {
    expect(() => supplyBetween(agency, "")).toThrow(RangeError);
    expect(() => supplyBetween(agency, "99")).toThrow(RangeError);
  });

  it("gives nothing for a line given away in full", () => {
    const bill = billAmounts([{ ...worked, discountBasisPoints: 10_000 }], supplyBetween(agency, "27"));
    expect(bill).toMatchObject({ taxablePaise: 0, roundOffPaise: 0, totalPaise: 0 });
  });
});

describe("amounts in words", () => {
  it("counts in lakhs and crores", () => {
    expect(rupeesInWords(943_300)).toBe("Rupees Nine Thousand Four Hundred Thirty-Three Only");
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(100_000)).toBe("One Lakh");
    expect(numberInWords(1_234_567)).toBe("Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven");
    expect(numberInWords(10_00_00_000)).toBe("Ten Crore");
    expect(numberInWords(1_25_00_00_000)).toBe("One Hundred Twenty-Five Crore");
    expect(numberInWords(90)).toBe("Ninety");
  });

  it("adds the paise when there are any, as a cheque reads", () => {
    expect(rupeesInWords(943_274)).toBe("Rupees Nine Thousand Four Hundred Thirty-Two and Paise Seventy-Four Only");
    expect(rupeesInWords(5)).toBe("Paise Five Only");
  });

  it("refuses what is not a whole number of paise", () => {
    for (const paise of [-26, 1.5, Number.NaN, 2 ** 53])
      expect(() => rupeesInWords(paise), String(paise)).toThrow(RangeError);
  });
});
