import { describe, expect, it } from "vitest";
import { leadFilterFrom, leadFilterParams } from "./schema";

describe("the leads list's address", () => {
  it("reads the filters the Overview links to", () => {
    expect(
      leadFilterFrom(new URLSearchParams("status=new&q=+Pune+&followUp=overdue&needsReply=1&repeats=collapse&page=3")),
    ).toEqual({ status: "new", q: "Pune", followUp: "overdue", needsReply: true, repeats: "collapse", page: 3 });
    // "My leads" names no one in the address: the viewer comes from the session.
    expect(leadFilterFrom(new URLSearchParams("mine=1&viewer=someone-else"), "me")).toMatchObject({
      mine: true,
      viewer: "me",
    });
  });

  it("ignores values it does not know, so an old or mistyped link still opens the list", () => {
    expect(
      leadFilterFrom(new URLSearchParams("status=won&q=&followUp=someday&needsReply=yes&repeats=hide&page=0")),
    ).toEqual({
      status: undefined,
      q: undefined,
      followUp: undefined,
      needsReply: undefined,
      repeats: undefined,
      page: 1,
    });
    // What a form without JavaScript sends when a list is left at "all" and a box is not ticked.
    expect(leadFilterFrom(new URLSearchParams("q=&status=&followUp="))).toMatchObject({ status: undefined, page: 1 });
  });

  it("writes a filter back as the same address, leaving out what is not set and the first page", () => {
    const params = "status=contacted&q=bakery+Kothrud&followUp=today&needsReply=1&repeats=collapse&mine=1&page=2";
    expect(leadFilterParams(leadFilterFrom(new URLSearchParams(params))).toString()).toBe(params);
    expect(leadFilterParams({ page: 1, q: undefined }).toString()).toBe("");
  });
});
