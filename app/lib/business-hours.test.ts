import { describe, expect, it } from "vitest";
import { addBusinessMinutes, isBusinessDay, isOpen, nextOpening } from "./business-hours";
import { istMoment } from "./india-time";

// 2026-11-20 is a Friday, 2026-11-23 a Monday.
const none: string[] = [];

describe("business hours in IST", () => {
  it("counts Monday to Friday as business days, not weekends or listed holidays", () => {
    expect(isBusinessDay("2026-11-20", none)).toBe(true);
    expect(isBusinessDay("2026-11-21", none)).toBe(false);
    expect(isBusinessDay("2026-11-22", none)).toBe(false);
    expect(isBusinessDay("2026-11-23", none)).toBe(true);
    expect(isBusinessDay("2026-11-23", ["2026-11-23"])).toBe(false);
    expect(isBusinessDay("2026-11-23", new Set(["2026-11-23"]))).toBe(false);
  });

  it("is open from 9:00 up to 18:00 IST on a business day", () => {
    expect(isOpen(istMoment("2026-11-23", 8, 59), none)).toBe(false);
    expect(isOpen(istMoment("2026-11-23", 9), none)).toBe(true);
    expect(isOpen(istMoment("2026-11-23", 17, 59), none)).toBe(true);
    expect(isOpen(istMoment("2026-11-23", 18), none)).toBe(false);
    expect(isOpen(istMoment("2026-11-21", 11), none)).toBe(false);
    // 9:30 IST is 4:00 UTC: the day and the hour are India's, whatever the server's zone.
    expect(isOpen(new Date("2026-11-23T04:00:00Z"), none)).toBe(true);
    expect(isOpen(new Date("2026-11-23T13:00:00Z"), none)).toBe(false);
  });

  it("finds the next opening: now when open, else 9:00 of the next business day", () => {
    const open = istMoment("2026-11-23", 10, 30);
    expect(nextOpening(open, none)).toEqual(open);
    expect(nextOpening(istMoment("2026-11-23", 7), none)).toEqual(istMoment("2026-11-23", 9));
    expect(nextOpening(istMoment("2026-11-20", 18), none)).toEqual(istMoment("2026-11-23", 9));
    expect(nextOpening(istMoment("2026-11-21", 10), none)).toEqual(istMoment("2026-11-23", 9));
    expect(nextOpening(istMoment("2026-11-20", 23, 30), ["2026-11-23", "2026-11-24"])).toEqual(
      istMoment("2026-11-25", 9),
    );
  });

  it("adds business minutes within a day", () => {
    expect(addBusinessMinutes(istMoment("2026-11-23", 10), 15, none)).toEqual(istMoment("2026-11-23", 10, 15));
    expect(addBusinessMinutes(istMoment("2026-11-23", 17, 45), 15, none)).toEqual(istMoment("2026-11-23", 18));
  });

  it("carries what is left at 18:00 to the next opening, over weekends and holidays", () => {
    // Friday 17:55: five minutes that day, ten on Monday.
    expect(addBusinessMinutes(istMoment("2026-11-20", 17, 55), 15, none)).toEqual(istMoment("2026-11-23", 9, 10));
    expect(addBusinessMinutes(istMoment("2026-11-20", 17, 55), 15, ["2026-11-23"])).toEqual(
      istMoment("2026-11-24", 9, 10),
    );
    // Nine hours a day: 600 minutes from Monday 9:00 end on Tuesday 10:00.
    expect(addBusinessMinutes(istMoment("2026-11-23", 9), 600, none)).toEqual(istMoment("2026-11-24", 10));
  });

  it("starts counting at the next opening for a lead that arrives outside hours", () => {
    expect(addBusinessMinutes(istMoment("2026-11-23", 6), 15, none)).toEqual(istMoment("2026-11-23", 9, 15));
    expect(addBusinessMinutes(istMoment("2026-11-23", 21), 15, none)).toEqual(istMoment("2026-11-24", 9, 15));
    expect(addBusinessMinutes(istMoment("2026-11-22", 12), 15, none)).toEqual(istMoment("2026-11-23", 9, 15));
    expect(addBusinessMinutes(istMoment("2026-11-22", 12), 0, none)).toEqual(istMoment("2026-11-23", 9));
  });

  it("keeps seconds: a lead at 10:00:30 is due at 10:15:30", () => {
    const start = new Date(istMoment("2026-11-23", 10).getTime() + 30_000);
    expect(addBusinessMinutes(start, 15, none)).toEqual(new Date(istMoment("2026-11-23", 10, 15).getTime() + 30_000));
  });
});
