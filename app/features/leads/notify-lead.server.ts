import { agencyAddress } from "./reach.server";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { href } from "react-router";
import type { Database } from "../../../database/client.server";
import { leads } from "../../../database/schema";
import { logger } from "~/infrastructure/logger.server";
import type { Mailer } from "~/infrastructure/mailer.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { whatsappHref } from "./contact-links";
import { recordLeadEvent } from "./timeline.server";

type Lead = typeof leads.$inferSelect;
type NotifyServices = { db: Database; mailer: Mailer };

export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000];
/** The first attempt plus one per retry delay; the admin panel calls an alert failed after this many. */
export const LEAD_ALERT_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** An alert older than this is stale news; a restart does not send it any more. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;
const RESUME_LIMIT = 100;
const ERROR_MAX_CHARS = 300;

export interface NotifyOptions {
  /** Where alerts go (the settings' leadAlertsTo, from LEAD_NOTIFY_TO); no alert when unset. */
  to: string | undefined;
  delays?: number[];
}

/**
 * E-mails the agency about a new lead. The lead is already stored; a failing mail server
 * is retried with backoff, never shown to the visitor. The lead row records the outcome:
 * attempts so far, the server's last refusal and when the alert went out.
 */
export async function notifyNewLead(
  services: NotifyServices,
  lead: Lead,
  { to, delays = RETRY_DELAYS_MS }: NotifyOptions,
) {
  if (!to) return;
  // Runs unawaited: a database error must end up in the log, not crash the process.
  try {
    const recipient = await agencyAddress(services.db, to);
    if (!recipient) return;
    const message = leadAlertEmail(lead, recipient);
    for (;;) {
      const attempt = await claimAttempt(services.db, lead.id, delays.length + 1);
      if (attempt === undefined) return;
      try {
        await services.mailer.send(message);
      } catch (error) {
        const reason = serverReply(error);
        const delay = delays[attempt - 1];
        await recordAlertOutcome(
          services.db,
          lead.id,
          { notifyError: reason },
          delay === undefined && "failed",
          attempt,
        );
        logger.warn({ err: error, leadId: lead.id, attempt, retrying: delay !== undefined }, "lead alert failed");
        if (delay === undefined) return;
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        continue;
      }
      await recordAlertOutcome(services.db, lead.id, { notifiedAt: new Date(), notifyError: null }, "sent", attempt);
      return;
    }
  } catch (error) {
    logger.error(
      { err: error, query: "record lead alert", leadId: lead.id },
      "lead alert outcome could not be recorded",
    );
  }
}

/**
 * Stores an attempt's result on the lead and, once the alert went out or was given up, puts that
 * on the lead's timeline, in one transaction. A lead deleted meanwhile gets no entry after its deletion.
 */
async function recordAlertOutcome(
  db: Database,
  leadId: string,
  result: Partial<Pick<Lead, "notifiedAt" | "notifyError">>,
  outcome: "sent" | "failed" | false,
  attempts: number,
) {
  await db.transaction(async (tx) => {
    const updated = await tx.update(leads).set(result).where(eq(leads.id, leadId)).returning({ id: leads.id });
    if (outcome && updated.length) {
      await recordLeadEvent(tx, { leadId, kind: "alert", data: { outcome, attempts } });
    }
  });
}

/**
 * Counts the next attempt before making it, so a restarted server (or a second instance)
 * continues the count and skips an alert already recorded as sent. Undefined when the
 * alert was sent, the attempts are used up, or the lead was deleted.
 */
async function claimAttempt(db: Database, leadId: string, maxAttempts: number): Promise<number | undefined> {
  const [claimed] = await db
    .update(leads)
    .set({ notifyAttempts: sql`${leads.notifyAttempts} + 1` })
    .where(and(eq(leads.id, leadId), isNull(leads.notifiedAt), lt(leads.notifyAttempts, maxAttempts)))
    .returning({ attempt: leads.notifyAttempts });
  return claimed?.attempt;
}

/**
 * At start-up: alerts whose retries were cut short by a restart get their remaining attempts.
 * Only recent leads, and a bounded number, so a long mail outage does not flood the inbox.
 */
export async function resumePendingAlerts(services: NotifyServices, options: NotifyOptions) {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  try {
    const pending = await services.db
      .select()
      .from(leads)
      .where(
        and(
          isNull(leads.notifiedAt),
          lt(leads.notifyAttempts, delays.length + 1),
          gt(leads.createdAt, new Date(Date.now() - RESUME_WINDOW_MS)),
        ),
      )
      .orderBy(desc(leads.createdAt))
      .limit(RESUME_LIMIT);
    if (pending.length) logger.info({ count: pending.length }, "resuming pending lead alerts");
    await Promise.all(pending.map((lead) => notifyNewLead(services, lead, options)));
  } catch (error) {
    logger.error({ err: error, query: "list pending lead alerts" }, "pending lead alerts could not be resumed");
  }
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
