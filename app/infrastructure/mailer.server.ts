import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { now } from "~/lib/clock";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** "smtp" sends through SMTP_URL; "outbox" writes .eml files for development. */
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  /** The address mail comes from, shown under the brand's name. */
  from: string;
  brand: string;
  /** The site's address: its host names each message (Message-ID). */
  siteUrl: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const host = new URL(options.siteUrl).hostname;
  // Every message the site sends is written by the site, not a person: Auto-Submitted (RFC 3834)
  // keeps out-of-office replies and auto-forwarding rules from answering it.
  const envelope = (message: MailMessage) => ({
    from: { name: options.brand, address: options.from },
    messageId: `<${crypto.randomUUID()}@${host}>`,
    headers: { "Auto-Submitted": "auto-generated" },
    ...message,
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail(envelope(message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${now().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 12)}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
