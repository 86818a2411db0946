import { ShieldCheck } from "lucide-react";
import { useRef } from "react";
import { Link, href } from "react-router";
import type { DataRequestKind, DataRequestStatus, DataRequestStep } from "#database/data-requests";
import { ActionButton } from "~/components/admin/action-button";
import { Field, FormAlert } from "~/components/admin/field";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RecordFormActions } from "~/components/admin/record-form-actions";
import { useRecordForm } from "~/components/forms/use-record-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { dateTime } from "~/lib/format";
import { istMediumDate, istMoment } from "~/lib/india-time";
import { DATA_REQUEST_INTENTS, KIND_LABELS, STATUS_LABELS } from "./requests";

// The Data requests screen: each request with its kind, when it arrived, when it is due, where it
// stands and who took each step, with its next steps while it is open; then a form to record a
// request taken by phone or in person. Cards, so it reads on a phone as on a desk.

export interface DataRequestView {
  id: string;
  kind: DataRequestKind;
  email: string | null;
  phoneE164: string | null;
  details: string;
  status: DataRequestStatus;
  answer: string | null;
  receivedAt: Date;
  dueOn: string;
  closedAt: Date | null;
  redactedAt: Date | null;
  recordedBy: string | null;
  overdue: boolean;
  /** An open correction's enquiries, each corrected on its own page. */
  enquiries: { id: string; reference: string }[];
  steps: { step: DataRequestStep; note: string | null; at: Date; by: string | null }[];
}

const STEP_LABELS: Record<DataRequestStep, string> = {
  received: "Received",
  verified: "Verified",
  "in-progress": "In progress",
  note: "Note",
  corrected: "Corrected",
  done: "Done",
  refused: "Refused",
};

type RecordField = "kind" | "email" | "phone" | "details" | "checked";

export function DataRequestsPage({
  requests,
  targetDays,
  breaches,
}: {
  requests: DataRequestView[];
  targetDays: number;
  /** The breach register is the owner's: linked for them only. */
  breaches: boolean;
}) {
  const open = requests.filter((request) => request.status !== "done" && request.status !== "refused");
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<ShieldCheck aria-hidden />} title="Data requests">
        People&apos;s requests to see, correct or erase their data, to nominate someone, and their grievances. Each is
        due {targetDays} days after it arrives (Settings); the law&apos;s limit is 90.
        {breaches ? (
          <>
            {" "}
            <Link className="text-primary underline" to={href("/admin/breaches")}>
              Breach register
            </Link>
          </>
        ) : null}
      </AdminPageHeader>
      <section aria-labelledby="requests-heading" className="grid gap-4">
        <h2 id="requests-heading" className="text-xl font-semibold">
          Requests ({open.length} open)
        </h2>
        {requests.length === 0 ? <p className="text-muted-foreground">No requests yet.</p> : null}
        <ul className="grid gap-4">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      </section>
      {/* After the requests: on a phone the owner comes for what is waiting. */}
      <RecordRequestForm />
    </main>
  );
}

function RecordRequestForm() {
  const { fetcher, failure, value, alert } = useRecordForm<RecordField>(
    {},
    { saved: "Request recorded", failed: "The request could not be recorded. Try again." },
  );
  return (
    <section aria-labelledby="record-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="record-heading" className="text-xl font-semibold">
        Record a request made by phone or in person
      </h2>
      <fetcher.Form method="post" className="grid gap-4 md:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value={DATA_REQUEST_INTENTS.record} />
        <Field label="What they ask" error={failure?.fieldErrors?.kind}>
          {(control) => (
            <Select {...control} name="kind" defaultValue={value("kind") || "access"}>
              {Object.entries(KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="E-mail address" error={failure?.fieldErrors?.email} hint="Either this or the phone.">
          {(control) => <Input {...control} name="email" type="email" defaultValue={value("email")} />}
        </Field>
        <Field label="Phone" error={failure?.fieldErrors?.phone} hint="Their enquiries by this number are covered too.">
          {(control) => <Input {...control} name="phone" type="tel" defaultValue={value("phone")} />}
        </Field>
        <Field label="What they told you" error={failure?.fieldErrors?.details}>
          {(control) => (
            <Textarea {...control} name="details" rows={2} maxLength={2000} defaultValue={value("details")} />
          )}
        </Field>
        <label className="flex items-start gap-2 md:col-span-2">
          <input type="checkbox" name="checked" className="mt-1 size-4 accent-primary" />
          <span>
            I checked who they are (for example, by calling back the number on their enquiry). My name goes on the
            request.
            {failure?.fieldErrors?.checked ? (
              <span className="block text-sm font-medium text-destructive">{failure.fieldErrors.checked}</span>
            ) : null}
          </span>
        </label>
        <RecordFormActions
          busy={fetcher.state !== "idle"}
          label="Record the request"
          cancel={false}
          alert={alert}
          className="md:col-span-2"
        />
      </fetcher.Form>
    </section>
  );
}

function RequestCard({ request }: { request: DataRequestView }) {
  const open = request.status !== "done" && request.status !== "refused";
  const who = request.redactedAt ? "Erased" : [request.email, request.phoneE164].filter(Boolean).join(", ");
  return (
    <li className="grid gap-3 rounded-xl border p-4 md:p-6" aria-label={`${KIND_LABELS[request.kind]}: ${who}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{KIND_LABELS[request.kind]}</h3>
        <Badge variant={request.status === "refused" ? "outline" : "secondary"}>{STATUS_LABELS[request.status]}</Badge>
        {request.overdue ? <Badge variant="warning">Overdue</Badge> : null}
      </div>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Who</dt>
        <dd>{who || "—"}</dd>
        <dt className="text-muted-foreground">Arrived</dt>
        <dd>{dateTime(request.receivedAt)}</dd>
        <dt className="text-muted-foreground">Due</dt>
        <dd>{istMediumDate(istMoment(request.dueOn))}</dd>
        {request.recordedBy ? (
          <>
            <dt className="text-muted-foreground">Recorded by</dt>
            <dd>{request.recordedBy}</dd>
          </>
        ) : null}
        {request.details ? (
          <>
            <dt className="text-muted-foreground">They wrote</dt>
            <dd className="whitespace-pre-line">{request.details}</dd>
          </>
        ) : null}
      </dl>
      <ol className="grid gap-1 border-l pl-3 text-sm" aria-label="Steps">
        {request.steps.map((step, index) => (
          <li key={index}>
            <span className="font-medium">{STEP_LABELS[step.step]}</span>, {dateTime(step.at)}
            {step.by
              ? ` by ${step.by}`
              : step.step === "verified" && !request.recordedBy
                ? " by the person's link"
                : ""}
            {step.note ? <span className="block whitespace-pre-line text-muted-foreground">{step.note}</span> : null}
          </li>
        ))}
      </ol>
      {open && request.enquiries.length ? (
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span className="text-muted-foreground">Correct on each enquiry:</span>
          {request.enquiries.map((enquiry) => (
            <Link
              key={enquiry.id}
              className="text-primary underline"
              to={`${href("/admin/leads/:id", { id: enquiry.id })}?dataRequest=${request.id}`}
            >
              {enquiry.reference}
            </Link>
          ))}
        </p>
      ) : null}
      {open && request.status !== "received" ? <NextSteps request={request} /> : null}
      {open ? <AddNote requestId={request.id} /> : null}
    </li>
  );
}

function NextSteps({ request }: { request: DataRequestView }) {
  const { fetcher, failure, value, alert } = useRecordForm<"answer">(
    {},
    { saved: "Request updated", failed: "The request could not be updated. Try again." },
  );
  const busy = fetcher.state !== "idle";
  return (
    <div className="grid gap-3 border-t pt-3">
      {request.kind === "erasure" ? (
        <ActionButton
          intent={DATA_REQUEST_INTENTS.erase}
          id={request.id}
          label="Erase their data now"
          done="Data erased"
          failed="The data could not be erased. Try again."
          confirm="Erase every enquiry of this person, with their notes and messages? This cannot be undone."
        />
      ) : null}
      <fetcher.Form method="post" className="grid gap-3" noValidate>
        <input type="hidden" name="id" value={request.id} />
        <Field
          label="Answer to the person"
          error={failure?.fieldErrors?.answer}
          hint={
            request.kind === "correction"
              ? "Correct their enquiries on each lead's page, then say here what you changed."
              : "Sent to them by e-mail when you mark it done or refused (a refusal needs the reason)."
          }
        >
          {(control) => (
            <Textarea {...control} name="answer" rows={2} maxLength={2000} defaultValue={value("answer")} />
          )}
        </Field>
        <input type="hidden" name="intent" value={DATA_REQUEST_INTENTS.status} />
        <div className="flex flex-wrap gap-2">
          {request.status !== "in-progress" ? (
            <Button type="submit" name="status" value="in-progress" variant="outline" disabled={busy}>
              Mark in progress
            </Button>
          ) : null}
          {request.kind !== "erasure" ? (
            <Button type="submit" name="status" value="done" disabled={busy}>
              Mark done
            </Button>
          ) : null}
          <Button type="submit" name="status" value="refused" variant="outline" disabled={busy}>
            Refuse
          </Button>
        </div>
        <FormAlert message={alert} />
      </fetcher.Form>
    </div>
  );
}

/** A note on the request's history: what was checked, who was called. */
function AddNote({ requestId }: { requestId: string }) {
  const form = useRef<HTMLFormElement>(null);
  const { fetcher, failure, value, alert } = useRecordForm<"note">(
    {},
    { saved: "Note added", failed: "The note could not be added. Try again." },
    () => form.current?.reset(),
  );
  return (
    <fetcher.Form
      ref={form}
      method="post"
      className="grid gap-2 border-t pt-3 sm:grid-cols-[1fr_auto] sm:items-end"
      noValidate
    >
      <input type="hidden" name="intent" value={DATA_REQUEST_INTENTS.note} />
      <input type="hidden" name="id" value={requestId} />
      <Field label="Note for the team" error={failure?.fieldErrors?.note}>
        {(control) => <Input {...control} name="note" maxLength={2000} defaultValue={value("note")} />}
      </Field>
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
        Add the note
      </Button>
      <FormAlert message={alert} />
    </fetcher.Form>
  );
}
