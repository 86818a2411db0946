import { and, desc, eq, ne } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Database } from "#database/client.server";
import { account, session, user } from "#database/schema";
import type { Auth } from "~/infrastructure/auth.server";
import { TOO_MANY_ATTEMPTS } from "~/features/auth/index.server";
import type { z } from "zod";
import type { FormOutcome } from "~/lib/form-result";
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordField,
  type SessionView,
  type changePasswordSchema,
  deviceOf,
} from "./schema";
import { now } from "~/lib/clock";

// "Your account": the person's name, every session signed in to it (device, the address the server determined at
// sign-in, last seen), signing out any or all of the others, and a new password, which signs out
// every other session.

/** The name the team sees on the person's notes, on each lead's timeline and in the e-mails that name them. */
export async function rename(db: Database, userId: string, name: string): Promise<void> {
  await db.update(user).set({ name, updatedAt: now() }).where(eq(user.id, userId));
}

export async function listSessions(db: Database, userId: string, currentId: string): Promise<SessionView[]> {
  const rows = await db.select().from(session).where(eq(session.userId, userId)).orderBy(desc(session.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      address: shortAddress(row.ipAddress),
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** An address as people write it ("2001:db8::7"): better-auth keeps IPv6 ones written out in full. */
function shortAddress(address: string | null): string | null {
  if (!address) return null;
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

/** Ends one of the account's other sessions. */
export async function signOutSession(
  db: Database,
  userId: string,
  currentId: string,
  sessionId: string,
): Promise<FormOutcome> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId), ne(session.id, currentId)))
    .returning({ id: session.id });
  return ended.length
    ? { ok: true, id: sessionId }
    : { ok: false, reason: "not-found", message: ACCOUNT_MESSAGES.gone };
}

/** Ends every session of the account but this one; answers how many. */
export async function signOutOthers(db: Pick<Database, "delete">, userId: string, currentId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentId)))
    .returning({ id: session.id });
  return ended.length;
}

/** Counts a check of the current password like a sign-in attempt (features/auth/throttle.server.ts). */
export interface PasswordCheckThrottle {
  admit(): Promise<boolean>;
  /** The password was right: the attempt no longer counts. */
  forgive(): Promise<void>;
}

/**
 * A new password, given the current one (checked under the sign-in throttle, so a borrowed
 * session cannot guess it faster); every other session of the account ends with it.
 */
export async function changePassword(
  auth: Auth,
  db: Database,
  who: { userId: string; sessionId: string },
  passwords: z.output<typeof changePasswordSchema>,
  throttle: PasswordCheckThrottle,
): Promise<FormOutcome<ChangePasswordField>> {
  if (!(await throttle.admit())) return { ok: false, reason: "rate-limited", message: TOO_MANY_ATTEMPTS };
  if (!(await passwordIsRight(auth, db, who.userId, passwords.current)))
    return { ok: false, reason: "invalid", fieldErrors: { current: ACCOUNT_MESSAGES.wrongPassword } };
  await throttle.forgive();
  const hash = await (await auth.$context).password.hash(passwords.password);
  await db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: now() })
      .where(and(eq(account.userId, who.userId), eq(account.providerId, "credential")));
    await signOutOthers(tx, who.userId, who.sessionId);
  });
  return { ok: true };
}

/** Whether `password` is the account's current password. */
export async function passwordIsRight(auth: Auth, db: Database, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.hash) return false;
  return (await auth.$context).password.verify({ hash: credential.hash, password });
}
