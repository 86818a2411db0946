import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { session, user, userRoles } from "#database/schema";
import type { LeadScope, StaffRole } from "#database/staff-roles";
import type { Auth } from "~/infrastructure/auth.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/passwords";
import { enqueueTwoFactorNotice, clearTwoFactor } from "~/features/account/index.server";
import { recordAudit } from "~/features/audit/index.server";
import { lockedRole, withdrawInvitationsBy, withdrawInvitationsTo } from "./team.server";
import { now as clockNow } from "~/lib/clock";

export class WeakPasswordError extends Error {
  override name = "WeakPasswordError";
  constructor() {
    super(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

/** `admin:create` asked to give the team's last active owner another role: the team keeps an owner. */
export class LastOwnerError extends Error {
  override name = "LastOwnerError";
  constructor(email: string) {
    super(
      `${email} is the team's only active owner: make another account an owner first (on the Team screen, or admin:create with --role owner).`,
    );
  }
}

/** Whether any account has a staff role: until one does, nobody can sign in to the admin area. */
export async function hasStaff(db: Database): Promise<boolean> {
  const [anyone] = await db.select({ userId: userRoles.userId }).from(userRoles).limit(1);
  return Boolean(anyone);
}

/** Gives the account this role (and its settings), active, replacing the one it had, in one statement. */
export async function setStaffRole(
  db: Pick<Database, "insert">,
  userId: string,
  role: StaffRole,
  settings: { leadScope?: LeadScope; mayDeleteAndExportLeads?: boolean; mayBill?: boolean } = {},
): Promise<void> {
  const values = {
    role,
    leadScope: settings.leadScope ?? "all",
    mayDeleteAndExportLeads: settings.mayDeleteAndExportLeads ?? false,
    mayBill: settings.mayBill ?? false,
    // A role given again (admin:create on a deactivated account) lets the person back in.
    deactivatedAt: null,
  };
  await db
    .insert(userRoles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userRoles.userId, set: values });
}

/**
 * Gives the account its role (`setStaffRole`) under the lock on the owners' rows the Team screen
 * takes: the team's last active owner is refused another role (LastOwnerError), even while another
 * owner is being demoted at the same time. A role other than owner withdraws the invitations the
 * account made; the account's address is left with no open invitation (joining never replaces an
 * account).
 */
async function giveRole(db: Database, account: { id: string; email: string }, role: StaffRole): Promise<void> {
  const now = clockNow();
  await db.transaction(async (tx) => {
    const { lastOwner } = await lockedRole(tx, account.id);
    if (lastOwner && role !== "owner") throw new LastOwnerError(account.email);
    await setStaffRole(tx, account.id, role);
    if (role !== "owner") await withdrawInvitationsBy(tx, account.id, now);
    await withdrawInvitationsTo(tx, account.email, now);
  });
}

/**
 * Creates the owner's account (`npm run admin:create`, ADMIN_EMAIL), or gives an existing account
 * the owner's role and the password, and with `clearTwoFactor` takes its two-factor sign-in off.
 * A name given (`--name`, ADMIN_NAME) is the account's; without one a new account has none, and
 * "Your account" asks for it (an address is not a name).
 * A password that changes signs the account out everywhere; the same password (ADMIN_PASSWORD
 * applied again at each start) leaves its sessions alone. Returns what happened. The team's last
 * active owner is not given another role: LastOwnerError, before anything changes.
 */
export async function createOrPromoteAdmin(
  auth: Auth,
  db: Database,
  input: { email: string; password: string; name?: string; role?: StaffRole; clearTwoFactor?: boolean },
): Promise<"created" | "password changed" | "password unchanged"> {
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() ?? "";
  const ctx = await auth.$context;
  const [existing] = await db.select().from(user).where(eq(user.email, email)).limit(1);

  let outcome: Awaited<ReturnType<typeof createOrPromoteAdmin>>;
  let userId: string;
  const role = input.role ?? "owner";
  if (existing) {
    userId = existing.id;
    // The role first, so a refusal leaves the password and the sessions as they were; the owner's
    // role given back to an existing account is the recovery path.
    await giveRole(db, { id: userId, email }, role);
    if (name) await db.update(user).set({ name, updatedAt: clockNow() }).where(eq(user.id, userId));
    const accounts = await ctx.internalAdapter.findAccounts(userId);
    const credential = accounts.find((a) => a.providerId === "credential");
    if (credential?.password && (await ctx.password.verify({ hash: credential.password, password: input.password }))) {
      outcome = "password unchanged";
    } else {
      const hash = await ctx.password.hash(input.password);
      if (credential) await ctx.internalAdapter.updatePassword(userId, hash);
      else
        await ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
      await ctx.internalAdapter.deleteUserSessions(userId);
      outcome = "password changed";
    }
  } else {
    const created = await ctx.internalAdapter.createUser(
      {
        email,
        name,
        emailVerified: true,
      },
      { method: "admin" },
    );
    userId = created.id;
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: await ctx.password.hash(input.password),
    });
    outcome = "created";
    // The first owner by default.
    await giveRole(db, { id: userId, email }, role);
  }
  // The recovery path of someone who lost the phone and the backup codes: sign-in asks for the
  // password only, until they turn two-factor sign-in on again (or the owner's policy asks them to).
  if (input.clearTwoFactor && existing?.twoFactorEnabled) {
    await db.transaction(async (tx) => {
      await clearTwoFactor(tx, userId);
      await tx.delete(session).where(eq(session.userId, userId));
      await enqueueTwoFactorNotice(tx, { userId, on: false, by: "command" }, clockNow());
      await recordAudit(tx, { actorId: null, action: "two-factor-cleared", targetId: userId, address: null });
    });
  }
  return outcome;
}
