// What the agency's other tools can hear about (the admin's Connect your tools screen and the deliveries
// share these names), the screen's forms and texts, and what it shows of endpoints and deliveries.

/** The events an endpoint can ask for, with what the admin reads beside each box. */
export const WEBHOOK_EVENTS = {
  "lead.created": "A new lead arrives",
  "lead.status_changed": "A lead's status changes",
  "lead.updated": "A lead's details are corrected (name, phone, e-mail, city or service)",
  "lead.note_added": "A note is added to a lead",
  "lead.follow_up_due": "A lead's follow-up falls due",
  "lead.deleted": "A lead is deleted (by an admin, when its retention period ends, or at the person's request)",
  "lead.consent_withdrawn": "A lead withdraws consent to offers and updates",
  "lead.deal_changed": "A lead's deal value or expected close date changes, or why it was lost is recorded",
  "quote.opened": "A client opens a quote from its link",
  "quote.accepted": "A client accepts a quote",
  "invoice.issued": "An invoice is issued",
  "invoice.paid": "An invoice is marked paid",
  "invoice.cancelled": "A credit note cancels an invoice",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const webhookEvents = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

/** The version of the deliveries' JSON (its `version` field); a change that breaks a receiver makes a new one. */
export const WEBHOOK_SCHEMA_VERSION = 1;

export const WEBHOOK_INTENTS = {
  add: "webhook-add",
  remove: "webhook-remove",
  rotate: "webhook-rotate",
  test: "webhook-test",
  redeliver: "webhook-redeliver",
  sheetsScript: "webhook-sheets-script",
  sheetsConnect: "webhook-sheets-connect",
} as const;

export const WEBHOOK_URL_MAX = 2_000;

export const WEBHOOK_MESSAGES = {
  added: "Endpoint added",
  addFailed: "Failed to add the endpoint",
  removed: "Endpoint removed",
  removeFailed: "Failed to remove the endpoint",
  rotated: "Secret rotated",
  rotateFailed: "Failed to rotate the secret",
  tested: "Test sent",
  testFailed: "Failed to send the test",
  redelivered: "Delivery queued again",
  redeliverFailed: "Failed to queue the delivery again",
  urlMissing: "Enter the endpoint's address, starting with https://.",
  urlTooLong: `The address can be at most ${WEBHOOK_URL_MAX.toLocaleString("en-IN")} characters.`,
  noEvents: "Choose at least one event.",
  gone: "This endpoint no longer exists.",
  deliveryGone: "This delivery is no longer kept.",
  notFinished: "This delivery is still being tried: wait for its last attempt.",
  sheetsConnected: "Google Sheet connected",
  sheetsConnectFailed: "Failed to connect the sheet",
  sheetsScriptFailed: "Failed to make the script",
  noSheetsScript: "Get the script first (step 2): the sheet needs it before it has an address.",
  sheetsUrlMissing: "Paste the web app address Apps Script gave you, starting with https://.",
} as const;

/** A delivery's line in an endpoint's log. */
export interface DeliveryLogEntry {
  id: string;
  event: string;
  leadId: string | null;
  createdAt: string;
  state: "delivered" | "retrying" | "failed";
  attempts: number;
  lastAttemptAt: string | null;
  statusCode: number | null;
  durationMs: number | null;
  lastError: string | null;
}

/** An endpoint as the screen shows it: never its secret. */
export interface EndpointView {
  id: string;
  url: string;
  events: string[];
  signatureInBody: boolean;
  /** Until when the secret before the last rotation still signs; null when none does. */
  previousSecretUntil: string | null;
  createdAt: string;
  deliveries: DeliveryLogEntry[];
}
