import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.server";
import { accountTokens, user } from "#database/schema";
import type { AccountLinks } from "~/infrastructure/account-links.server";
import type { OutboxKind, OutboxMessage } from "~/infrastructure/outbox.server";
import { escapeMarkup } from "~/lib/escape-markup";
import { ROLE_LABELS } from "~/features/auth";
import { INVITATION_HOURS, RESET_MINUTES } from "./schema";
import { personName } from "#database/person-name";

// The e-mails with a link that sets a password: an invitation and a password reset. The outbox
// row holds the link's id; the link is written when the e-mail is sent, and a link used,
// withdrawn or expired by then is not sent at all. Without SMTP_URL they are .eml files in
// DATA_DIR/outbox, where an operator finds them (docs/admin-guide.md,
// "A forgotten password").

export const ACCOUNT_LINK_KIND = "account-link";

const inviter = alias(user, "inviter");

export function accountLinkMessages(db: Database, settings: { links: AccountLinks; brand: string }): OutboxKind {
  return {
    async render(message: OutboxMessage, now: Date) {
      const tokenId = message.payload.tokenId;
      if (typeof tokenId !== "string") return undefined;
      const [row] = await db
        .select({ link: accountTokens, inviter: personName(inviter) })
        .from(accountTokens)
        .leftJoin(inviter, eq(inviter.id, accountTokens.createdBy))
        .where(eq(accountTokens.id, tokenId));
      if (!row || row.link.spentAt || row.link.expiresAt <= now) return undefined;
      const { link } = row;
      const url = settings.links.urlOf(link.purpose, link.id);
      const brand = settings.brand;
      const [subject, paragraphs] =
        link.purpose === "invitation"
          ? [
              `You are invited to the ${brand} admin`,
              [
                `${row.inviter ?? "The owner"} has invited you to the ${brand} admin as ${ROLE_LABELS[link.role ?? "sales"]}.`,
                `Open this link to choose your password (at least 12 characters) and join: ${url}`,
                `The link works once, for ${INVITATION_HOURS} hours. If you were not expecting this, ignore this e-mail.`,
              ],
            ]
          : [
              `Set a new password for the ${brand} admin`,
              [
                `Someone asked to reset the password of your ${brand} admin account.`,
                `Open this link to choose a new one: ${url}`,
                `The link works once, for ${RESET_MINUTES} minutes, and signs your account out everywhere.`,
                "If you did not ask, ignore this e-mail: your password stays as it is.",
              ],
            ];
      const html = paragraphs
        .map(
          (paragraph) =>
            `<p>${escapeMarkup(paragraph).replace(escapeMarkup(url), `<a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a>`)}</p>`,
        )
        .join("\n");
      return {
        to: link.email,
        subject,
        text: paragraphs.join("\n\n"),
        html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">\n<p><strong>${escapeMarkup(brand)}</strong></p>\n${html}\n</body></html>`,
      };
    },
  };
}
