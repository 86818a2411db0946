import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { leads } from "#database/schema";
import type { OutboxKind, OutboxMessage } from "~/infrastructure/outbox.server";
import { escapeMarkup } from "~/lib/escape-markup";
import { noticeBody, personNotice } from "./breaches";
import { breachSender, readBreach } from "./breaches.server";

// The notice of a breach to a person it affected (Rule 7(1)), e-mailed to the address of their
// enquiry. Written when it is sent, from the breach as it then stands (a correction the owner made
// after storing the notices goes out with them); a lead erased meanwhile takes its message with it.

/** How a breach notice is written when it is sent; undefined (dropped unsent) when its lead has no address any more. */
export function breachNoticeMessages(db: Database): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      const breachId = message.payload.breachId;
      if (!message.leadId || typeof breachId !== "string") return undefined;
      const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, message.leadId));
      const breach = await readBreach(db, breachId);
      if (!lead?.email || !breach) return undefined;
      const sender = await breachSender(db);
      const { subject, parts } = personNotice(breach, sender);
      const html = parts
        .map(({ heading, text }) => {
          const paragraph = escapeMarkup(text).replaceAll("\n", "<br>\n");
          return `<p>${heading ? `<strong>${escapeMarkup(heading)}</strong><br>\n` : ""}${paragraph}</p>`;
        })
        .join("\n");
      return {
        to: lead.email,
        subject,
        text: noticeBody(parts),
        html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">\n${html}\n</body></html>`,
      };
    },
  };
}
