import { FileText } from "lucide-react";
import { useState } from "react";
import { href, useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useResultToast, useSchemaForm } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { FormResult } from "~/lib/form-result";
import { istBillDate, istMoment } from "~/lib/india-time";
import { rupeesAndPaise } from "~/lib/rupees";
import {
  INVOICE_DUE_DAYS,
  INVOICE_INTENTS,
  INVOICE_MESSAGES,
  type InvoiceState,
  type IssueField,
  type LeadInvoice,
  type PaymentField,
  issueInvoiceFormSchema,
  paymentFormSchema,
} from "./invoice";
import { dayAfter } from "./quote";

/** Issues the invoice of an accepted quote, due on the day chosen. */
export function IssueInvoiceForm({ quoteId, today }: { quoteId: string; today: string }) {
  const fetcher = useFetcher<FormResult<IssueField>>();
  const form = useSchemaForm<IssueField>({
    schema: issueInvoiceFormSchema,
    result: fetcher.data,
    toasts: {
      success: { title: INVOICE_MESSAGES.issued },
      failure: { title: "Error", description: INVOICE_MESSAGES.issueFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm
      fetcher={fetcher}
      form={form}
      intent={INVOICE_INTENTS.issue}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="quoteId" value={quoteId} />
      <Field label="Invoice due on" error={form.errors.dueOn}>
        {(control) => (
          <Input
            {...control}
            {...form.field("dueOn")}
            type="date"
            min={today}
            defaultValue={form.values.dueOn ?? dayAfter(istMoment(today), INVOICE_DUE_DAYS)}
            className="w-fit"
          />
        )}
      </Field>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Issuing..." : "Issue the invoice"}
      </Button>
      <FormAlert message={form.message} />
    </CheckedFetcherForm>
  );
}

const STATES: Record<
  InvoiceState,
  { text: (invoice: LeadInvoice) => string; variant: "outline" | "warning" | "success" | "secondary" }
> = {
  due: { text: (invoice) => `Due ${istBillDate(istMoment(invoice.dueOn!))}`, variant: "outline" },
  overdue: { text: (invoice) => `Overdue since ${istBillDate(istMoment(invoice.dueOn!))}`, variant: "warning" },
  paid: { text: (invoice) => `Paid ${istBillDate(istMoment(invoice.paidOn!))}`, variant: "success" },
  credited: { text: (invoice) => `Cancelled by ${invoice.creditedBy}`, variant: "secondary" },
};

/** The lead's invoices and credit notes, each with its PDF; an unpaid invoice with its payment and credit note forms. */
export function InvoiceList({ invoices, today }: { invoices: LeadInvoice[]; today: string }) {
  return (
    <ul className="grid gap-3" aria-label="Invoices">
      {invoices.map((invoice) => {
        const state = invoice.state ? STATES[invoice.state] : null;
        return (
          <li key={invoice.id} className="grid gap-2 rounded-lg border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {invoice.kind === "invoice" ? "Invoice" : "Credit note"}{" "}
                <span className="font-mono">{invoice.number}</span>{" "}
                <span className="tabular-nums">{rupeesAndPaise(invoice.totalPaise)}</span>
              </p>
              {state ? <Badge variant={state.variant}>{state.text(invoice)}</Badge> : null}
            </div>
            <p className="text-sm text-muted-foreground">
              Issued {istBillDate(invoice.issuedAt)}
              {invoice.corrects ? ` · cancels invoice ${invoice.corrects}` : ""}
              {invoice.paymentReference ? ` · UTR ${invoice.paymentReference}` : ""}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={href("/admin/invoices/:id/pdf", { id: invoice.id })} target="_blank" rel="noreferrer">
                  <FileText aria-hidden />
                  PDF
                </a>
              </Button>
              {invoice.creditable && invoice.state !== "paid" ? <CreditNoteButton invoice={invoice} /> : null}
            </div>
            {invoice.state === "due" || invoice.state === "overdue" ? (
              <PaymentForm invoice={invoice} today={today} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Marks an invoice paid: the day the money arrived and its UTR, as the bank or the UPI app shows it. */
function PaymentForm({ invoice, today }: { invoice: LeadInvoice; today: string }) {
  const fetcher = useFetcher<FormResult<PaymentField>>();
  const form = useSchemaForm<PaymentField>({
    schema: paymentFormSchema,
    result: fetcher.data,
    toasts: {
      success: { title: INVOICE_MESSAGES.paid },
      failure: { title: "Error", description: INVOICE_MESSAGES.paidFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer text-sm font-semibold">Mark paid</summary>
      <CheckedFetcherForm fetcher={fetcher} form={form} intent={INVOICE_INTENTS.paid} className="mt-3 grid gap-3">
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Paid on" error={form.errors.paidOn}>
            {(control) => (
              <Input
                {...control}
                {...form.field("paidOn")}
                type="date"
                max={today}
                defaultValue={form.values.paidOn ?? today}
              />
            )}
          </Field>
          <Field
            label="UTR"
            error={form.errors.reference}
            hint="The payment's reference, as the bank or UPI app shows it"
          >
            {(control) => (
              <Input
                {...control}
                {...form.field("reference")}
                autoCapitalize="characters"
                spellCheck={false}
                defaultValue={form.values.reference}
              />
            )}
          </Field>
        </div>
        <FormAlert message={form.message} />
        <Button type="submit" size="sm" disabled={busy} className="w-full sm:w-fit">
          {busy ? "Saving..." : "Record the payment"}
        </Button>
      </CheckedFetcherForm>
    </details>
  );
}

/** Cancels an unpaid invoice with a credit note in its own series, after asking. */
function CreditNoteButton({ invoice }: { invoice: LeadInvoice }) {
  const fetcher = useFetcher<FormResult>();
  const [asking, setAsking] = useState(false);
  useResultToast(fetcher.data, {
    success: { title: INVOICE_MESSAGES.credited },
    failure: { title: "Error", description: INVOICE_MESSAGES.creditFailed },
    serverMessage: true,
  });
  if (!asking)
    return (
      <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(true)}>
        Issue a credit note
      </Button>
    );
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={INVOICE_INTENTS.creditNote} />
      <input type="hidden" name="invoiceId" value={invoice.id} />
      <span className="text-sm">Cancel {invoice.number} in full? The invoice stays on record.</span>
      <Button type="submit" size="sm" variant="destructive" disabled={fetcher.state !== "idle"}>
        Issue the credit note
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </fetcher.Form>
  );
}
