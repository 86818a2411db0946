import { agencyAddress, outcomeOnTimeline } from "~/features/leads/index.server";
import { and, desc, eq, inArray } from "drizzle-orm";
import { href } from "react-router";
import type { Database } from "#database/client.server";
import { leadEvents, leads, outboxMessages } from "#database/schema";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { whatsappHref, type LeadAlert } from "~/features/leads";

// The e-mail that tells the agency about a new lead (LEAD_NOTIFY_TO). Stored in the outbox in the
// transaction that stores the lead, then sent, retried and recorded like every other message: one
// instance claims it at a time, so an instance starting while another sends it leaves it alone.

type Lead = typeof leads.$inferSelect;

export const LEAD_ALERT_KIND = "lead-alert";
/** The waits before each retry of an alert: a mail server that is down for a few minutes is waited out. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000];
/** The first attempt plus one per retry delay; the Leads list calls an alert failed after this many. */
export const LEAD_ALERT_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const ERROR_MAX_CHARS = 300;

/** Stores the alert about a new lead, once per lead, when alerts have an address to go to; true when stored. */
export async function enqueueLeadAlert(
  db: Pick<Database, "insert">,
  settings: { to: string | undefined },
  leadId: string,
  now: Date,
): Promise<boolean> {
  if (!settings.to) return false;
  return enqueueMessage(
    db,
    { idempotencyKey: `${LEAD_ALERT_KIND}:${leadId}`, kind: LEAD_ALERT_KIND, leadId, recipient: settings.to },
    now,
  );
}

/**
 * How an alert is written when it is sent: to the alert address configured then (LEAD_NOTIFY_TO, so
 * an alert waiting through a restart that changed it goes to the new one), from the lead as it is
 * then. Nothing is sent when the address is unset, or belongs to a Sales person who sees only their
 * own leads, or the lead is gone. Its outcome goes on the lead's timeline.
 */
export function leadAlertMessages(db: Database, settings: { to: string | undefined }): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      const recipient = await agencyAddress(db, settings.to);
      if (!recipient || !message.leadId) return undefined;
      const [lead] = await db.select().from(leads).where(eq(leads.id, message.leadId));
      return lead && leadAlertEmail(lead, recipient);
    },
    delays: RETRY_DELAYS_MS,
    settled: outcomeOnTimeline("alert"),
  };
}

/**
 * Where each lead's alert stands, for the Leads list: from its outbox row while there is one (kept
 * 30 days), then from the timeline's entry of its outcome, which stays with the lead.
 */
export async function leadAlerts(db: Database, leadIds: string[]): Promise<Map<string, LeadAlert>> {
  const alerts = new Map<string, LeadAlert>();
  if (!leadIds.length) return alerts;
  const [messages, outcomes] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, LEAD_ALERT_KIND), inArray(outboxMessages.leadId, leadIds))),
    db
      .selectDistinctOn([leadEvents.leadId])
      .from(leadEvents)
      .where(and(eq(leadEvents.kind, "alert"), inArray(leadEvents.leadId, leadIds)))
      .orderBy(leadEvents.leadId, desc(leadEvents.id)),
  ]);
  for (const event of outcomes) {
    const attempts = Number(event.data.attempts ?? 0);
    const sent = event.data.outcome === "sent";
    alerts.set(event.leadId, {
      state: sent ? "sent" : "failed",
      attempts,
      lastError: null,
      sentAt: sent ? event.at : null,
    });
  }
  for (const message of messages) {
    if (!message.leadId) continue;
    const { attempts, lastError, sentAt } = message;
    const state = sentAt ? "sent" : message.failedAt ? "failed" : attempts ? "pending" : "unsent";
    alerts.set(message.leadId, { state, attempts, lastError, sentAt });
  }
  return alerts;
}

/**
 * What the mail server answered (e.g. "451 4.7.1 Try again later"), or the connection error.
 * Neither carries the lead's details: those are only in the message body.
 */
export function serverReply(error: unknown): string {
  const { response, message } = error as { response?: unknown; message?: unknown };
  const text = typeof response === "string" ? response : String(message);
  return text.replace(/\s+/g, " ").trim().slice(0, ERROR_MAX_CHARS);
}

/**
 * The lead's page in the admin, as an absolute address on the configured site (SITE_URL): the
 * alert is read in a mail app, far from the site. The admin's sign-in guards it.
 */
export function leadPageUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}${href("/admin/leads/:id", { id: leadId })}`;
}

/** The new-lead alert e-mail to `to`. */
export function leadAlertEmail(lead: Lead, to: string) {
  const lines = [
    `Name: ${lead.name}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email ?? "-"}`,
    `City: ${lead.city}`,
    `Service: ${lead.service}`,
    `Message: ${lead.message ?? "-"}`,
    `Page: ${lead.source?.path ?? "-"}`,
  ];
  if (lead.source?.utm) lines.push(`Campaign: ${JSON.stringify(lead.source.utm)}`);
  if (lead.previousLeadId) lines.push("Enquired before: yes, within the last 90 days");
  const site = siteConfig();
  // One tap from the alert to a WhatsApp chat with the lead, a greeting ready (until WhatsApp alerts take over).
  lines.push("", `Reply on WhatsApp: ${whatsappHref(lead, site.brand)}`);
  lines.push("", `Open the lead: ${leadPageUrl(site.siteUrl, lead.id)}`);
  // Plain text only: nothing a visitor typed is ever interpreted as HTML in the alert.
  return {
    to,
    subject: `New inquiry: ${lead.service.slice(0, 60)} from ${lead.city.slice(0, 40)}`,
    text: lines.join("\n"),
  };
}
