// The second alert: a lead nobody has answered within the escalation time (ESCALATION_MINUTES of
// business time, Mon-Fri 9:00-18:00 IST less the holidays) is sent once more, to the person it is
// assigned to, or else to the alert recipients. One per lead, ever: its outbox key is the lead's id.
import { agencyAddress, outcomeOnTimeline } from "~/features/leads/index.server";
import { and, asc, eq, gt, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads, outboxMessages, user } from "#database/schema";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { type Holidays, addBusinessMinutes } from "~/lib/business-hours";
import { dateTime } from "~/lib/format";
import { elapsed } from "~/lib/response-time";
import { plural } from "~/lib/plural";
import { ONE_DAY_MS } from "~/lib/india-time";
import { leadPageUrl } from "./lead-alert.server";
import type { ScheduledWorkSettings } from "~/infrastructure/outbox-kinds.server";

export const ESCALATION_KIND = "escalation";
/**
 * Only leads this recent are looked at. Long enough for the longest escalation time (1440 business
 * minutes, under three business days) across a weekend and a week of holidays, so no lead is dropped
 * before its deadline comes; an older lead left unanswered is in the digest.
 */
export const ESCALATION_LOOKBACK_DAYS = 14;
/** Leads looked at per tick; the next tick takes the next ones. */
const CANDIDATES_PER_TICK = 100;

export interface EscalationSettings {
  /** Business minutes a lead may wait for a first response (ESCALATION_MINUTES); 0: no escalation. */
  minutes: number;
  holidays: Holidays;
  /** The alert recipients (LEAD_NOTIFY_TO), for leads assigned to no one. */
  alertsTo: string | undefined;
  siteUrl: string;
}

/** The escalation's settings, from the server's. */
export const escalationSettings = (settings: ScheduledWorkSettings): EscalationSettings => ({
  minutes: settings.escalationMinutes,
  holidays: settings.holidays,
  alertsTo: settings.alertsTo,
  siteUrl: settings.siteUrl,
});

export const escalationKey = (leadId: string) => `${ESCALATION_KIND}:${leadId}`;

/**
 * Unanswered, unmerged leads of the last ESCALATION_LOOKBACK_DAYS that have waited at least the
 * escalation time on the wall clock (business time is never shorter) and have no escalation yet,
 * oldest first. The conditions are those of the partial index `leads_needs_reply_idx`, which the
 * planner walks backwards over the time range; the key lookup uses the outbox's unique index.
 */
export function escalationCandidates(db: Database, settings: EscalationSettings, now: Date) {
  return db
    .select({ id: leads.id, createdAt: leads.createdAt, assignee: user.email })
    .from(leads)
    .leftJoin(user, eq(user.id, leads.assignedTo))
    .where(
      and(
        isNull(leads.firstResponseAt),
        isNull(leads.mergedInto),
        gt(leads.createdAt, new Date(now.getTime() - ESCALATION_LOOKBACK_DAYS * ONE_DAY_MS)),
        lte(leads.createdAt, new Date(now.getTime() - settings.minutes * 60_000)),
        settings.alertsTo ? undefined : isNotNull(leads.assignedTo),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outboxMessages)
            .where(eq(outboxMessages.idempotencyKey, sql`${escalationKey("")}::text || ${leads.id}::text`)),
        ),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(CANDIDATES_PER_TICK);
}

/** Stores an escalation for each lead whose business-time deadline has passed by `now`. Returns how many. */
export async function enqueueEscalations(db: Database, settings: EscalationSettings, now: Date): Promise<number> {
  if (settings.minutes <= 0) return 0;
  let stored = 0;
  for (const lead of await escalationCandidates(db, settings, now)) {
    // Oldest first, and a later start never has an earlier deadline: the first lead not yet due ends the round.
    if (addBusinessMinutes(lead.createdAt, settings.minutes, settings.holidays) > now) break;
    const recipient = lead.assignee ?? (await agencyAddress(db, settings.alertsTo));
    if (!recipient) continue;
    const key = escalationKey(lead.id);
    if (await enqueueMessage(db, { idempotencyKey: key, kind: ESCALATION_KIND, leadId: lead.id, recipient }, now)) {
      stored++;
    }
  }
  return stored;
}

/** How an escalation is written when it is sent, and what the lead's timeline keeps of it. */
export function escalationMessages(db: Database, settings: EscalationSettings): OutboxKind {
  return {
    async render(message: OutboxMessage, now: Date) {
      if (!message.leadId) return undefined;
      const [lead] = await db
        .select({
          service: leads.service,
          city: leads.city,
          createdAt: leads.createdAt,
          firstResponseAt: leads.firstResponseAt,
          mergedInto: leads.mergedInto,
        })
        .from(leads)
        .where(eq(leads.id, message.leadId));
      // Answered or merged since it was queued: the reminder has nothing left to remind of.
      if (!lead || lead.firstResponseAt || lead.mergedInto) return undefined;
      const waited = elapsed(now.getTime() - lead.createdAt.getTime());
      const lines = [
        `This enquiry has waited ${waited} with no reply (the limit is ${plural(settings.minutes, "business minute", "business minutes")}).`,
        "",
        `Service: ${lead.service}`,
        `City: ${lead.city}`,
        `Received: ${dateTime(lead.createdAt)} IST`,
        "",
        `Open the lead: ${leadPageUrl(settings.siteUrl, message.leadId)}`,
      ];
      // Plain text only: nothing a visitor typed is ever interpreted as HTML.
      return {
        to: message.recipient,
        subject: `No reply yet: ${lead.service.slice(0, 60)} from ${lead.city.slice(0, 40)}`,
        text: lines.join("\n"),
      };
    },
    settled: outcomeOnTimeline("escalation"),
  };
}
