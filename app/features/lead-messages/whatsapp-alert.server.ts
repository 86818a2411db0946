import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads, outboxMessages } from "#database/schema";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { type WhatsApp, WhatsAppError } from "~/infrastructure/whatsapp.server";
import { leadPageUrl } from "./lead-alert.server";
import { outcomeOnTimeline, recordLeadEvent } from "~/features/leads/index.server";
import { now } from "~/lib/clock";

// The owner hears about a new lead on WhatsApp: the approved template, to each of the agency's
// numbers, with the lead's name, service, city and the address of its page. Stored with the lead,
// sent by the scheduler at once, retried with backoff; the timeline records each outcome: accepted
// by the API, then delivered or failed as Meta's status webhooks report it. A rejected access
// token is told to the alert recipients by e-mail once per token, not once per lead.

export const WHATSAPP_ALERT_KIND = "whatsapp-alert";
export const WHATSAPP_TOKEN_KIND = "whatsapp-token";

export interface WhatsAppAlertSettings {
  /** WHATSAPP_TO: the owner's numbers, E.164. */
  to: readonly string[];
  siteUrl: string;
  /** LEAD_NOTIFY_TO: who hears that the token stopped working. */
  alertsTo: string | undefined;
  /** A hash of the access token: a new token is a new problem worth one more e-mail. */
  tokenTag: string;
}

export const tokenTag = (accessToken: string) => createHash("sha256").update(accessToken).digest("hex").slice(0, 16);

/** Stores one alert per owner's number for a new lead. Answers how many were stored. */
export async function enqueueWhatsAppAlerts(
  db: Pick<Database, "insert">,
  settings: Pick<WhatsAppAlertSettings, "to">,
  leadId: string,
  now: Date,
): Promise<number> {
  let stored = 0;
  for (const to of settings.to) {
    const key = `${WHATSAPP_ALERT_KIND}:${leadId}:${to}`;
    if (await enqueueMessage(db, { idempotencyKey: key, kind: WHATSAPP_ALERT_KIND, leadId, recipient: to }, now))
      stored++;
  }
  return stored;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * A template parameter as Meta accepts it: no newline or tab, no more than four spaces in a row,
 * not empty, and short enough for the template's limits.
 */
export function templateParameter(text: string, maxLength: number): string {
  const clean = text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  // By what a reader sees as one character (grapheme), not UTF-16 units: an emoji or a Devanagari
  // letter with its vowel sign is never cut in half.
  const characters = Array.from(graphemes.segment(clean), (part) => part.segment);
  const cut =
    characters.length > maxLength
      ? `${characters
          .slice(0, maxLength - 1)
          .join("")
          .trimEnd()}…`
      : clean;
  return cut || "-";
}

interface Rendered {
  to: string;
  parameters: string[];
}

/** How an alert is written and sent, and what the lead's timeline keeps of it. */
export function whatsAppAlertMessages(
  db: Database,
  whatsapp: WhatsApp,
  settings: WhatsAppAlertSettings,
): OutboxKind<Rendered> {
  return {
    async render(message: OutboxMessage) {
      if (!message.leadId) return undefined;
      const [lead] = await db
        .select({ name: leads.name, service: leads.service, city: leads.city })
        .from(leads)
        .where(eq(leads.id, message.leadId));
      if (!lead) return undefined;
      return {
        to: message.recipient,
        parameters: [
          templateParameter(lead.name, 60),
          templateParameter(lead.service, 60),
          templateParameter(lead.city, 40),
          leadPageUrl(settings.siteUrl, message.leadId),
        ],
      };
    },
    async deliver({ to, parameters }) {
      try {
        return await whatsapp.sendTemplate(to, parameters);
      } catch (error) {
        if (error instanceof WhatsAppError && error.tokenRejected && settings.alertsTo) {
          await enqueueMessage(
            db,
            {
              idempotencyKey: `${WHATSAPP_TOKEN_KIND}:${settings.tokenTag}`,
              kind: WHATSAPP_TOKEN_KIND,
              recipient: settings.alertsTo,
            },
            now(),
          );
        }
        throw error;
      }
    },
    reasonOf: (error) => (error instanceof Error ? error.message : String(error)).slice(0, 300),
    isFinal: (error) => error instanceof WhatsAppError && error.final,
    // Sent, for WhatsApp, means accepted: delivery is reported later (recordWhatsAppStatuses).
    settled: outcomeOnTimeline("whatsapp-alert", "accepted"),
  };
}

/** The e-mail saying the WhatsApp token no longer works, sent once per token. */
export function whatsAppTokenMessages(): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      return {
        to: message.recipient,
        subject: "WhatsApp alerts stopped: the access token was refused",
        text: [
          "The WhatsApp Business API refused the site's access token (it expired or was revoked), so new leads are not reaching your WhatsApp.",
          "",
          "Lead alerts by e-mail go on as before. To restore WhatsApp alerts, create a new permanent token for the system user in Meta Business Settings and set it as WHATSAPP_ACCESS_TOKEN, then restart the site.",
          "",
          "You get this e-mail once for each token that stops working.",
        ].join("\n"),
      };
    },
  };
}

/** A status Meta reports for a message: sent, delivered, read or failed, with its errors. */
export interface WhatsAppStatus {
  id: string;
  status: string;
  errors?: { code?: number; title?: string }[];
}

/**
 * Records on the lead's timeline what Meta's status webhooks report of its alerts: delivered, or
 * failed with Meta's reason, once each (Meta may send a report again). "sent" and "read" add
 * nothing the owner needs. A report about a message the outbox does not know (another app's, or
 * one whose acceptance is still being recorded) is dropped. Answers how many were recorded.
 */
export async function recordWhatsAppStatuses(db: Database, statuses: readonly WhatsAppStatus[]): Promise<number> {
  let recorded = 0;
  for (const status of statuses) {
    if (status.status !== "delivered" && status.status !== "failed") continue;
    const [message] = await db
      .update(outboxMessages)
      .set({ deliveryStatus: status.status })
      .where(
        and(
          eq(outboxMessages.externalId, status.id),
          sql`${outboxMessages.deliveryStatus} is distinct from ${status.status}`,
        ),
      )
      .returning({ leadId: outboxMessages.leadId, attempts: outboxMessages.attempts });
    if (!message?.leadId) continue;
    const error = status.errors?.[0];
    await recordLeadEvent(db, {
      leadId: message.leadId,
      kind: "whatsapp-alert",
      data: {
        outcome: status.status,
        attempts: message.attempts,
        ...(error ? { reason: `${error.code ?? ""} ${error.title ?? ""}`.trim().slice(0, 200) } : {}),
      },
    });
    recorded++;
  }
  return recorded;
}
