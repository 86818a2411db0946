import { IndianRupee, ReceiptText } from "lucide-react";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { SavedListItem } from "~/components/admin/saved-list-item";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { FormResult } from "~/lib/form-result";
import { rupeesAndPaise } from "~/lib/rupees";
import {
  BILLING_INTENTS,
  BILLING_MESSAGES,
  type BillingDetails,
  DEFAULT_INVOICE_PREFIX,
  DETAILS_LIMITS,
  type DetailsField,
  MAX_PRICE_LINES,
  PRICE_LINE_LIMITS,
  type PriceLine,
  type PriceLineField,
  detailsSchema,
  priceLineSchema,
} from "./billing-settings";
import { gstRateOptions } from "./bill-view";
import { DEFAULT_GST_RATE } from "./gst";
import { INDIAN_STATES } from "~/lib/indian-states";
import { PREFIX_MAX } from "./invoice-series";

/** A service of the catalogue, as the price list offers it. */
export interface CatalogueService {
  slug: string;
  title: string;
}

/** The Settings screen's billing sections: who quotes and invoices come from, and the price list. */
export function BillingSettings({
  details,
  prices,
  services,
}: {
  details: BillingDetails | null;
  prices: PriceLine[];
  services: CatalogueService[];
}) {
  return (
    <>
      <section aria-labelledby="billing-heading" className="grid gap-4">
        <h2 id="billing-heading" className="flex items-center gap-2 text-xl font-semibold">
          <ReceiptText className="size-5 text-sky-700" aria-hidden />
          Billing details
        </h2>
        <p className="text-sm text-muted-foreground">
          Who quotes and invoices are from, and how a client pays. With a GSTIN, bills carry GST (CGST and SGST in your
          state, IGST in another); without one, they are plain invoices.
        </p>
        <DetailsForm details={details} />
      </section>
      <section aria-labelledby="prices-heading" className="grid gap-4">
        <h2 id="prices-heading" className="flex items-center gap-2 text-xl font-semibold">
          <IndianRupee className="size-5 text-amber-700" aria-hidden />
          Price list
        </h2>
        <p className="text-sm text-muted-foreground">
          The lines a quote starts from: a service, what the client gets, the price before GST and its SAC code.
        </p>
        {prices.length ? (
          <ul className="grid gap-3" aria-label="Your prices">
            {prices.map((price) => (
              <li key={price.id} className="rounded-lg border bg-background p-4">
                <SavedPrice price={price} services={services} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No prices yet: add what you sell most.</p>
        )}
        {prices.length < MAX_PRICE_LINES ? (
          <div className="rounded-lg border bg-background p-4">
            <h3 className="mb-3 font-semibold">Add a price</h3>
            <PriceForm services={services} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{BILLING_MESSAGES.tooManyLines}</p>
        )}
      </section>
    </>
  );
}

function DetailsForm({ details }: { details: BillingDetails | null }) {
  const fetcher = useFetcher<FormResult<DetailsField>>();
  const form = useSchemaForm<DetailsField>({
    schema: detailsSchema,
    limits: DETAILS_LIMITS,
    result: fetcher.data,
    toasts: {
      success: { title: BILLING_MESSAGES.detailsSaved },
      failure: { title: "Error", description: BILLING_MESSAGES.detailsSaveFailed },
      serverMessage: true,
    },
  });
  const saved: Record<DetailsField, string> = {
    legalName: details?.legalName ?? "",
    address: details?.address ?? "",
    state: details?.stateCode ?? "",
    gstin: details?.gstin ?? "",
    upiId: details?.upi?.vpa ?? "",
    upiKind: details?.upi?.kind ?? "personal",
    bankAccountName: details?.bank?.accountName ?? "",
    bankAccountNumber: details?.bank?.accountNumber ?? "",
    bankIfsc: details?.bank?.ifsc ?? "",
    bankName: details?.bank?.bankName ?? "",
    invoicePrefix: details?.invoicePrefix ?? DEFAULT_INVOICE_PREFIX,
    invoiceTerms: details?.invoiceTerms ?? "",
  };
  const value = (name: DetailsField) => form.values[name] ?? saved[name];
  // A select shows the option it was drawn with after the form is reset, whatever was saved since: keyed
  // by its value, it is drawn again with the saved one. (Text fields follow their saved value by themselves.)
  const text = (name: DetailsField, label: string, hint?: string, extra?: React.ComponentProps<typeof Input>) => (
    <Field label={label} error={form.errors[name]} hint={hint}>
      {(control) => <Input {...control} {...form.field(name)} {...extra} defaultValue={value(name)} />}
    </Field>
  );
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm
      fetcher={fetcher}
      form={form}
      intent={BILLING_INTENTS.details}
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      {text("legalName", "Legal name", "As on the agency's PAN or GST registration", { autoComplete: "organization" })}
      <Field label="Address" error={form.errors.address}>
        {(control) => <Textarea {...control} {...form.field("address")} rows={3} defaultValue={value("address")} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="State" error={form.errors.state}>
          {(control) => (
            <Select {...control} key={value("state")} name="state" defaultValue={value("state")}>
              <option value="">Choose the state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text("gstin", "GSTIN (optional)", "15 characters, e.g. 27AAPFU0939F1ZV", {
          autoCapitalize: "characters",
          spellCheck: false,
        })}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("upiId", "UPI ID (optional)", "Shown on invoices with a QR code, e.g. agency@okhdfcbank", {
          inputMode: "email",
          autoCapitalize: "none",
          spellCheck: false,
        })}
        <Field label="UPI ID is" error={form.errors.upiKind}>
          {(control) => (
            <Select {...control} key={value("upiKind")} name="upiKind" defaultValue={value("upiKind")}>
              <option value="personal">Personal</option>
              <option value="business">A business (merchant) ID</option>
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">Bank transfer (optional)</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {text("bankAccountName", "Account name", "As the bank has it", { autoComplete: "organization" })}
          {text("bankName", "Bank and branch")}
          {text("bankAccountNumber", "Account number", undefined, { inputMode: "numeric" })}
          {text("bankIfsc", "IFSC", "11 characters, e.g. HDFC0001234", { autoCapitalize: "characters" })}
        </div>
      </fieldset>
      {text(
        "invoicePrefix",
        "Invoice number prefix",
        `Up to ${PREFIX_MAX} letters or digits: numbers read INV/2026-27/0001`,
        {
          autoCapitalize: "characters",
        },
      )}
      <Field label="Invoice terms (optional)" error={form.errors.invoiceTerms} hint="e.g. Payment due within 15 days.">
        {(control) => (
          <Textarea {...control} {...form.field("invoiceTerms")} rows={3} defaultValue={value("invoiceTerms")} />
        )}
      </Field>
      <FormAlert message={form.message} />
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Saving..." : "Save billing details"}
      </Button>
    </CheckedFetcherForm>
  );
}

function SavedPrice({ price, services }: { price: PriceLine; services: CatalogueService[] }) {
  const service = services.find((candidate) => candidate.slug === price.service)?.title ?? price.service;
  return (
    <SavedListItem
      summary={
        <>
          <span className="font-semibold">{service}</span>{" "}
          <span className="tabular-nums">{rupeesAndPaise(price.unitPaise)}</span>
          <span className="mt-1 block text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {price.description} · SAC {price.sac} · GST {price.gstRate}%
          </span>
        </>
      }
      removal={{
        intent: BILLING_INTENTS.removePriceLine,
        id: price.id,
        question: `Remove the price "${service}: ${price.description}"?`,
        label: `Remove the price ${service}`,
        text: "Remove this price",
        removed: BILLING_MESSAGES.lineRemoved,
        removeFailed: BILLING_MESSAGES.lineRemoveFailed,
      }}
    >
      <PriceForm price={price} services={services} />
    </SavedListItem>
  );
}

/** A new price, or the changes to a saved one. */
function PriceForm({ price, services }: { price?: PriceLine; services: CatalogueService[] }) {
  const fetcher = useFetcher<FormResult<PriceLineField>>();
  const schema = useMemo(() => priceLineSchema(services.map((service) => service.slug)), [services]);
  const form = useSchemaForm<PriceLineField>({
    schema,
    limits: PRICE_LINE_LIMITS,
    result: fetcher.data,
    toasts: {
      success: { title: BILLING_MESSAGES.lineSaved },
      failure: { title: "Error", description: BILLING_MESSAGES.lineSaveFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm fetcher={fetcher} form={form} intent={BILLING_INTENTS.priceLine} className="grid gap-3">
      {price ? <input type="hidden" name="id" value={price.id} /> : null}
      <Field label="Service" error={form.errors.service}>
        {(control) => (
          <Select
            {...control}
            key={form.values.service ?? price?.service}
            name="service"
            defaultValue={form.values.service ?? price?.service ?? ""}
          >
            <option value="">Choose the service</option>
            {services.map((service) => (
              <option key={service.slug} value={service.slug}>
                {service.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Description" error={form.errors.description} hint="What the client gets, as the quote says it">
        {(control) => (
          <Input
            {...control}
            {...form.field("description")}
            defaultValue={form.values.description ?? price?.description}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Unit price (₹, before GST)" error={form.errors.unitPrice}>
          {(control) => (
            <Input
              {...control}
              {...form.field("unitPrice")}
              inputMode="decimal"
              defaultValue={form.values.unitPrice ?? (price ? (price.unitPaise / 100).toFixed(2) : "")}
            />
          )}
        </Field>
        <Field label="SAC" error={form.errors.sac} hint="998361: advertising services">
          {(control) => (
            <Input
              {...control}
              {...form.field("sac")}
              inputMode="numeric"
              defaultValue={form.values.sac ?? price?.sac}
            />
          )}
        </Field>
        <Field label="GST rate" error={form.errors.gstRate}>
          {(control) => (
            <Select
              {...control}
              key={form.values.gstRate ?? price?.gstRate}
              name="gstRate"
              defaultValue={form.values.gstRate ?? String(price?.gstRate ?? DEFAULT_GST_RATE)}
            >
              {gstRateOptions}
            </Select>
          )}
        </Field>
      </div>
      <FormAlert message={form.message} />
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Saving..." : price ? "Save changes" : "Add price"}
      </Button>
    </CheckedFetcherForm>
  );
}
