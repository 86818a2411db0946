import { href, redirect } from "react-router";
import { z } from "zod";
import { services } from "~/content/services";
import { adminAction } from "~/features/auth";
import { databaseContext, flashContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import { formReply } from "~/lib/form-result";
import {
  BILLING_INTENTS,
  BILLING_MESSAGES,
  detailsFields,
  detailsSchema,
  priceLineFields,
  priceLineSchema,
} from "./billing-settings";
import { removePriceLine, saveBillingDetails, savePriceLine } from "./billing-settings.server";
import { QUOTE_INTENTS, QUOTE_MESSAGES, quoteFields, quoteFormSchema, quoteLineFields } from "./quote";
import { makeQuote } from "./quotes.server";
import { INVOICE_INTENTS, creditNoteSchema, issueInvoiceSchema, paymentSchema } from "./invoice";
import { issueCreditNote, issueInvoice, recordPayment } from "./invoices.server";

// The Settings screen's billing details and price list (owner only), declared for the admin gate (ADR 030).

export const BILLING_SETTINGS_ACTIONS = [
  adminAction({
    intent: BILLING_INTENTS.details,
    permission: "owner",
    schema: detailsSchema,
    fields: detailsFields,
    audit: { label: "Saved the billing details" },
    run: async ({ input, context }) => formReply(await saveBillingDetails(context.get(databaseContext).db, input)),
  }),
  adminAction({
    intent: BILLING_INTENTS.priceLine,
    permission: "owner",
    schema: priceLineSchema(services.map((service) => service.slug)),
    fields: priceLineFields,
    audit: { label: "Saved a price" },
    run: async ({ input, values, context }) =>
      formReply(await savePriceLine(context.get(databaseContext).db, { data: input, values })),
  }),
  adminAction({
    intent: BILLING_INTENTS.removePriceLine,
    permission: "owner",
    schema: z.object({ id: z.uuid(BILLING_MESSAGES.lineGone) }),
    audit: { label: "Removed a price" },
    run: async ({ input, context }) => formReply(await removePriceLine(context.get(databaseContext).db, input.id)),
  }),
];

/** The quote form of a lead (its own page): made, it goes back to the lead's page, where its link is. */
export const QUOTE_ACTIONS = [
  adminAction({
    intent: QUOTE_INTENTS.create,
    permission: "billing",
    schema: quoteFormSchema,
    lists: quoteLineFields,
    fields: quoteFields,
    leads: ["id"],
    audit: { label: "Made a quote" },
    async run({ input, values, me, context }) {
      const outcome = await makeQuote(context.get(databaseContext).db, {
        input,
        values,
        actorId: me.userId,
        at: now(),
      });
      if (!outcome.ok) return formReply(outcome);
      const flash = await context.get(flashContext).set({ kind: "success", title: QUOTE_MESSAGES.made });
      return redirect(`${href("/admin/leads/:id", { id: input.id })}#section-quotes-and-invoices`, {
        headers: { "set-cookie": flash },
      });
    },
  }),
];

/** A lead page's invoices: issued from an accepted quote, marked paid, cancelled by a credit note. */
export const INVOICE_ACTIONS = [
  adminAction({
    intent: INVOICE_INTENTS.issue,
    permission: "billing",
    schema: issueInvoiceSchema,
    fields: ["dueOn"],
    leads: ["id"],
    audit: { label: "Issued an invoice", keep: { quoteId: "quote" } },
    run: async ({ input, me, context }) =>
      formReply(
        await issueInvoice(context.get(databaseContext).db, {
          leadId: input.id,
          quoteId: input.quoteId,
          dueOn: input.dueOn,
          actorId: me.userId,
          at: now(),
        }),
      ),
  }),
  adminAction({
    intent: INVOICE_INTENTS.paid,
    permission: "billing",
    schema: paymentSchema,
    fields: ["paidOn", "reference"],
    leads: ["id"],
    audit: { label: "Marked an invoice paid", keep: { invoiceId: "invoice" } },
    run: async ({ input, values, me, context }) =>
      formReply(
        await recordPayment(context.get(databaseContext).db, {
          leadId: input.id,
          invoiceId: input.invoiceId,
          paidOn: input.paidOn,
          reference: input.reference,
          values,
          actorId: me.userId,
          at: now(),
        }),
      ),
  }),
  adminAction({
    intent: INVOICE_INTENTS.creditNote,
    permission: "billing",
    schema: creditNoteSchema,
    leads: ["id"],
    audit: { label: "Issued a credit note", keep: { invoiceId: "invoice" } },
    run: async ({ input, me, context }) =>
      formReply(
        await issueCreditNote(context.get(databaseContext).db, {
          leadId: input.id,
          invoiceId: input.invoiceId,
          actorId: me.userId,
          at: now(),
        }),
      ),
  }),
];
