import { z } from "zod";
import type { Locale } from "~/lib/locale";

// A case study's or an article's language, and the English original a Hindi one translates: its
// page then lives under /hi, and the two pages link each other (ADR 050).

/** Each language as the dashboard names it. */
export const CONTENT_LANGUAGES = { en: "English", hi: "Hindi (हिन्दी)" } as const satisfies Record<Locale, string>;

export const TRANSLATION_MESSAGES = {
  language: "Choose English or Hindi",
  original: "Choose the English original from the list",
} as const;

/** Said to the second of two saves naming one original at the same moment. */
export const TRANSLATION_TAKEN = "That original already has a Hindi version.";

/** The form's language fields; an English record translates nothing (its field is dropped, not refused). */
export const translationSchema = z.object({
  language: z.enum(["en", "hi"], TRANSLATION_MESSAGES.language).default("en"),
  translationOf: z
    .union([z.literal(""), z.uuid(TRANSLATION_MESSAGES.original)])
    .optional()
    .transform((id) => id || null),
});

export const TRANSLATION_FIELDS = ["language", "translationOf"] as const;

/** What a record's form leaves of its translation: only a Hindi record names an original. */
export const translationOfIn = (record: { language: Locale; translationOf: string | null }) =>
  record.language === "hi" ? record.translationOf : null;
