import { describe, expect, it } from "vitest";
import { bylineDate } from "~/components/site/article-view";
import { dateIn, mediumDate, timeOfDay } from "./format";
import { elapsed, responseSummary } from "./response-time";

describe("dates in India's time zone", () => {
  // 21 Nov 2026, 20:00 UTC is already 22 Nov in India.
  const late = "2026-11-21T20:00:00Z";
  it("formats the spec's three styles on the Indian calendar day", () => {
    expect(mediumDate(late)).toBe("Nov 22, 2026");
    expect(dateIn("en", late)).toBe("11/22/2026");
    expect(bylineDate("en", new Date(late))).toBe("November 22, 2026");
  });

  it("writes the month in Hindi on Hindi pages, in lists and bylines alike", () => {
    expect(dateIn("hi", late)).toBe(bylineDate("hi", late));
    expect(dateIn("hi", late)).toMatch(/^22 नवंबर 2026$/);
  });
});

describe("times and ages of leads", () => {
  it("shows the time of day in India", () => {
    expect(timeOfDay("2026-11-21T04:45:00Z")).toBe("10:15 am");
  });
  it("says how fast a lead was answered, or how long it has waited", () => {
    const createdAt = "2026-11-23T04:00:00Z";
    expect(responseSummary({ createdAt, firstResponseAt: "2026-11-23T04:12:30Z" })).toBe("answered in 12 min");
    expect(responseSummary({ createdAt, firstResponseAt: null }, Date.parse("2026-11-23T06:05:00Z"))).toBe(
      "2 h, no reply",
    );
    expect(elapsed(3 * 24 * 3600_000)).toBe("3 d");
    expect(elapsed(40_000)).toBe("40 s");
  });
});
