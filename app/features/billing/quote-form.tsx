import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, href, useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { FormResult } from "~/lib/form-result";
import { rupeesAndPaise } from "~/lib/rupees";
import { BillView, gstRateOptions } from "./bill-view";
import type { PriceLine } from "./billing-settings";
import { DEFAULT_GST_RATE, billAmounts, supplyBetween } from "./gst";
import { INDIAN_STATES, stateByCode } from "~/lib/indian-states";
import {
  MAX_QUOTE_LINES,
  OUTSIDE_INDIA,
  QUOTE_INTENTS,
  QUOTE_LIMITS,
  QUOTE_LINE_LIMITS,
  QUOTE_MESSAGES,
  type QuoteField,
  type QuoteFormData,
  type QuoteRow,
  quoteClientSchema,
  quoteLinesFrom,
} from "./quote";

/** Rows a quote starts with: enough for most quotes without JavaScript, which cannot add more. */
const FIRST_ROWS = 3;
const emptyRow = (): QuoteRow => ({
  priceLine: "",
  description: "",
  sac: "",
  quantity: "1",
  unitPrice: "",
  discount: "",
  // Blank: the chosen price's rate, else the usual 18% (a plain form cannot fill it in when a price is chosen).
  gstRate: "",
});

/**
 * The quote form: who the client is (their state decides the GST), its lines from the price list
 * or written out, and until when it stands. With JavaScript the totals follow each change and
 * lines can be added; without it, three rows are offered and a price chosen fills its blanks.
 */
export function QuoteForm({ data, failed }: { data: QuoteFormData; failed?: FormResult<QuoteField> }) {
  const fetcher = useFetcher<FormResult<QuoteField>>();
  const form = useSchemaForm<QuoteField>({
    schema: quoteClientSchema,
    limits: QUOTE_LIMITS,
    result: fetcher.data,
    initial: failed,
    toasts: { failure: { title: "Error", description: QUOTE_MESSAGES.makeFailed }, serverMessage: true },
  });
  const [rows, setRows] = useState<QuoteRow[]>(() => Array.from({ length: FIRST_ROWS }, emptyRow));
  const [state, setState] = useState(form.values.state ?? "");
  const { details, prices, lead } = data;
  if (!details) {
    return (
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {QUOTE_MESSAGES.noBillingDetails}{" "}
        <Link to={href("/admin/settings")} className="font-semibold underline underline-offset-2">
          Open Settings
        </Link>
      </p>
    );
  }
  const change = (index: number, patch: Partial<QuoteRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const choosePrice = (index: number, id: string) => {
    const price = prices.find((candidate) => candidate.id === id);
    change(
      index,
      price
        ? {
            priceLine: id,
            description: price.description,
            sac: price.sac,
            unitPrice: (price.unitPaise / 100).toFixed(2),
            gstRate: String(price.gstRate),
          }
        : { priceLine: "" },
    );
  };
  const lines = quoteLinesFrom(rows, prices);
  const place = stateByCode(state);
  const preview =
    lines.ok && place
      ? billAmounts(lines.lines, supplyBetween({ stateCode: details.stateCode, registered: !!details.gstin }, state))
      : null;
  const value = (name: keyof typeof QUOTE_LIMITS, fallback = "") => form.values[name] ?? fallback;
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm fetcher={fetcher} form={form} intent={QUOTE_INTENTS.create} className="grid gap-6">
      <fieldset className="grid gap-3 rounded-lg border bg-background p-4">
        <legend className="px-1 font-semibold">Bill to</legend>
        <Field
          label="Billing name"
          error={form.errors.billingName}
          hint="The client's business, as their invoice should read"
        >
          {(control) => (
            <Input
              {...control}
              {...form.field("billingName")}
              autoComplete="organization"
              defaultValue={value("billingName", lead.name)}
            />
          )}
        </Field>
        <Field label="Billing address" error={form.errors.billingAddress}>
          {(control) => (
            <Textarea
              {...control}
              {...form.field("billingAddress")}
              rows={3}
              defaultValue={value("billingAddress", lead.city)}
            />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="State" error={form.errors.state} hint="The place of supply: it decides CGST and SGST or IGST">
            {(control) => (
              <Select {...control} name="state" value={state} onChange={(event) => setState(event.target.value)}>
                <option value="">Choose the state</option>
                {INDIAN_STATES.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
                <option value={OUTSIDE_INDIA}>Outside India</option>
              </Select>
            )}
          </Field>
          <Field
            label="GSTIN (optional)"
            error={form.errors.gstin}
            hint="For a registered client: it must be of the state chosen"
          >
            {(control) => (
              <Input
                {...control}
                {...form.field("gstin")}
                autoCapitalize="characters"
                spellCheck={false}
                defaultValue={value("gstin")}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Lines</legend>
        {rows.map((row, index) => (
          <LineRow
            key={index}
            index={index}
            row={row}
            prices={prices}
            serviceTitles={data.serviceTitles}
            error={form.errors[`line-${index}`]}
            onChange={(patch) => change(index, patch)}
            onChoosePrice={(id) => choosePrice(index, id)}
            onRemove={rows.length > 1 ? () => setRows((current) => current.filter((_, at) => at !== index)) : undefined}
          />
        ))}
        {rows.length < MAX_QUOTE_LINES ? (
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-fit"
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            <Plus className="size-4" aria-hidden />
            Add a line
          </Button>
        ) : null}
      </fieldset>

      <Field label="Valid until" error={form.errors.validUntil} hint="The link stops working after this day">
        {(control) => (
          <Input
            {...control}
            {...form.field("validUntil")}
            type="date"
            min={data.today}
            max={data.latest}
            defaultValue={value("validUntil", data.validUntil)}
            className="w-fit"
          />
        )}
      </Field>

      {preview && lines.ok ? (
        <section aria-labelledby="quote-preview" className="grid gap-3 rounded-lg border bg-background p-4">
          <h2 id="quote-preview" className="font-semibold">
            The client will see
          </h2>
          <BillView lines={lines.lines} amounts={preview} />
        </section>
      ) : null}

      <FormAlert message={form.message} />
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Making the quote..." : "Make the quote"}
      </Button>
    </CheckedFetcherForm>
  );
}

function LineRow({
  index,
  row,
  prices,
  serviceTitles,
  error,
  onChange,
  onChoosePrice,
  onRemove,
}: {
  index: number;
  row: QuoteRow;
  prices: PriceLine[];
  serviceTitles: Record<string, string>;
  error: string | undefined;
  onChange(patch: Partial<QuoteRow>): void;
  onChoosePrice(id: string): void;
  onRemove?: () => void;
}) {
  const errorId = `quote-line-${index}-error`;
  // The row's problem is said once, under it, and every field of the row points to it.
  const described = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const text = (name: keyof QuoteRow, label: string, extra?: React.ComponentProps<typeof Input>) => (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          {...described}
          name={name}
          maxLength={QUOTE_LINE_LIMITS[name]}
          value={row[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
          {...extra}
        />
      )}
    </Field>
  );
  return (
    <div role="group" aria-label={`Line ${index + 1}`} className="grid gap-3 rounded-lg border bg-background p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">Line {index + 1}</p>
        {onRemove ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove line ${index + 1}`}>
            <Trash2 className="size-4" aria-hidden />
            Remove
          </Button>
        ) : null}
      </div>
      {prices.length ? (
        <Field label="From the price list">
          {(control) => (
            <Select
              {...control}
              name="priceLine"
              value={row.priceLine}
              onChange={(event) => onChoosePrice(event.target.value)}
            >
              <option value="">Written out below</option>
              {prices.map((price) => (
                <option key={price.id} value={price.id}>
                  {serviceTitles[price.service] ?? price.service}: {price.description} (
                  {rupeesAndPaise(price.unitPaise)})
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : (
        <input type="hidden" name="priceLine" value="" />
      )}
      {text("description", "Description")}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {text("sac", "SAC", { inputMode: "numeric" })}
        {text("quantity", "Quantity", { inputMode: "decimal" })}
        {text("unitPrice", "Unit price (₹)", { inputMode: "decimal" })}
        {text("discount", "Discount (%)", { inputMode: "decimal", placeholder: "0" })}
        <Field label="GST rate">
          {(control) => (
            <Select
              {...control}
              name="gstRate"
              value={row.gstRate}
              onChange={(event) => onChange({ gstRate: event.target.value })}
            >
              <option value="">As priced, else {DEFAULT_GST_RATE}%</option>
              {gstRateOptions}
            </Select>
          )}
        </Field>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
