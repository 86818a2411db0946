import { describe, expect, it } from "vitest";
import { periodOfDays } from "./consent-notice";

describe("how long a lead is kept, as the notice says it", () => {
  it("says whole years as years and anything else in days, in English and in Hindi", () => {
    expect([365, 730, 90, 1, 1000].map((days) => periodOfDays(days))).toEqual([
      "1 year",
      "2 years",
      "90 days",
      "1 day",
      "1,000 days",
    ]);
    expect([365, 730, 90].map((days) => periodOfDays(days, "hi"))).toEqual(["1 वर्ष", "2 वर्ष", "90 दिन"]);
  });
});
