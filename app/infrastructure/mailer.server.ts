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
  /** Who carries the mail to its reader: the SMTP server's host, or null when it stays in the outbox folder. */
  carrier: string | null;
  send(message: MailMessage): Promise<void>;
  /**
   * Deletes the copies in the outbox folder of messages to or about `address` (an erasure at the
   * person's request); answers how many. The folder may hold messages from before SMTP_URL was set,
   * so both kinds look.
   */
  forgetCopiesTo(address: string): Promise<number>;
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
  const forgetCopiesTo = (address: string) => removeCopiesTo(options.outboxDir, address);
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      carrier: new URL(options.smtpUrl).hostname,
      forgetCopiesTo,
      async send(message) {
        await transport.sendMail(envelope(message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    carrier: null,
    forgetCopiesTo,
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${now().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 12)}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}

/** An .eml file as text, its quoted-printable soft line breaks joined (an address may be split by one). */
async function emlText(file: string): Promise<string> {
  return (await fs.readFile(file, "utf8")).replace(/=\r?\n/g, "").toLowerCase();
}

/**
 * Deletes the copies that name `address` anywhere: sent to it, or about it (an alert to the team
 * that carried the enquirer's details).
 */
async function removeCopiesTo(outboxDir: string, address: string): Promise<number> {
  const wanted = address.trim().toLowerCase();
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((file) => file.endsWith(".eml"))) {
    const file = path.join(outboxDir, name);
    if (!(await emlText(file).catch(() => "")).includes(wanted)) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}
