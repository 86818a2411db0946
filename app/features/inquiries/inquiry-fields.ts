/**
 * The inquiry form's names, limits and messages, apart from its zod schema (schema.ts): every
 * public page renders the form, and zod is loaded only when a visitor first touches it
 * (docs/decisions/006-startup-chunks.md, 014-one-form-pattern.md).
 */
import { LEAD_DETAIL_LIMITS } from "~/lib/lead-details";
import { MARKETING_CONSENT_FIELD } from "./consent-notice";
import { inquiryCopyEn } from "~/content/inquiry-copy";

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

/** The spec's toasts and the server's answers on English pages (content/inquiry-copy.hi.ts has them in Hindi). */
export const INQUIRY_MESSAGES = inquiryCopyEn.messages;
