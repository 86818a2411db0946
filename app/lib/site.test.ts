import { describe, expect, it } from "vitest";
import { isPlaceholderPhone } from "./site";

describe("isPlaceholderPhone", () => {
  it("recognises a number whose digits after the country code are all zeros", () => {
    for (const phone of ["+91 00000 00000", "+91 (0) 00000 00000", "00000 00000", "+91-00000-00000"])
      expect(isPlaceholderPhone(phone), phone).toBe(true);
  });
  it("takes any other number as real", () => {
    for (const phone of ["+91 98765 43210", "+91 90000 00000", "+919000000000", "+1 415 555 0100", "020 2612 0000"])
      expect(isPlaceholderPhone(phone), phone).toBe(false);
  });
});
