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
  outcome: "lead-outcome",
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

/** A day the admin's date input gave: "2026-02-31" is no day, the moment it names falls on another. */
export const followUpDay = () =>
  z
    .string({ error: LEAD_PAGE_MESSAGES.dateMissing })
    .trim()
    .regex(DATE, LEAD_PAGE_MESSAGES.dateMissing)
    // (Zod runs this check after a failed pattern too, so it must not assume one.)
    .refine((date) => DATE.test(date) && istDateKey(istMoment(date)) === date, LEAD_PAGE_MESSAGES.dateMissing);

export const followUpTimeOfDay = () =>
  z.string({ error: LEAD_PAGE_MESSAGES.timeMissing }).trim().regex(TIME, LEAD_PAGE_MESSAGES.timeMissing);

/** One line of what to do then (or of what happened), at most 200 characters. */
export const followUpLine = () =>
  z
    .string()
    .trim()
    .max(FOLLOW_UP_LIMITS.followUpNote, LEAD_PAGE_MESSAGES.followUpNoteTooLong)
    .refine((note) => !/[\r\n]/.test(note), LEAD_PAGE_MESSAGES.followUpNoteTooLong)
    .optional()
    .transform((note) => note || null);

/**
 * The moment a checked day and time name in India, or an issue on the field to change when it has
 * already passed (today's date with an earlier time: the time; otherwise the date). Checked
 * against the clock where it is parsed: the browser first, then the server decides.
 */
export function followUpMoment(
  { date, time }: { date: string; time: string },
  paths: { date: string; time: string },
  ctx: z.RefinementCtx,
): Date | typeof z.NEVER {
  const [, hour, minute] = TIME.exec(time)!;
  const dueAt = istMoment(date, Number(hour), Number(minute));
  if (dueAt.getTime() > now().getTime()) return dueAt;
  const path = date === istDateKey(now()) ? paths.time : paths.date;
  ctx.addIssue({ code: "custom", path: [path], message: LEAD_PAGE_MESSAGES.followUpInPast });
  return z.NEVER;
}

/** A follow-up: a day and a time in India (the admin's date and time inputs), and one line of what to do. */
export const followUpSchema = z
  .object({
    followUpDate: followUpDay(),
    followUpTime: followUpTimeOfDay(),
    followUpNote: followUpLine(),
  } satisfies Record<FollowUpField, z.ZodType>)
  .transform(({ followUpDate, followUpTime, followUpNote }, ctx) => {
    const dueAt = followUpMoment(
      { date: followUpDate, time: followUpTime },
      { date: "followUpDate", time: "followUpTime" },
      ctx,
    );
    return { dueAt, note: followUpNote };
  });
