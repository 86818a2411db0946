import { z } from "zod";
import { leadStatuses } from "../../../database/lead-statuses";

/** An empty optional field is stored as NULL, as the spec says. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** Limits are generous for real people and tight enough to stop junk (see README, "Inquiry form"). */
export const LIMITS = { name: 100, phone: 20, email: 254, city: 80, service: 120, message: 2000 } as const;

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
});

export type Inquiry = z.infer<typeof inquirySchema>;
export type InquiryField = keyof Inquiry;
export const inquiryFields = Object.keys(inquirySchema.shape) as InquiryField[];

export type InquiryValues = Partial<Record<InquiryField, string>>;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

/** What the inquiry actions answer; the form shows it with or without JavaScript. */
export type InquiryResult =
  { ok: true } | { ok: false; values: InquiryValues; fieldErrors?: InquiryErrors; formError?: string };

/** The admin's view of the leads: which status, what search text, which page. From the URL. */
export const leadFilterSchema = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export function leadFilterFrom(params: URLSearchParams): LeadFilter {
  return leadFilterSchema.parse({
    status: params.get("status") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The admin's edits to a lead: a new status, or deletion. */
export const leadStatusChangeSchema = z.object({ id: z.uuid(), status: z.enum(leadStatuses) });
export const leadDeletionSchema = z.object({ id: z.uuid() });

export const LEAD_INTENTS = { status: "lead-status", delete: "lead-delete" } as const;
