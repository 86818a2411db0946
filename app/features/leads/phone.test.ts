import { describe, expect, it } from "vitest";
import { inquirySchema } from "../inquiries/inquiry-schema";
import { PHONE_MESSAGES, readPhoneNumber } from "./phone";

describe("reading a typed phone number", () => {
  it.each([
    "98765 43210",
    "9876543210",
    "+91-98765-43210",
    "+91 98765 43210",
    "+919876543210",
    "0091 98765 43210",
    "09876543210",
    "098765-43210",
    "919876543210",
    "91 98765 43210",
    "+91 98765.43210",
    "+91 (0) 98765 43210",
    "  98765 43210  ",
  ])("stores the mobile number typed as %j in one form", (typed) => {
    expect(readPhoneNumber(typed)).toEqual({ ok: true, e164: "+919876543210", international: "+91 98765 43210" });
  });

  it.each([
    ["011 2345 6789", "+911123456789"],
    ["011-23456789", "+911123456789"],
    ["080-4123-4567", "+918041234567"],
    ["(022) 2345 6789", "+912223456789"],
    ["+91 80 4123 4567", "+918041234567"],
    ["0120 412 3456", "+911204123456"],
    ["1800 180 1961", "+9118001801961"],
  ])("takes the landline or toll-free number %j with its STD code", (typed, e164) => {
    expect(readPhoneNumber(typed)).toMatchObject({ ok: true, e164 });
  });

  it.each([
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+971 50 123 4567", "+971501234567"],
    ["+65 6123 4567", "+6561234567"],
  ])("takes the foreign number %j by its + (or 00) code", (typed, e164) => {
    expect(readPhoneNumber(typed)).toMatchObject({ ok: true, e164 });
  });

  it("follows libphonenumber's number ranges, not only lengths: +91 12345 67890 is a landline (STD code 123), not a mobile", () => {
    // Google's rules list 12x as STD codes, so this one passes; numbers in no range are refused below.
    expect(readPhoneNumber("+91 12345 67890")).toMatchObject({ ok: true, e164: "+911234567890" });
  });

  it.each([
    ["080-4123-4567", "+91 80 4123 4567"],
    ["1800 180 1961", "+91 1800 180 1961"],
    ["0044 20 7946 0958", "+44 20 7946 0958"],
  ])("writes %j as people read it: %j", (typed, international) => {
    expect(readPhoneNumber(typed)).toMatchObject({ ok: true, international });
  });

  it.each([
    ["12", PHONE_MESSAGES.tooShort],
    ["9876543", PHONE_MESSAGES.mobileTooShort],
    ["98765 4321", PHONE_MESSAGES.mobileTooShort],
    ["+91 98765 432100", PHONE_MESSAGES.mobileTooLong],
    ["98765 43210 12345", PHONE_MESSAGES.mobileTooLong],
    ["55555 55555", PHONE_MESSAGES.notIndian],
    ["+91 50000 00000", PHONE_MESSAGES.notIndian],
    ["011 2345", PHONE_MESSAGES.tooShort],
    ["98765abcde", PHONE_MESSAGES.characters],
    ["call me", PHONE_MESSAGES.characters],
    ["9876543210 ext. 12", PHONE_MESSAGES.characters],
    ["98765+43210", PHONE_MESSAGES.characters],
    ["+999 1234 5678", PHONE_MESSAGES.countryCode],
    ["+44 20 79", PHONE_MESSAGES.tooShortAbroad("44")],
    ["+44 20 7946 0958 12345", PHONE_MESSAGES.tooLongAbroad("44")],
    ["+1 123 456 7890", PHONE_MESSAGES.notValidAbroad("1")],
    ["+", PHONE_MESSAGES.invalid],
    ["---", PHONE_MESSAGES.invalid],
  ])("refuses %j and says why", (typed, message) => {
    expect(readPhoneNumber(typed)).toEqual({ ok: false, message });
  });
});

describe("the inquiry schema's phone field", () => {
  const inquiry = { name: "Priya Menon", city: "Kochi", service: "SEO" };

  it("keeps what was typed and adds the E.164 form", () => {
    const parsed = inquirySchema.parse({ ...inquiry, phone: " 098765-43210 " });
    expect(parsed).toMatchObject({ phone: "098765-43210", phoneE164: "+919876543210" });
  });

  it("puts the reason under the phone field", () => {
    const parsed = inquirySchema.safeParse({ ...inquiry, phone: "55555 55555" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ["phone"], message: PHONE_MESSAGES.notIndian }),
    ]);
  });

  it("says an empty or overlong number is that, and nothing more", () => {
    const empty = inquirySchema.safeParse({ ...inquiry, phone: "  " });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(["Please enter your phone number"]);
    const long = inquirySchema.safeParse({ ...inquiry, phone: "9".repeat(21) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual(["That phone number is too long"]);
  });
});
