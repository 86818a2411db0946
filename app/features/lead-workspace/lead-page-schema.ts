import { z } from "zod";
import { istDateKey, istMoment } from "~/lib/india-time";
import { now } from "~/lib/clock";

// The forms of a lead's page (`/admin/leads/{id}`): a note, a follow-up, a merge. The status
// change and deletion are the Leads tab's (LEAD_INTENTS in ./schema), the taps are
// LEAD_TAP_INTENTS (./contact-links); all of them post to the page's route.

export const LEAD_PAGE_INTENTS = {
  note: "lead-note",
  followUp: "lead-follow-up",
  followUpDone: "lead-follow-up-done",
  merge: "lead-merge",
  consentWithdrawn: "lead-consent-withdrawn",
  assign: "lead-assign",
  correct: "lead-correct",
} as const;

export const NOTE_LIMITS = { body: 5_000 } as const;
export type NoteField = keyof typeof NOTE_LIMITS;
export const noteFields = Object.keys(NOTE_LIMITS) as NoteField[];

export const FOLLOW_UP_LIMITS = { followUpDate: 10, followUpTime: 8, followUpNote: 200 } as const;
export type FollowUpField = keyof typeof FOLLOW_UP_LIMITS;
export const followUpFields = Object.keys(FOLLOW_UP_LIMITS) as FollowUpField[];

export const LEAD_PAGE_MESSAGES = {
  noteAdded: "Note added",
  noteFailed: "Failed to add note",
  noteEmpty: "Write the note before adding it.",
  noteTooLong: `A note can be at most ${NOTE_LIMITS.body.toLocaleString("en-IN")} characters.`,
  followUpSet: "Follow-up set",
  followUpFailed: "Failed to set follow-up",
  followUpDone: "Follow-up marked done",
  followUpDoneFailed: "Failed to mark the follow-up done",
  noFollowUp: "This lead has no follow-up to mark done.",
  dateMissing: "Choose a date.",
  timeMissing: "Choose a time.",
  followUpInPast: "That time has already passed. Choose a time in the future.",
  followUpNoteTooLong: `Keep it to one line of at most ${FOLLOW_UP_LIMITS.followUpNote} characters.`,
  tapFailed: "The call or chat opened, but could not be recorded on the timeline.",
  merged: "Leads merged",
  mergeFailed: "Failed to merge leads",
  mergeIntoItself: "A lead cannot be merged into itself.",
  alreadyMerged: "One of these leads has already been merged into another lead.",
  mergedAway: "This lead was merged into another lead: work on that one.",
  consentWithdrawn: "Withdrawal recorded",
  consentWithdrawnFailed: "Failed to record the withdrawal",
  assigned: "Assignment saved",
  assignFailed: "Failed to assign the lead",
  notAssignable: "Leads can be given only to an active Owner, Admin or Sales person.",
  corrected: "Details corrected",
  correctFailed: "Failed to correct the details",
  nothingCorrected: "These are the details the lead already has: nothing was changed.",
} as const;

/** Someone a lead can be assigned to: an active Owner, Admin or Sales person. */
export interface Assignee {
  userId: string;
  name: string;
}

export const noteSchema = z.object({
  body: z
    .string({ error: LEAD_PAGE_MESSAGES.noteEmpty })
    .trim()
    .min(1, LEAD_PAGE_MESSAGES.noteEmpty)
    .max(NOTE_LIMITS.body, LEAD_PAGE_MESSAGES.noteTooLong),
} satisfies Record<NoteField, z.ZodType>);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Browsers send "14:30", or "14:30:00" when the input has seconds.
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * A follow-up: a day and a time in India (the admin's date and time inputs), and one line of what
 * to do. Checked against the clock where it is parsed: the browser first, then the server decides.
 */
export const followUpSchema = z
  .object({
    followUpDate: z
      .string({ error: LEAD_PAGE_MESSAGES.dateMissing })
      .trim()
      .regex(DATE, LEAD_PAGE_MESSAGES.dateMissing)
      // "2026-02-31" is no day: the moment it names falls on another. (Zod runs this check
      // after a failed pattern too, so it must not assume one.)
      .refine((date) => DATE.test(date) && istDateKey(istMoment(date)) === date, LEAD_PAGE_MESSAGES.dateMissing),
    followUpTime: z
      .string({ error: LEAD_PAGE_MESSAGES.timeMissing })
      .trim()
      .regex(TIME, LEAD_PAGE_MESSAGES.timeMissing),
    followUpNote: z
      .string()
      .trim()
      .max(FOLLOW_UP_LIMITS.followUpNote, LEAD_PAGE_MESSAGES.followUpNoteTooLong)
      .refine((note) => !/[\r\n]/.test(note), LEAD_PAGE_MESSAGES.followUpNoteTooLong)
      .optional()
      .transform((note) => note || null),
  } satisfies Record<FollowUpField, z.ZodType>)
  .transform(({ followUpDate, followUpTime, followUpNote }, ctx) => {
    const [, hour, minute] = TIME.exec(followUpTime)!;
    const dueAt = istMoment(followUpDate, Number(hour), Number(minute));
    if (dueAt.getTime() <= now().getTime()) {
      // Today's date with an earlier time: the time is what to change; otherwise the date.
      const path = followUpDate === istDateKey(now()) ? "followUpTime" : "followUpDate";
      ctx.addIssue({ code: "custom", path: [path], message: LEAD_PAGE_MESSAGES.followUpInPast });
      return z.NEVER;
    }
    return { dueAt, note: followUpNote };
  });
