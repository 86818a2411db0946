import { describe, expect, it } from "vitest";
import { suggestedStatus } from "./call-outcome";
import { pendingTapOf } from "./call-outcome-sheet";
import type { TimelineEntry } from "./lead-timeline";

describe("the status the outcome sheet suggests", () => {
  it("moves a new lead to contacted once the person was spoken to, and leaves every other case alone", () => {
    expect(suggestedStatus("reached", "new")).toBe("contacted");
    expect(suggestedStatus("call-back", "new")).toBe("contacted");
    for (const outcome of ["no-answer", "busy", "wrong-number", undefined] as const)
      expect(suggestedStatus(outcome, "new")).toBe("new");
    expect(suggestedStatus("reached", "qualified")).toBe("qualified");
  });
});

describe("the tap still waiting for an outcome", () => {
  const entry = (id: number, kind: TimelineEntry["kind"], leadId = "lead"): TimelineEntry => ({
    id,
    leadId,
    kind,
    actorId: "owner",
    actorName: "Owner",
    data: {},
    at: new Date(id * 1000),
    assigneeName: null,
    fromOtherSubmission: leadId !== "lead",
  });

  it("is the latest call or chat when nothing was recorded after it", () => {
    expect(pendingTapOf([entry(3, "note"), entry(2, "whatsapp"), entry(1, "created")], "lead")).toEqual({
      kind: "whatsapp",
      at: new Date(2000),
    });
    expect(pendingTapOf([entry(3, "call-outcome"), entry(2, "call"), entry(1, "created")], "lead")).toBeNull();
    // A tap on a submission merged into this lead was answered (or not) there.
    expect(pendingTapOf([entry(2, "call", "other"), entry(1, "created")], "lead")).toBeNull();
  });
});
