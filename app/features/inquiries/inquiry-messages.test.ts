import { describe, expect, it } from "vitest";
import { LEAD_DETAIL_MESSAGES, PHONE_MESSAGES_IN } from "~/features/leads";
import { languageProblems } from "../../../tests/support/language-pairs";
import { INQUIRY_MESSAGES } from "./inquiry-fields";
import { inquirySchemas } from "./inquiry-schema";

const refused = {
  name: "",
  phone: "98765 4321",
  email: "not-an-address",
  city: "",
  service: "",
  message: "x".repeat(2001),
};

/** The first message for each field when the form is refused. */
const messagesOf = (schema: (typeof inquirySchemas)["en"]) => {
  const result = schema.safeParse(refused);
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
};

describe("the inquiry form in two languages", () => {
  it("says everything in Hindi on a Hindi page: no string copied across, no English left in", () => {
    expect(languageProblems(LEAD_DETAIL_MESSAGES.en, LEAD_DETAIL_MESSAGES.hi, "details")).toEqual([]);
    expect(languageProblems(PHONE_MESSAGES_IN.en, PHONE_MESSAGES_IN.hi, "phone")).toEqual([]);
  });

  it("refuses a form on an English page with the spec's messages, and on a Hindi page in Hindi", () => {
    expect(messagesOf(inquirySchemas.en)).toEqual({
      name: "Please enter your name",
      phone: "This number is too short: mobile numbers have 10 digits, e.g. 98765 43210",
      email: "Please enter a valid email address",
      city: "Please enter your city",
      service: "Please tell us which service you need",
      message: "Please keep it under 2000 characters",
    });
    expect(messagesOf(inquirySchemas.hi)).toEqual({
      name: "अपना नाम लिखें",
      phone: "यह नंबर छोटा है: मोबाइल नंबर 10 अंकों का होता है, जैसे 98765 43210",
      email: "सही ईमेल पता लिखें",
      city: "अपना शहर लिखें",
      service: "बताएँ कि आपको कौन-सी सेवा चाहिए",
      message: "इसे 2000 अक्षरों से छोटा रखें",
    });
  });

  it("keeps the spec's toasts on English pages", () => {
    expect(INQUIRY_MESSAGES.success).toEqual({
      title: "Success!",
      description: "We've received your inquiry. We'll get back to you soon!",
    });
    expect(INQUIRY_MESSAGES.failure).toEqual({
      title: "Error",
      description: "Failed to submit form. Please try again.",
    });
  });
});
