/**
 * The privacy notice every inquiry form shows under its button, and the choice beside it. Shared by
 * the browser (the forms) and the server (what a lead records). A change to what the notice says
 * gets a new version: each lead keeps the version it was shown.
 */
import { inquiryCopyEn } from "~/content/inquiry-copy";

export const NOTICE_VERSION = "2026-11-29";

/** The form field of the "offers and updates" box: sent only when ticked. */
export const MARKETING_CONSENT_FIELD = "marketing";
export const MARKETING_CONSENT_VALUE = "yes";

export const MARKETING_CONSENT_LABEL = inquiryCopyEn.consent;

/** Where the full notice is, in English and in Hindi. */
export const NOTICE_PATHS = { en: "/privacy/notice", hi: "/privacy/notice/hi" } as const;
export type NoticeLanguage = keyof typeof NOTICE_PATHS;

/** A period of days as a person says it: 365 days is "1 year" ("1 वर्ष"), 730 "2 years", 90 "90 days" ("90 दिन"). */
export function periodOfDays(days: number, language: "en" | "hi" = "en"): string {
  const years = days % 365 === 0 ? days / 365 : undefined;
  if (language === "hi") return years ? `${years} वर्ष` : `${days.toLocaleString("en-IN")} दिन`;
  if (years) return years === 1 ? "1 year" : `${years} years`;
  return days === 1 ? "1 day" : `${days.toLocaleString("en-IN")} days`;
}
