import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { accountTokens, auditLog, leads, session, user, userRoles } from "#database/schema";
import { assignablePeople, handOver } from "~/features/lead-workspace/index.server";
import { LEAD_PAGE_MESSAGES } from "~/features/lead-workspace";
import type { StaffRole } from "#database/staff-roles";
import type { AccountLinks } from "~/infrastructure/account-links.server";
import { enqueueMessage } from "~/infrastructure/outbox.server";
import type { z } from "zod";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { ACCOUNT_LINK_KIND } from "./account-mail.server";
import {
  INVITATION_HOURS,
  type InviteField,
  type PendingInvitation,
  TEAM_MESSAGES,
  type TeamMember,
  type inviteSchema,
  type roleSchema,
} from "./schema";
import { now } from "~/lib/clock";
import { personName } from "#database/person-name";

// The owner's team screen: who is on the team, the invitations not yet used, role changes and
// deactivations. The team always keeps an active owner: a change that would leave none is refused
// under a lock on the owners' rows, so two owners demoting each other at once cannot both succeed.

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everyone with a staff role (active first, then by name) and the invitations still usable. */
export async function listTeam(
  db: Database,
  now: Date,
): Promise<{ members: TeamMember[]; invitations: PendingInvitation[] }> {
  const signIns = db
    .select({ actorId: auditLog.actorId, at: max(auditLog.at).as("last_at") })
    .from(auditLog)
    .where(eq(auditLog.action, "sign-in"))
    .groupBy(auditLog.actorId)
    .as("sign_ins");
  const members = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      role: userRoles.role,
      leadScope: userRoles.leadScope,
      mayDeleteAndExportLeads: userRoles.mayDeleteAndExportLeads,
      mayBill: userRoles.mayBill,
      deactivatedAt: userRoles.deactivatedAt,
      lastSignInAt: signIns.at,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(signIns, eq(signIns.actorId, user.id))
    // Active people first (PostgreSQL puts nulls last when ascending), then by name.
    .orderBy(sql`${userRoles.deactivatedAt} asc nulls first`, asc(personName(user)));
  const inviter = db
    .select({ id: user.id, name: personName(user).as("name") })
    .from(user)
    .as("inviter");
  const invitations = await db
    .select({
      id: accountTokens.id,
      email: accountTokens.email,
      role: accountTokens.role,
      expiresAt: accountTokens.expiresAt,
      invitedBy: inviter.name,
    })
    .from(accountTokens)
    .leftJoin(inviter, eq(inviter.id, accountTokens.createdBy))
    .where(usable("invitation", now))
    .orderBy(asc(accountTokens.createdAt));
  return {
    members: members.map((m) => ({ ...m, deactivatedAt: iso(m.deactivatedAt), lastSignInAt: iso(m.lastSignInAt) })),
    invitations: invitations.map((i) => ({ ...i, role: i.role!, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** The rows of links of this purpose that still work at `now`. */
export const usable = (purpose: "invitation" | "password-reset", now: Date) =>
  and(eq(accountTokens.purpose, purpose), isNull(accountTokens.spentAt), gt(accountTokens.expiresAt, now));

/**
 * Withdraws the open invitations this person made: only an active owner may invite, so their
 * invitations lose their authority with the role (an owner on the way out cannot leave
 * themselves a way back in).
 */
export async function withdrawInvitationsBy(tx: Transaction, userId: string, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ spentAt: now })
    .where(and(usable("invitation", now), eq(accountTokens.createdBy, userId)));
}

/** Withdraws the open invitations to this address: it has an account, and joining never replaces one. */
export async function withdrawInvitationsTo(tx: Transaction, email: string, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ spentAt: now })
    .where(and(usable("invitation", now), eq(accountTokens.email, email.trim().toLowerCase())));
}

/** Only Sales has a lead scope and the delete-and-export and billing settings; the other roles' rows keep the defaults. */
function roleSettings(data: {
  role: StaffRole;
  leadScope: "all" | "assigned";
  mayDeleteAndExportLeads: boolean;
  mayBill: boolean;
}) {
  const sales = data.role === "sales";
  return {
    role: data.role,
    leadScope: sales ? data.leadScope : ("all" as const),
    mayDeleteAndExportLeads: sales && data.mayDeleteAndExportLeads,
    mayBill: sales && data.mayBill,
  };
}

/**
 * Invites an address to the team: a link valid 72 hours, sent by e-mail through the outbox and
 * answered once (`reveal`) for the owner to pass on another way. An earlier invitation to the
 * same address stops working.
 */
export async function invite(
  db: Database,
  links: AccountLinks,
  parsed: { data: z.output<typeof inviteSchema>; values: FormValues<InviteField> },
  invitedBy: string,
  now: Date,
): Promise<FormOutcome<InviteField>> {
  const email = parsed.data.email.toLowerCase();
  return db.transaction(async (tx): Promise<FormOutcome<InviteField>> => {
    const [member] = await tx
      .select({ id: user.id, deactivatedAt: userRoles.deactivatedAt })
      .from(user)
      .innerJoin(userRoles, eq(userRoles.userId, user.id))
      .where(eq(user.email, email))
      .limit(1);
    // Someone who left comes back by Reactivate, with the account they had: joining never
    // replaces an existing account.
    if (member) {
      return {
        ok: false,
        reason: "conflict",
        values: parsed.values,
        fieldErrors: { email: member.deactivatedAt ? TEAM_MESSAGES.deactivatedMember : TEAM_MESSAGES.alreadyOnTeam },
      };
    }
    await tx
      .update(accountTokens)
      .set({ spentAt: now })
      .where(and(usable("invitation", now), eq(accountTokens.email, email)));
    const id = randomUUID();
    await tx.insert(accountTokens).values({
      id,
      purpose: "invitation",
      tokenHash: links.hashOf(links.tokenOf(id)),
      email,
      ...roleSettings(parsed.data),
      createdBy: invitedBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * 60 * 60 * 1000),
    });
    await enqueueMessage(
      tx,
      {
        idempotencyKey: `${ACCOUNT_LINK_KIND}:${id}`,
        kind: ACCOUNT_LINK_KIND,
        recipient: email,
        payload: { tokenId: id },
      },
      now,
    );
    return { ok: true, id, reveal: links.urlOf("invitation", id) };
  });
}

/** Stops an invitation from working. */
export async function withdrawInvitation(db: Database, id: string, now: Date): Promise<FormOutcome> {
  const withdrawn = await db
    .update(accountTokens)
    .set({ spentAt: now })
    .where(and(eq(accountTokens.id, id), usable("invitation", now)))
    .returning({ id: accountTokens.id });
  return withdrawn.length ? { ok: true, id } : { ok: false, reason: "not-found", message: TEAM_MESSAGES.gone };
}

/**
 * The person's role row, and whether the team has an active owner besides them, with every
 * active owner's row locked until the transaction ends.
 */
export async function lockedRole(tx: Transaction, userId: string) {
  const owners = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, "owner"), isNull(userRoles.deactivatedAt)))
    .for("update");
  const [row] = await tx.select().from(userRoles).where(eq(userRoles.userId, userId)).for("update");
  const lastOwner = owners.length === 1 && owners[0]!.userId === userId;
  return { row, lastOwner };
}

/** Gives a person another role (or other Sales settings); never takes the last active owner's. */
export async function changeRole(
  db: Database,
  userId: string,
  settings: z.output<typeof roleSchema>,
): Promise<FormOutcome> {
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const { row, lastOwner } = await lockedRole(tx, userId);
    if (!row) return { ok: false, reason: "not-found", message: TEAM_MESSAGES.gone };
    if (lastOwner && settings.role !== "owner")
      return { ok: false, reason: "conflict", message: TEAM_MESSAGES.lastOwner };
    await tx.update(userRoles).set(roleSettings(settings)).where(eq(userRoles.userId, userId));
    // No time is passed in here: withdrawn as of now.
    if (settings.role !== "owner") await withdrawInvitationsBy(tx, userId, now());
    return { ok: true, id: userId };
  });
}

/**
 * Deactivates a person: every session of theirs ends at once, their password-reset links stop
 * working, sign-in refuses them until an owner reactivates them, and the leads assigned to them go
 * to `handTo` (another person leads can be given to) or back to no one, each with a timeline entry.
 */
export async function deactivate(
  db: Database,
  userId: string,
  by: string,
  now: Date,
  handTo: string | null = null,
): Promise<FormOutcome> {
  if (userId === by) return { ok: false, reason: "conflict", message: TEAM_MESSAGES.notYourself };
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const { row, lastOwner } = await lockedRole(tx, userId);
    if (!row) return { ok: false, reason: "not-found", message: TEAM_MESSAGES.gone };
    if (lastOwner) return { ok: false, reason: "conflict", message: TEAM_MESSAGES.lastOwner };
    const heir = handTo && (await assignablePeople(tx)).find((person) => person.userId === handTo && handTo !== userId);
    if (handTo && !heir) return { ok: false, reason: "invalid", message: LEAD_PAGE_MESSAGES.notAssignable };
    const theirs = await tx
      .select({ id: leads.id, assignedTo: leads.assignedTo })
      .from(leads)
      .where(eq(leads.assignedTo, userId))
      .for("update");
    await handOver(tx, theirs, heir ? heir.userId : null, by);
    await tx.update(userRoles).set({ deactivatedAt: now }).where(eq(userRoles.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx
      .update(accountTokens)
      .set({ spentAt: now })
      .where(and(usable("password-reset", now), eq(accountTokens.userId, userId)));
    await withdrawInvitationsBy(tx, userId, now);
    return { ok: true, id: userId };
  });
}

/**
 * Lets a deactivated person sign in again, with the role they had; an invitation to their address
 * (made while they were away) stops working.
 */
export async function reactivate(db: Database, userId: string): Promise<FormOutcome> {
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const done = await tx
      .update(userRoles)
      .set({ deactivatedAt: null })
      .where(eq(userRoles.userId, userId))
      .returning({ userId: userRoles.userId });
    if (!done.length) return { ok: false, reason: "not-found", message: TEAM_MESSAGES.gone };
    const [person] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (person) await withdrawInvitationsTo(tx, person.email, now());
    return { ok: true, id: userId };
  });
}

/** The active staff member with this address, if any: who a password reset may be for. */
export async function activeMemberByEmail(db: Pick<Database, "select">, email: string) {
  const [found] = await db
    .select({ userId: user.id, name: user.name })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(user.email, email.trim().toLowerCase()), isNull(userRoles.deactivatedAt)))
    .limit(1);
  return found;
}
