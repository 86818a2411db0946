import { z } from "zod";
import { istDateKey, istDateTime, momentOfIstLocal } from "~/lib/india-time";
import { now } from "~/lib/clock";
import { plural } from "~/lib/plural";

// The owner's register of personal data breaches (Rule 7 of the Digital Personal Data Protection
// Rules, 2025): what happened, when the agency became aware, and the texts the rule asks for, to the
// Data Protection Board of India (at once, then in detail within 72 hours) and to each person
// affected. The texts are written here, from the record alone, so the screen shows and the e-mail
// sends the same words.

export const BREACH_LIMITS = {
  summary: 2000,
  dataAffected: 1000,
  consequences: 2000,
  measures: 2000,
  advice: 2000,
  /** More people than any enquiry list of a small agency holds; a larger number is a typing slip. */
  peopleAffected: 100_000_000,
} as const;

/** The detailed report to the Board is due this long after the agency became aware (Rule 7(2)(b)). */
export const REPORT_WINDOW_HOURS = 72;

export const BREACH_INTENTS = {
  save: "breach-save",
  boardIntimated: "breach-board-intimated",
  boardReported: "breach-board-reported",
  notify: "breach-notify",
} as const;

export const BREACH_MESSAGES = {
  saved: "Breach saved",
  saveFailed: "Could not save the breach. Please try again.",
  summaryRequired: "Say what happened.",
  awareRequired: "Enter when you became aware of it, in IST.",
  momentInvalid: "Enter a date and a time, in IST.",
  awareInFuture: "That time has not come yet: enter when you became aware of it.",
  occurredAfterAware: "It cannot have happened after you became aware of it.",
  dataRequired: "Say which personal data was affected (for example names, phone numbers and e-mails of enquiries).",
  peopleInvalid: "Enter how many people, as a whole number (0 if none).",
  notFound: "That breach is not in the register any more.",
  intimated: "Marked as intimated to the Board",
  reported: "Marked as reported to the Board",
  markFailed: "Could not mark it. Please try again.",
  noticeStored: "Notices stored",
  noticeFailed: "Could not store the notices. Please try again.",
  dayInvalid: "Choose a day.",
  rangeBackwards: "The last day cannot be before the first.",
  noticeIncomplete:
    "Before the notice goes out, fill in the likely consequences, what was done and what people can do: the notice must say all three.",
  nobodyToNotify: "No enquiry received on those days has an e-mail address.",
} as const;

const text = (max: number, required?: string) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, required)
    .max(max, `Keep it under ${max.toLocaleString("en-IN")} characters.`);

/** A moment typed in a datetime-local field, read as India's time; empty: none, or refused when `required` says why. */
const istMoment = (required?: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
    z
      .string()
      .nullable()
      .transform((value, ctx) => {
        if (value === null && !required) return null;
        const moment = value === null ? null : momentOfIstLocal(value);
        if (moment) return moment;
        ctx.addIssue({ code: "custom", message: value === null ? required! : BREACH_MESSAGES.momentInvalid });
        return z.NEVER;
      }),
  );

export const breachSchema = z
  .object({
    summary: text(BREACH_LIMITS.summary, BREACH_MESSAGES.summaryRequired),
    occurredAt: istMoment(),
    // Never null past its check: the pipe only gives the type that says so.
    awareAt: istMoment(BREACH_MESSAGES.awareRequired).pipe(z.date()),
    dataAffected: text(BREACH_LIMITS.dataAffected, BREACH_MESSAGES.dataRequired),
    // As people write counts in India ("1,200"); nothing typed is not 0.
    peopleAffected: z
      .string(BREACH_MESSAGES.peopleInvalid)
      .transform((value) => value.replace(/[\s,]/g, ""))
      .pipe(
        z
          .string()
          .regex(/^\d+$/, BREACH_MESSAGES.peopleInvalid)
          .transform(Number)
          .pipe(z.number().max(BREACH_LIMITS.peopleAffected, BREACH_MESSAGES.peopleInvalid)),
      ),
    consequences: text(BREACH_LIMITS.consequences),
    measures: text(BREACH_LIMITS.measures),
    advice: text(BREACH_LIMITS.advice),
  })
  .transform(({ awareAt, occurredAt, ...breach }, ctx) => {
    // A minute's grace for a phone whose clock runs a little ahead of the server's.
    if (awareAt.getTime() > now().getTime() + 60_000) {
      ctx.addIssue({ code: "custom", path: ["awareAt"], message: BREACH_MESSAGES.awareInFuture });
      return z.NEVER;
    }
    if (occurredAt && occurredAt > awareAt) {
      ctx.addIssue({ code: "custom", path: ["occurredAt"], message: BREACH_MESSAGES.occurredAfterAware });
      return z.NEVER;
    }
    return { ...breach, awareAt, occurredAt };
  });
export type BreachInput = z.output<typeof breachSchema>;

export const BREACH_FIELDS = [
  "summary",
  "occurredAt",
  "awareAt",
  "dataAffected",
  "peopleAffected",
  "consequences",
  "measures",
  "advice",
] as const;
export type BreachField = (typeof BREACH_FIELDS)[number];

/** An Indian calendar day as a date field holds it, 'YYYY-MM-DD'. */
const istDay = z
  .string(BREACH_MESSAGES.dayInvalid)
  .trim()
  .refine(
    (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && istDateKey(Date.parse(`${day}T12:00:00Z`)) === day,
    BREACH_MESSAGES.dayInvalid,
  );

/** The enquiries a notice goes to: those received from the first day to the last (IST), both included. */
export const noticeRangeSchema = z
  .object({ id: z.uuid(BREACH_MESSAGES.notFound), from: istDay, to: istDay })
  .refine(({ from, to }) => from <= to, { path: ["to"], message: BREACH_MESSAGES.rangeBackwards });

/** `id` too: a refusal posted without JavaScript is shown again on its own breach's form, not every one's. */
export const NOTICE_FIELDS = ["id", "from", "to"] as const;
export type NoticeField = (typeof NOTICE_FIELDS)[number];

/** A breach as the screen lists it and the texts are written from. */
export interface BreachView {
  id: string;
  summary: string;
  occurredAt: Date | null;
  awareAt: Date;
  dataAffected: string;
  peopleAffected: number;
  consequences: string;
  measures: string;
  advice: string;
  boardIntimatedAt: Date | null;
  boardReportedAt: Date | null;
  /** When the first notices to the people were stored for sending, and how many have been in all. */
  peopleNotifiedAt: Date | null;
  peopleNotified: number | null;
}

/** Who the texts speak for, and whom people write to with questions (the privacy contact). */
export interface BreachSender {
  brand: string;
  /** "" until the owner names the privacy contact on Settings. */
  contactName: string;
  privacyEmail: string;
}

/** When the detailed report to the Board is due: 72 hours after the agency became aware. */
export const reportDueAt = (breach: Pick<BreachView, "awareAt">) =>
  new Date(breach.awareAt.getTime() + REPORT_WINDOW_HOURS * 60 * 60 * 1000);

/** Whether the notice to people can go: it must say the consequences, what was done and what they can do. */
export const noticeIsComplete = (breach: Pick<BreachView, "consequences" | "measures" | "advice">) =>
  [breach.consequences, breach.measures, breach.advice].every((part) => part.trim() !== "");

const inIndia = (moment: Date) => `${istDateTime(moment)} IST`;
/** What the record says, or a bracketed note of what the owner still has to write before sending. */
const orToWrite = (text: string, missing: string) => text.trim() || `[${missing}]`;
const contactOf = (sender: BreachSender) =>
  sender.contactName ? `${sender.contactName}, ${sender.privacyEmail}` : sender.privacyEmail;

/** The first intimation to the Board, sent without delay (Rule 7(2)(a)). */
export function boardIntimation(breach: BreachView, sender: BreachSender): string {
  return [
    "Intimation of a personal data breach under Rule 7(2)(a) of the Digital Personal Data Protection Rules, 2025",
    "To: Data Protection Board of India",
    `From: ${sender.brand} (Data Fiduciary)`,
    "",
    `What happened, its nature, and where it occurred: ${breach.summary}`,
    `When it occurred: ${breach.occurredAt ? inIndia(breach.occurredAt) : "not known yet"}`,
    `When we became aware of it: ${inIndia(breach.awareAt)}`,
    `Personal data affected: ${breach.dataAffected}`,
    `Number of people affected: ${breach.peopleAffected.toLocaleString("en-IN")}`,
    `Likely impact on them: ${orToWrite(breach.consequences, "Say what could happen to the people affected")}`,
    "",
    `We will send the detailed report by ${inIndia(reportDueAt(breach))}, within ${REPORT_WINDOW_HOURS} hours of becoming aware.`,
    `Contact for this breach: ${contactOf(sender)}`,
  ].join("\n");
}

/** The detailed report to the Board, due within 72 hours of becoming aware (Rule 7(2)(b)). */
export function boardReport(breach: BreachView, sender: BreachSender): string {
  const notified =
    breach.peopleNotifiedAt && breach.peopleNotified
      ? `Notices to ${plural(breach.peopleNotified, "person", "people")} were sent by e-mail, the first on ${inIndia(breach.peopleNotifiedAt)}. [Add how you told those without an e-mail address.]`
      : "[Say when and how you told the people affected.]";
  return [
    "Detailed report of a personal data breach under Rule 7(2)(b) of the Digital Personal Data Protection Rules, 2025",
    "To: Data Protection Board of India",
    `From: ${sender.brand} (Data Fiduciary)`,
    `Due by: ${inIndia(reportDueAt(breach))}`,
    "",
    `1. What happened (updated): ${breach.summary}`,
    `   When it occurred: ${breach.occurredAt ? inIndia(breach.occurredAt) : "not known yet"}; we became aware of it on ${inIndia(breach.awareAt)}.`,
    `   Personal data affected: ${breach.dataAffected}`,
    `   Number of people affected: ${breach.peopleAffected.toLocaleString("en-IN")}`,
    `2. The events, circumstances and reasons that led to it: [Add what you have found since the first intimation.]`,
    `3. Measures taken or proposed to reduce the risk: ${orToWrite(breach.measures, "Say what was done")}`,
    "4. Findings on the person who caused it: [Write what is known of them, or that it is not known yet.]",
    "5. Remedial measures so that it does not happen again: [Say what you have changed.]",
    `6. The intimation to the people affected: ${notified}`,
    "",
    `Likely impact on them: ${orToWrite(breach.consequences, "Say what could happen to the people affected")}`,
    `Contact for this breach: ${contactOf(sender)}`,
  ].join("\n");
}

/** One part of the notice to a person: what it answers, and the answer. */
export interface NoticePart {
  heading?: string;
  text: string;
}

/** The notice to each person affected (Rule 7(1)), as the e-mail sends it and the screen shows it. */
export function personNotice(breach: BreachView, sender: BreachSender): { subject: string; parts: NoticePart[] } {
  const when = breach.occurredAt
    ? `It happened on ${inIndia(breach.occurredAt)}, and we came to know of it on ${inIndia(breach.awareAt)}.`
    : `We came to know of it on ${inIndia(breach.awareAt)}.`;
  const contact = sender.contactName
    ? `write to ${sender.contactName}, who answers questions about your data for us, at ${sender.privacyEmail}.`
    : `write to us at ${sender.privacyEmail}.`;
  return {
    subject: `${sender.brand}: a data breach that may affect your personal data`,
    parts: [
      { text: "Hello," },
      {
        text: `We are writing to tell you about a breach of personal data at ${sender.brand}. It may affect the details you shared with us when you enquired.`,
      },
      { heading: "What happened", text: `${breach.summary}\n${when}` },
      { heading: "Which of your details", text: breach.dataAffected },
      {
        heading: "What this could mean for you",
        text: orToWrite(breach.consequences, "Say what could happen to the people affected"),
      },
      { heading: "What we have done", text: orToWrite(breach.measures, "Say what was done") },
      { heading: "What you can do", text: orToWrite(breach.advice, "Say what people can do to protect themselves") },
      { heading: "Questions", text: `If you have any question about this, ${contact}` },
      { text: `We are sorry this happened.\n${sender.brand}` },
    ],
  };
}

/** The notice's body as plain text: the e-mail's text part, and what the owner copies for other channels. */
export const noticeBody = (parts: readonly NoticePart[]) =>
  parts.map((part) => (part.heading ? `${part.heading}:\n${part.text}` : part.text)).join("\n\n");
