import { RotateCw, Send, Trash2, Webhook } from "lucide-react";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ShownOnce } from "~/components/admin/shown-once";
import { Link, href, useActionData, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
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

// The admin's Webhooks screen: the endpoints, a form to add one, and each one's delivery log.
// Every form works without JavaScript too (the answer comes back as the page's action data).

export function WebhooksPage({ endpoints }: { endpoints: EndpointView[] }) {
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<Webhook aria-hidden />} title="Webhooks">
        Send each lead on to the tools you already use: Zapier, Make, n8n, or a Google Sheet. Every delivery is signed
        (Standard Webhooks) and retried for about a day if your endpoint is down. The README shows how to set up each
        tool.
      </AdminPageHeader>
      <AddEndpointForm />
      <section aria-labelledby="endpoints-heading" className="grid gap-6">
        <h2 id="endpoints-heading" className="text-xl font-semibold">
          Endpoints
        </h2>
        {endpoints.length === 0 ? (
          <p className="text-muted-foreground">No endpoints yet. Add one above and every new lead reaches it.</p>
        ) : (
          endpoints.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />)
        )}
      </section>
    </main>
  );
}

/** The new secret, the one time it is shown. */
function SecretNotice({ secret }: { secret: string }) {
  return (
    <ShownOnce label="Signing secret: copy it now, it is not shown again" value={secret}>
      Your receiver checks each delivery's <code>webhook-signature</code> header with it.
    </ShownOnce>
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
        Add an endpoint
      </h2>
      {result?.ok && result.reveal ? <SecretNotice secret={result.reveal} /> : null}
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value={WEBHOOK_INTENTS.add} />
        <div className="grid gap-1.5">
          <Label htmlFor="webhook-url">Endpoint address</Label>
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
          <span>
            This is a Google Apps Script web app (it cannot read headers: the signature also goes in the body, and its
            redirect after a delivery counts as delivered)
          </span>
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding..." : "Add endpoint"}
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
    <article className="grid gap-4 rounded-xl border p-4 md:p-6" aria-label={`Endpoint ${endpoint.url}`}>
      <div className="grid gap-2">
        <p className="break-all font-mono text-sm font-semibold">{endpoint.url}</p>
        <div className="flex flex-wrap gap-1.5">
          {endpoint.events.map((event) => (
            <Badge key={event} variant="secondary">
              {event}
            </Badge>
          ))}
          {endpoint.signatureInBody ? <Badge variant="outline">Google Apps Script</Badge> : null}
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
