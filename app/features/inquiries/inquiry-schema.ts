import { z } from "zod";
import { INQUIRY_LIMITS as LIMITS, type InquiryField } from "./inquiry-fields";
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_VALUE } from "./consent-notice";
import { readPhoneNumber } from "~/features/leads";

// Apart from the admin's lead schemas (schema.ts): public pages load this module when a visitor
// first touches the form, and it carries nothing of the admin area. With it comes libphonenumber's
// full metadata (phone.ts), the largest part of what that first touch loads.

/** An empty optional field is stored as NULL, as the spec says. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** The inquiry form, shared by the browser (before sending) and the server (before storing). */
export const inquirySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Please enter your name")
      .max(LIMITS.name, `Please keep it under ${LIMITS.name} characters`),
    phone: z
      .string()
      .trim()
      .min(1, "Please enter your phone number")
      .max(LIMITS.phone, "That phone number is too long")
      .transform((typed, context) => {
        const reading = readPhoneNumber(typed);
        if (reading.ok) return { typed, e164: reading.e164 };
        context.addIssue({ code: "custom", message: reading.message });
        return z.NEVER;
      }),
    email: optionalText(z.email("Please enter a valid email address").max(LIMITS.email)),
    city: z
      .string()
      .trim()
      .min(1, "Please enter your city")
      .max(LIMITS.city, `Please keep it under ${LIMITS.city} characters`),
    service: z
      .string()
      .trim()
      .min(1, "Please tell us which service you need")
      .max(LIMITS.service, `Please keep it under ${LIMITS.service} characters`),
    message: optionalText(z.string().trim().max(LIMITS.message, `Please keep it under ${LIMITS.message} characters`)),
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
