import { describe, expect, it } from "vitest";
import { OUTBOX_KINDS, outboxKinds } from "./outbox-kinds";
import type { ScheduledServices } from "~/infrastructure/outbox-kinds.server";
import { quietSettings } from "../tests/integration/scheduled-settings";
import { systemClock } from "~/lib/clock";

// Making a kind only keeps what it is given: nothing is read or sent, so no database is needed.
const services = {} as ScheduledServices;
const settings = quietSettings({ alertsTo: "alerts@sparkline.example" });
const whatsapp = {
  apiUrl: "https://graph.facebook.com",
  version: "v23.0",
  accessToken: "token",
  phoneNumberId: "1234",
  template: "new_lead",
  language: "en",
  to: ["+919820012345"],
};

describe("the registry of outbox kinds", () => {
  it("names each kind once, with the feature that declares it", () => {
    expect(OUTBOX_KINDS.map((entry) => entry.kind)).toEqual([
      "lead-alert",
      "escalation",
      "digest",
      "acknowledgement",
      "lead-assigned",
      "whatsapp-alert",
      "whatsapp-token",
      "sign-in-notice",
      "two-factor-notice",
      "account-link",
      "password-reset-asked",
      "webhook",
      "data-request",
      "breach-notice",
    ]);
  });

  it("sends webhooks on their own lane and everything else on the first", () => {
    expect(Object.keys(outboxKinds("webhooks", services, settings, systemClock))).toEqual(["webhook"]);
    expect(Object.keys(outboxKinds(undefined, services, settings, systemClock))).not.toContain("webhook");
  });

  it("makes the WhatsApp kinds only for a server set up for WhatsApp", () => {
    const without = Object.keys(outboxKinds(undefined, services, settings, systemClock));
    expect(without).not.toContain("whatsapp-alert");
    expect(without).not.toContain("whatsapp-token");
    const withWhatsApp = Object.keys(outboxKinds(undefined, services, { ...settings, whatsapp }, systemClock));
    expect(withWhatsApp).toEqual(expect.arrayContaining(["whatsapp-alert", "whatsapp-token"]));
    expect(withWhatsApp).toHaveLength(OUTBOX_KINDS.length - 1);
  });
});
