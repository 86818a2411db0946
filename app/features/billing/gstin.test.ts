import { describe, expect, it } from "vitest";
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinProblem, normalGstin } from "./gstin";
import { INDIAN_STATES, stateByCode } from "~/lib/indian-states";

describe("a GSTIN", () => {
  it("passes with its check character and fails with any other", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeUndefined();
    expect(gstinProblem("27AAPFU0939F1ZA")).toBe(GSTIN_MESSAGES.check);
    const others = [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"].filter((character) => character !== "V");
    for (const character of others)
      expect(gstinProblem(`27AAPFU0939F1Z${character}`), character).toBe(GSTIN_MESSAGES.check);
  });

  it("catches two neighbours swapped", () => {
    expect(gstinProblem("27APAFU0939F1ZV")).toBe(GSTIN_MESSAGES.check);
    expect(gstinProblem("27AAPFU0993F1ZV")).toBe(GSTIN_MESSAGES.check);
  });

  it("must be registered in the state chosen for the client", () => {
    expect(gstinProblem("27AAPFU0939F1ZV", "27")).toBeUndefined();
    expect(gstinProblem("27AAPFU0939F1ZV", "29")).toBe(GSTIN_MESSAGES.otherState(stateByCode("27")!));
    expect(GSTIN_MESSAGES.otherState(stateByCode("27")!)).toBe(
      "This GSTIN is registered in Maharashtra: choose Maharashtra as the state.",
    );
  });

  it("refuses the wrong shape and a code India does not give", () => {
    for (const typed of [
      "",
      "27AAPFU0939F1Z",
      "27AAPFU0939F1ZVX",
      "27AAPFU0939F0ZV",
      "27AAPFU0939F1YV",
      "2XAAPFU0939F1ZV",
    ])
      expect(gstinProblem(typed), typed).toBe(GSTIN_MESSAGES.shape);
    const first14 = "99AAPFU0939F1Z";
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe(GSTIN_MESSAGES.state);
  });

  it("is read as typed with spaces and small letters", () => {
    expect(normalGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normalGstin("27 AAPFU 0939 F1ZV")).toBe("27AAPFU0939F1ZV");
  });

  it("names each state once, by a two-digit code", () => {
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(INDIAN_STATES.length);
    for (const state of INDIAN_STATES) expect(state.code).toMatch(/^\d{2}$/);
    expect(stateByCode("36")?.name).toBe("Telangana");
    expect(stateByCode("25")).toBeUndefined();
  });
});
