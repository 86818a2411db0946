import { createHash, createHmac } from "node:crypto";
import type { AccountTokenPurpose } from "#database/staff-roles";

// The links that let someone set a password: an invitation to the team, a password reset. The
// token in a link is a keyed hash of its row's id under the auth secret, so the e-mail can be
// written when it is sent (the outbox keeps only the id) while the database holds only a SHA-256
// of the token: a copy of the database, without the secret, opens no account.

const PATHS: Record<AccountTokenPurpose, string> = {
  invitation: "/admin/join",
  "password-reset": "/admin/reset-password",
};

export function createAccountLinks({ secret, siteUrl }: { secret: string; siteUrl: string }) {
  const tokenOf = (id: string) => createHmac("sha256", secret).update(`account-link:${id}`).digest("base64url");
  return {
    /** The hash a row keeps of its link's token. */
    hashOf: (token: string) => createHash("sha256").update(token).digest("hex"),
    /** The token of row `id`, to hash when the row is stored. */
    tokenOf,
    /** The address to send for row `id`. */
    urlOf: (purpose: AccountTokenPurpose, id: string) =>
      new URL(`${PATHS[purpose]}/${tokenOf(id)}`, siteUrl).toString(),
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
