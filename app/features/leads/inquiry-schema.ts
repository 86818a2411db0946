import { z } from "zod";
import { INQUIRY_LIMITS as LIMITS, type InquiryField } from "./inquiry-fields";

// Apart from the admin's lead schemas (schema.ts): public pages load this module when a visitor
// first touches the form, and it carries nothing of the admin area.

/** An empty optional field is stored as NULL, as the spec says. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** The inquiry form, shared by the browser (before sending) and the server (before storing). */
export const inquirySchema = z.object({
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
    .refine((value) => /^\+?[\d\s()-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value), {
      message: "Please enter a valid phone number, e.g. +91 98765 43210",
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
} satisfies Record<InquiryField, z.ZodType>);

export type Inquiry = z.infer<typeof inquirySchema>;
