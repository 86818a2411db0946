import type { ScheduledWorkSettings } from "../../server/scheduled-work";

/**
 * The scheduler's settings with everything optional turned off (no escalation, digest,
 * acknowledgement, WhatsApp; webhooks to public addresses only); a test turns on what it checks.
 */
export function quietSettings(overrides: Partial<ScheduledWorkSettings> = {}): ScheduledWorkSettings {
  return {
    siteUrl: "https://sparkline.example",
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
