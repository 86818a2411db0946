import { createAccountLinks } from "~/infrastructure/account-links.server";
import type { ScheduledWorkSettings } from "~/infrastructure/outbox-kinds.server";

/** The signer of invitation and reset links, for scheduled work that has none to send. */
export const accountLinks = createAccountLinks({ secret: "l".repeat(40), siteUrl: "https://sparkline.example" });

/**
 * The scheduler's settings with everything optional turned off (no escalation, digest,
 * acknowledgement, WhatsApp; webhooks to public addresses only); a test turns on what it checks.
 */
export function quietSettings(overrides: Partial<ScheduledWorkSettings> = {}): ScheduledWorkSettings {
  return {
    siteUrl: "https://sparkline.example",
    brand: "Sparkline",
    alertsTo: undefined,
    escalationMinutes: 0,
    holidays: new Set(),
    digestEnabled: false,
    retentionDays: 365,
    auditRetentionDays: 365,
    acknowledgement: { enabled: false, brand: "Sparkline", phone: "+91 98200 12345" },
    webhookPolicy: { allowLoopback: false },
    ...overrides,
  };
}
