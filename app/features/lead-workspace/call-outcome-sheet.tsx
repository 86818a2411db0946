import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import { istDateKey } from "~/lib/india-time";
import { useHydrated } from "~/lib/use-hydrated";
import type { LeadStatus } from "#database/lead-statuses";
import {
  CALL_OUTCOMES,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOME_LIMITS,
  CALL_OUTCOME_MESSAGES,
  type CallOutcome,
  type CallOutcomeField,
  callOutcomeSchema,
  suggestedStatus,
} from "./call-outcome";
import { LEAD_PAGE_INTENTS } from "./lead-page-schema";
import { StatusSelect } from "./lead-marks";
import type { TimelineEntry } from "./lead-timeline";

/** A call or WhatsApp tap on the lead with no outcome recorded after it. */
export interface PendingTap {
  kind: "call" | "whatsapp";
  at: Date;
}

const isTap = (kind: TimelineEntry["kind"]): kind is PendingTap["kind"] => kind === "call" || kind === "whatsapp";

/** The lead's latest tap when nothing was recorded after it, from its timeline (newest first). */
export function pendingTapOf(timeline: readonly TimelineEntry[], leadId: string): PendingTap | null {
  const latest = timeline.find(
    (entry) => entry.leadId === leadId && (isTap(entry.kind) || entry.kind === "call-outcome"),
  );
  return latest && isTap(latest.kind) ? { kind: latest.kind, at: latest.at } : null;
}

/** Survives the page being reloaded while the owner was in the dialler or WhatsApp (a phone frees its memory). */
const tapKey = (leadId: string) => `lead-tap:${leadId}`;

/**
 * The sheet opens when the owner comes back to the page after a tap: the page was hidden (the
 * dialler or WhatsApp came to the front) and is shown again, or it was reloaded meanwhile.
 */
export function useOutcomeSheet(leadId: string, pending: PendingTap | null) {
  const [open, setOpen] = useState(false);
  const away = useRef(false);
  // Checked once, when the page is first shown: a later tap is handled as the page is shown again.
  const pendingAtStart = useRef(pending);
  useEffect(() => {
    if (pendingAtStart.current && sessionStorage.getItem(tapKey(leadId))) {
      sessionStorage.removeItem(tapKey(leadId));
      setOpen(true);
    }
  }, [leadId]);
  useEffect(() => {
    const onVisibility = () => {
      if (!sessionStorage.getItem(tapKey(leadId))) return;
      if (document.visibilityState === "hidden") away.current = true;
      else if (away.current) {
        away.current = false;
        sessionStorage.removeItem(tapKey(leadId));
        setOpen(true);
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [leadId]);
  const tapped = useCallback(() => sessionStorage.setItem(tapKey(leadId), "tapped"), [leadId]);
  return { open, setOpen, tapped };
}

interface CallOutcomeProps {
  lead: { id: string; name: string; status: LeadStatus };
  pending: PendingTap | null;
  sheet: ReturnType<typeof useOutcomeSheet>;
  now: Date;
  /** A failure posted without JavaScript that belongs to this form. */
  initial?: FormResult<CallOutcomeField>;
}

const tapName = (kind: PendingTap["kind"] | undefined) => (kind === "whatsapp" ? "WhatsApp chat" : "call");

/**
 * The prompt under the Call and WhatsApp buttons while a tap has no outcome, and the sheet it
 * opens. Without JavaScript the form unfolds in the page instead.
 */
export function CallOutcomePrompt({ lead, pending, sheet, now, initial }: CallOutcomeProps) {
  const hydrated = useHydrated();
  if (!pending && !sheet.open && !initial) return null;
  const title = `What happened on the ${tapName(pending?.kind)}?`;
  const form = <OutcomeForm lead={lead} now={now} initial={initial} onSaved={() => sheet.setOpen(false)} />;
  const since = pending ? (
    <>
      {pending.kind === "whatsapp" ? "WhatsApp opened" : "Call started"}{" "}
      <time dateTime={new Date(pending.at).toISOString()}>{dateTime(pending.at)} IST</time>, no outcome recorded.
    </>
  ) : null;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      {hydrated ? (
        <>
          {since ? <p>{since}</p> : null}
          <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => sheet.setOpen(true)}>
            Record what happened
          </Button>
          <Dialog open={sheet.open} onOpenChange={sheet.setOpen}>
            <DialogContent className="top-auto bottom-0 w-full max-w-none translate-y-0 rounded-b-none sm:top-1/2 sm:bottom-auto sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-y-1/2 sm:rounded-b-xl">
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                <DialogDescription>
                  {lead.name}: saved together on the timeline, with the follow-up and status.
                </DialogDescription>
              </DialogHeader>
              {form}
            </DialogContent>
          </Dialog>
        </>
      ) : (
        <details open={Boolean(initial) || undefined}>
          <summary className="cursor-pointer font-semibold">
            {since} {title}
          </summary>
          <div className="mt-3">{form}</div>
        </details>
      )}
    </div>
  );
}

/** Outcome, a line about it, the next follow-up and the status: one form, one step. */
function OutcomeForm({
  lead,
  now,
  initial,
  onSaved,
}: {
  lead: CallOutcomeProps["lead"];
  now: Date;
  initial?: FormResult<CallOutcomeField>;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<FormResult<CallOutcomeField>>();
  const form = useSchemaForm<CallOutcomeField>({
    schema: callOutcomeSchema,
    limits: CALL_OUTCOME_LIMITS,
    result: fetcher.data,
    initial,
    toasts: {
      success: { title: CALL_OUTCOME_MESSAGES.saved },
      failure: { title: "Error", description: CALL_OUTCOME_MESSAGES.failed },
      serverMessage: true,
    },
    onSuccess: onSaved,
  });
  const [outcome, setOutcome] = useState(form.values.outcome as CallOutcome | undefined);
  // The status follows the outcome until the owner picks one.
  const [chosenStatus, setChosenStatus] = useState(form.values.outcomeStatus as LeadStatus | undefined);
  const status = chosenStatus ?? suggestedStatus(outcome, lead.status);
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm fetcher={fetcher} form={form} intent={LEAD_PAGE_INTENTS.outcome} className="grid gap-4">
      <fieldset
        className="grid gap-2"
        aria-invalid={form.errors.outcome ? true : undefined}
        aria-describedby={form.errors.outcome ? "outcome-error" : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Outcome</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {CALL_OUTCOMES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name="outcome"
                value={value}
                defaultChecked={value === outcome}
                onChange={() => setOutcome(value)}
                className="size-4 accent-primary"
              />
              {CALL_OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
        {form.errors.outcome ? (
          <p id="outcome-error" className="text-sm font-medium text-destructive">
            {form.errors.outcome}
          </p>
        ) : null}
      </fieldset>
      <Field label="Note (optional)" error={form.errors.outcomeNote}>
        {(control) => (
          <Input
            {...control}
            {...form.field("outcomeNote")}
            placeholder="e.g. Call back Friday about the quote"
            defaultValue={form.values.outcomeNote}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Next follow-up" error={form.errors.callBackDate}>
          {(control) => (
            <Input
              {...control}
              {...form.field("callBackDate")}
              type="date"
              min={istDateKey(now)}
              defaultValue={form.values.callBackDate}
            />
          )}
        </Field>
        <Field label="Time (IST)" error={form.errors.callBackTime}>
          {(control) => (
            <Input
              {...control}
              {...form.field("callBackTime")}
              type="time"
              defaultValue={form.values.callBackTime ?? "11:00"}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="outcome-status">Status</Label>
        <StatusSelect
          id="outcome-status"
          name="outcomeStatus"
          large
          status={status}
          onChange={(event) => setChosenStatus(event.currentTarget.value as LeadStatus)}
        />
      </div>
      <FormAlert message={form.message} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Saving..." : "Save"}
      </Button>
    </CheckedFetcherForm>
  );
}
