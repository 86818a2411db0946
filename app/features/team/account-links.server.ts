import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { account, accountTokens, session, user, userRoles } from "#database/schema";
import type { AccountTokenPurpose } from "#database/staff-roles";
import { recordAudit } from "~/features/audit/index.server";
import type { AccountLinks } from "~/infrastructure/account-links.server";
import type { Auth } from "~/infrastructure/auth.server";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import type { FormOutcome } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { ACCOUNT_LINK_KIND } from "./account-mail.server";
import { LINK_MESSAGES, type PasswordField, RESET_MINUTES, joinSchema, passwordSchema } from "./schema";
import { type Transaction, activeMemberByEmail, usable } from "./team.server";

// Spending the links that set a password. Opening a link only reads its row (mail scanners follow
// links); the POST spends it, in the same transaction as the password it sets, with one UPDATE
// that succeeds once: a second use, a link past its time or one nobody made all find no row.

export type AccountToken = typeof accountTokens.$inferSelect;

/** The link's row while it still works; undefined for one expired, used or never made. */
export async function openLink(
  db: Database,
  links: AccountLinks,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountToken | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, links.hashOf(token)), usable(purpose, now)))
    .limit(1);
  return row;
}

async function spend(tx: Transaction, links: AccountLinks, purpose: AccountTokenPurpose, token: string, now: Date) {
  const [row] = await tx
    .update(accountTokens)
    .set({ spentAt: now })
    .where(and(eq(accountTokens.tokenHash, links.hashOf(token)), usable(purpose, now)))
    .returning();
  return row;
}

/** Spends a link with the form posted on its page: joining the team, or a new password. */
export type LinkSpender<Field extends string> = (
  auth: Auth,
  db: Database,
  links: AccountLinks,
  request: { token: string; form: FormData; address: string | null },
  now: Date,
) => Promise<FormOutcome<Field>>;

const expired = { ok: false, reason: "not-found", message: LINK_MESSAGES.expired } as const;
const accountExists = { ok: false, reason: "conflict", message: LINK_MESSAGES.accountExists } as const;

/** Whether this person is an active owner, with their role row locked (shared) until the transaction ends. */
async function activeOwner(tx: Transaction, userId: string | null) {
  if (!userId) return false;
  const [row] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "owner"), isNull(userRoles.deactivatedAt)))
    .for("share");
  return Boolean(row);
}

/** Sets the account's password (its credential), and ends every session it had. */
async function setPassword(tx: Transaction, userId: string, hash: string, now: Date) {
  const updated = await tx
    .update(account)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (!updated.length) {
    await tx
      .insert(account)
      .values({ id: randomUUID(), userId, accountId: userId, providerId: "credential", password: hash });
  }
  await tx.delete(session).where(eq(session.userId, userId));
}

/**
 * Joins the team through an invitation: a new account gets the name, the password and the
 * invitation's role. Joining never replaces an existing account (its name, password and role
 * stay as they are; a person deactivated before comes back by Reactivate), and the invitation
 * works only while the owner who made it is still an active owner.
 */
export async function acceptInvitation(
  auth: Auth,
  db: Database,
  links: AccountLinks,
  request: { token: string; form: FormData; address: string | null },
  now: Date,
): Promise<FormOutcome<"name" | "password" | "confirm">> {
  const parsed = parseForm(request.form, joinSchema, ["name", "password", "confirm"]);
  if (!parsed.ok) return { ...parsed, values: { name: parsed.values?.name } };
  // Hashing takes a moment on purpose: before the transaction, not inside it.
  const hash = await (await auth.$context).password.hash(parsed.data.password);
  return db.transaction(async (tx): Promise<FormOutcome<"name" | "password" | "confirm">> => {
    const link = await openLink(tx, links, "invitation", request.token, now);
    if (!link) return expired;
    // Only an active owner may invite. Deactivating or demoting one withdraws their invitations;
    // this checks again under a lock on the inviter's role row, taken before the link's row (in
    // the order `deactivate` and `changeRole` take them), so a join and a deactivation at once
    // cannot both go through.
    if (!(await activeOwner(tx, link.createdBy))) {
      await spend(tx, links, "invitation", request.token, now);
      return expired;
    }
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, link.email)).limit(1);
    if (existing) return accountExists;
    const invitation = await spend(tx, links, "invitation", request.token, now);
    if (!invitation?.role) return expired;
    const userId = randomUUID();
    await tx.insert(user).values({ id: userId, name: parsed.data.name, email: invitation.email, emailVerified: true });
    await setPassword(tx, userId, hash, now);
    await tx.insert(userRoles).values({
      userId,
      role: invitation.role,
      leadScope: invitation.leadScope,
      mayDeleteAndExportLeads: invitation.mayDeleteAndExportLeads,
      mayBill: invitation.mayBill,
    });
    await recordAudit(tx, {
      actorId: userId,
      action: "team-joined",
      targetId: invitation.id,
      address: request.address,
    });
    return { ok: true, id: userId };
  });
}

/** An outbox message: someone asked for a reset link for its recipient, whoever that is. */
export const PASSWORD_RESET_ASKED_KIND = "password-reset-asked";

/**
 * "Forgot password?": one outbox message, whatever the address, and nothing else before the
 * answer, so a known address and an unknown one take the same statements and the same time (the
 * form must not tell who has an account). The link is made when the message is handled.
 */
export async function askPasswordReset(
  db: Pick<Database, "insert">,
  request: { email: string; address: string | null },
  now: Date,
): Promise<void> {
  await enqueueMessage(
    db,
    {
      idempotencyKey: `${PASSWORD_RESET_ASKED_KIND}:${randomUUID()}`,
      kind: PASSWORD_RESET_ASKED_KIND,
      recipient: request.email.trim().toLowerCase(),
      payload: { address: request.address },
    },
    now,
  );
}

/**
 * Handles a reset asked for: for an active staff member, the link and its e-mail (an account-link
 * message, sent in the same run of the outbox) and the audit entry; for any other address nothing.
 * The message itself is never sent.
 */
export function passwordResetAskedMessages(db: Database, links: AccountLinks): OutboxKind {
  return {
    async render(message: OutboxMessage, now: Date) {
      const address = typeof message.payload.address === "string" ? message.payload.address : null;
      await requestPasswordReset(db, links, { email: message.recipient, address }, now);
      return undefined;
    },
  };
}

/**
 * Sends a password-reset link (30 minutes) to an active staff member with this address; does
 * nothing for any other address. An earlier link stops working.
 */
export async function requestPasswordReset(
  db: Database,
  links: AccountLinks,
  request: { email: string; address: string | null },
  now: Date,
): Promise<void> {
  const member = await activeMemberByEmail(db, request.email);
  if (!member) return;
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ spentAt: now })
      .where(and(usable("password-reset", now), eq(accountTokens.userId, member.userId)));
    const id = randomUUID();
    await tx.insert(accountTokens).values({
      id,
      purpose: "password-reset",
      tokenHash: links.hashOf(links.tokenOf(id)),
      email: request.email.trim().toLowerCase(),
      userId: member.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_MINUTES * 60 * 1000),
    });
    await enqueueMessage(
      tx,
      {
        idempotencyKey: `${ACCOUNT_LINK_KIND}:${id}`,
        kind: ACCOUNT_LINK_KIND,
        recipient: request.email.trim().toLowerCase(),
        payload: { tokenId: id },
      },
      now,
    );
    await recordAudit(tx, {
      actorId: member.userId,
      action: "password-reset-asked",
      targetId: id,
      address: request.address,
    });
  });
}

/**
 * Sets a new password through a reset link, for an account still active, and signs it out
 * everywhere. Two-factor sign-in, where the account has it, stays as it was.
 */
export async function resetPassword(
  auth: Auth,
  db: Database,
  links: AccountLinks,
  request: { token: string; form: FormData; address: string | null },
  now: Date,
): Promise<FormOutcome<PasswordField>> {
  const parsed = parseForm(request.form, passwordSchema, ["password", "confirm"]);
  if (!parsed.ok) return { ...parsed, values: {} };
  const hash = await (await auth.$context).password.hash(parsed.data.password);
  return db.transaction(async (tx): Promise<FormOutcome<PasswordField>> => {
    const link = await spend(tx, links, "password-reset", request.token, now);
    if (!link?.userId) return expired;
    const [active] = await tx
      .select({ deactivatedAt: userRoles.deactivatedAt })
      .from(userRoles)
      .where(eq(userRoles.userId, link.userId));
    // Deactivating spends the person's links; this also covers a link of an account whose role was removed.
    if (!active || active.deactivatedAt) return expired;
    await setPassword(tx, link.userId, hash, now);
    await recordAudit(tx, {
      actorId: link.userId,
      action: "password-reset",
      targetId: link.id,
      address: request.address,
    });
    return { ok: true, id: link.userId };
  });
}
