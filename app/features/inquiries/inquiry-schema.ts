import { z } from "zod";
import { INQUIRY_LIMITS as LIMITS, type InquiryField } from "./inquiry-fields";
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_VALUE } from "./consent-notice";
import { LEAD_DETAIL_MESSAGES, leadDetailShapeIn, optionalText, readPhoneNumber } from "~/features/leads";
import type { Locale } from "~/lib/locale";

// Apart from the admin's lead schemas (schema.ts): public pages load this module when a visitor
// first touches the form, and it carries nothing of the admin area. With it comes libphonenumber's
// full metadata (phone.ts), the largest part of what that first touch loads.

/**
 * The inquiry form, shared by the browser (before sending) and the server (before storing); its
 * messages in the language of the page the form is on.
 */
const inquirySchemaIn = (language: Locale) =>
  z
    .object({
      ...leadDetailShapeIn(language),
      message: optionalText(
        z.string().trim().max(LIMITS.message, LEAD_DETAIL_MESSAGES[language].tooLong(LIMITS.message)),
      ),
      // The box is sent only when ticked; anything else is no consent.
      [MARKETING_CONSENT_FIELD]: z
        .string()
        .optional()
        .transform((value) => value === MARKETING_CONSENT_VALUE),
    } satisfies Record<InquiryField, z.ZodType>)
    // What was typed stays the lead's phone (shown and exported as typed); the E.164 form is stored beside it.
    .transform(({ phone, [MARKETING_CONSENT_FIELD]: marketingConsent, ...inquiry }) => ({
      ...inquiry,
      phone: phone.typed,
      phoneE164: phone.e164,
      marketingConsent,
    }));

/** The form's checks in each language of the site, built once. */
export const inquirySchemas = { en: inquirySchemaIn("en"), hi: inquirySchemaIn("hi") } as const satisfies Record<
  Locale,
  unknown
>;
export const inquirySchema = inquirySchemas.en;

export type Inquiry = z.infer<typeof inquirySchema>;

/**
 * Writes the number the visitor typed the way it is read out (+91 98765 43210) once they leave the
 * field, so they can check it at a glance; a number that is not one stays as typed, for the checks
 * to explain.
 */
export function showPhoneNumber(input: HTMLInputElement) {
  const reading = readPhoneNumber(input.value);
  if (reading.ok) input.value = reading.international;
}
