import { useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { FormResult } from "~/lib/form-result";
import { rupees } from "~/lib/rupees";
import {
  DEAL_INTENTS,
  DEAL_LIMITS,
  DEAL_MESSAGES,
  type DealField,
  type LeadDeal,
  LOST_REASON_LIMITS,
  type LostReasonField,
  dealSchema,
  lostReasonSchema,
} from "./deal";

/**
 * A lead page's deal: its value and expected close date; once the lead is closed, why it was lost
 * (asked, never required: the status dropdown does not wait for it).
 */
export function DealSection({
  deal,
  closed,
  reasons,
  failedDeal,
  failedLost,
}: {
  deal: LeadDeal;
  closed: boolean;
  /** The owner's lost reasons (Settings). */
  reasons: string[];
  /** A form posted without JavaScript that failed, shown back in its own form. */
  failedDeal?: FormResult<DealField>;
  failedLost?: FormResult<LostReasonField>;
}) {
  return (
    <div className="grid gap-5">
      {closed ? <LostReasonForm deal={deal} reasons={reasons} failed={failedLost} /> : null}
      <DealForm deal={deal} failed={failedDeal} />
    </div>
  );
}

function DealForm({ deal, failed }: { deal: LeadDeal; failed?: FormResult<DealField> }) {
  const fetcher = useFetcher<FormResult<DealField>>();
  const form = useSchemaForm<DealField>({
    schema: dealSchema,
    limits: DEAL_LIMITS,
    result: fetcher.data,
    initial: failed,
    toasts: {
      success: { title: DEAL_MESSAGES.saved },
      failure: { title: "Error", description: DEAL_MESSAGES.saveFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm fetcher={fetcher} form={form} intent={DEAL_INTENTS.deal} className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <Field label="Value (₹, before GST)" error={form.errors.dealValue}>
          {(control) => (
            <Input
              {...control}
              {...form.field("dealValue")}
              inputMode="numeric"
              placeholder="e.g. 1,20,000"
              defaultValue={form.values.dealValue ?? (deal.dealValue === null ? "" : String(deal.dealValue))}
            />
          )}
        </Field>
        <Field label="Expected close" error={form.errors.expectedClose}>
          {(control) => (
            <Input
              {...control}
              {...form.field("expectedClose")}
              type="date"
              defaultValue={form.values.expectedClose ?? deal.expectedCloseOn ?? ""}
            />
          )}
        </Field>
      </div>
      {deal.dealValue !== null ? (
        <p className="text-sm text-muted-foreground">
          Worth <span className="font-semibold text-foreground">{rupees(deal.dealValue)}</span> before GST.
        </p>
      ) : null}
      <FormAlert message={form.message} />
      <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Saving..." : "Save deal"}
      </Button>
    </CheckedFetcherForm>
  );
}

function LostReasonForm({
  deal,
  reasons,
  failed,
}: {
  deal: LeadDeal;
  reasons: string[];
  failed?: FormResult<LostReasonField>;
}) {
  const fetcher = useFetcher<FormResult<LostReasonField>>();
  const form = useSchemaForm<LostReasonField>({
    schema: lostReasonSchema,
    limits: LOST_REASON_LIMITS,
    result: fetcher.data,
    initial: failed,
    toasts: {
      success: { title: DEAL_MESSAGES.lostSaved },
      failure: { title: "Error", description: DEAL_MESSAGES.lostSaveFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  const chosen = form.values.lostReason ?? deal.lostReason ?? "";
  // A reason the owner has since taken off the list stays choosable on the leads that have it.
  const offered = chosen && !reasons.includes(chosen) ? [...reasons, chosen] : reasons;
  return (
    <CheckedFetcherForm
      fetcher={fetcher}
      form={form}
      intent={DEAL_INTENTS.lostReason}
      className="grid gap-3 rounded-lg border border-dashed p-3"
    >
      <p className="text-sm font-semibold">Why was it lost? (optional)</p>
      <Field label="Reason" error={form.errors.lostReason}>
        {(control) => (
          <Select {...control} {...form.field("lostReason")} defaultValue={chosen}>
            <option value="">Not said</option>
            {offered.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="In a line" error={form.errors.lostNote}>
        {(control) => (
          <Input
            {...control}
            {...form.field("lostNote")}
            placeholder="e.g. Went with a cheaper Jaipur agency"
            defaultValue={form.values.lostNote ?? deal.lostNote ?? ""}
          />
        )}
      </Field>
      <FormAlert message={form.message} />
      <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Saving..." : "Save reason"}
      </Button>
    </CheckedFetcherForm>
  );
}
