import { describe, expect, it } from "vitest";
import { auditDetailsInWords } from "./actions";

describe("an audit entry's details in words", () => {
  it("names a yes, leaves out an empty filter and a no, and puts values after their words", () => {
    expect(auditDetailsInWords({ status: "", followUp: "", words: true })).toBe("searched for words");
    expect(auditDetailsInWords({ status: "new", needsReply: "1", mine: false, rows: 12 })).toBe(
      "status new, needs a reply, rows 12",
    );
    expect(auditDetailsInWords({ outcome: "no-answer", status: "contacted" })).toBe(
      "outcome no answer, status contacted",
    );
    expect(auditDetailsInWords({})).toBe("");
    // Whatever order the stored object comes back in.
    expect(auditDetailsInWords({ rows: 1, words: true })).toBe("searched for words, rows 1");
  });
});
