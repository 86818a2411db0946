import { href, redirect } from "react-router";
import { z } from "zod";
import { databaseContext, flashContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { adminAction } from "~/features/auth";
import {
  addNote,
  assignLead,
  changeLeadStatus,
  completeFollowUp,
  correctLeadDetails,
  mergeLead,
  recordConsentWithdrawal,
  recordTap,
  removeLead,
  setFollowUp,
} from "./lead-changes.server";
import { LEAD_TAP_INTENTS, leadDetailsSchema } from "~/features/leads";
import { callOutcomeFields, callOutcomeSchema } from "./call-outcome";
import { recordCallOutcome } from "./call-outcomes.server";
import { setDeal, setLostReason } from "./deal-changes.server";
import { DEAL_INTENTS, dealFields, dealSchema, lostReasonFields, lostReasonSchema } from "~/features/deals";
import { leadDetailFields } from "~/lib/lead-details";
import {
  LEAD_PAGE_INTENTS,
  LEAD_PAGE_MESSAGES,
  followUpFields,
  followUpSchema,
  noteFields,
  noteSchema,
} from "./lead-page-schema";
import { LEAD_INTENTS, LEAD_MESSAGES, leadDeletionSchema, leadStatusChangeSchema } from "./schema";

// The admin's actions on leads, declared for the admin gate (ADR 030). Every one names its lead in
// `id`: the Leads tab's forms post it, a lead's page has it in its address.

/** The Leads tab's row actions, also posted from a lead's page. */
export const LEAD_ROW_ACTIONS = [
  adminAction({
    intent: LEAD_INTENTS.status,
    permission: "leads",
    schema: leadStatusChangeSchema,
    leads: ["id"],
    audit: { label: "Changed a lead's status", keep: { status: "to" } },
    run: async ({ input, me, context }) =>
      formReply(await changeLeadStatus(context.get(databaseContext).db, input, me.userId)),
  }),
  adminAction({
    intent: LEAD_INTENTS.delete,
    permission: "leads:delete-export",
    schema: leadDeletionSchema,
    leads: ["id"],
    audit: { label: "Deleted a lead" },
    async run({ input, me, context, params }) {
      const outcome = await removeLead(context.get(databaseContext).db, input.id, me.userId);
      // Deleted from its own page: back to the list, which says so; from the list, the row goes.
      if (!outcome.ok || !params.id) return formReply(outcome);
      const flash = await context.get(flashContext).set({ kind: "success", title: LEAD_MESSAGES.deleted });
      return redirect(href("/admin/dashboard/leads"), { headers: { "set-cookie": flash } });
    },
  }),
];

const onLead = z.object({ id: z.uuid() });

/** What a call or WhatsApp tap records: that it happened, nothing more. */
const tap = (intent: string, kind: "call" | "whatsapp", label: string) =>
  adminAction({
    intent,
    permission: "leads",
    schema: onLead,
    leads: ["id"],
    audit: { label },
    run: async ({ input, me, context }) =>
      formReply(await recordTap(context.get(databaseContext).db, input.id, kind, me.userId)),
  });

/** The actions of a lead's page (`/admin/leads/{id}`) besides the row actions. */
export const LEAD_PAGE_ACTIONS = [
  tap(LEAD_TAP_INTENTS.call, "call", "Called a lead"),
  tap(LEAD_TAP_INTENTS.whatsapp, "whatsapp", "Opened WhatsApp with a lead"),
  adminAction({
    intent: LEAD_PAGE_INTENTS.outcome,
    permission: "leads",
    schema: onLead.and(callOutcomeSchema),
    fields: callOutcomeFields,
    leads: ["id"],
    // The note stays on the lead (personal data); the log keeps what happened.
    audit: { label: "Recorded a call outcome", keep: { outcome: "outcome", outcomeStatus: "status" } },
    run: async ({ input: { id, ...data }, values, me, context }) =>
      formReply(await recordCallOutcome(context.get(databaseContext).db, id, { data, values }, me.userId)),
  }),
  adminAction({
    intent: LEAD_PAGE_INTENTS.note,
    permission: "leads",
    schema: onLead.extend(noteSchema.shape),
    fields: noteFields,
    leads: ["id"],
    audit: { label: "Added a note" },
    run: async ({ input: { id, ...data }, values, me, context }) =>
      formReply(await addNote(context.get(databaseContext).db, id, { data, values }, me.userId)),
  }),
  adminAction({
    intent: LEAD_PAGE_INTENTS.followUp,
    permission: "leads",
    schema: onLead.and(followUpSchema),
    fields: followUpFields,
    leads: ["id"],
    audit: { label: "Set a follow-up" },
    run: async ({ input: { id, ...data }, values, me, context }) =>
      formReply(await setFollowUp(context.get(databaseContext).db, id, { data, values }, me.userId)),
  }),
  adminAction({
    intent: LEAD_PAGE_INTENTS.followUpDone,
    permission: "leads",
    schema: onLead,
    leads: ["id"],
    audit: { label: "Marked a follow-up done" },
    run: async ({ input, me, context }) =>
      formReply(await completeFollowUp(context.get(databaseContext).db, input.id, me.userId)),
  }),
  adminAction({
    intent: LEAD_PAGE_INTENTS.merge,
    permission: "leads",
    schema: onLead.extend({ otherLeadId: z.uuid(LEAD_PAGE_MESSAGES.mergeFailed) }),
    // Both leads must be within reach: a merge shows the other lead's details on this one.
    leads: ["id", "otherLeadId"],
    audit: { label: "Merged leads" },
    run: async ({ input, me, context }) =>
      formReply(await mergeLead(context.get(databaseContext).db, input.id, input.otherLeadId, me.userId)),
  }),
  adminAction({
    intent: LEAD_PAGE_INTENTS.consentWithdrawn,
    permission: "leads",
    schema: onLead,
    leads: ["id"],
    audit: { label: "Recorded a consent withdrawal" },
    run: async ({ input, me, context }) =>
      formReply(await recordConsentWithdrawal(context.get(databaseContext).db, input.id, me.userId)),
  }),
  adminAction({
    intent: LEAD_PAGE_INTENTS.correct,
    permission: "leads",
    // Opened from a correction request on the Data requests screen, it is recorded against that request too.
    schema: onLead.and(leadDetailsSchema).and(z.object({ dataRequest: z.union([z.literal(""), z.uuid()]).optional() })),
    fields: leadDetailFields,
    leads: ["id"],
    // Which fields changed is on the lead's timeline; the log keeps no values (personal data).
    audit: { label: "Corrected a lead's details", keep: { dataRequest: "dataRequest" } },
    run: async ({ input: { id, dataRequest, ...data }, values, me, context }) =>
      formReply(
        await correctLeadDetails(
          context.get(databaseContext).db,
          id,
          { data, values },
          me.userId,
          dataRequest || undefined,
        ),
      ),
  }),
  adminAction({
    intent: DEAL_INTENTS.deal,
    permission: "leads",
    schema: onLead.and(dealSchema),
    fields: dealFields,
    leads: ["id"],
    audit: { label: "Changed a lead's deal", keep: { dealValue: "value", expectedClose: "expectedClose" } },
    run: async ({ input: { id, ...data }, values, me, context }) =>
      formReply(await setDeal(context.get(databaseContext).db, id, { data, values }, me.userId)),
  }),
  adminAction({
    intent: DEAL_INTENTS.lostReason,
    permission: "leads",
    schema: onLead.and(lostReasonSchema),
    fields: lostReasonFields,
    leads: ["id"],
    // The line staff wrote stays on the lead (it may name people); the log keeps the reason.
    audit: { label: "Said why a lead was lost", keep: { lostReason: "reason" } },
    run: async ({ input: { id, ...data }, values, me, context }) =>
      formReply(await setLostReason(context.get(databaseContext).db, id, { data, values }, me.userId)),
  }),
  adminAction({
    intent: LEAD_PAGE_INTENTS.assign,
    permission: "leads",
    // Empty: back to no one.
    schema: onLead.extend({
      assignee: z
        .string()
        .max(100)
        .optional()
        .transform((value) => value || null),
    }),
    leads: ["id"],
    audit: { label: "Assigned a lead" },
    async run({ input, me, context }) {
      const outcome = await assignLead(context.get(databaseContext).db, input.id, input.assignee, me.userId);
      return formReply(outcome);
    },
  }),
];
