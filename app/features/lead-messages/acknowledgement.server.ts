import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import type { SignedLinks } from "~/infrastructure/signed-links.server";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { escapeMarkup } from "~/lib/escape-markup";
import { istDateKey } from "~/lib/india-time";
import { isPlaceholderPhone } from "~/lib/site";
import type { Locale } from "~/lib/locale";
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

/** The acknowledgement's words in each language of the site: the lead's (the page it was sent from). */
export const ACKNOWLEDGEMENT_WORDS = {
  en: {
    subject: (brand: string, reference: string) => `${brand}: we have your enquiry (ref. ${reference})`,
    thanks: (brand: string, reference: string) =>
      `Thank you for your enquiry to ${brand}. Your reference number is ${reference}.`,
    next: "What happens next: someone from our team will call you or message you on WhatsApp within 24 hours on business days to understand what you need. Please keep your reference number handy.",
    hours: "Our business hours are Monday to Friday, 9 am to 6 pm IST.",
    sooner: (whatsapp: string) => `To reach us sooner, message us on WhatsApp: ${whatsapp}`,
    notYou: "If you did not send an enquiry, you can ignore this e-mail: we will not write again.",
    stop: "To stop offers and updates from us:",
    stopLink: ["To stop offers and updates from us, ", "open this link", "."],
    yourData: "To see, correct or erase what we hold about you:",
    yourDataLink: ["To see, correct or erase what we hold about you, ", "open Your data", "."],
  },
  hi: {
    subject: (brand: string, reference: string) => `${brand}: आपकी पूछताछ हमें मिल गई है (रेफ़रेंस ${reference})`,
    thanks: (brand: string, reference: string) => `${brand} से पूछताछ करने के लिए धन्यवाद। आपका रेफ़रेंस नंबर ${reference} है।`,
    next: "आगे क्या होगा: कामकाजी दिनों में 24 घंटे के अंदर हमारी टीम से कोई आपको कॉल करेगा या WhatsApp पर मैसेज करेगा, ताकि समझ सके कि आपको क्या चाहिए। अपना रेफ़रेंस नंबर पास रखें।",
    hours: "हमारा समय सोमवार से शुक्रवार, सुबह 9 से शाम 6 बजे (IST) है।",
    sooner: (whatsapp: string) => `जल्दी बात करनी हो तो WhatsApp पर मैसेज करें: ${whatsapp}`,
    notYou: "अगर आपने पूछताछ नहीं भेजी, तो इस ईमेल को अनदेखा कर दें: हम दोबारा नहीं लिखेंगे।",
    stop: "हमसे ऑफ़र और नई जानकारी बंद करवाने के लिए:",
    stopLink: ["हमसे ऑफ़र और नई जानकारी बंद करवाने के लिए ", "यह लिंक खोलें", "।"],
    yourData: "हमारे पास आपकी जो जानकारी है, उसे देखने, सुधारने या मिटवाने के लिए:",
    yourDataLink: ["हमारे पास आपकी जो जानकारी है, उसे देखने, सुधारने या मिटवाने के लिए ", "Your data पेज खोलें", "।"],
  },
} as const satisfies Record<Locale, unknown>;

/** How an acknowledgement is written when it is sent, and what the lead's timeline keeps of it. */
export function acknowledgementMessages(db: Database, settings: AcknowledgementSettings): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      if (!message.leadId) return undefined;
      const [lead] = await db
        .select({ email: leads.email, language: leads.language })
        .from(leads)
        .where(eq(leads.id, message.leadId));
      if (!lead?.email) return undefined;
      const words = ACKNOWLEDGEMENT_WORDS[lead.language];
      const reference = leadReference(message.leadId);
      const whatsapp = isPlaceholderPhone(settings.phone)
        ? null
        : `https://wa.me/${whatsappDigits({ phone: settings.phone, phoneE164: null })}`;
      const withdraw = settings.signedLinks.withdrawalUrl(message.leadId);
      const paragraphs = [
        words.thanks(settings.brand, reference),
        words.next,
        words.hours,
        ...(whatsapp ? [words.sooner(whatsapp)] : []),
        words.notYou,
      ];
      const yourData = `${new URL(withdraw).origin}/your-data`;
      const footer = `${words.stop} ${withdraw}\n\n${words.yourData} ${yourData}`;
      const linked = ([before, link, after]: readonly [string, string, string], href: string) =>
        `<p style="color:#555;font-size:13px">${escapeMarkup(before)}<a href="${escapeMarkup(href)}">${escapeMarkup(link)}</a>${escapeMarkup(after)}</p>`;
      const html = [
        ...paragraphs.map((paragraph) => {
          const text = escapeMarkup(paragraph);
          return `<p>${whatsapp ? text.replace(escapeMarkup(whatsapp), `<a href="${whatsapp}">${whatsapp}</a>`) : text}</p>`;
        }),
        linked(words.stopLink, withdraw),
        linked(words.yourDataLink, yourData),
      ].join("\n");
      return {
        to: lead.email,
        subject: words.subject(settings.brand, reference),
        text: [...paragraphs, "", footer].join("\n\n"),
        html: `<!doctype html><html lang="${lead.language}"><body style="font-family:Arial,sans-serif;line-height:1.5">\n<p><strong>${escapeMarkup(settings.brand)}</strong></p>\n${html}\n</body></html>`,
      };
    },
    settled: outcomeOnTimeline("acknowledgement"),
  };
}
