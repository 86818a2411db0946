// How a feature declares the kinds of message it sends through the outbox, next to its own code
// (ADR 034): each entry names its kind and makes it from the server's services and settings.
// server/outbox-kinds.ts collects every feature's entries in one registry, and the scheduler's lanes
// send them; nothing else lists the kinds.
import type { Database } from "#database/client.server";
import type { Holidays } from "~/lib/business-hours";
import type { Clock } from "~/lib/clock";
import type { AccountLinks } from "./account-links.server";
import type { PublicPages } from "./context";
import type { SignedLinks } from "./signed-links.server";
import type { Mailer } from "./mailer.server";
import type { OutboundPolicy } from "./outbound-http.server";
import type { OutboxKind } from "./outbox.server";
import type { WhatsAppSettings } from "./whatsapp.server";

/** What the scheduled work sends with: the database, the mailer and the signers of the links in its messages. */
export interface ScheduledServices {
  db: Database;
  mailer: Mailer;
  signedLinks: SignedLinks;
  accountLinks: AccountLinks;
  /** The page caches, told when a scheduled article is published (the server's; none where nothing is served). */
  publicPages?: PublicPages;
}

/** The server's settings that the scheduled work and its messages read. */
export interface ScheduledWorkSettings {
  siteUrl: string;
  /** BRAND_NAME, in the e-mails to the team. */
  brand: string;
  /** LEAD_NOTIFY_TO. */
  alertsTo: string | undefined;
  /** ESCALATION_MINUTES; 0: none. */
  escalationMinutes: number;
  /** BUSINESS_HOLIDAYS. */
  holidays: Holidays;
  /** DIGEST_ENABLED, on by default when there is someone to send it to. */
  digestEnabled: boolean;
  /** AUDIT_LOG_RETENTION_DAYS (365 or more). */
  auditRetentionDays: number;
  /** LEAD_RETENTION_DAYS. */
  retentionDays: number;
  /**
   * The acknowledgements to enquirers: ACKNOWLEDGEMENTS_ENABLED, the brand, and the WhatsApp number
   * they offer (CONTACT_PHONE unless it is the demo number).
   */
  acknowledgement: { enabled: boolean; brand: string; phone: string };
  /** WhatsApp alerts to the owner's numbers (`to`); undefined when WHATSAPP_* are not set. */
  whatsapp?: WhatsAppSettings & { to: readonly string[] };
  /** Which addresses webhook deliveries may go to (WEBHOOKS_ALLOW_LOOPBACK). */
  webhookPolicy: OutboundPolicy;
}

/** One kind of message, as its feature declares it. */
export interface OutboxKindEntry {
  /** The `kind` its outbox rows carry. */
  kind: string;
  /**
   * "webhooks": sent on the scheduler's second lane, whose sends wait on other servers (up to 10 s
   * each) and so never hold up an alert. Otherwise the first lane, with the e-mails.
   */
  lane?: "webhooks";
  /** The kind as this server sends it; undefined when the server is not set up for it (WhatsApp unset). */
  make(services: ScheduledServices, settings: ScheduledWorkSettings, clock: Clock): OutboxKind<unknown> | undefined;
}
