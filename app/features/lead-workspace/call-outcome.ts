import { z } from "zod";
import { type LeadStatus, leadStatuses } from "#database/lead-statuses";
import {
  FOLLOW_UP_LIMITS,
  LEAD_PAGE_MESSAGES,
  followUpDay,
  followUpLine,
  followUpMoment,
  followUpTimeOfDay,
} from "./lead-page-schema";

// What happened after a call or a WhatsApp tap, recorded in one step from the sheet the lead's
// page opens when the owner comes back to it: the outcome, a line about it, when to try next and
// the status, saved together (call-outcomes.server.ts).

export const CALL_OUTCOMES = ["reached", "no-answer", "busy", "wrong-number", "call-back"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  reached: "Reached",
  "no-answer": "No answer",
  busy: "Busy",
  "wrong-number": "Wrong number",
  "call-back": "Call back later",
};

export const CALL_OUTCOME_LIMITS = {
  outcome: 20,
  outcomeNote: FOLLOW_UP_LIMITS.followUpNote,
  callBackDate: FOLLOW_UP_LIMITS.followUpDate,
  callBackTime: FOLLOW_UP_LIMITS.followUpTime,
  outcomeStatus: 20,
} as const;
export type CallOutcomeField = keyof typeof CALL_OUTCOME_LIMITS;
export const callOutcomeFields = Object.keys(CALL_OUTCOME_LIMITS) as CallOutcomeField[];

export const CALL_OUTCOME_MESSAGES = {
  saved: "Outcome saved",
  failed: "Failed to save the outcome",
  outcomeMissing: "Choose what happened.",
  callBackWhen: "Choose the day to call back.",
} as const;

/**
 * The status the sheet offers for an outcome: speaking to the person moves a new lead to
 * contacted; no answer, a busy line or a wrong number leave the status as it is.
 */
export function suggestedStatus(outcome: CallOutcome | undefined, current: LeadStatus): LeadStatus {
  const spoke = outcome === "reached" || outcome === "call-back";
  return spoke && current === "new" ? "contacted" : current;
}

// An empty date or time is no follow-up; one given is checked as the Follow-up form checks it.
const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

export const callOutcomeSchema = z
  .object({
    outcome: z.enum(CALL_OUTCOMES, { error: CALL_OUTCOME_MESSAGES.outcomeMissing }),
    outcomeNote: followUpLine(),
    callBackDate: blankable(followUpDay()),
    // The time alone, without a day, sets nothing (the sheet fills in a usual hour).
    callBackTime: blankable(followUpTimeOfDay()),
    outcomeStatus: z.enum(leadStatuses),
  } satisfies Record<CallOutcomeField, z.ZodType>)
  .transform(({ outcome, outcomeNote, callBackDate, callBackTime, outcomeStatus }, ctx) => {
    if (!callBackDate) {
      if (outcome === "call-back")
        ctx.addIssue({ code: "custom", path: ["callBackDate"], message: CALL_OUTCOME_MESSAGES.callBackWhen });
      return { outcome, note: outcomeNote, followUpAt: null, status: outcomeStatus };
    }
    if (!callBackTime) {
      ctx.addIssue({ code: "custom", path: ["callBackTime"], message: LEAD_PAGE_MESSAGES.timeMissing });
      return z.NEVER;
    }
    const followUpAt = followUpMoment(
      { date: callBackDate, time: callBackTime },
      { date: "callBackDate", time: "callBackTime" },
      ctx,
    );
    return { outcome, note: outcomeNote, followUpAt, status: outcomeStatus };
  });

export type CallOutcomeInput = z.output<typeof callOutcomeSchema>;

/** The Overview's figures of calls and chats (CALL_FIGURES_DAYS days): call-outcomes.server.ts counts them. */
export interface CallFigures {
  /** Calls and WhatsApp chats started from the admin. */
  taps: number;
  /** Outcomes recorded, and how many of them reached the person. */
  outcomes: number;
  reached: number;
  /** Leads whose latest call or chat has no outcome recorded after it. */
  leadsWithoutOutcome: number;
}

export const CALL_FIGURES_DAYS = 7;
