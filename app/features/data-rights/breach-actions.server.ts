import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { adminAction } from "~/features/auth";
import { databaseContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import { formReply } from "~/lib/form-result";
import { plural } from "~/lib/plural";
import {
  BREACH_FIELDS,
  BREACH_INTENTS,
  BREACH_MESSAGES,
  NOTICE_FIELDS,
  type NoticeField,
  breachSchema,
  noticeRangeSchema,
} from "./breaches";
import { markBoardStep, notifyPeople, saveBreach } from "./breaches.server";

// The breach register's actions, the owner's alone (Rule 7 of the DPDP Rules, 2025: the Data
// Fiduciary tells the Board and the people), declared for the admin gate (ADR 030). The audit log
// keeps which breach and, for the notices, the days chosen: never what was typed about the breach.

const dbOf = (context: Readonly<RouterContextProvider>) => context.get(databaseContext).db;

const notFound = () => formReply({ ok: false, reason: "not-found", message: BREACH_MESSAGES.notFound });

const boardStep = (intent: string, step: "intimated" | "reported", label: string) =>
  adminAction({
    intent,
    permission: "owner",
    schema: z.object({ id: z.uuid(BREACH_MESSAGES.notFound) }),
    audit: { label },
    run: async ({ input, context }) =>
      (await markBoardStep(dbOf(context), input.id, step, now())) ? formReply({ ok: true }) : notFound(),
  });

export const BREACH_ACTIONS = [
  adminAction({
    intent: BREACH_INTENTS.save,
    permission: "owner",
    schema: z.object({ id: z.union([z.literal(""), z.uuid()]).optional() }).and(breachSchema),
    fields: BREACH_FIELDS,
    audit: { label: "Saved a data breach" },
    run: async ({ input, me, context }) => {
      const id = await saveBreach(dbOf(context), { ...input, id: input.id || undefined }, me.userId);
      return id ? formReply({ ok: true, id }) : notFound();
    },
  }),
  boardStep(BREACH_INTENTS.boardIntimated, "intimated", "Marked a data breach as intimated to the Board"),
  boardStep(BREACH_INTENTS.boardReported, "reported", "Marked a data breach's detailed report as sent to the Board"),
  adminAction({
    intent: BREACH_INTENTS.notify,
    permission: "owner",
    schema: noticeRangeSchema,
    fields: NOTICE_FIELDS,
    audit: { label: "Sent a data breach notice to the people affected", keep: { from: "from", to: "to" } },
    run: async ({ input, values, context }) => {
      const outcome = await notifyPeople(dbOf(context), input, now());
      if (outcome.ok) {
        const { found, stored } = outcome;
        const message =
          stored === found
            ? `The notice goes to ${plural(stored, "person", "people")} by e-mail in the next few minutes.`
            : `The notice goes to ${plural(stored, "more person", "more people")}; ${plural(found - stored, "person", "people")} in that range had it already.`;
        return formReply({ ok: true, message });
      }
      if (outcome.reason === "not-found") return notFound();
      if (outcome.reason === "incomplete")
        return formReply<NoticeField>({
          ok: false,
          reason: "invalid",
          message: BREACH_MESSAGES.noticeIncomplete,
          values,
        });
      return formReply<NoticeField>({
        ok: false,
        reason: "invalid",
        message: BREACH_MESSAGES.nobodyToNotify,
        fieldErrors: { from: BREACH_MESSAGES.nobodyToNotify },
        values,
      });
    },
  }),
];
