// What the agency won (the Overview's money figures), on the embedded engine and on PostgreSQL: each
// definition is a query, so each is checked against both.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leads, user } from "../../database/schema";
import { moneyFigures } from "~/features/deals/index.server";
import { setLeadStatus } from "~/features/lead-workspace/lead-changes.server";
import { overviewRangeFrom } from "~/features/lead-workspace/overview-range";
import { istMoment } from "~/lib/india-time";
import { testDatabases } from "./databases";
import { type NewLead, leadRow as lead } from "./lead-row";

// Saturday 21 Nov 2026, 3 pm in India: this month is November, last month October.
const now = istMoment("2026-11-21", 15);
const rangeOf = (query: string) => overviewRangeFrom(new URLSearchParams(query), now);
const november = rangeOf("from=2026-11-01&to=2026-11-21");
const october = rangeOf("from=2026-10-01&to=2026-10-31");
const ist = (day: string, hour = 0, minute = 0) => istMoment(day, hour, minute);

const won = (at: Date, fields: Partial<NewLead> & Pick<NewLead, "createdAt">) =>
  lead({ status: "converted", convertedAt: at, firstConvertedAt: at, ...fields });
const lost = (at: Date, fields: Partial<NewLead> & Pick<NewLead, "createdAt">) =>
  lead({ status: "closed", closedAt: at, ...fields });

describe.each(testDatabases)("the money figures on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    const { db } = database;
    await db.insert(user).values({ id: "sales", name: "Sales", email: "sales@agency.example" });
    const seeds: Record<string, NewLead> = {
      // Converted, closed and converted again below, on the status dropdown's path; the Sales person's.
      again: lead({ createdAt: ist("2026-10-01", 10), status: "qualified", dealValue: 50_000, assignedTo: "sales" }),
      // The last minute of October in India (18:29 UTC on the 31st), and the first of November.
      octoberEdge: won(ist("2026-10-31", 23, 59), { createdAt: ist("2026-10-25", 23, 59), dealValue: 30_000 }),
      novemberEdge: won(ist("2026-11-01"), { createdAt: ist("2026-10-30"), dealValue: 70_000 }),
      // Won with no value: a win, but not in the average.
      unvalued: won(ist("2026-11-15", 12), { createdAt: ist("2026-11-14", 12) }),
      // Converted, then closed: a loss, not a win.
      convertedThenClosed: lost(ist("2026-11-03"), {
        createdAt: ist("2026-10-20"),
        convertedAt: ist("2026-11-02"),
        firstConvertedAt: ist("2026-11-02"),
        dealValue: 40_000,
        lostReason: "Price",
      }),
      lostUnsaid: lost(ist("2026-11-12"), { createdAt: ist("2026-11-01"), assignedTo: "sales" }),
      lostToday: lost(ist("2026-11-21", 14, 59), { createdAt: ist("2026-11-18"), lostReason: "Price" }),
      lostInOctober: lost(ist("2026-10-31", 23, 59), { createdAt: ist("2026-10-02"), lostReason: "Spam" }),
      // Merged into novemberEdge: counted nowhere, though won this month with a value, and the Sales person's.
      merged: won(ist("2026-11-05"), { createdAt: ist("2026-11-04"), dealValue: 999_999, assignedTo: "sales" }),
      // The open pipeline.
      qualified: lead({ createdAt: ist("2026-11-19"), status: "qualified", dealValue: 1_20_000, assignedTo: "sales" }),
      contacted: lead({ createdAt: ist("2026-11-20"), status: "contacted" }),
      fresh: lead({ createdAt: ist("2026-11-21", 9) }),
    };
    const stored = await db.insert(leads).values(Object.values(seeds)).returning({ id: leads.id });
    Object.keys(seeds).forEach((key, i) => (ids[key] = stored[i]!.id));
    await db.update(leads).set({ mergedInto: ids.novemberEdge }).where(eq(leads.id, ids.merged!));

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (const [at, status] of [
        [ist("2026-10-11", 10), "converted"],
        [ist("2026-11-05", 10), "closed"],
        [ist("2026-11-10", 10), "converted"],
      ] as const) {
        vi.setSystemTime(at);
        await setLeadStatus(db, ids.again!, status, "sales");
      }
    } finally {
      vi.useRealTimers();
    }
  });
  afterAll(() => database.dispose());

  it("adds up the pipeline by status now, leaving out a merged lead", async () => {
    const { pipeline } = await moneyFigures(database.db, november, undefined, now);
    expect(pipeline).toEqual([
      { status: "new", leads: 1, value: 0 },
      { status: "contacted", leads: 1, value: 0 },
      { status: "qualified", leads: 1, value: 1_20_000 },
      { status: "converted", leads: 4, value: 1_50_000 },
      { status: "closed", leads: 4, value: 40_000 },
    ]);
  });

  it("counts a lead converted, closed and converted again once, won in the month of its latest conversion", async () => {
    const figures = await moneyFigures(database.db, november, undefined, now);
    // again (10 Nov), novemberEdge (00:00 IST, 1 Nov) and unvalued; not the merged lead.
    expect(figures.thisMonth).toEqual({ month: "2026-11", leads: 3, value: 1_20_000 });
    // Only octoberEdge: again's first conversion, in October, is not its win.
    expect(figures.lastMonth).toEqual({ month: "2026-10", leads: 1, value: 30_000 });
    // Its close on 5 Nov is no loss, as it is converted now: the losses are convertedThenClosed,
    // lostUnsaid and lostToday. Days to win: 10 (again, to its first conversion on 11 Oct), 2
    // (novemberEdge) and 1 (unvalued).
    expect(figures).toMatchObject({ won: 3, lost: 3, medianDaysToWin: 2 });
  });

  it("counts an outcome at 23:59 IST on a month's last day in that month, and one at 00:00 IST the next day in the next", async () => {
    // From the clock, as the Overview's loader reads it: at 00:00 IST on 1 Nov, November has begun.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(ist("2026-11-01"));
      const first = await moneyFigures(database.db, rangeOf("range=7"));
      expect(first.lastMonth).toEqual({ month: "2026-10", leads: 1, value: 30_000 });
      expect(first.thisMonth).toEqual({ month: "2026-11", leads: 3, value: 1_20_000 });
      vi.setSystemTime(ist("2026-10-31", 23, 59));
      expect((await moneyFigures(database.db, rangeOf("range=7"))).thisMonth).toEqual({
        month: "2026-10",
        leads: 1,
        value: 30_000,
      });
    } finally {
      vi.useRealTimers();
    }
    // October's range ends at 00:00 IST on 1 Nov: octoberEdge and lostInOctober are in it, novemberEdge is not.
    expect(await moneyFigures(database.db, october, undefined, now)).toMatchObject({
      won: 1,
      lost: 1,
      winRate: 0.5,
      averageDeal: 30_000,
      valuedWins: 1,
      medianDaysToWin: 6,
      lostReasons: [{ reason: "Spam", leads: 1 }],
    });
  });

  it("works out the range's win rate, average deal, days to win and lost reasons", async () => {
    expect(await moneyFigures(database.db, november, undefined, now)).toMatchObject({
      won: 3,
      lost: 3,
      winRate: 0.5,
      // again and novemberEdge; unvalued has no value to average.
      averageDeal: 60_000,
      valuedWins: 2,
      medianDaysToWin: 2,
      // Most first, no reason last.
      lostReasons: [
        { reason: "Price", leads: 2 },
        { reason: null, leads: 1 },
      ],
    });
  });

  it("shows a Sales person limited to their assigned leads the figures of those alone", async () => {
    expect(await moneyFigures(database.db, november, "sales", now)).toEqual({
      pipeline: [
        { status: "new", leads: 0, value: 0 },
        { status: "contacted", leads: 0, value: 0 },
        { status: "qualified", leads: 1, value: 1_20_000 },
        { status: "converted", leads: 1, value: 50_000 },
        { status: "closed", leads: 1, value: 0 },
      ],
      // The merged lead assigned to them is counted no more than for anyone else.
      thisMonth: { month: "2026-11", leads: 1, value: 50_000 },
      lastMonth: { month: "2026-10", leads: 0, value: 0 },
      won: 1,
      lost: 1,
      winRate: 0.5,
      averageDeal: 50_000,
      valuedWins: 1,
      medianDaysToWin: 10,
      lostReasons: [{ reason: null, leads: 1 }],
    });
  });

  it("has no win rate, average deal or days to win when nothing was won or lost in the range", async () => {
    expect(await moneyFigures(database.db, rangeOf("from=2026-09-01&to=2026-09-30"), undefined, now)).toMatchObject({
      won: 0,
      lost: 0,
      winRate: null,
      averageDeal: null,
      valuedWins: 0,
      medianDaysToWin: null,
      lostReasons: [],
    });
  });
});
