import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { dataRequestKinds } from "#database/data-requests";
import { adminAction } from "~/features/auth";
import { readPhoneNumber } from "~/features/leads";
import { databaseContext, erasuresContext, publicPagesContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import { formReply } from "~/lib/form-result";
import { deskSettingsSchema, DESK_SETTINGS_FIELDS } from "./desk-settings";
import { deskSettings, saveDeskSettings } from "./desk-settings.server";
import { eraseForRequest } from "./erasure.server";
import { DATA_REQUEST_INTENTS, DATA_REQUEST_MESSAGES } from "./requests";
import { moveRequest, noteOnRequest, recordRequestByStaff } from "./requests.server";

// The Data requests screen's actions (the owner, and Admins when the owner allows it) and the
// desk's settings on the Settings screen (the owner's), declared for the admin gate (ADR 030); the
// audit log keeps each step with the request's id, never what the person wrote.

const dbOf = (context: Readonly<RouterContextProvider>) => context.get(databaseContext).db;

const note = z.string().trim().max(2000, "At most 2,000 characters.");

const recordSchema = z
  .object({
    kind: z.enum(dataRequestKinds, "Choose what the person asks for."),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address.").max(254)]))
      .transform((email) => email || null),
    phone: z.string().trim().max(40),
    details: note,
    checked: z.literal("on", "Confirm that you checked who the person is."),
  })
  .transform((request, context) => {
    if (!request.phone) return { ...request, phoneE164: null };
    const phone = readPhoneNumber(request.phone);
    if (!phone.ok) {
      context.addIssue({ code: "custom", path: ["phone"], message: phone.message });
      return z.NEVER;
    }
    return { ...request, phoneE164: phone.e164 };
  })
  .refine((request) => request.email || request.phoneE164, {
    path: ["email"],
    message: DATA_REQUEST_MESSAGES.needsContact,
  });

export const DATA_REQUEST_ACTIONS = [
  adminAction({
    intent: DATA_REQUEST_INTENTS.record,
    permission: "privacy",
    schema: recordSchema,
    fields: ["kind", "email", "phone", "details"],
    audit: { label: "Recorded a data request", keep: { kind: "kind" } },
    run: async ({ input, me, context }) => {
      const db = dbOf(context);
      const { targetDays } = await deskSettings(db);
      const { kind, email, phoneE164, details } = input;
      const id = await recordRequestByStaff(db, { kind, email, phoneE164, details }, me.userId, now(), targetDays);
      return formReply({ ok: true, id });
    },
  }),
  adminAction({
    intent: DATA_REQUEST_INTENTS.status,
    permission: "privacy",
    schema: z.object({
      id: z.uuid(DATA_REQUEST_MESSAGES.notFound),
      status: z.enum(["in-progress", "done", "refused"]),
      answer: note,
    }),
    fields: ["answer"],
    audit: { label: "Moved a data request on", keep: { status: "status" } },
    run: async ({ input, values, me, context }) => {
      const outcome = await moveRequest(dbOf(context), input, me.userId, now());
      return formReply(outcome.ok ? outcome : { ...outcome, values });
    },
  }),
  adminAction({
    intent: DATA_REQUEST_INTENTS.note,
    permission: "privacy",
    schema: z.object({ id: z.uuid(DATA_REQUEST_MESSAGES.notFound), note: note.min(1, "Write the note first.") }),
    fields: ["note"],
    audit: { label: "Added a note to a data request" },
    run: async ({ input, me, context }) =>
      formReply(await noteOnRequest(dbOf(context), input.id, input.note, me.userId, now())),
  }),
  adminAction({
    intent: DATA_REQUEST_INTENTS.erase,
    permission: "privacy",
    schema: z.object({ id: z.uuid(DATA_REQUEST_MESSAGES.notFound) }),
    audit: { label: "Erased a person's data at their request" },
    run: async ({ input, me, context }) =>
      formReply(await eraseForRequest(dbOf(context), context.get(erasuresContext), input.id, me.userId, now())),
  }),
];

/** The rights desk's settings, on the Settings screen: the owner's alone. */
export const DESK_SETTINGS_ACTION = adminAction({
  intent: DATA_REQUEST_INTENTS.settings,
  permission: "owner",
  schema: deskSettingsSchema,
  fields: DESK_SETTINGS_FIELDS,
  audit: {
    label: "Changed the data request settings",
    keep: { targetDays: "targetDays", adminsMayAnswer: "adminsMayAnswer" },
  },
  run: async ({ input, context }) => {
    await saveDeskSettings(dbOf(context), input);
    // The notice and the Your data page name the contact and the target.
    context.get(publicPagesContext).contentChanged();
    return formReply({ ok: true });
  },
});
