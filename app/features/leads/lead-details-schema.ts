import { z } from "zod";
import { LEAD_DETAIL_LIMITS as LIMITS, type LeadDetailField } from "~/lib/lead-details";
import { readPhoneNumber } from "./phone";

/** An empty optional field is stored as NULL, as the spec says. */
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/**
 * The person's details, checked the same way wherever they are written: by the visitor in the
 * inquiry form (inquiry-schema.ts adds the message and the offers box) and by staff correcting a
 * lead. The phone keeps what was typed beside its E.164 form.
 */
export const leadDetailShape = {
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
} satisfies Record<LeadDetailField, z.ZodType>;

/** A correction of a lead's details: all five, as the lead's page sends them. */
export const leadDetailsSchema = z.object(leadDetailShape).transform(({ phone, email, ...details }) => ({
  ...details,
  email: email ?? null,
  phone: phone.typed,
  phoneE164: phone.e164,
}));
export type LeadDetails = z.output<typeof leadDetailsSchema>;
