// The leads list as listLeads (admin-queries.server.ts) returns it and the browser receives it
// (React Router's data stream keeps dates as dates), typed here so the list's components need no
// .server module, not even for a type.
import { href } from "react-router";
import type { Locale } from "~/lib/locale";
import type { leads } from "#database/schema";

/**
 * Where the alert e-mail to the agency stands: "pending" while it is being retried, "failed" once
 * every attempt was refused, "unsent" when alerts were off or the first attempt has not been made.
 */
export type LeadAlertState = "sent" | "pending" | "failed" | "unsent";

export interface LeadAlert {
  state: LeadAlertState;
  attempts: number;
  /** The mail server's answer to the last failed attempt, while the outbox keeps it. */
  lastError: string | null;
  sentAt: Date | null;
}

/** A lead as the list shows it: its fields, and what the owner needs to see at a glance. */
/** How the admin names the language an enquiry was sent in (the admin itself stays in English). */
export const LEAD_LANGUAGE_NAMES = { en: "English", hi: "Hindi" } as const satisfies Record<Locale, string>;

export type ListedLead = Pick<
  typeof leads.$inferSelect,
  | "id"
  | "name"
  | "phone"
  | "phoneE164"
  | "email"
  | "city"
  | "service"
  | "message"
  | "status"
  | "source"
  | "language"
  | "createdAt"
  | "previousLeadId"
  | "firstResponseAt"
  | "followUpAt"
  | "followUpNote"
> & {
  alert: LeadAlert;
  /** When in the day it arrived, IST ('10:15 am'), and how long ago ('2 h'). */
  timeOfDay: string;
  age: string;
  /** 'answered in 12 min', or '2 h, no reply'. */
  responseSummary: string;
  /** Not opened yet by the person viewing the list. */
  unread: boolean;
  wroteMessage: boolean;
  followUpOverdue: boolean;
  /** The newest later enquiry from the same person (the earlier one is `previousLeadId`). */
  laterLeadId: string | null;
  /** How many enquiries the person made up to this one, this one included; counted only with repeats collapsed. */
  enquiries: number | null;
};

export interface LeadsPage {
  leads: ListedLead[];
  total: number;
  page: number;
  pageCount: number;
}

/** The lead's own page. */
export const leadPagePath = (id: string) => href("/admin/leads/:id", { id });
