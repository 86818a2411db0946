import { describe, expect, it } from "vitest";
import { serializeError } from "./logger.server";

describe("serializeError", () => {
  it("keeps a mail server's reply code, not its reply, which can quote the addresses it refused", () => {
    const refusal = Object.assign(new Error("451 4.7.1 <owner@agency.example>: Mailbox busy"), {
      code: "EENVELOPE",
      responseCode: 451,
    });
    expect(serializeError(refusal)).toEqual({ type: "Error", code: "EENVELOPE", responseCode: 451 });
  });
});
