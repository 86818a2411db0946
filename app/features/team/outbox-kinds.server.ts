// The messages the team feature sends through the outbox: invitation and password-reset links, and
// the notice that a reset was asked for. Collected by server/outbox-kinds.ts.
import type { OutboxKindEntry } from "~/infrastructure/outbox-kinds.server";
import { PASSWORD_RESET_ASKED_KIND, passwordResetAskedMessages } from "./account-links.server";
import { ACCOUNT_LINK_KIND, accountLinkMessages } from "./account-mail.server";

export const TEAM_OUTBOX_KINDS: OutboxKindEntry[] = [
  {
    kind: ACCOUNT_LINK_KIND,
    make: ({ db, accountLinks }, { brand }) => accountLinkMessages(db, { links: accountLinks, brand }),
  },
  { kind: PASSWORD_RESET_ASKED_KIND, make: ({ db, accountLinks }) => passwordResetAskedMessages(db, accountLinks) },
];
