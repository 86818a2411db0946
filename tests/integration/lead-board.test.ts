// The Leads tab's board: a column per status whose count and deal total cover every lead of the
// filter in that status (not only the cards shown), with the list's filters, its "only assigned
// leads" scope, and merged submissions left out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, user } from "../../database/schema";
import { LEADS_PER_BOARD_COLUMN, leadBoard } from "~/features/lead-workspace/lead-list.server";
import type { LeadListFilter } from "~/features/lead-workspace/schema";
import { testDatabases } from "./databases";

const now = new Date("2026-11-21T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe.each(testDatabases)("the leads board on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;

  const board = (filter: Partial<LeadListFilter> = {}) => leadBoard(database.db, { q: undefined, ...filter }, { now });
  /** Each column as `status: count, value, the names shown`. */
  const figures = async (filter: Partial<LeadListFilter> = {}) =>
    Object.fromEntries(
      (await board(filter)).map((column) => [
        column.status,
        [column.count, column.value, column.leads.map((lead) => lead.name)],
      ]),
    );

  beforeAll(async () => {
    database = await open();
    const { db } = database;
    await db.insert(user).values([
      { id: "owner", name: "Owner", email: "owner@agency.example" },
      { id: "sales", name: "Sales", email: "sales@agency.example" },
    ]);
    const add = async (name: string, fields: Partial<typeof leads.$inferInsert>) => {
      const [row] = await db
        .insert(leads)
        .values({ name, phone: "+91 98765 43210", city: "Pune", service: "SEO", ...fields })
        .returning({ id: leads.id });
      return row!.id;
    };
    await add("Asha", { status: "new", createdAt: hoursAgo(1), dealValue: 120_000, assignedTo: "sales" });
    await add("Bala", { status: "new", createdAt: hoursAgo(3), city: "Nashik" });
    const chitra = await add("Chitra", {
      status: "contacted",
      createdAt: hoursAgo(30),
      dealValue: 340_000,
      followUpAt: hoursAgo(2),
      firstResponseAt: hoursAgo(29),
      assignedTo: "sales",
    });
    await add("Deepak", { status: "contacted", createdAt: hoursAgo(5), dealValue: 60_000, followUpAt: hoursAgo(-20) });
    // Two deals whose sum is past a 32-bit integer: the total still arrives as a number.
    await add("Esha", { status: "converted", createdAt: hoursAgo(50), dealValue: 2_000_000_000 });
    await add("Farhan", {
      status: "converted",
      createdAt: hoursAgo(49),
      dealValue: 2_000_000_000,
      assignedTo: "sales",
    });
    // A second submission merged into Chitra's lead: part of it, never a card or a rupee of its own.
    await add("Chitra again", {
      status: "qualified",
      createdAt: hoursAgo(4),
      dealValue: 999_999,
      previousLeadId: chitra,
      mergedInto: chitra,
    });
  });
  afterAll(() => database.dispose());

  it("counts and sums every status's leads, newest first, and leaves merged submissions out", async () => {
    expect(await figures()).toEqual({
      new: [2, 120_000, ["Asha", "Bala"]],
      contacted: [2, 400_000, ["Deepak", "Chitra"]],
      qualified: [0, 0, []],
      converted: [2, 4_000_000_000, ["Farhan", "Esha"]],
      closed: [0, 0, []],
    });
  });

  it("shows on each card its deal, its age and whether its follow-up is overdue", async () => {
    const contacted = (await board()).find((column) => column.status === "contacted")!;
    expect(contacted.leads).toMatchObject([
      { name: "Deepak", service: "SEO", dealValue: 60_000, age: "5 h", followUpOverdue: false },
      { name: "Chitra", dealValue: 340_000, age: "30 h", followUpAt: hoursAgo(2), followUpOverdue: true },
    ]);
    expect((await board()).find((column) => column.status === "new")!.leads[1]).toMatchObject({
      name: "Bala",
      dealValue: null,
      followUpAt: null,
      followUpOverdue: false,
    });
  });

  it("holds only what the filters select", async () => {
    expect(await figures({ status: "contacted" })).toEqual({
      new: [0, 0, []],
      contacted: [2, 400_000, ["Deepak", "Chitra"]],
      qualified: [0, 0, []],
      converted: [0, 0, []],
      closed: [0, 0, []],
    });
    expect(await figures({ needsReply: true, followUp: "none" })).toMatchObject({
      new: [2, 120_000, ["Asha", "Bala"]],
      contacted: [0, 0, []],
      converted: [2, 4_000_000_000, ["Farhan", "Esha"]],
    });
    expect(await figures({ q: "nashik" })).toMatchObject({ new: [1, 0, ["Bala"]], contacted: [0, 0, []] });
    // A search matching only the merged submission finds the lead it is part of, in that lead's column.
    expect(await figures({ q: "Chitra again" })).toMatchObject({
      contacted: [1, 340_000, ["Chitra"]],
      qualified: [0, 0, []],
    });
  });

  it("counts only the leads assigned to a Sales person limited to them, and theirs with 'my leads'", async () => {
    const assigned = {
      new: [1, 120_000, ["Asha"]],
      contacted: [1, 340_000, ["Chitra"]],
      qualified: [0, 0, []],
      converted: [1, 2_000_000_000, ["Farhan"]],
      closed: [0, 0, []],
    };
    expect(await figures({ onlyAssignedTo: "sales" })).toEqual(assigned);
    expect(await figures({ mine: true, viewer: "sales" })).toEqual(assigned);
    expect(await figures({ onlyAssignedTo: "owner" })).toEqual({
      new: [0, 0, []],
      contacted: [0, 0, []],
      qualified: [0, 0, []],
      converted: [0, 0, []],
      closed: [0, 0, []],
    });
  });

  it("shows the newest leads of a full column, and counts and sums all of them", async () => {
    const extra = LEADS_PER_BOARD_COLUMN + 2;
    await database.db.insert(leads).values(
      Array.from({ length: extra }, (_, i) => ({
        name: `Closed ${String(i).padStart(2, "0")}`,
        phone: "+91 90000 00000",
        city: "Indore",
        service: "Ads",
        status: "closed" as const,
        dealValue: 1_000,
        createdAt: hoursAgo(100 + i),
      })),
    );
    const closed = (await board()).find((column) => column.status === "closed")!;
    expect([closed.count, closed.value, closed.leads.length]).toEqual([extra, extra * 1_000, LEADS_PER_BOARD_COLUMN]);
    expect(closed.leads.map((lead) => lead.name).slice(0, 2)).toEqual(["Closed 00", "Closed 01"]);
    expect(closed.leads.at(-1)!.name).toBe(`Closed ${LEADS_PER_BOARD_COLUMN - 1}`);
  });
});
