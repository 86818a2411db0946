// The daily digest: on each business day from 9:00 IST, one e-mail per recipient with the
// follow-ups that are overdue or due today and the enquiries still waiting for a reply. A server
// that was down at 9:00 sends it when it is back, the same day and within business hours; never a
// stale one at night. What it lists is read when it is sent, with counts and short lists (indexed,
// never every lead), so ten recipients cost ten small reads.
import { agencyAddress } from "~/features/leads/index.server";
import { DATA_REQUEST_KIND_NAMES } from "~/features/data-rights";
import { overdueRequests } from "~/features/data-rights/index.server";
import { type SQL, and, asc, desc, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { type Holidays, isOpen } from "~/lib/business-hours";
import { dateTime } from "~/lib/format";
import { elapsed } from "~/lib/response-time";
import { plural } from "~/lib/plural";
import { ONE_DAY_MS, istDateKey, istDayStart, istWeekdayAndDate } from "~/lib/india-time";
import { leadPageUrl } from "./lead-alert.server";
import type { ScheduledWorkSettings } from "~/infrastructure/outbox-kinds.server";

export const DIGEST_KIND = "digest";
/** Leads named in each section; the counts say how many there are in all. */
export const DIGEST_LIST_LENGTH = 20;

export interface DigestSettings {
  enabled: boolean;
  holidays: Holidays;
  /** The alert recipients (LEAD_NOTIFY_TO). */
  alertsTo: string | undefined;
  siteUrl: string;
}

/** The digest's settings, from the server's. */
export const digestSettings = (settings: ScheduledWorkSettings): DigestSettings => ({
  enabled: settings.digestEnabled,
  holidays: settings.holidays,
  alertsTo: settings.alertsTo,
  siteUrl: settings.siteUrl,
});

export const digestKey = (day: string, recipient: string) => `${DIGEST_KIND}:${day}:${recipient}`;

/**
 * Who gets the digest: the agency's alert address, never a Sales person limited to their assigned
 * leads (it counts every lead). This is the one place that changes when each person gets their own.
 */
export async function digestRecipients(db: Database, settings: DigestSettings): Promise<string[]> {
  const to = await agencyAddress(db, settings.alertsTo);
  return to ? [to] : [];
}

/** Stores today's digest for each recipient once the day's business hours have begun. Returns how many were new. */
export async function enqueueDigest(db: Database, settings: DigestSettings, now: Date): Promise<number> {
  if (!settings.enabled || !isOpen(now, settings.holidays)) return 0;
  const day = istDateKey(now);
  let stored = 0;
  for (const recipient of await digestRecipients(db, settings)) {
    const message = { idempotencyKey: digestKey(day, recipient), kind: DIGEST_KIND, recipient, payload: { day } };
    if (await enqueueMessage(db, message, now)) stored++;
  }
  return stored;
}

interface DigestLead {
  id: string;
  service: string;
  city: string;
  at: Date;
}
interface DigestSection {
  total: number;
  leads: DigestLead[];
}

/** A count and the first DIGEST_LIST_LENGTH leads of one section: an index-only count and a short indexed read. */
async function section(
  db: Database,
  at: typeof leads.followUpAt | typeof leads.createdAt,
  condition: SQL | undefined,
  order: "oldest" | "newest",
): Promise<DigestSection> {
  const where = and(condition, isNull(leads.mergedInto));
  const [total, shown] = await Promise.all([
    db.$count(leads, where),
    db
      .select({ id: leads.id, service: leads.service, city: leads.city, at: sql<Date>`${at}`.mapWith(at) })
      .from(leads)
      .where(where)
      .orderBy(order === "oldest" ? asc(at) : desc(at))
      .limit(DIGEST_LIST_LENGTH),
  ]);
  return { total, leads: shown };
}

/** What the digest lists at `now`: follow-ups overdue and due later today, and leads with no reply. */
export async function digestContents(db: Database, now: Date) {
  const endOfDay = new Date(istDayStart(now).getTime() + ONE_DAY_MS);
  const [overdue, dueToday, unanswered] = await Promise.all([
    section(db, leads.followUpAt, and(isNotNull(leads.followUpAt), lt(leads.followUpAt, now)), "oldest"),
    section(db, leads.followUpAt, and(gte(leads.followUpAt, now), lt(leads.followUpAt, endOfDay)), "oldest"),
    section(db, leads.createdAt, isNull(leads.firstResponseAt), "newest"),
  ]);
  return { overdue, dueToday, unanswered };
}

/** How the digest is written when it is sent. */
export function digestMessages(db: Database, settings: DigestSettings): OutboxKind {
  return {
    async render(message: OutboxMessage, now: Date) {
      // Only on its own day, within business hours: a digest that could not go out by 18:00 is dropped.
      if (message.payload.day !== istDateKey(now) || !isOpen(now, settings.holidays)) return undefined;
      const { overdue, dueToday, unanswered } = await digestContents(db, now);
      const lateRequests = await overdueRequests(db, now);
      const leadsList = `${settings.siteUrl}/admin/dashboard/leads`;
      const leadLink = (lead: DigestLead) => `  ${leadPageUrl(settings.siteUrl, lead.id)}`;
      const lines = [`What is waiting on ${istWeekdayAndDate(now)} (times in IST):`, ""];
      const list = (
        title: string,
        { total, leads: shown }: DigestSection,
        describe: (lead: DigestLead) => string,
        all: string,
      ) => {
        if (total === 0) return;
        lines.push(`${title}: ${total}`);
        for (const lead of shown) lines.push(`- ${lead.service}, ${lead.city}: ${describe(lead)}`, leadLink(lead));
        if (total > shown.length) lines.push(`…and ${total - shown.length} more: ${all}`);
        else lines.push(`All of them: ${all}`);
        lines.push("");
      };
      list("Follow-ups overdue", overdue, (lead) => `due ${dateTime(lead.at)}`, `${leadsList}?followUp=overdue`);
      list("Follow-ups due later today", dueToday, (lead) => `due ${dateTime(lead.at)}`, `${leadsList}?followUp=today`);
      list(
        "Enquiries waiting for a reply",
        unanswered,
        (lead) => `${elapsed(now.getTime() - lead.at.getTime())}, no reply`,
        `${leadsList}?needsReply=1`,
      );
      if (lateRequests.length) {
        lines.push(`Data requests overdue: ${lateRequests.length}`);
        for (const request of lateRequests.slice(0, DIGEST_LIST_LENGTH)) {
          lines.push(`- ${DATA_REQUEST_KIND_NAMES[request.kind]}, due ${request.dueOn}`);
        }
        lines.push(`Answer them: ${settings.siteUrl}/admin/data-requests`, "");
      }
      const nothing = overdue.total + dueToday.total + unanswered.total + lateRequests.length === 0;
      if (nothing) lines.push("Nothing is waiting: no follow-up is due and every enquiry has had a reply.");
      const followUps = (count: number) => plural(count, "follow-up", "follow-ups");
      const counts = [
        unanswered.total && `${unanswered.total} waiting for a reply`,
        overdue.total && `${followUps(overdue.total)} overdue`,
        dueToday.total && `${followUps(dueToday.total)} due today`,
        lateRequests.length && plural(lateRequests.length, "data request", "data requests") + " overdue",
      ].filter(Boolean);
      return {
        to: message.recipient,
        subject: `Leads today: ${nothing ? "nothing waiting" : counts.join(", ")}`,
        text: lines.join("\n").trimEnd(),
      };
    },
  };
}
