// The messages the leads feature sends through the outbox: to the agency about a lead (the alert,
// the escalation, the daily digest, WhatsApp alerts and a refused WhatsApp token, the alert to an
// assignee) and to the enquirer (the acknowledgement). Collected by server/outbox-kinds.ts.
import { createWhatsApp } from "~/infrastructure/whatsapp.server";
import type { OutboxKindEntry } from "~/infrastructure/outbox-kinds.server";
import { ACKNOWLEDGEMENT_KIND, acknowledgementMessages } from "./acknowledgement.server";
import { ASSIGNED_KIND, assignmentAlertMessages } from "./assignment-alert.server";
import { DIGEST_KIND, digestMessages, digestSettings } from "./digest.server";
import { ESCALATION_KIND, escalationMessages, escalationSettings } from "./escalation.server";
import { LEAD_ALERT_KIND, leadAlertMessages } from "./lead-alert.server";
import {
  WHATSAPP_ALERT_KIND,
  WHATSAPP_TOKEN_KIND,
  tokenTag,
  whatsAppAlertMessages,
  whatsAppTokenMessages,
} from "./whatsapp-alert.server";

export const LEAD_OUTBOX_KINDS: OutboxKindEntry[] = [
  { kind: LEAD_ALERT_KIND, make: ({ db }, settings) => leadAlertMessages(db, { to: settings.alertsTo }) },
  { kind: ESCALATION_KIND, make: ({ db }, settings) => escalationMessages(db, escalationSettings(settings)) },
  { kind: DIGEST_KIND, make: ({ db }, settings) => digestMessages(db, digestSettings(settings)) },
  {
    kind: ACKNOWLEDGEMENT_KIND,
    make: ({ db, signedLinks }, settings) => acknowledgementMessages(db, { ...settings.acknowledgement, signedLinks }),
  },
  { kind: ASSIGNED_KIND, make: ({ db }) => assignmentAlertMessages(db) },
  {
    kind: WHATSAPP_ALERT_KIND,
    make: ({ db }, { whatsapp, siteUrl, alertsTo }) =>
      whatsapp &&
      whatsAppAlertMessages(db, createWhatsApp(whatsapp), {
        to: whatsapp.to,
        siteUrl,
        alertsTo,
        tokenTag: tokenTag(whatsapp.accessToken),
      }),
  },
  { kind: WHATSAPP_TOKEN_KIND, make: (_, { whatsapp }) => whatsapp && whatsAppTokenMessages() },
];
