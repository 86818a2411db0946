import { Sheet } from "lucide-react";
import { useFetcher } from "react-router";
import { CodeToCopy } from "~/components/admin/shown-once";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { FormResult } from "~/lib/form-result";
import { useSite } from "~/lib/site";
import { WEBHOOK_INTENTS, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from "./events";
import { sheetsScript } from "./sheets-script";

/**
 * Google Sheets from the screen alone: four steps, the script made for this connection (its
 * secret in it) with a copy button, and the address Apps Script gives back pasted to connect.
 */
export function SheetsSetup({ secret }: { secret: string | null }) {
  const { brand } = useSite();
  const start = useFetcher<FormResult>();
  const connect = useFetcher<FormResult<"url">>();
  useResultToast(start.data, { failure: { title: "Error", description: WEBHOOK_MESSAGES.sheetsScriptFailed } });
  useResultToast(connect.data, {
    success: { title: WEBHOOK_MESSAGES.sheetsConnected },
    failure: { title: "Error", description: WEBHOOK_MESSAGES.sheetsConnectFailed },
    serverMessage: true,
  });
  const result = connect.data;
  const failure = result && !result.ok ? result : undefined;
  const script = secret ? sheetsScript(secret, brand) : null;
  return (
    <section aria-labelledby="sheets-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="sheets-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Sheet className="size-5 text-emerald-700" aria-hidden />
        Google Sheets
      </h2>
      <p className="text-sm text-muted-foreground">Each new lead becomes a row of your sheet, within seconds.</p>
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li>
          Open the Google Sheet the leads should go to. In its menu choose <strong>Extensions</strong>, then{" "}
          <strong>Apps Script</strong>.
        </li>
        <li className="grid gap-2">
          {script ? (
            <>
              <span>
                Delete what the Apps Script editor shows, paste this script and press <strong>Save</strong>. It is made
                for your sheet: keep it to yourself.
              </span>
              <CodeToCopy label="The script for your sheet" value={script} copyLabel="Copy the script" />
            </>
          ) : (
            <>
              <span>Get the script for your sheet, made for this connection.</span>
              <start.Form method="post">
                <input type="hidden" name="intent" value={WEBHOOK_INTENTS.sheetsScript} />
                <Button type="submit" variant="outline" disabled={start.state !== "idle"}>
                  Get the script
                </Button>
              </start.Form>
            </>
          )}
        </li>
        <li>
          Press <strong>Deploy</strong>, then <strong>New deployment</strong>. Choose the type <strong>Web app</strong>,
          set <strong>Who has access</strong> to <strong>Anyone</strong>, press <strong>Deploy</strong> and allow access
          with your Google account. Copy the <strong>Web app URL</strong> it shows.
        </li>
        <li className="grid gap-2">
          <span>Paste the Web app URL here and press Connect.</span>
          <connect.Form method="post" className="grid gap-2 sm:flex sm:items-start" noValidate>
            <input type="hidden" name="intent" value={WEBHOOK_INTENTS.sheetsConnect} />
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="sheets-url">Web app URL</Label>
              <Input
                id="sheets-url"
                name="url"
                type="url"
                inputMode="url"
                placeholder="https://script.google.com/macros/s/…/exec"
                maxLength={WEBHOOK_URL_MAX}
                defaultValue={failure?.values?.url}
                key={result?.ok ? result.id : "url"}
                aria-invalid={failure?.fieldErrors?.url ? true : undefined}
                aria-describedby={failure?.fieldErrors?.url || failure?.message ? "sheets-url-error" : undefined}
              />
              {failure?.fieldErrors?.url || failure?.message ? (
                <p id="sheets-url-error" className="text-sm text-destructive">
                  {failure.fieldErrors?.url ?? failure.message}
                </p>
              ) : null}
            </div>
            <Button type="submit" className="sm:mt-6" disabled={connect.state !== "idle"}>
              {connect.state !== "idle" ? "Connecting..." : "Connect"}
            </Button>
          </connect.Form>
        </li>
      </ol>
      <p className="text-sm text-muted-foreground">
        Then press <strong>Send a test</strong> on the sheet&apos;s connection below: a test row appears in the sheet.
      </p>
    </section>
  );
}
