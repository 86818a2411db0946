import { ShieldCheck } from "lucide-react";
import { Field } from "~/components/admin/field";
import { RecordFormActions } from "~/components/admin/record-form-actions";
import { useRecordForm } from "~/components/forms/use-record-form";
import { Input } from "~/components/ui/input";
import { type DeskSettings, type DeskSettingsField, LAW_LIMIT_DAYS } from "./desk-settings";
import { DATA_REQUEST_INTENTS } from "./requests";

/** The rights desk's settings on the Settings screen: the target for answering, the privacy contact, Admins. */
export function DeskSettingsSection({ settings, privacyEmail }: { settings: DeskSettings; privacyEmail: string }) {
  const { fetcher, failure, value, alert } = useRecordForm<DeskSettingsField>(
    { targetDays: String(settings.targetDays), contactName: settings.contactName },
    { saved: "Data request settings saved", failed: "The settings could not be saved. Try again." },
  );
  return (
    <section aria-labelledby="desk-settings-heading" className="grid gap-4">
      <h2 id="desk-settings-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck className="size-5 text-emerald-700" aria-hidden />
        Data requests
      </h2>
      <p className="text-sm text-muted-foreground">
        How soon people&apos;s requests about their data are answered, and who answers their questions. The notice, the
        Your data page and every reply name this person with {privacyEmail} (PRIVACY_CONTACT_EMAIL).
      </p>
      <fetcher.Form method="post" noValidate className="grid gap-3 rounded-lg border bg-background p-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={DATA_REQUEST_INTENTS.settings} />
        <Field
          label="Answer within (days)"
          error={failure?.fieldErrors?.targetDays}
          hint={`30 by default; at most ${LAW_LIMIT_DAYS}, the law's limit.`}
        >
          {(control) => (
            <Input
              {...control}
              name="targetDays"
              type="number"
              inputMode="numeric"
              min={1}
              max={LAW_LIMIT_DAYS}
              defaultValue={value("targetDays")}
            />
          )}
        </Field>
        <Field
          label="Who answers questions about your data use"
          error={failure?.fieldErrors?.contactName}
          hint="A name, such as Priya Sharma, Data Protection Officer."
        >
          {(control) => <Input {...control} name="contactName" maxLength={100} defaultValue={value("contactName")} />}
        </Field>
        <label className="flex items-start gap-2 sm:col-span-2">
          <input
            type="checkbox"
            name="adminsMayAnswer"
            defaultChecked={settings.adminsMayAnswer}
            className="mt-1 size-4 accent-primary"
          />
          <span>Admins may answer data requests too</span>
        </label>
        <RecordFormActions
          busy={fetcher.state !== "idle"}
          label="Save"
          cancel={false}
          alert={alert}
          className="sm:col-span-2"
        />
      </fetcher.Form>
    </section>
  );
}
