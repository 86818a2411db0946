import { z } from "zod";

/** An empty optional field is stored as NULL, as the spec says. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** Limits are generous for real people and tight enough to stop junk (see README, "Inquiry form"). */
export const LIMITS = { name: 100, phone: 20, email: 254, city: 80, service: 120, message: 2000 } as const;

/** The inquiry form, shared by the browser (before sending) and the server (before storing). */
export const inquirySchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(LIMITS.name, `Please keep it under ${LIMITS.name} characters`),
  phone: z
    .string()
    .trim()
    .min(1, "Please enter your phone number")
    .max(LIMITS.phone, "That phone number is too long")
    .refine((value) => /^\+?[\d\s()-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value), {
      message: "Please enter a valid phone number, e.g. +91 98765 43210",
    }),
  email: optionalText(z.email("Please enter a valid email address").max(LIMITS.email)),
  city: z.string().trim().min(1, "Please enter your city").max(LIMITS.city, `Please keep it under ${LIMITS.city} characters`),
  service: z
    .string()
    .trim()
    .min(1, "Please tell us which service you need")
    .max(LIMITS.service, `Please keep it under ${LIMITS.service} characters`),
  message: optionalText(z.string().trim().max(LIMITS.message, `Please keep it under ${LIMITS.message} characters`)),
});

export type Inquiry = z.infer<typeof inquirySchema>;
export type InquiryField = keyof Inquiry;
export const inquiryFields = Object.keys(inquirySchema.shape) as InquiryField[];

export type InquiryValues = Partial<Record<InquiryField, string>>;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

export function fieldErrors(error: z.ZodError): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as InquiryField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the inquiry actions answer; the form shows it with or without JavaScript. */
export type InquiryResult =
  | { ok: true }
  | { ok: false; values: InquiryValues; fieldErrors?: InquiryErrors; formError?: string };
