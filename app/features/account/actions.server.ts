import { type RouterContextProvider, data } from "react-router";
import { z } from "zod";
import { authContext, clientAddressContext, databaseContext } from "~/infrastructure/context";
import { NO_STORE } from "~/lib/cache-control";
import { formReply } from "~/lib/form-result";
import { type AdminIdentity, adminAction } from "~/features/auth";
import { admitSignIn, forgiveSignIn } from "~/features/auth/index.server";
import { changePassword, rename, signOutOthers, signOutSession } from "./account.server";
import {
  ACCOUNT_INTENTS,
  accountPasswordSchema,
  changePasswordSchema,
  confirmTwoFactorSchema,
  nameSchema,
} from "./schema";
import { cancelTwoFactor, confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from "./two-factor.server";

// "Your account": each staff member's own name, sessions, password and two-factor sign-in, declared for
// the admin gate (ADR 030). After a refusal only the name is shown again: the other fields are passwords and codes.

const dbOf = (context: Readonly<RouterContextProvider>) => context.get(databaseContext).db;

/** Checking the current password counts like a sign-in attempt, so a borrowed session cannot guess it faster. */
function passwordThrottle(context: Readonly<RouterContextProvider>, me: AdminIdentity) {
  const attempt = { account: me.email, ip: context.get(clientAddressContext), device: null };
  const db = dbOf(context);
  return { admit: () => admitSignIn(db, attempt), forgive: () => forgiveSignIn(db, attempt) };
}

export const ACCOUNT_ACTIONS = [
  adminAction({
    intent: ACCOUNT_INTENTS.name,
    permission: "dashboard",
    schema: nameSchema,
    fields: ["name"],
    audit: { label: "Changed their name" },
    async run({ input, me, context }) {
      await rename(dbOf(context), me.userId, input.name);
      return formReply({ ok: true });
    },
  }),
  adminAction({
    intent: ACCOUNT_INTENTS.signOutSession,
    permission: "dashboard",
    schema: z.object({ id: z.string().max(100).default("") }),
    audit: { label: "Signed out one of their sessions" },
    run: async ({ input, me, context }) =>
      formReply(await signOutSession(dbOf(context), me.userId, me.sessionId, input.id)),
  }),
  adminAction({
    intent: ACCOUNT_INTENTS.signOutOthers,
    permission: "dashboard",
    schema: z.object({}),
    audit: { label: "Signed out all their other sessions" },
    async run({ me, context }) {
      await signOutOthers(dbOf(context), me.userId, me.sessionId);
      return formReply({ ok: true });
    },
  }),
  adminAction({
    intent: ACCOUNT_INTENTS.changePassword,
    permission: "dashboard",
    schema: changePasswordSchema,
    audit: { label: "Changed their password" },
    run: async ({ input, me, context }) =>
      formReply(
        await changePassword(context.get(authContext), dbOf(context), me, input, passwordThrottle(context, me)),
      ),
  }),
  adminAction({
    intent: ACCOUNT_INTENTS.twoFactorStart,
    permission: "dashboard",
    schema: accountPasswordSchema,
    audit: { label: "Began turning on two-factor sign-in" },
    async run({ input, me, context, request }) {
      const auth = context.get(authContext);
      const throttle = passwordThrottle(context, me);
      const { setup, ...outcome } = await startTwoFactor(
        auth,
        dbOf(context),
        me,
        request,
        input.accountPassword,
        throttle,
      );
      // The secret and the backup codes travel in this answer only; nothing shows them again.
      return setup ? data({ ok: true, setup }, { headers: { "cache-control": NO_STORE } }) : formReply(outcome);
    },
  }),
  adminAction({
    intent: ACCOUNT_INTENTS.twoFactorConfirm,
    permission: "dashboard",
    schema: confirmTwoFactorSchema,
    audit: { label: "Turned on two-factor sign-in" },
    async run({ input, me, context, request }) {
      const auth = context.get(authContext);
      const { cookies = [], ...outcome } = await confirmTwoFactor(auth, dbOf(context), me, request, input.code);
      if (!outcome.ok) return formReply(outcome);
      const headers = new Headers();
      for (const cookie of cookies) headers.append("set-cookie", cookie);
      return data({ ok: true }, { headers });
    },
  }),
  adminAction({
    intent: ACCOUNT_INTENTS.twoFactorCancel,
    permission: "dashboard",
    schema: z.object({}),
    audit: { label: "Cancelled turning on two-factor sign-in" },
    run: async ({ me, context }) => formReply(await cancelTwoFactor(dbOf(context), me.userId)),
  }),
  adminAction({
    intent: ACCOUNT_INTENTS.twoFactorOff,
    permission: "dashboard",
    schema: accountPasswordSchema,
    audit: { label: "Turned off two-factor sign-in" },
    async run({ input, me, context }) {
      const auth = context.get(authContext);
      const throttle = passwordThrottle(context, me);
      const outcome = await turnOffTwoFactor(auth, dbOf(context), me, input.accountPassword, throttle);
      return formReply(outcome);
    },
  }),
];
