import { z } from "zod";

/** Slugs are lower-case words joined by single hyphens, as they appear in URLs. */
const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a URL slug");

const text = z.string().trim().min(1);

/** A Key Features card on a service page; `subServiceSlug` is the /sub-services/{slug} it links to. */
const serviceFeatureSchema = z.object({
  title: text,
  description: text,
  subServiceSlug: slugSchema,
});

/**
 * A question on a service page's 'Frequently asked questions' list; the same text goes to search
 * engines as FAQPage data, so the answer is plain text that stands on its own.
 */
export const faqSchema = z.object({
  question: text.regex(/\?$/, "must end with a question mark"),
  answer: text,
});

export const serviceCategorySchema = z.enum([
  "Marketing Services",
  "Website Development",
  "SEO & Analytics",
  "AI-Powered Solutions",
]);

export const serviceSchema = z.object({
  slug: slugSchema,
  category: serviceCategorySchema,
  title: text,
  /** One line under the title in the hero. */
  subtitle: text,
  /** Two to four sentences: what it is, who it is for, what the agency does. */
  description: text,
  /** A short line for the card on the services overview. */
  summary: text,
  features: z.array(serviceFeatureSchema).min(4),
  benefits: z.array(text),
  metrics: z.array(text),
  /** Four or five, asked by small-business owners about this service; a question is not asked twice. */
  faqs: z
    .array(faqSchema)
    .min(4)
    .max(5)
    .refine((faqs) => new Set(faqs.map((f) => f.question)).size === faqs.length, "repeats a question"),
  keywords: z.array(text).min(3),
});

/**
 * A service page in Hindi: its twin's cards, lists and questions in the same order, without what
 * is the same in both languages (the slug, the practice, the sub-service each card links to).
 */
export const hindiServiceSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  summary: text,
  features: z.array(z.object({ title: text, description: text })).min(4),
  benefits: z.array(text),
  metrics: z.array(text),
  faqs: z.array(faqSchema).min(4).max(5),
  keywords: z.array(text).min(3),
});

export const subServiceSchema = z.object({
  slug: slugSchema,
  /** The service page this sub-service belongs to (its "back" link). */
  serviceSlug: slugSchema,
  title: text,
  subtitle: text,
  description: text,
  features: z.array(z.object({ title: text, description: text })).length(6),
  benefits: z.array(text).min(3),
  metrics: z.array(text).min(3),
  keywords: z.array(text).min(3),
});

/**
 * A sub-service page in Hindi: its twin's six cards and its lists in the same order, without the
 * slugs (the page keeps its English address under /hi and its English service's back link).
 */
export const hindiSubServiceSchema = subServiceSchema.omit({ slug: true, serviceSlug: true });

export type Service = z.infer<typeof serviceSchema>;
export type SubService = z.infer<typeof subServiceSchema>;
export type HindiService = z.infer<typeof hindiServiceSchema>;
export type HindiSubService = z.infer<typeof hindiSubServiceSchema>;
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
export type Faq = z.infer<typeof faqSchema>;

export const legalSectionSchema = z.object({
  heading: text,
  /** Paragraphs; the literal `{email}` is replaced with the site's admin e-mail when shown. */
  paragraphs: z.array(text).min(1),
  bullets: z.array(text).optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;
