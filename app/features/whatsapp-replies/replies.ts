import { z } from "zod";
import { leadReference } from "~/features/leads";
import type { Locale } from "~/lib/locale";

// The owner's WhatsApp replies: a few messages kept on the Settings screen, with placeholders
// filled from the lead, offered beside the lead page's WhatsApp button (the greeting stays the
// default). Shared by the screen, the lead's page and the server.

export const REPLY_LIMITS = { name: 60, body: 1_000 } as const;
export type ReplyField = keyof typeof REPLY_LIMITS;
export const replyFields = Object.keys(REPLY_LIMITS) as ReplyField[];
/** A few to choose from on a phone, not a library. */
export const MAX_REPLIES = 12;

/** What a reply may say, in braces, and what each is replaced with. */
export const REPLY_PLACEHOLDERS = {
  name: "the lead's first name",
  service: "the service they asked about",
  city: "their city",
  agency: "the agency's name",
  reference: "the enquiry's reference",
} as const;
type Placeholder = keyof typeof REPLY_PLACEHOLDERS;
const placeholderNames = Object.keys(REPLY_PLACEHOLDERS) as Placeholder[];

export const REPLY_INTENTS = { save: "whatsapp-reply-save", remove: "whatsapp-reply-remove" } as const;

export const REPLY_MESSAGES = {
  saved: "Reply saved",
  saveFailed: "Failed to save the reply",
  removed: "Reply deleted",
  removeFailed: "Failed to delete the reply",
  nameMissing: "Give the reply a short name, e.g. Price list.",
  nameTooLong: `Keep the name to ${REPLY_LIMITS.name} characters.`,
  bodyMissing: "Write the message.",
  bodyTooLong: `Keep the message to ${REPLY_LIMITS.body.toLocaleString("en-IN")} characters.`,
  unknownPlaceholder: `Use only these placeholders: ${placeholderNames.map((name) => `{${name}}`).join(", ")}.`,
  tooMany: `Keep at most ${MAX_REPLIES} replies: delete one before adding another.`,
  gone: "This reply no longer exists.",
} as const;

export interface WhatsAppReply {
  id: string;
  name: string;
  body: string;
  /** The language it is written in; replies saved before replies had one are English. */
  language?: Locale;
}

/**
 * The reply a lead's WhatsApp button opens with instead of the (English) greeting: the first one
 * written in the lead's language, for a lead sent from a page in another language than English.
 */
export function greetingReplyFor(replies: readonly WhatsAppReply[], language: Locale): WhatsAppReply | undefined {
  return language === "en" ? undefined : replies.find((reply) => (reply.language ?? "en") === language);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** A reply as the Settings screen sends it: a new one has no id. */
export const replySchema = z.object({
  id: z.uuid(REPLY_MESSAGES.gone).optional(),
  name: z
    .string({ error: REPLY_MESSAGES.nameMissing })
    .trim()
    .min(1, REPLY_MESSAGES.nameMissing)
    .max(REPLY_LIMITS.name, REPLY_MESSAGES.nameTooLong),
  body: z
    .string({ error: REPLY_MESSAGES.bodyMissing })
    .trim()
    .min(1, REPLY_MESSAGES.bodyMissing)
    .max(REPLY_LIMITS.body, REPLY_MESSAGES.bodyTooLong)
    .refine(
      (body) => [...body.matchAll(PLACEHOLDER)].every(([, name]) => placeholderNames.includes(name as Placeholder)),
      REPLY_MESSAGES.unknownPlaceholder,
    ),
  // A list with two choices: anything else (or nothing, from an older form) is English.
  language: z.enum(["en", "hi"]).catch("en"),
});
export type ReplyInput = z.output<typeof replySchema>;

/** The reply's text for this lead: each placeholder replaced by what it names. */
export function fillReply(
  body: string,
  lead: { id: string; name: string; service: string; city: string },
  brand: string,
): string {
  const values: Record<Placeholder, string> = {
    name: lead.name.trim().split(/\s+/)[0] ?? "",
    service: lead.service,
    city: lead.city,
    agency: brand,
    reference: leadReference(lead.id),
  };
  return body.replace(PLACEHOLDER, (whole, name: string) => values[name as Placeholder] ?? whole);
}
