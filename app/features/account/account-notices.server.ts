import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { session, user } from "#database/schema";
import { type OutboxKind, type OutboxMessage, enqueueMessage } from "~/infrastructure/outbox.server";
import { dateTime } from "~/lib/format";
import { deviceOf } from "./schema";

// E-mails to an account's own address about its security, so the person sees at once a change
// that was not theirs. A sign-in from a browser that never signed in to it before (no device cookie for it, features/auth/throttle.server.ts): the person sees at once a
// sign-in that was not theirs. The outbox row holds the account's and the session's ids; the
// device and address are read from the session when the e-mail is written.

export const SIGN_IN_NOTICE_KIND = "sign-in-notice";

/** Stores the notice of a sign-in from a new browser. */
export async function enqueueSignInNotice(
  db: Database,
  signIn: { userId: string; sessionId: string },
  now: Date,
): Promise<void> {
  await enqueueMessage(
    db,
    {
      idempotencyKey: `${SIGN_IN_NOTICE_KIND}:${signIn.sessionId}`,
      kind: SIGN_IN_NOTICE_KIND,
      recipient: "",
      payload: { userId: signIn.userId, sessionId: signIn.sessionId, at: now.toISOString() },
    },
    now,
  );
}

export function signInNoticeMessages(db: Database, settings: { brand: string; siteUrl: string }): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      const { userId, sessionId, at } = message.payload;
      if (typeof userId !== "string" || typeof sessionId !== "string" || typeof at !== "string") return undefined;
      const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      if (!account) return undefined;
      const [signedIn] = await db
        .select({ userAgent: session.userAgent, address: session.ipAddress })
        .from(session)
        .where(eq(session.id, sessionId));
      const where = signedIn
        ? `${deviceOf(signedIn.userAgent)}${signedIn.address ? `, from ${signedIn.address}` : ""}`
        : "a browser that has signed out since";
      const accountPage = new URL("/admin/account", settings.siteUrl).toString();
      const text = [
        `Your ${settings.brand} admin account was signed in to from a new browser: ${where}, at ${dateTime(at)} IST.`,
        "If this was you, there is nothing to do.",
        `If it was not, change your password and sign out the sessions you do not know, at ${accountPage}, and tell the owner.`,
      ].join("\n\n");
      return { to: account.email, subject: `New sign-in to your ${settings.brand} admin account`, text };
    },
  };
}

export const TWO_FACTOR_NOTICE_KIND = "two-factor-notice";

/** Stores the notice that two-factor sign-in was turned on or off for the account. */
export async function enqueueTwoFactorNotice(
  db: Pick<Database, "insert">,
  change: { userId: string; on: boolean; by: "self" | "command" },
  now: Date,
): Promise<void> {
  await enqueueMessage(
    db,
    {
      idempotencyKey: `${TWO_FACTOR_NOTICE_KIND}:${change.userId}:${now.toISOString()}`,
      kind: TWO_FACTOR_NOTICE_KIND,
      recipient: "",
      payload: { userId: change.userId, turned: change.on ? "on" : "off", by: change.by, at: now.toISOString() },
    },
    now,
  );
}

export function twoFactorNoticeMessages(db: Database, settings: { brand: string; siteUrl: string }): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      const { userId, turned, by, at } = message.payload;
      if (typeof userId !== "string" || typeof at !== "string") return undefined;
      const on = turned === "on";
      const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      if (!account) return undefined;
      const accountPage = new URL("/admin/account", settings.siteUrl).toString();
      const how = by === "command" ? "by the server's admin:create command" : "from your account page";
      const text = on
        ? [
            `Two-factor sign-in was turned on for your ${settings.brand} admin account ${how}, at ${dateTime(at)} IST.`,
            "From now on, signing in asks for a code from your authenticator app after your password. Keep your backup codes somewhere safe.",
            `If this was not you, sign out the sessions you do not know at ${accountPage}, and tell the owner.`,
          ]
        : [
            `Two-factor sign-in was turned off for your ${settings.brand} admin account ${how}, at ${dateTime(at)} IST. ${by === "command" ? "Every session" : "Every other session"} was signed out.`,
            "Signing in now asks for your password only.",
            `If this was not you, change your password at ${accountPage} and tell the owner at once.`,
          ];
      const subject = `Two-factor sign-in turned ${on ? "on" : "off"} for your ${settings.brand} admin account`;
      return { to: account.email, subject, text: text.join("\n\n") };
    },
  };
}
