import { describe, expect, it } from "vitest";
import { REPLY_MESSAGES, fillReply, greetingReplyFor, replySchema } from "./replies";

const lead = {
  id: "3f2a9c10-0000-4000-8000-000000000000",
  name: "  Sunita Deshpande ",
  service: "Google Ads",
  city: "Nashik",
};

describe("a WhatsApp reply", () => {
  it("fills each placeholder from the lead, every time it appears", () => {
    expect(
      fillReply(
        "Hello {name}, {agency} here. About {service} in {city} ({reference}): {name}, call us.",
        lead,
        "Sparkline",
      ),
    ).toBe("Hello Sunita, Sparkline here. About Google Ads in Nashik (3F2A9C10): Sunita, call us.");
  });

  it("refuses a placeholder it cannot fill, and an empty name or message", () => {
    const refused = replySchema.safeParse({ name: "Prices", body: "Hello {firstname}" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([REPLY_MESSAGES.unknownPlaceholder]);
    expect(replySchema.safeParse({ name: " ", body: "Hi" }).error?.issues[0]?.message).toBe(REPLY_MESSAGES.nameMissing);
    expect(replySchema.safeParse({ name: "Hi", body: "" }).error?.issues[0]?.message).toBe(REPLY_MESSAGES.bodyMissing);
    expect(replySchema.parse({ name: " Prices ", body: " Hello {name} " })).toEqual({
      name: "Prices",
      body: "Hello {name}",
      // A reply from a form without the language list is English.
      language: "en",
    });
  });
});

describe("replies in Hindi", () => {
  const replies = [
    { id: "1", name: "Price list", body: "Hello {name}" },
    { id: "2", name: "नमस्ते", body: "नमस्ते {name} जी", language: "hi" as const },
    { id: "3", name: "दूसरा", body: "फिर से नमस्ते", language: "hi" as const },
  ];

  it("greets a lead from a Hindi page with the first Hindi reply, and an English one with the greeting", () => {
    expect(greetingReplyFor(replies, "hi")?.id).toBe("2");
    expect(greetingReplyFor(replies, "en")).toBeUndefined();
    expect(greetingReplyFor(replies.slice(0, 1), "hi")).toBeUndefined();
  });

  it("keeps the language the owner chose, and takes anything else as English", () => {
    const parsed = (language: unknown) => replySchema.parse({ name: "Greeting", body: "नमस्ते", language }).language;
    expect(parsed("hi")).toBe("hi");
    expect(parsed(undefined)).toBe("en");
    expect(parsed("fr")).toBe("en");
  });
});
