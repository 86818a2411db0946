import { describe, expect, it } from "vitest";
import { istDateKey, istDayStart, istMoment, istWeekday } from "./india-time";

describe("the Indian calendar", () => {
  // 21 Nov 2026, 20:00 UTC is 22 Nov, 01:30 in India.
  const late = Date.parse("2026-11-21T20:00:00Z");
  it("finds the Indian day of a moment, its start and weekday", () => {
    expect(istDateKey(late)).toBe("2026-11-22");
    expect(istDayStart(late).toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(istWeekday(late)).toBe(0);
  });
  it("turns a day and a time in India into a moment", () => {
    expect(istMoment("2026-11-23", 9).toISOString()).toBe("2026-11-23T03:30:00.000Z");
  });
});
