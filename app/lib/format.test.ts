import { describe, expect, it } from "vitest";
import { longDate, mediumDate, shortDate } from "./format";

describe("dates in India's time zone", () => {
  // 21 Nov 2026, 20:00 UTC is already 22 Nov in India.
  const late = "2026-11-21T20:00:00Z";
  it("formats the spec's three styles on the Indian calendar day", () => {
    expect(mediumDate(late)).toBe("Nov 22, 2026");
    expect(shortDate(late)).toBe("11/22/2026");
    expect(longDate(new Date(late))).toBe("November 22, 2026");
  });
});
