import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import type { SignedLinks } from "~/infrastructure/signed-links.server";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { escapeMarkup } from "~/lib/escape-markup";
import { istDateKey } from "~/lib/india-time";
import { isPlaceholderPhone } from "~/lib/site";
import { whatsappDigits, leadReference } from "~/features/leads";
import { outcomeOnTimeline } from "~/features/leads/index.server";

// The e-mail an enquirer gets at once: a reference number, what happens next, the business hours
// and WhatsApp. Anyone can type someone else's address into the form, so it repeats nothing the
// visitor typed (no name, no message, not even the service or city) and goes to an address at most
// once a day: the outbox key holds a hash of the address and the IST day, so a second enquiry that
// day stores no second message, on any instance.

export const ACKNOWLEDGEMENT_KIND = "acknowledgement";

export interface AcknowledgementSettings {
  /** ACKNOWLEDGEMENTS_ENABLED; on by default when SMTP is configured. */
  enabled: boolean;
  brand: string;
  /** CONTACT_PHONE: the WhatsApp number the e-mail offers, unless it is the demo placeholder. */
  phone: string;
  signedLinks: Pick<SignedLinks, "withdrawalUrl">;
}

const addressKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * Stores the acknowledgement of a lead that gave an e-mail address, unless that address already
 * got one today (IST). True when stored.
 */
export async function enqueueAcknowledgement(
  db: Database,
  settings: Pick<AcknowledgementSettings, "enabled">,
  lead: { id: string; email: string | null },
  now: Date,
): Promise<boolean> {
  if (!settings.enabled || !lead.email) return false;
  return enqueueMessage(
    db,
    {
      idempotencyKey: `${ACKNOWLEDGEMENT_KIND}:${addressKey(lead.email)}:${istDateKey(now)}`,
      kind: ACKNOWLEDGEMENT_KIND,
      leadId: lead.id,
      // Read from the lead when it is sent: the outbox keeps no address of an enquirer.
      recipient: "",
    },
    now,
  );
}

/** How an acknowledgement is written when it is sent, and what the lead's timeline keeps of it. */
export function acknowledgementMessages(db: Database, settings: AcknowledgementSettings): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      if (!message.leadId) return undefined;
      const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, message.leadId));
      if (!lead?.email) return undefined;
      const reference = leadReference(message.leadId);
      const whatsapp = isPlaceholderPhone(settings.phone)
        ? null
        : `https://wa.me/${whatsappDigits({ phone: settings.phone, phoneE164: null })}`;
      const withdraw = settings.signedLinks.withdrawalUrl(message.leadId);
      const paragraphs = [
        `Thank you for your enquiry to ${settings.brand}. Your reference number is ${reference}.`,
        "What happens next: someone from our team will call you or message you on WhatsApp within 24 hours on business days to understand what you need. Please keep your reference number handy.",
        "Our business hours are Monday to Friday, 9 am to 6 pm IST.",
        ...(whatsapp ? [`To reach us sooner, message us on WhatsApp: ${whatsapp}`] : []),
        "If you did not send an enquiry, you can ignore this e-mail: we will not write again.",
      ];
      const yourData = `${new URL(withdraw).origin}/your-data`;
      const footer = `To stop offers and updates from us: ${withdraw}\n\nTo see, correct or erase what we hold about you: ${yourData}`;
      const html = [
        ...paragraphs.map((paragraph) => {
          const text = escapeMarkup(paragraph);
          return `<p>${whatsapp ? text.replace(escapeMarkup(whatsapp), `<a href="${whatsapp}">${whatsapp}</a>`) : text}</p>`;
        }),
        `<p style="color:#555;font-size:13px">To stop offers and updates from us, <a href="${escapeMarkup(withdraw)}">open this link</a>.</p>`,
        `<p style="color:#555;font-size:13px">To see, correct or erase what we hold about you, <a href="${escapeMarkup(yourData)}">open Your data</a>.</p>`,
      ].join("\n");
      return {
        to: lead.email,
        subject: `${settings.brand}: we have your enquiry (ref. ${reference})`,
        text: [...paragraphs, "", footer].join("\n\n"),
        html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">\n<p><strong>${escapeMarkup(settings.brand)}</strong></p>\n${html}\n</body></html>`,
      };
    },
    settled: outcomeOnTimeline("acknowledgement"),
  };
}
