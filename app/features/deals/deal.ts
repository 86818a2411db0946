import { z } from "zod";
import { parseRupees, rupees } from "~/lib/rupees";

// A lead's deal (its value in rupees before GST, and when it is expected to close) and, once it is
// closed, why it was lost: the lead page's forms, the Settings screen's list of reasons, and the
// server, which check what is sent by the same schemas.

export const DEAL_INTENTS = {
  deal: "lead-deal",
  lostReason: "lead-lost-reason",
  reasons: "lost-reasons-save",
} as const;

/** ₹100 crore: more than any one deal of an agency's clients; a typing slip beyond it is refused. */
export const DEAL_VALUE_MAX = 1_000_000_000;

export const DEAL_LIMITS = { dealValue: 16, expectedClose: 10 } as const;
export type DealField = keyof typeof DEAL_LIMITS;
export const dealFields = Object.keys(DEAL_LIMITS) as DealField[];

export const LOST_REASON_LIMITS = { lostReason: 40, lostNote: 200 } as const;
export type LostReasonField = keyof typeof LOST_REASON_LIMITS;
export const lostReasonFields = Object.keys(LOST_REASON_LIMITS) as LostReasonField[];

/** The Settings screen's list: one reason per line. */
export const LOST_REASONS_LIMITS = { reasons: 12 * 41 } as const;
export type LostReasonsField = keyof typeof LOST_REASONS_LIMITS;
export const lostReasonsFields = Object.keys(LOST_REASONS_LIMITS) as LostReasonsField[];
export const MAX_LOST_REASONS = 12;

/** The reasons a new site starts with; the owner changes them on the Settings screen. */
export const DEFAULT_LOST_REASONS = ["Price", "No reply", "Chose another agency", "Not a fit", "Spam"];

export const DEAL_MESSAGES = {
  saved: "Deal saved",
  saveFailed: "Failed to save the deal",
  valueNotRupees: "Enter the value in rupees, e.g. 1,20,000.",
  valueTooLarge: `A deal can be at most ${rupees(DEAL_VALUE_MAX)}.`,
  closeNotADate: "Choose a date.",
  lostSaved: "Reason saved",
  lostSaveFailed: "Failed to save the reason",
  notClosed: "The reason is asked for a closed lead: set its status to Closed first.",
  reasonTooLong: `Keep the reason to ${LOST_REASON_LIMITS.lostReason} characters.`,
  noteTooLong: `Keep it to one line of at most ${LOST_REASON_LIMITS.lostNote} characters.`,
  reasonsSaved: "Lost reasons saved",
  reasonsSaveFailed: "Failed to save the lost reasons",
  reasonsMissing: "Write the reasons, one per line.",
  tooManyReasons: `Keep at most ${MAX_LOST_REASONS} reasons, one per line.`,
  reasonLineTooLong: `Keep each reason to ${LOST_REASON_LIMITS.lostReason} characters.`,
} as const;

/** The deal as its form sends it: an empty field clears it. */
export const dealSchema = z.object({
  dealValue: z
    .string()
    .trim()
    .max(DEAL_LIMITS.dealValue, DEAL_MESSAGES.valueNotRupees)
    .default("")
    .transform((typed, context) => {
      if (!typed) return null;
      const value = parseRupees(typed);
      if (value === undefined) context.addIssue({ code: "custom", message: DEAL_MESSAGES.valueNotRupees });
      else if (value > DEAL_VALUE_MAX) context.addIssue({ code: "custom", message: DEAL_MESSAGES.valueTooLarge });
      return value ?? null;
    }),
  expectedClose: z
    .string()
    .trim()
    .default("")
    .refine((day) => !day || (/^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day))), {
      message: DEAL_MESSAGES.closeNotADate,
    })
    .transform((day) => day || null),
});
export type DealInput = z.output<typeof dealSchema>;

/** Why a closed lead was lost: both optional (an empty form clears them). */
export const lostReasonSchema = z.object({
  lostReason: z
    .string()
    .trim()
    .max(LOST_REASON_LIMITS.lostReason, DEAL_MESSAGES.reasonTooLong)
    .default("")
    .transform((reason) => reason || null),
  lostNote: z
    .string()
    .trim()
    .max(LOST_REASON_LIMITS.lostNote, DEAL_MESSAGES.noteTooLong)
    .default("")
    .transform((note) => note.replace(/\s+/g, " ") || null),
});
export type LostReasonInput = z.output<typeof lostReasonSchema>;

/**
 * The owner's list, one reason per line; blank lines and repeats are dropped. An empty box empties
 * the list (a closed lead then offers only the line of text); a request without the box at all
 * changes nothing.
 */
export const lostReasonsSchema = z.object({
  reasons: z
    .string({ error: DEAL_MESSAGES.reasonsMissing })
    .transform((text) =>
      [...new Set(text.split(/\r?\n/).map((line) => line.trim().replace(/\s+/g, " ")))].filter(Boolean),
    )
    .refine((reasons) => reasons.length <= MAX_LOST_REASONS, DEAL_MESSAGES.tooManyReasons)
    .refine(
      (reasons) => reasons.every((reason) => reason.length <= LOST_REASON_LIMITS.lostReason),
      DEAL_MESSAGES.reasonLineTooLong,
    ),
});

/** A lead's deal and outcome as its page shows them. */
export interface LeadDeal {
  dealValue: number | null;
  expectedCloseOn: string | null;
  lostReason: string | null;
  lostNote: string | null;
}
