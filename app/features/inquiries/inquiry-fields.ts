/**
 * The inquiry form's names, limits and messages, apart from its zod schema (schema.ts): every
 * public page renders the form, and zod is loaded only when a visitor first touches it
 * (docs/decisions/006-startup-chunks.md, 014-one-form-pattern.md).
 */
import { LEAD_DETAIL_LIMITS } from "~/lib/lead-details";
import { MARKETING_CONSENT_FIELD } from "./consent-notice";

/** Limits are generous for real people and tight enough to stop junk (see docs/architecture.md, "The inquiry form"). */
export const INQUIRY_LIMITS = { ...LEAD_DETAIL_LIMITS, message: 2000 } as const;

/** The text fields, and the "offers and updates" box (consent-notice.ts), sent only when ticked. */
export type InquiryField = keyof typeof INQUIRY_LIMITS | typeof MARKETING_CONSENT_FIELD;
export const inquiryFields: readonly InquiryField[] = [
  ...(Object.keys(INQUIRY_LIMITS) as (keyof typeof INQUIRY_LIMITS)[]),
  MARKETING_CONSENT_FIELD,
];

/** Hidden from people and assistive technology; bots fill it in, and their inquiry is not stored. */
export const INQUIRY_HONEYPOT_FIELD = "website";

export const INQUIRY_MESSAGES = {
  success: { title: "Success!", description: "We've received your inquiry. We'll get back to you soon!" },
  failure: { title: "Error", description: "Failed to submit form. Please try again." },
  unreadable: "We could not read the form. Please try again.",
  rateLimited:
    "You have sent several inquiries in the last few minutes. Please wait a little and try again, or call us.",
} as const;
