// The list an owner works from: follow-up and needs-reply filters, repeat enquiries
// collapsed, notes found by the search, unread per person, merged leads never shown, and the
// export always holding what the list shows.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadNotes, leadReads, leads, user } from "../../database/schema";
import { LEADS_PAGE_SIZE, leadBatches, listLeads } from "~/features/lead-workspace/lead-list.server";
import { leadReference } from "~/lib/lead-reference";
import { leadsCsv } from "~/features/lead-workspace/export.server";
import type { LeadFilter } from "~/features/lead-workspace/schema";
import { ONE_DAY_MS, istMoment } from "~/lib/india-time";
import { testDatabases } from "./databases";

/** 5:30 pm IST on 21 November 2026: "today" below is that Indian day. */
const now = new Date("2026-11-21T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const today = (hour: number, minute = 0) => istMoment("2026-11-21", hour, minute);

describe.each(testDatabases)("the leads list on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  const id: Record<string, string> = {};

  /** The names a filter lists on its first page, newest first, and its total. */
  async function shown(filter: Partial<LeadFilter>, readerId?: string) {
    const page = await listLeads(database.db, { page: 1, q: undefined, ...filter }, { readerId, now });
    return { names: page.leads.map((lead) => lead.name), total: page.total, leads: page.leads };
  }
  const names = async (filter: Partial<LeadFilter>) => (await shown(filter)).names;

  beforeAll(async () => {
    database = await open();
    const { db } = database;
    await db.insert(user).values([
      { id: "owner", name: "Owner", email: "owner@agency.example" },
      { id: "sales", name: "Sales", email: "sales@agency.example" },
    ]);
    const add = async (name: string, fields: Partial<typeof leads.$inferInsert> & { createdAt: Date }) => {
      const [row] = await db
        .insert(leads)
        .values({ name, phone: "+91 98765 43210", city: "Pune", service: "SEO", ...fields })
        .returning({ id: leads.id });
      id[name] = row!.id;
    };
    // Newest first: Mohan again (merged away), Mohan, Asha, Ravi 3, Bala, Deepak, Esha, Farhan, Gita, Chitra, Ravi 2, Ravi 1.
    await add("Asha", {
      createdAt: minutesAgo(30),
      firstResponseAt: minutesAgo(18),
      followUpAt: today(10),
      followUpNote: "Send the quote",
      message: "Need a website for my clinic",
    });
    await add("Bala", { createdAt: minutesAgo(120), followUpAt: today(21), message: "   " });
    await add("Chitra", {
      createdAt: minutesAgo(24 * 60 + 5),
      firstResponseAt: minutesAgo(24 * 60),
      followUpAt: istMoment("2026-11-20", 15),
    });
    await add("Deepak", { createdAt: minutesAgo(180), followUpAt: istMoment("2026-11-22", 9) });
    await add("Esha", { createdAt: minutesAgo(240), firstResponseAt: minutesAgo(200) });
    // The first and the first-after-the-last moments of the Indian day.
    await add("Farhan", { createdAt: minutesAgo(300), followUpAt: today(0) });
    await add("Gita", { createdAt: minutesAgo(360), followUpAt: new Date(today(0).getTime() + ONE_DAY_MS) });
    // One person who enquired three times: each enquiry links back to the one before.
    await add("Ravi 1", { createdAt: minutesAgo(10 * 24 * 60), city: "Nashik" });
    await add("Ravi 2", { createdAt: minutesAgo(5 * 24 * 60), previousLeadId: id["Ravi 1"], city: "Nashik" });
    await add("Ravi 3", { createdAt: minutesAgo(60), previousLeadId: id["Ravi 2"], city: "Nashik" });
    // A second enquiry an admin merged into the first: it is part of Mohan's lead now.
    await add("Mohan", { createdAt: minutesAgo(20) });
    await add("Mohan again", { createdAt: minutesAgo(10), previousLeadId: id["Mohan"], mergedInto: id["Mohan"] });

    await db.insert(leadNotes).values([
      { leadId: id["Bala"]!, body: "Owns a **bakery** in Kothrud; asked for 50% off the first month" },
      { leadId: id["Chitra"]!, body: "Called back, no answer" },
      { leadId: id["Mohan again"]!, body: "Merged note about a gym in Baner" },
    ]);
    await db.insert(leadReads).values([
      { userId: "owner", leadId: id["Asha"]! },
      { userId: "owner", leadId: id["Bala"]! },
      { userId: "sales", leadId: id["Asha"]! },
    ]);
  });
  afterAll(() => database.dispose());

  it("never lists or counts a lead merged into another; a search matching it finds the lead it is part of", async () => {
    const all = await shown({});
    expect(all.names).toEqual([
      "Mohan",
      "Asha",
      "Ravi 3",
      "Bala",
      "Deepak",
      "Esha",
      "Farhan",
      "Gita",
      "Chitra",
      "Ravi 2",
      "Ravi 1",
    ]);
    expect(all.total).toBe(11);
    expect(await names({ q: "Mohan again" })).toEqual(["Mohan"]);
    expect(await names({ q: "gym in Baner" })).toEqual(["Mohan"]);
  });

  it("filters follow-ups due today, overdue and missing, by India's calendar day", async () => {
    // Asha's (10 am) and Farhan's (midnight) are past: overdue. Bala's (9 pm) is due later today.
    expect(await names({ followUp: "today" })).toEqual(["Bala"]);
    expect(await names({ followUp: "overdue" })).toEqual(["Asha", "Farhan", "Chitra"]);
    expect(await names({ followUp: "none" })).toEqual(["Mohan", "Ravi 3", "Esha", "Ravi 2", "Ravi 1"]);
    // Midnight in India (18:30 UTC) starts the next Indian day: its follow-ups are the day's.
    const lateEvening = await listLeads(
      database.db,
      { page: 1, q: undefined, followUp: "today" },
      { now: new Date("2026-11-21T18:30:00Z") },
    );
    expect(lateEvening.leads.map((lead) => lead.name)).toEqual(["Deepak", "Gita"]);
  });

  it("lists only the leads nobody has answered yet", async () => {
    expect(await names({ needsReply: true })).toEqual([
      "Mohan",
      "Ravi 3",
      "Bala",
      "Deepak",
      "Farhan",
      "Gita",
      "Ravi 2",
      "Ravi 1",
    ]);
  });

  it("finds leads by the words of their notes, with the other fields and the other filters", async () => {
    expect(await names({ q: "KOTHRUD" })).toEqual(["Bala"]);
    expect(await names({ q: "50%" })).toEqual(["Bala"]); // % is a character, not a wildcard
    expect(await names({ q: "no answer" })).toEqual(["Chitra"]);
    expect(await names({ q: "bakery", needsReply: true, followUp: "today" })).toEqual(["Bala"]);
    expect(await names({ q: "bakery", status: "converted" })).toEqual([]);
    // The search still finds a lead's own fields.
    expect(await names({ q: "nashik" })).toEqual(["Ravi 3", "Ravi 2", "Ravi 1"]);
  });

  it('lists only the signed-in person\'s leads with "my leads", and none when no one is signed in; the export the same', async () => {
    await database.db
      .update(leads)
      .set({ assignedTo: "sales" })
      .where(inArray(leads.id, [id.Asha!, id.Esha!]));
    expect(await names({ mine: true, viewer: "sales" })).toEqual(["Asha", "Esha"]);
    expect(await names({ mine: true, viewer: "owner" })).toEqual([]);
    expect(await names({ mine: true })).toEqual([]);
    const csv = await new Response(leadsCsv(database.db, { q: undefined, mine: true, viewer: "sales" })).text();
    expect(
      csv
        .trim()
        .split("\r\n")
        .slice(1)
        .map((row) => row.split(",")[0]),
    ).toEqual(['"Asha"', '"Esha"']);
    await database.db.update(leads).set({ assignedTo: null });
  });

  it("finds a lead by the reference its acknowledgement gave the enquirer, in any case", async () => {
    const reference = leadReference(id["Bala"]!);
    expect(await names({ q: reference })).toEqual(["Bala"]);
    expect(await names({ q: ` ${reference.toLowerCase()} ` })).toEqual(["Bala"]);
    expect(await names({ q: reference, status: "converted" })).toEqual([]);
    // A submission merged into another is found as the lead it is part of.
    expect(await names({ q: leadReference(id["Mohan again"]!) })).toEqual(["Mohan"]);
  });

  it("collapses repeat enquiries to each person's latest, with how many there were", async () => {
    const collapsed = await shown({ repeats: "collapse" });
    // Ravi once; Mohan stays, since the enquiry after his was merged into him.
    expect(collapsed.names).toEqual(["Mohan", "Asha", "Ravi 3", "Bala", "Deepak", "Esha", "Farhan", "Gita", "Chitra"]);
    expect(collapsed.total).toBe(9);
    const ravi = collapsed.leads.find((lead) => lead.name === "Ravi 3")!;
    expect(ravi).toMatchObject({ enquiries: 3, previousLeadId: id["Ravi 2"], laterLeadId: null });
    expect(collapsed.leads.find((lead) => lead.name === "Mohan")).toMatchObject({ enquiries: 1, laterLeadId: null });
    expect(await names({ repeats: "collapse", q: "nashik" })).toEqual(["Ravi 3"]);

    // Not collapsed, each enquiry links to the next one and the one before; the chains are not
    // walked (the count shows only collapsed: a flood from one number made every row walk its chain).
    const all = (await shown({ q: "nashik" })).leads;
    expect(all.map((lead) => [lead.name, lead.previousLeadId, lead.laterLeadId, lead.enquiries])).toEqual([
      ["Ravi 3", id["Ravi 2"], null, null],
      ["Ravi 2", id["Ravi 1"], id["Ravi 3"], null],
      ["Ravi 1", null, id["Ravi 2"], null],
    ]);
  });

  it("marks a lead unread for each person who has not opened it", async () => {
    const unread = async (readerId?: string) =>
      (await shown({}, readerId)).leads.filter((lead) => lead.unread).map((lead) => lead.name);
    const everyone = (await shown({})).names;
    expect(await unread("owner")).toEqual(everyone.filter((name) => name !== "Asha" && name !== "Bala"));
    expect(await unread("sales")).toEqual(everyone.filter((name) => name !== "Asha"));
    expect(await unread(undefined)).toEqual([]);

    await database.db.insert(leadReads).values({ userId: "sales", leadId: id["Ravi 3"]! });
    expect(await unread("sales")).not.toContain("Ravi 3");
    expect(await unread("owner")).toContain("Ravi 3");
  });

  it("says when each lead came, how long ago, how fast it was answered, and what it carries", async () => {
    const { leads: listed } = await shown({});
    const lead = (name: string) => listed.find((row) => row.name === name)!;
    expect(lead("Asha")).toMatchObject({
      timeOfDay: "5:00 pm",
      age: "30 min",
      responseSummary: "answered in 12 min",
      wroteMessage: true,
      followUpOverdue: true,
      followUpNote: "Send the quote",
    });
    expect(lead("Bala")).toMatchObject({
      timeOfDay: "3:30 pm",
      age: "2 h",
      responseSummary: "2 h, no reply",
      wroteMessage: false, // only spaces
      followUpOverdue: false,
    });
    expect(lead("Esha")).toMatchObject({ followUpAt: null, followUpOverdue: false, wroteMessage: false });
  });

  it("pages and exports exactly what each filter shows", async () => {
    const filters: Partial<LeadFilter>[] = [
      {},
      { followUp: "today" },
      { followUp: "overdue" },
      { followUp: "none", repeats: "collapse" },
      { needsReply: true, status: "new" },
      { q: "pune", needsReply: true },
      { q: "bakery" },
    ];
    for (const filter of filters) {
      const { total, names: first } = await shown(filter);
      const exported: string[] = [];
      for await (const batch of leadBatches(database.db, { q: undefined, ...filter }, 3, now))
        exported.push(...batch.map((lead) => lead.name));
      expect(exported, JSON.stringify(filter)).toEqual(first);
      expect(exported).toHaveLength(total);
    }
    // The file itself, with a filter that does not move with the clock.
    const csv = await new Response(
      leadsCsv(database.db, { q: undefined, needsReply: true, repeats: "collapse" }),
    ).text();
    const rows = csv.trim().split("\r\n").slice(1);
    expect(rows.map((row) => row.split(",")[0])).toEqual(
      ["Mohan", "Ravi 3", "Bala", "Deepak", "Farhan", "Gita"].map((name) => `"${name}"`),
    );
  });

  it("pages a filter with more leads than a page holds", async () => {
    await database.db.insert(leads).values(
      Array.from({ length: LEADS_PAGE_SIZE + 3 }, (_, i) => ({
        name: `Bulk ${String(i).padStart(2, "0")}`,
        phone: "+91 90000 00000",
        city: "Indore",
        service: "Ads",
        createdAt: minutesAgo(5000 + i),
      })),
    );
    const first = await listLeads(database.db, { page: 1, q: "indore", needsReply: true }, { now, readerId: "owner" });
    const second = await listLeads(database.db, { page: 2, q: "indore", needsReply: true }, { now });
    expect([first.total, first.pageCount, first.leads.length, second.leads.length]).toEqual([
      LEADS_PAGE_SIZE + 3,
      2,
      LEADS_PAGE_SIZE,
      3,
    ]);
    expect(second.leads.map((lead) => lead.name)).toEqual(["Bulk 25", "Bulk 26", "Bulk 27"]);
  });
});
