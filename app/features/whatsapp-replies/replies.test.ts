import { describe, expect, it } from "vitest";
import { REPLY_MESSAGES, fillReply, replySchema } from "./replies";

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
    });
  });
});
