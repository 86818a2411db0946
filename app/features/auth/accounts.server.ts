import { and, eq } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { user, userRoles } from "../../../database/schema";
import { type Auth, MIN_PASSWORD_LENGTH } from "~/infrastructure/auth.server";

export class WeakPasswordError extends Error {
  override name = "WeakPasswordError";
  constructor() {
    super(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates an admin account, or gives an existing account the admin role and the password.
 * A password that changes signs the account out everywhere; the same password (ADMIN_PASSWORD
 * applied again at each start) leaves its sessions alone. Returns what happened.
 */
export async function createOrPromoteAdmin(
  auth: Auth,
  db: Database,
  input: { email: string; password: string; name?: string },
): Promise<"created" | "password changed" | "password unchanged"> {
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  const email = input.email.trim().toLowerCase();
  const ctx = await auth.$context;
  const [existing] = await db.select().from(user).where(eq(user.email, email)).limit(1);

  let outcome: Awaited<ReturnType<typeof createOrPromoteAdmin>>;
  let userId: string;
  if (existing) {
    userId = existing.id;
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
        name: input.name ?? email.split("@")[0] ?? "Admin",
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
  }
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
  return outcome;
}
