// The messages the rights desk sends through the outbox: to a person about their request (the link
// that confirms it, that it was received, the answer) and the notice of a breach to each person it
// affected. Collected by server/outbox-kinds.ts.
import type { OutboxKindEntry } from "~/infrastructure/outbox-kinds.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { breachNoticeMessages } from "./breach-messages.server";
import { BREACH_NOTICE_KIND } from "./breaches.server";
import { dataRequestMessages } from "./request-messages.server";
import { DATA_REQUEST_KIND } from "./requests.server";

export const DATA_RIGHTS_OUTBOX_KINDS: OutboxKindEntry[] = [
  {
    kind: DATA_REQUEST_KIND,
    make: ({ db, signedLinks, mailer }, { brand }) =>
      dataRequestMessages(db, { brand, privacyEmail: siteConfig().privacyEmail, signedLinks, mailer }),
  },
  { kind: BREACH_NOTICE_KIND, make: ({ db }) => breachNoticeMessages(db) },
];
