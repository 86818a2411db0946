import { describe, expect, it } from "vitest";
import { istMoment } from "~/lib/india-time";
import { overviewRangeFrom } from "./overview-range";

// 00:30 on 22 Nov in India is still 21 Nov in UTC: "today" is the Indian day.
const now = istMoment("2026-11-22", 0, 30);
const rangeOf = (query: string) => overviewRangeFrom(new URLSearchParams(query), now);

describe("the Overview's date range", () => {
  it("is the last 30 IST days by default, against the 30 before", () => {
    expect(rangeOf("")).toEqual({
      from: "2026-10-24",
      to: "2026-11-22",
      days: 30,
      preset: 30,
      previous: { from: "2026-09-24", to: "2026-10-23" },
      note: null,
      fields: { from: "2026-10-24", to: "2026-11-22" },
    });
  });

  it("offers 7 and 90 days", () => {
    expect(rangeOf("range=7")).toMatchObject({ from: "2026-11-16", to: "2026-11-22", days: 7, preset: 7 });
    expect(rangeOf("range=90")).toMatchObject({ days: 90, preset: 90, previous: { to: "2026-08-24" } });
  });

  it("takes any two days, both included, and names the preset they happen to be", () => {
    expect(rangeOf("from=2026-11-01&to=2026-11-10")).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-10",
      days: 10,
      preset: null,
      previous: { from: "2026-10-22", to: "2026-10-31" },
      note: null,
    });
    expect(rangeOf("from=2026-11-16&to=2026-11-22")).toMatchObject({ preset: 7 });
    // No end date: up to today.
    expect(rangeOf("from=2026-11-20")).toMatchObject({ from: "2026-11-20", to: "2026-11-22", days: 3 });
    // Across a new year and a leap day.
    expect(rangeOf("from=2024-02-28&to=2024-03-01")).toMatchObject({ days: 3, previous: { from: "2024-02-25" } });
  });

  it.each([
    ["range=45", "A range is 7, 30 or 90 days."],
    ["from=2026-02-30&to=2026-03-02", "Dates must be real days written like 2026-11-21."],
    ["from=21/11/2026", "Dates must be real days written like 2026-11-21."],
    ["to=2026-11-10", "Choose a start date for the range."],
    ["from=2026-11-10&to=2026-11-01", "The start date is after the end date."],
    ["from=2026-11-10&to=2026-11-23", "The end date is in the future."],
    ["from=2025-01-01&to=2026-11-01", "A range can cover at most 366 days."],
  ])("falls back to the last 30 days, saying why, for %s", (query, why) => {
    const range = rangeOf(query);
    expect(range).toMatchObject({ from: "2026-10-24", to: "2026-11-22", preset: 30 });
    expect(range.note).toBe(`${why} Showing the last 30 days instead.`);
  });

  it("keeps the dates asked for in the form when they were real days", () => {
    expect(rangeOf("from=2026-11-10&to=2026-11-01").fields).toEqual({ from: "2026-11-10", to: "2026-11-01" });
    expect(rangeOf("from=nonsense&to=2026-11-01").fields).toEqual({ from: undefined, to: "2026-11-01" });
  });
});
