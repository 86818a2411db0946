import { z } from "zod";
import { LEAD_DETAIL_LIMITS as LIMITS, type LeadDetailField } from "~/lib/lead-details";
import type { Locale } from "~/lib/locale";
import { readPhoneNumber } from "./phone";

/** An empty optional field is stored as NULL, as the spec says. */
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** What a person reads when a detail is missing or too long, in each language of the site. */
export const LEAD_DETAIL_MESSAGES = {
  en: {
    name: "Please enter your name",
    phone: "Please enter your phone number",
    phoneTooLong: "That phone number is too long",
    email: "Please enter a valid email address",
    city: "Please enter your city",
    service: "Please tell us which service you need",
    tooLong: (max: number) => `Please keep it under ${max} characters`,
  },
  hi: {
    name: "अपना नाम लिखें",
    phone: "अपना फ़ोन नंबर लिखें",
    phoneTooLong: "यह फ़ोन नंबर बहुत लंबा है",
    email: "सही ईमेल पता लिखें",
    city: "अपना शहर लिखें",
    service: "बताएँ कि आपको कौन-सी सेवा चाहिए",
    tooLong: (max: number) => `इसे ${max} अक्षरों से छोटा रखें`,
  },
} as const satisfies Record<Locale, Record<string, string | ((max: number) => string)>>;

/**
 * The person's details, checked the same way wherever they are written: by the visitor in the
 * inquiry form (inquiry-schema.ts adds the message and the offers box), in the page's language, and
 * by staff correcting a lead (in English). The phone keeps what was typed beside its E.164 form.
 */
export function leadDetailShapeIn(language: Locale) {
  const words = LEAD_DETAIL_MESSAGES[language];
  return {
    name: z.string().trim().min(1, words.name).max(LIMITS.name, words.tooLong(LIMITS.name)),
    phone: z
      .string()
      .trim()
      .min(1, words.phone)
      .max(LIMITS.phone, words.phoneTooLong)
      .transform((typed, context) => {
        const reading = readPhoneNumber(typed, language);
        if (reading.ok) return { typed, e164: reading.e164 };
        context.addIssue({ code: "custom", message: reading.message });
        return z.NEVER;
      }),
    email: optionalText(z.email(words.email).max(LIMITS.email)),
    city: z.string().trim().min(1, words.city).max(LIMITS.city, words.tooLong(LIMITS.city)),
    service: z.string().trim().min(1, words.service).max(LIMITS.service, words.tooLong(LIMITS.service)),
  } satisfies Record<LeadDetailField, z.ZodType>;
}

export const leadDetailShape = leadDetailShapeIn("en");

/** A correction of a lead's details: all five, as the lead's page sends them. */
export const leadDetailsSchema = z.object(leadDetailShape).transform(({ phone, email, ...details }) => ({
  ...details,
  email: email ?? null,
  phone: phone.typed,
  phoneE164: phone.e164,
}));
export type LeadDetails = z.output<typeof leadDetailsSchema>;
