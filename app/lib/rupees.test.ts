import { describe, expect, it } from "vitest";
import { parsePaise, parseRupees, rupees, rupeesAndPaise } from "./rupees";

describe("rupees", () => {
  it("groups in lakhs and crores", () => {
    expect(rupees(0)).toBe("₹0");
    expect(rupees(85_000)).toBe("₹85,000");
    expect(rupees(120_000)).toBe("₹1,20,000");
    expect(rupees(25_000_000)).toBe("₹2,50,00,000");
  });

  it("reads what an owner types, and nothing else", () => {
    expect(parseRupees("1,20,000")).toBe(120_000);
    expect(parseRupees("₹ 85000")).toBe(85_000);
    expect(parseRupees("Rs. 4500")).toBe(4_500);
    expect(parseRupees("4500.50")).toBe(4_501);
    for (const typed of ["", "-500", "1e5", "twenty", "12.345", "₹"]) expect(parseRupees(typed), typed).toBeUndefined();
  });

  it("reads and writes prices to the paisa", () => {
    expect(parsePaise("12,500.50")).toBe(1_250_050);
    expect(parsePaise("₹ 1234.5")).toBe(123_450);
    expect(parsePaise("Rs 999")).toBe(99_900);
    expect(parsePaise("₹999/-")).toBe(99_900);
    for (const typed of ["", "-5", "1.234", "1e5", "₹"]) expect(parsePaise(typed), typed).toBeUndefined();
    expect(rupeesAndPaise(1_250_050)).toBe("₹12,500.50");
    expect(rupeesAndPaise(943_300)).toBe("₹9,433.00");
  });
});
