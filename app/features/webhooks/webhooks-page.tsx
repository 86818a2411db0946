import { RotateCw, Send, Trash2, Webhook } from "lucide-react";
import { AdminPageHeader } from "~/components/admin/page-header";
import { CodeToCopy, ShownOnce } from "~/components/admin/shown-once";
import { Link, href, useActionData, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import { SheetsSetup } from "./sheets-setup";
import { n8nSignatureCheck } from "./n8n-check";
import { useSite } from "~/lib/site";
import {
  type DeliveryLogEntry,
  type EndpointView,
  WEBHOOK_EVENTS,
  WEBHOOK_INTENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
  webhookEvents,
} from "./events";

// The admin's Connect your tools screen: Google Sheets in four steps, the other tools' address form,
// the developers' details, and each connection with its delivery log.
// Every form works without JavaScript too (the answer comes back as the page's action data).

export function WebhooksPage({ endpoints, sheetsSecret }: { endpoints: EndpointView[]; sheetsSecret: string | null }) {
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<Webhook aria-hidden />} title="Connect your tools">
        Send each new lead to a tool you already use: a Google Sheet, Zapier, Make or n8n. Each takes a few minutes with
        the steps below, and &quot;Send a test&quot; tells you whether it worked.
      </AdminPageHeader>
      <SheetsSetup secret={sheetsSecret} />
      <AddEndpointForm />
      <ForDevelopers />
      <section aria-labelledby="endpoints-heading" className="grid gap-6">
        <h2 id="endpoints-heading" className="text-xl font-semibold">
          Your connections
        </h2>
        {endpoints.length === 0 ? (
          <p className="text-muted-foreground">
            No tools connected yet. Connect one above and every new lead reaches it.
          </p>
        ) : (
          endpoints.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />)
        )}
      </section>
    </main>
  );
}

/** What a developer wants to know, out of the owner's way (the full contract is docs/webhooks.md). */
function ForDevelopers() {
  return (
    <details className="rounded-xl border p-4 text-sm md:p-6">
      <summary className="cursor-pointer font-semibold">For developers</summary>
      <div className="mt-3 grid gap-2 text-muted-foreground">
        <p>
          Each delivery is a JSON POST signed as the Standard Webhooks specification describes: the headers{" "}
          <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> (<code>v1,</code>{" "}
          and the base64 HMAC-SHA256 of <code>id.timestamp.body</code> under the secret&apos;s key, the base64 after{" "}
          <code>whsec_</code>). Any Standard Webhooks verifier checks it.
        </p>
        <p>
          An answer in the 2xx range is delivered; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and
          10 h, then marked failed. Only public https addresses are accepted. A receiver that cannot read headers
          (Google Apps Script) gets them in the body instead, and its 302 counts as delivered.
        </p>
      </div>
    </details>
  );
}

/** The new secret, the one time it is shown, and the n8n lines that check deliveries with it. */
function SecretNotice({ secret }: { secret: string }) {
  const { brand } = useSite();
  const check = n8nSignatureCheck(secret, brand);
  return (
    <div className="grid gap-3">
      <ShownOnce label="Signing secret: copy it now, it is not shown again" value={secret}>
        Your tool can check with it that each lead came from this site (For developers, below).
      </ShownOnce>
      <details className="rounded-lg border p-3 text-sm">
        <summary className="cursor-pointer font-semibold">Using n8n? The lines that check each lead</summary>
        <div className="mt-2 grid gap-2">
          <p>
            Add a <strong>Code</strong> node right after the Webhook node and paste these lines: a request that did not
            come from this site stops there.
          </p>
          <CodeToCopy label="The n8n Code node" value={check} copyLabel="Copy the lines" />
        </div>
      </details>
    </div>
  );
}

function AddEndpointForm() {
  const fetcher = useFetcher<FormResult<"url" | "events">>();
  const posted = useActionData<FormResult<"url" | "events">>();
  const result = fetcher.data ?? posted;
  useResultToast(fetcher.data, {
    success: { title: WEBHOOK_MESSAGES.added },
    failure: { title: "Error", description: WEBHOOK_MESSAGES.addFailed },
    serverMessage: true,
  });
  const failure = result && !result.ok ? result : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="add-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="add-heading" className="text-xl font-semibold">
        Zapier, Make, n8n or another tool
      </h2>
      <ul className="grid gap-2 text-sm">
        <li>
          <strong>Zapier:</strong> make a Zap whose trigger is <strong>Webhooks by Zapier</strong>, event{" "}
          <strong>Catch Hook</strong>, and copy the address it shows (it starts with https://hooks.zapier.com/).
        </li>
        <li>
          <strong>Make:</strong> start a scenario with <strong>Webhooks</strong>, <strong>Custom webhook</strong>, press
          Add and copy the address it shows.
        </li>
        <li>
          <strong>n8n:</strong> start a workflow with a <strong>Webhook</strong> node, method POST, copy its{" "}
          <strong>Production URL</strong> and activate the workflow.
        </li>
      </ul>
      <p className="text-sm">
        Paste the address below and press Add, then press <strong>Send a test</strong> on it so your tool learns the
        lead&apos;s fields (name, phone, city, service) to use in its next step.
      </p>
      {result?.ok && result.reveal ? <SecretNotice secret={result.reveal} /> : null}
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value={WEBHOOK_INTENTS.add} />
        <div className="grid gap-1.5">
          <Label htmlFor="webhook-url">Address from your tool</Label>
          <Input
            id="webhook-url"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://hooks.zapier.com/hooks/catch/…"
            maxLength={WEBHOOK_URL_MAX}
            defaultValue={failure?.values?.url}
            key={result?.ok ? result.id : "url"}
            aria-invalid={failure?.fieldErrors?.url ? true : undefined}
            aria-describedby={failure?.fieldErrors?.url ? "webhook-url-error" : undefined}
            required
          />
          {failure?.fieldErrors?.url ? (
            <p id="webhook-url-error" className="text-sm text-destructive">
              {failure.fieldErrors.url}
            </p>
          ) : null}
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">Send when</legend>
          {webhookEvents.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="events" value={event} defaultChecked className="size-4 accent-primary" />
              {WEBHOOK_EVENTS[event]}
            </label>
          ))}
          {failure?.fieldErrors?.events ? (
            <p className="text-sm text-destructive">{failure.fieldErrors.events}</p>
          ) : null}
        </fieldset>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="signatureInBody" value="on" className="mt-0.5 size-4 accent-primary" />
          <span>A Google Apps Script of your own (it reads no headers: see For developers)</span>
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding..." : "Add"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

function EndpointCard({ endpoint }: { endpoint: EndpointView }) {
  const rotate = useFetcher<FormResult>();
  const test = useFetcher<FormResult>();
  const remove = useFetcher<FormResult>();
  const posted = useActionData<FormResult>();
  useResultToast(rotate.data, {
    success: { title: WEBHOOK_MESSAGES.rotated },
    failure: { title: "Error", description: WEBHOOK_MESSAGES.rotateFailed },
    serverMessage: true,
  });
  useResultToast(test.data, {
    success: { title: WEBHOOK_MESSAGES.tested },
    failure: { title: "Error", description: WEBHOOK_MESSAGES.testFailed },
    serverMessage: true,
  });
  useResultToast(remove.data, {
    success: { title: WEBHOOK_MESSAGES.removed },
    failure: { title: "Error", description: WEBHOOK_MESSAGES.removeFailed },
    serverMessage: true,
  });
  const rotated = rotate.data ?? (posted?.ok && posted.id === endpoint.id ? posted : undefined);
  const tested = test.data?.message;
  const idField = <input type="hidden" name="id" value={endpoint.id} />;
  return (
    <article className="grid gap-4 rounded-xl border p-4 md:p-6" aria-label={`Connection ${endpoint.url}`}>
      <div className="grid gap-2">
        <p className="break-all font-mono text-sm font-semibold">{endpoint.url}</p>
        <div className="flex flex-wrap gap-1.5">
          {endpoint.events.map((event) => (
            <Badge key={event} variant="secondary">
              {event}
            </Badge>
          ))}
          {endpoint.signatureInBody ? <Badge variant="outline">Google Sheets (Apps Script)</Badge> : null}
        </div>
        {endpoint.previousSecretUntil ? (
          <p className="text-sm text-muted-foreground">
            The previous secret also signs until {dateTime(endpoint.previousSecretUntil)}.
          </p>
        ) : null}
      </div>
      {rotated?.ok && rotated.reveal ? <SecretNotice secret={rotated.reveal} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <test.Form method="post">
          <input type="hidden" name="intent" value={WEBHOOK_INTENTS.test} />
          {idField}
          <Button type="submit" variant="outline" disabled={test.state !== "idle"}>
            <Send aria-hidden />
            {test.state !== "idle" ? "Sending..." : "Send a test"}
          </Button>
        </test.Form>
        <rotate.Form method="post">
          <input type="hidden" name="intent" value={WEBHOOK_INTENTS.rotate} />
          {idField}
          <Button type="submit" variant="outline" disabled={rotate.state !== "idle"}>
            <RotateCw aria-hidden />
            Rotate secret
          </Button>
        </rotate.Form>
        <remove.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`Remove the endpoint ${endpoint.url}? Deliveries not yet made are dropped.`))
              event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value={WEBHOOK_INTENTS.remove} />
          {idField}
          <Button type="submit" variant="destructive" disabled={remove.state !== "idle"}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        </remove.Form>
        <p aria-live="polite" className="text-sm">
          {tested}
        </p>
      </div>
      <DeliveryLog endpointId={endpoint.id} deliveries={endpoint.deliveries} />
    </article>
  );
}

const stateLabel: Record<DeliveryLogEntry["state"], string> = {
  delivered: "Delivered",
  retrying: "Retrying",
  failed: "Failed",
};

function DeliveryLog({ endpointId, deliveries }: { endpointId: string; deliveries: DeliveryLogEntry[] }) {
  if (!deliveries.length) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <Table>
        <caption className="mb-2 text-left text-sm font-semibold">Latest deliveries</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Event</TableHead>
            <TableHead>Result</TableHead>
            <TableHead>Last attempt</TableHead>
            <TableHead>Answer</TableHead>
            <TableHead>Response time</TableHead>
            <TableHead>Last error</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: DeliveryLogEntry }) {
  const again = useFetcher<FormResult>();
  useResultToast(again.data, {
    success: { title: WEBHOOK_MESSAGES.redelivered },
    failure: { title: "Error", description: WEBHOOK_MESSAGES.redeliverFailed },
    serverMessage: true,
  });
  const event = delivery.event as WebhookEvent;
  return (
    <TableRow>
      <TableCell>
        <span className="font-mono text-xs">{event}</span>
        {delivery.leadId ? (
          <Link to={href("/admin/leads/:id", { id: delivery.leadId })} className="block text-xs text-primary underline">
            Open the lead
          </Link>
        ) : null}
        <span className="block text-xs text-muted-foreground">{dateTime(delivery.createdAt)}</span>
      </TableCell>
      <TableCell>
        <Badge
          variant={delivery.state === "failed" ? "warning" : delivery.state === "delivered" ? "success" : "outline"}
        >
          {stateLabel[delivery.state]}
        </Badge>
        <span className="block text-xs text-muted-foreground">
          {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
        </span>
      </TableCell>
      <TableCell className="text-sm">{delivery.lastAttemptAt ? dateTime(delivery.lastAttemptAt) : "Not yet"}</TableCell>
      <TableCell className="text-sm">{delivery.statusCode === null ? "None" : `HTTP ${delivery.statusCode}`}</TableCell>
      <TableCell className="text-sm">{delivery.durationMs === null ? "" : `${delivery.durationMs} ms`}</TableCell>
      <TableCell className="max-w-56 text-sm break-words">{delivery.lastError ?? ""}</TableCell>
      <TableCell>
        {delivery.state !== "retrying" ? (
          <again.Form method="post">
            <input type="hidden" name="intent" value={WEBHOOK_INTENTS.redeliver} />
            <input type="hidden" name="id" value={endpointId} />
            <input type="hidden" name="deliveryId" value={delivery.id} />
            <Button type="submit" size="sm" variant="outline" disabled={again.state !== "idle"}>
              Redeliver
            </Button>
          </again.Form>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
