import { and, eq } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { user, userRoles } from "../../../database/schema";
import { type Auth, MIN_PASSWORD_LENGTH } from "./auth.server";

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
 * Creates an admin account, or gives an existing account the admin role and the new password.
 * Returns what happened so the command can say so.
 */
export async function createOrPromoteAdmin(
  auth: Auth,
  db: Database,
  input: { email: string; password: string; name?: string },
): Promise<"created" | "promoted"> {
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  const email = input.email.trim().toLowerCase();
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const [existing] = await db.select().from(user).where(eq(user.email, email)).limit(1);

  let userId: string;
  if (existing) {
    userId = existing.id;
    const accounts = await ctx.internalAdapter.findAccounts(userId);
    if (accounts.some((a) => a.providerId === "credential")) {
      await ctx.internalAdapter.updatePassword(userId, hash);
    } else {
      await ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
    }
  } else {
    const created = await ctx.internalAdapter.createUser({
      email,
      name: input.name ?? email.split("@")[0] ?? "Admin",
      emailVerified: true,
    }, { method: "admin" });
    userId = created.id;
    await ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  }
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
  return existing ? "promoted" : "created";
}
