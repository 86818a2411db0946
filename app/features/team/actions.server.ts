import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { accountLinksContext, databaseContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { adminAction } from "~/features/auth";
import { requireTwoFactor } from "~/features/auth/index.server";
import { setRoundRobin } from "~/features/leads/index.server";
import {
  TEAM_INTENTS,
  TEAM_MESSAGES,
  inviteSchema,
  roleSchema,
  roundRobinSchema,
  twoFactorPolicySchema,
} from "./schema";
import { changeRole, deactivate, invite, reactivate, withdrawInvitation } from "./team.server";
import { now } from "~/lib/clock";

// The Team screen's actions (owner only), declared for the admin gate (ADR 030).

const dbOf = (context: Readonly<RouterContextProvider>) => context.get(databaseContext).db;

/** The person or invitation a row's button names. */
const onRow = z.object({ id: z.string(TEAM_MESSAGES.gone).min(1, TEAM_MESSAGES.gone).max(100, TEAM_MESSAGES.gone) });

export const TEAM_ACTIONS = [
  adminAction({
    intent: TEAM_INTENTS.invite,
    permission: "owner",
    schema: inviteSchema,
    fields: ["email", "role", "leadScope", "mayDeleteAndExportLeads", "mayBill"],
    audit: { label: "Invited someone to the team" },
    async run({ input, values, me, context }) {
      const outcome = await invite(
        dbOf(context),
        context.get(accountLinksContext),
        { data: input, values },
        me.userId,
        now(),
      );
      return formReply(outcome);
    },
  }),
  adminAction({
    intent: TEAM_INTENTS.withdrawInvitation,
    permission: "owner",
    schema: onRow,
    audit: { label: "Withdrew an invitation" },
    run: async ({ input, context }) => formReply(await withdrawInvitation(dbOf(context), input.id, now())),
  }),
  adminAction({
    intent: TEAM_INTENTS.changeRole,
    permission: "owner",
    schema: onRow.extend(roleSchema.shape),
    audit: { label: "Changed someone's role" },
    run: async ({ input: { id, ...settings }, context }) => formReply(await changeRole(dbOf(context), id, settings)),
  }),
  adminAction({
    intent: TEAM_INTENTS.deactivate,
    permission: "owner",
    // Where their leads go: another person, or (empty) back to no one.
    schema: onRow.extend({
      handTo: z
        .string()
        .max(100)
        .optional()
        .transform((value) => value || null),
    }),
    audit: { label: "Deactivated someone" },
    async run({ input, me, context }) {
      const outcome = await deactivate(dbOf(context), input.id, me.userId, now(), input.handTo);
      return formReply(outcome);
    },
  }),
  adminAction({
    intent: TEAM_INTENTS.reactivate,
    permission: "owner",
    schema: onRow,
    audit: { label: "Reactivated someone" },
    run: async ({ input, context }) => formReply(await reactivate(dbOf(context), input.id)),
  }),
  adminAction({
    intent: TEAM_INTENTS.twoFactorPolicy,
    permission: "owner",
    schema: twoFactorPolicySchema,
    audit: { label: "Changed whether two-factor sign-in is required", keep: { required: "required" } },
    async run({ input, context }) {
      await requireTwoFactor(dbOf(context), input.required === "yes");
      return formReply({ ok: true });
    },
  }),
  adminAction({
    intent: TEAM_INTENTS.roundRobin,
    permission: "owner",
    schema: roundRobinSchema,
    audit: { label: "Changed whether new leads go in turn", keep: { on: "on" } },
    async run({ input, context }) {
      await setRoundRobin(dbOf(context), input.on === "yes");
      return formReply({ ok: true });
    },
  }),
];
