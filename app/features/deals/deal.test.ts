import { describe, expect, it } from "vitest";
import { DEAL_MESSAGES, dealSchema, lostReasonSchema, lostReasonsSchema } from "./deal";

describe("the owner's lost reasons", () => {
  it("keeps one reason per line, without blank lines or repeats", () => {
    expect(lostReasonsSchema.parse({ reasons: "Price\r\n\n  No   reply \nPrice\n" }).reasons).toEqual([
      "Price",
      "No reply",
    ]);
    expect(lostReasonsSchema.parse({ reasons: "" }).reasons).toEqual([]);
  });

  it("refuses a request without the list (it would empty it), too many reasons and a long one", () => {
    const messages = (input: unknown) => lostReasonsSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual([DEAL_MESSAGES.reasonsMissing]);
    expect(messages({ reasons: Array.from({ length: 13 }, (_, i) => `Reason ${i}`).join("\n") })).toEqual([
      DEAL_MESSAGES.tooManyReasons,
    ]);
    expect(messages({ reasons: "x".repeat(41) })).toEqual([DEAL_MESSAGES.reasonLineTooLong]);
  });
});

describe("a deal and why it was lost", () => {
  it("reads the value as whole rupees and clears what is left empty", () => {
    expect(dealSchema.parse({ dealValue: "₹ 1,20,000", expectedClose: "2027-01-15" })).toEqual({
      dealValue: 120_000,
      expectedClose: "2027-01-15",
    });
    expect(dealSchema.parse({})).toEqual({ dealValue: null, expectedClose: null });
    expect(dealSchema.safeParse({ dealValue: "1,00,00,00,001" }).error?.issues[0]?.message).toBe(
      DEAL_MESSAGES.valueTooLarge,
    );
    expect(dealSchema.safeParse({ expectedClose: "15/01/2027" }).error?.issues[0]?.message).toBe(
      DEAL_MESSAGES.closeNotADate,
    );
    expect(lostReasonSchema.parse({ lostReason: " Price ", lostNote: "Went  with\na cousin" })).toEqual({
      lostReason: "Price",
      lostNote: "Went with a cousin",
    });
  });
});
