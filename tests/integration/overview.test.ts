import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies, leadEvents, leads } from "../../database/schema";
import { callFigures } from "~/features/lead-workspace/call-outcomes.server";
import { setLeadStatus } from "~/features/lead-workspace/lead-changes.server";
import {
  BREAKDOWN_TOP,
  dashboardStats,
  firstResponseTimes,
  followUpsDue,
  leadsBy,
  leadsPerDay,
  needsReplyQueue,
  statusFunnel,
} from "~/features/lead-workspace/overview-queries.server";
import { overviewRangeFrom } from "~/features/lead-workspace/overview-range";
import { istMoment } from "~/lib/india-time";
import { testDatabases } from "./databases";
import { type NewLead, leadRow as lead } from "./lead-row";

// Saturday 21 Nov 2026, 3 pm in India. "Last 7 days" is 15-21 Nov; the 7 days before, 8-14 Nov.
const now = istMoment("2026-11-21", 15);
const week = overviewRangeFrom(new URLSearchParams("range=7"), now);
const ist = (day: string, hour: number, minute = 0) => istMoment(day, hour, minute);
const minutes = (n: number) => n * 60_000;

const answered = (created: Date, after: number) => ({
  createdAt: created,
  firstResponseAt: new Date(created.getTime() + after),
});

describe.each(testDatabases)("the Overview's figures on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    const { db } = database;
    const seeds: Record<string, NewLead> = {
      // This week (15-21 Nov).
      a: lead({
        ...answered(ist("2026-11-15", 0, 5), minutes(10)),
        status: "converted",
        source: { path: "/contact", utm: { source: "google", medium: "cpc", campaign: "diwali" } },
        followUpAt: ist("2026-11-21", 10), // earlier today: overdue by 3 pm
        followUpNote: "Send the quote",
      }),
      // 23:50 IST on the 15th: the 15th in India (it is already the 15th's evening in UTC too).
      b: lead({
        ...answered(ist("2026-11-15", 23, 50), minutes(30)),
        status: "contacted",
        city: "pune  ",
        service: "seo",
        source: { path: "/contact", utm: { source: "google", medium: "cpc", campaign: "diwali" } },
        followUpAt: ist("2026-11-21", 18),
      }),
      // 00:10 IST on the 16th is still the 15th in UTC: it counts on the 16th.
      c: lead({
        createdAt: ist("2026-11-16", 0, 10),
        city: "Pune",
        service: "Web Development",
        followUpAt: ist("2026-11-20", 23, 59), // yesterday: overdue
      }),
      d: lead({
        ...answered(ist("2026-11-20", 10), minutes(50)),
        status: "qualified",
        city: "Jaipur",
        service: "Web Development  ",
        source: { path: "/services/seo", referrer: "https://www.facebook.com/some/post?x=1" },
        followUpAt: ist("2026-11-22", 0), // tomorrow: neither
      }),
      // Converted once, closed since (below): the funnel counts it as reaching "converted".
      e: lead({
        ...answered(ist("2026-11-21", 9), minutes(20)),
        status: "converted",
        city: " New Delhi",
        source: { path: "/" },
      }),
      // Merged into a: counted nowhere, though converted, answered in a minute, with an overdue follow-up.
      merged: lead({
        ...answered(ist("2026-11-17", 12), minutes(1)),
        status: "converted",
        city: "Mumbai",
        followUpAt: ist("2026-11-19", 12),
      }),
      // Merged into a too, and never answered: it needs no reply of its own.
      mergedWaiting: lead({ createdAt: ist("2026-11-18", 12), city: "Mumbai" }),
      // The 7 days before (8-14 Nov).
      p1: lead({ ...answered(ist("2026-11-08", 0), minutes(40)), status: "converted" }),
      // 23:50 IST on the 14th is the week before, not this one.
      p2: lead({ createdAt: ist("2026-11-14", 23, 50) }),
      // Before both periods.
      old: lead({ ...answered(ist("2026-11-07", 23, 59), minutes(100)), status: "contacted" }),
    };
    const stored = await db.insert(leads).values(Object.values(seeds)).returning({ id: leads.id, name: leads.name });
    Object.keys(seeds).forEach((key, i) => (ids[key] = stored[i]!.id));
    await db
      .update(leads)
      .set({ mergedInto: ids.a })
      .where(inArray(leads.id, [ids.merged!, ids.mergedWaiting!]));
    await setLeadStatus(db, ids.e!, "closed", "owner");
    // A step back does not undo how far a lead got.
    await setLeadStatus(db, ids.d!, "contacted", "owner");
    await setLeadStatus(db, ids.d!, "new", "owner");
    await setLeadStatus(db, ids.d!, "qualified", "owner");
    // 1 Oct: twelve answered leads in ten cities, for the top-8-and-the-rest breakdown.
    await db.insert(leads).values(
      Array.from({ length: 12 }, (_, i) =>
        lead({
          ...answered(ist("2026-10-01", 10, i), minutes(5)),
          status: i === 0 ? "converted" : "contacted",
          city: `City ${Math.max(0, i - 2)}`,
        }),
      ),
    );
    await db
      .insert(caseStudies)
      .values({ title: "T", slug: "t", clientName: "C", industry: "I", challenge: "c", solution: "s", results: "r" });
  });
  afterAll(() => database.dispose());

  it("counts the spec's four figures over the leads that remain, leaving out a merged one", async () => {
    expect(await dashboardStats(database.db)).toEqual({
      totalLeads: 20,
      newLeads: 2, // c and p2, not the merged one
      convertedLeads: 3, // a, p1 and one of 1 Oct, not the merged one
      caseStudies: 1,
    });
  });

  it("queues the leads without a reply, the longest waiting first", async () => {
    const queue = await needsReplyQueue(database.db);
    expect(queue.total).toBe(2);
    expect(queue.oldest.map((waiting) => waiting.id)).toEqual([ids.p2, ids.c]);
    expect(queue.oldest[1]).toMatchObject({ service: "Web Development", city: "Pune" });
    // Both fit in the queue, so the newest is not shown twice.
    expect(queue.newest).toBeNull();
    // With fewer places than leads waiting, the newest comes too: the one its alert was about.
    const short = await needsReplyQueue(database.db, undefined, 1);
    expect(short.oldest.map((waiting) => waiting.id)).toEqual([ids.p2]);
    expect(short.newest?.id).toBe(ids.c);
  });

  it("splits follow-ups into overdue and due later today, as the digest does", async () => {
    const due = await followUpsDue(database.db, now);
    expect(due).toMatchObject({ today: 1, overdue: 2 });
    expect(due.todayFirst.map((item) => item.id)).toEqual([ids.b]);
    expect(due.overdueFirst.map((item) => [item.id, item.followUpNote])).toEqual([
      [ids.c, null],
      [ids.a, "Send the quote"],
    ]);
    // At 9 am both of today's are still to come; midnight IST ends the day (d's is tomorrow's).
    expect(await followUpsDue(database.db, ist("2026-11-21", 9))).toMatchObject({ today: 2, overdue: 1 });
  });

  it("counts leads per IST day, against the same number of days before", async () => {
    const perDay = await leadsPerDay(database.db, week);
    expect(perDay.current).toEqual([
      { day: "2026-11-15", leads: 2 },
      { day: "2026-11-16", leads: 1 },
      { day: "2026-11-17", leads: 0 },
      { day: "2026-11-18", leads: 0 },
      { day: "2026-11-19", leads: 0 },
      { day: "2026-11-20", leads: 1 },
      { day: "2026-11-21", leads: 1 },
    ]);
    expect(perDay.previous).toEqual([
      { day: "2026-11-08", leads: 1 },
      { day: "2026-11-09", leads: 0 },
      { day: "2026-11-10", leads: 0 },
      { day: "2026-11-11", leads: 0 },
      { day: "2026-11-12", leads: 0 },
      { day: "2026-11-13", leads: 0 },
      { day: "2026-11-14", leads: 1 },
    ]);
    // A custom range of one day: the 15th alone, against the 14th.
    const one = overviewRangeFrom(new URLSearchParams("from=2026-11-15&to=2026-11-15"), now);
    expect(await leadsPerDay(database.db, one)).toEqual({
      current: [{ day: "2026-11-15", leads: 2 }],
      previous: [{ day: "2026-11-14", leads: 1 }],
    });
  });

  it("shows how far the range's leads got, from their status and their timeline", async () => {
    expect(await statusFunnel(database.db, week)).toEqual([
      { status: "new", reached: 5, now: 1 },
      { status: "contacted", reached: 4, now: 1 },
      { status: "qualified", reached: 3, now: 1 },
      { status: "converted", reached: 2, now: 1 },
      { status: "closed", reached: null, now: 1 },
    ]);
  });

  it("breaks leads and conversion down by source, landing page, service and city", async () => {
    expect(await leadsBy(database.db, "source", week)).toEqual([
      { label: "direct", leads: 2, converted: 0 },
      { label: "google / cpc / diwali", leads: 2, converted: 1 },
      { label: "www.facebook.com / referral", leads: 1, converted: 0 },
    ]);
    expect(await leadsBy(database.db, "landingPage", week)).toEqual([
      { label: "/contact", leads: 2, converted: 1 },
      { label: "(not recorded)", leads: 1, converted: 0 },
      { label: "/", leads: 1, converted: 0 },
      { label: "/services/seo", leads: 1, converted: 0 },
    ]);
    // Case and spaces around a name do not split a group; it is named by its most common spelling.
    expect(await leadsBy(database.db, "service", week)).toEqual([
      { label: "SEO", leads: 3, converted: 1 },
      { label: "Web Development", leads: 2, converted: 0 },
    ]);
    expect(await leadsBy(database.db, "city", week)).toEqual([
      { label: "Pune", leads: 3, converted: 1 },
      { label: "Jaipur", leads: 1, converted: 0 },
      { label: "New Delhi", leads: 1, converted: 0 },
    ]);
  });

  it("lists the biggest groups and adds up the rest in one row", async () => {
    const october = overviewRangeFrom(new URLSearchParams("from=2026-10-01&to=2026-10-01"), now);
    const cities = await leadsBy(database.db, "city", october);
    expect(cities).toHaveLength(BREAKDOWN_TOP + 1);
    expect(cities[0]).toEqual({ label: "City 0", leads: 3, converted: 1 });
    expect(cities.slice(1, BREAKDOWN_TOP).map((row) => row.label)).toEqual([
      "City 1",
      "City 2",
      "City 3",
      "City 4",
      "City 5",
      "City 6",
      "City 7",
    ]);
    expect(cities.at(-1)).toEqual({ label: null, leads: 2, converted: 0 });
    expect(cities.reduce((sum, row) => sum + row.leads, 0)).toBe(12);
  });

  it("finds the median first response of the range's answered leads", async () => {
    // This week: 10, 20, 30 and 50 minutes (not the merged lead's minute, not c's missing reply): 25.
    expect(await firstResponseTimes(database.db, week)).toEqual({ medianMs: minutes(25), answered: 4 });
    expect(await firstResponseTimes(database.db, week.previous)).toEqual({ medianMs: minutes(40), answered: 1 });
    const empty = overviewRangeFrom(new URLSearchParams("from=2026-09-01&to=2026-09-02"), now);
    expect(await firstResponseTimes(database.db, empty)).toEqual({ medianMs: null, answered: 0 });
  });

  it("counts the week's calls and chats, the share reached, and the leads whose last tap has no outcome", async () => {
    const tap = (
      lead: string,
      kind: "call" | "whatsapp" | "call-outcome",
      at: Date,
      outcome?: string,
    ): typeof leadEvents.$inferInsert => ({
      leadId: ids[lead]!,
      kind,
      actorId: "owner",
      data: outcome ? { outcome, via: "call" } : {},
      at,
    });
    await database.db.insert(leadEvents).values([
      // a: called, reached; called again, no outcome yet.
      tap("a", "call", ist("2026-11-16", 10)),
      tap("a", "call-outcome", ist("2026-11-16", 10, 5), "reached"),
      tap("a", "call", ist("2026-11-21", 14)),
      // b: a chat, then no answer.
      tap("b", "whatsapp", ist("2026-11-20", 11)),
      tap("b", "call-outcome", ist("2026-11-20", 11, 2), "no-answer"),
      // c: a chat with nothing recorded.
      tap("c", "whatsapp", ist("2026-11-19", 9)),
      // The merged lead's call, and a call eight days ago: neither counts.
      tap("merged", "call", ist("2026-11-18", 9)),
      tap("d", "call", ist("2026-11-13", 14)),
    ]);
    expect(await callFigures(database.db, now.getTime())).toEqual({
      taps: 4,
      outcomes: 2,
      reached: 1,
      leadsWithoutOutcome: 2,
    });
    // A week with nothing in it.
    expect(await callFigures(database.db, ist("2026-09-01", 12).getTime())).toEqual({
      taps: 0,
      outcomes: 0,
      reached: 0,
      leadsWithoutOutcome: 0,
    });
  });
});
