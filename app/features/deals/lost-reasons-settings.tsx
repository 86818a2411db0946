import { CircleSlash } from "lucide-react";
import { useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import type { FormResult } from "~/lib/form-result";
import {
  DEAL_INTENTS,
  DEAL_MESSAGES,
  LOST_REASONS_LIMITS,
  type LostReasonsField,
  MAX_LOST_REASONS,
  lostReasonsSchema,
} from "./deal";

/** The Settings screen's lost reasons: what a closed lead's page offers when it asks why. */
export function LostReasonsSettings({ reasons }: { reasons: string[] }) {
  const fetcher = useFetcher<FormResult<LostReasonsField>>();
  const form = useSchemaForm<LostReasonsField>({
    schema: lostReasonsSchema,
    limits: LOST_REASONS_LIMITS,
    result: fetcher.data,
    toasts: {
      success: { title: DEAL_MESSAGES.reasonsSaved },
      failure: { title: "Error", description: DEAL_MESSAGES.reasonsSaveFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="lost-reasons-heading" className="grid gap-4">
      <h2 id="lost-reasons-heading" className="flex items-center gap-2 text-xl font-semibold">
        <CircleSlash className="size-5 text-rose-700" aria-hidden />
        Lost reasons
      </h2>
      <p className="text-sm text-muted-foreground">
        When a lead is set to Closed, its page asks why it was lost, with these reasons and a line of text. Answering is
        optional. The Overview counts the reasons given.
      </p>
      <CheckedFetcherForm
        fetcher={fetcher}
        form={form}
        intent={DEAL_INTENTS.reasons}
        className="grid gap-3 rounded-lg border bg-background p-4"
      >
        <Field label="Reasons" error={form.errors.reasons} hint={`One per line, at most ${MAX_LOST_REASONS}.`}>
          {(control) => (
            <Textarea
              {...control}
              {...form.field("reasons")}
              rows={Math.max(reasons.length + 1, 4)}
              defaultValue={form.values.reasons ?? reasons.join("\n")}
            />
          )}
        </Field>
        <FormAlert message={form.message} />
        <Button type="submit" disabled={busy} className="w-full sm:w-fit">
          {busy ? "Saving..." : "Save reasons"}
        </Button>
      </CheckedFetcherForm>
    </section>
  );
}
