// The messages the account feature sends through the outbox: a sign-in from a new browser, and
// two-factor sign-in turned on or off. Collected by server/outbox-kinds.ts.
import type { OutboxKindEntry } from "~/infrastructure/outbox-kinds.server";
import {
  SIGN_IN_NOTICE_KIND,
  TWO_FACTOR_NOTICE_KIND,
  signInNoticeMessages,
  twoFactorNoticeMessages,
} from "./account-notices.server";

export const ACCOUNT_OUTBOX_KINDS: OutboxKindEntry[] = [
  { kind: SIGN_IN_NOTICE_KIND, make: ({ db }, { brand, siteUrl }) => signInNoticeMessages(db, { brand, siteUrl }) },
  {
    kind: TWO_FACTOR_NOTICE_KIND,
    make: ({ db }, { brand, siteUrl }) => twoFactorNoticeMessages(db, { brand, siteUrl }),
  },
];
