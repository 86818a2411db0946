import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, href, useActionData, useFetcher, useSearchParams } from "react-router";
import { ActionButton } from "~/components/admin/action-button";
import { Field } from "~/components/admin/field";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RecordFormActions } from "~/components/admin/record-form-actions";
import { CodeToCopy } from "~/components/admin/shown-once";
import { useRecordForm } from "~/components/forms/use-record-form";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { dateTime } from "~/lib/format";
import { elapsed } from "~/lib/response-time";
import type { FormResult } from "~/lib/form-result";
import { istDateKey, istLocalMoment } from "~/lib/india-time";
import { plural } from "~/lib/plural";
import {
  BREACH_INTENTS,
  BREACH_LIMITS,
  BREACH_MESSAGES,
  type BreachField,
  type BreachSender,
  type BreachView,
  type NoticeField,
  REPORT_WINDOW_HOURS,
  boardIntimation,
  boardReport,
  noticeBody,
  noticeIsComplete,
  personNotice,
  reportDueAt,
} from "./breaches";

// The owner's breach register: each breach recorded once, with the three texts Rule 7 of the DPDP
// Rules, 2025 asks for written from it, the deadline of the detailed report, and the notices to the
// people affected sent from here. As the Redirects screen, the form's record is in the address
// (`?edit=<id>`), so Edit is a link that works before the script has loaded and survives a reload.

/** What the form holds: a new breach, or the one being changed; times as a datetime-local field holds them, in IST. */
type Draft = Partial<Record<BreachField, string>> & { id?: string };

function draftOf(search: URLSearchParams, breaches: BreachView[]): Draft {
  const editing = breaches.find((breach) => breach.id === search.get("edit"));
  if (!editing) return {};
  return {
    ...editing,
    occurredAt: editing.occurredAt ? istLocalMoment(editing.occurredAt) : "",
    awareAt: istLocalMoment(editing.awareAt),
    peopleAffected: String(editing.peopleAffected),
  };
}

export function BreachesPage({
  breaches,
  sender,
  checkedAt,
}: {
  breaches: BreachView[];
  sender: BreachSender;
  /** When the page was read: the deadlines are said against it, alike on the server and in the browser. */
  checkedAt: Date;
}) {
  const [search, setSearch] = useSearchParams();
  const draft = draftOf(search, breaches);
  const reset = () => setSearch({}, { replace: true, preventScrollReset: true });
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<ShieldAlert aria-hidden />} title="Data breaches">
        If personal data you hold is lost, stolen, or seen or changed by someone who should not have it, India&apos;s
        DPDP Rules, 2025 (Rule 7) ask you to tell the Data Protection Board of India without delay, send the Board a
        detailed report within {REPORT_WINDOW_HOURS} hours, and tell each person affected. Record the breach here: this
        screen writes those texts for you and keeps the dates.
      </AdminPageHeader>
      <aside aria-labelledby="cert-in-heading" className="grid gap-1 rounded-xl border border-amber-400 p-4 md:p-6">
        <h2 id="cert-in-heading" className="font-semibold">
          A cyber incident? Think of CERT-In too
        </h2>
        <p className="text-sm">
          If the breach came from a cyber incident (a hacked e-mail or website, a virus or ransomware, a leaked
          password), CERT-In&apos;s directions of 28 April 2022 may also require you to report it to CERT-In within six
          hours of noticing it, at <a href="mailto:incident@cert-in.org.in">incident@cert-in.org.in</a>. That is a
          separate report from the ones below.
        </p>
      </aside>
      {sender.contactName ? null : (
        <p role="note" className="rounded-xl border p-4 text-sm">
          The notice to people names whom to write to. Add your privacy contact&apos;s name on{" "}
          <Link to={href("/admin/settings")} className="text-primary underline">
            Settings
          </Link>
          ; until then it gives only {sender.privacyEmail}.
        </p>
      )}
      {/* A new key empties or refills the form's (uncontrolled) fields. */}
      <BreachForm key={search.toString()} draft={draft} onDone={reset} />
      <section aria-labelledby="breaches-heading" className="grid gap-3">
        <h2 id="breaches-heading" className="text-xl font-semibold">
          Your breach register ({breaches.length})
        </h2>
        {breaches.length === 0 ? (
          <p className="text-muted-foreground">No breach recorded. Should one happen, record it above straight away.</p>
        ) : (
          <ul className="grid gap-4">
            {breaches.map((breach) => (
              <BreachCard key={breach.id} breach={breach} sender={sender} checkedAt={checkedAt} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function BreachForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { fetcher, failure, value, alert } = useRecordForm<BreachField>(
    draft,
    { saved: BREACH_MESSAGES.saved, failed: BREACH_MESSAGES.saveFailed },
    onDone,
  );
  const error = (field: BreachField) => failure?.fieldErrors?.[field];
  const editing = Boolean(draft.id);
  const paragraph = (
    field: Exclude<BreachField, "occurredAt" | "awareAt" | "peopleAffected">,
    label: string,
    hint: string,
  ) => (
    <Field label={label} error={error(field)} hint={hint}>
      {(control) => (
        <Textarea {...control} name={field} defaultValue={value(field)} maxLength={BREACH_LIMITS[field]} rows={3} />
      )}
    </Field>
  );
  return (
    <section aria-labelledby="breach-form-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="breach-form-heading" className="text-xl font-semibold">
        {editing ? "Change the breach" : "Record a breach"}
      </h2>
      <fetcher.Form method="post" className="grid gap-4 md:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value={BREACH_INTENTS.save} />
        {draft.id ? <input type="hidden" name="id" value={draft.id} /> : null}
        <div className="md:col-span-2">
          {paragraph(
            "summary",
            "What happened",
            "In plain words: what was exposed, how, and where (which system, device or account).",
          )}
        </div>
        <Field label="When it happened (IST)" error={error("occurredAt")} hint="Leave it empty if you do not know yet.">
          {(control) => (
            <Input {...control} name="occurredAt" type="datetime-local" defaultValue={value("occurredAt")} />
          )}
        </Field>
        <Field
          label="When you became aware of it (IST)"
          error={error("awareAt")}
          hint={`The ${REPORT_WINDOW_HOURS} hours for the detailed report count from here.`}
        >
          {(control) => (
            <Input {...control} name="awareAt" type="datetime-local" defaultValue={value("awareAt")} required />
          )}
        </Field>
        {paragraph(
          "dataAffected",
          "Which personal data",
          "For example: names, phone numbers and e-mail addresses of the enquiries from March to June.",
        )}
        <Field
          label="How many people"
          error={error("peopleAffected")}
          hint="Your best count now (0 if none); change it as you learn more."
        >
          {(control) => (
            <Input
              {...control}
              name="peopleAffected"
              inputMode="numeric"
              defaultValue={value("peopleAffected")}
              required
            />
          )}
        </Field>
        {paragraph(
          "consequences",
          "What could happen to them",
          "The likely consequences: spam or fraud calls, someone posing as you, misuse of their details.",
        )}
        {paragraph("measures", "What you have done", "Steps taken or planned to stop it and limit the harm.")}
        <div className="md:col-span-2">
          {paragraph(
            "advice",
            "What people can do",
            "For example: never share an OTP on a call, change a password they used with you, watch for messages in your name.",
          )}
        </div>
        <RecordFormActions
          busy={fetcher.state !== "idle"}
          label={editing ? "Save the changes" : "Record the breach"}
          cancel={editing}
          alert={alert}
          className="md:col-span-2"
        />
      </fetcher.Form>
    </section>
  );
}

/** The first line of what happened, as the card's title. */
const titleOf = (summary: string) => {
  const line = summary.split("\n")[0]!.trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

function BreachCard({ breach, sender, checkedAt }: { breach: BreachView; sender: BreachSender; checkedAt: Date }) {
  const dueAt = reportDueAt(breach);
  const left = dueAt.getTime() - checkedAt.getTime();
  const notice = personNotice(breach, sender);
  const headingId = `breach-${breach.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-4 rounded-xl border p-4 md:p-6">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {titleOf(breach.summary)}
        </h3>
        <p className="text-sm text-muted-foreground">
          Became aware on {dateTime(breach.awareAt)} IST
          {breach.occurredAt
            ? `; it happened on ${dateTime(breach.occurredAt)} IST`
            : "; when it happened is not known"}
          . {plural(breach.peopleAffected, "person", "people")} affected.
        </p>
      </div>
      <ol className="grid gap-3">
        <Step
          title="1. Tell the Board without delay"
          done={breach.boardIntimatedAt && `Intimated on ${dateTime(breach.boardIntimatedAt)} IST`}
          text={boardIntimation(breach, sender)}
          copyLabel="Copy the intimation"
        >
          {breach.boardIntimatedAt ? null : (
            <ActionButton
              intent={BREACH_INTENTS.boardIntimated}
              id={breach.id}
              label="Mark as intimated now"
              done={BREACH_MESSAGES.intimated}
              failed={BREACH_MESSAGES.markFailed}
              confirm="Mark the first intimation as sent to the Board now?"
            />
          )}
        </Step>
        <Step
          title={`2. The detailed report, due by ${dateTime(dueAt)} IST`}
          done={breach.boardReportedAt && `Sent on ${dateTime(breach.boardReportedAt)} IST`}
          due={left > 0 ? `${elapsed(left)} left` : "The 72 hours have passed: send it as soon as you can"}
          late={left <= 0}
          text={boardReport(breach, sender)}
          copyLabel="Copy the report"
        >
          {breach.boardReportedAt ? null : (
            <ActionButton
              intent={BREACH_INTENTS.boardReported}
              id={breach.id}
              label="Mark as sent now"
              done={BREACH_MESSAGES.reported}
              failed={BREACH_MESSAGES.markFailed}
              confirm="Mark the detailed report as sent to the Board now?"
            />
          )}
        </Step>
        <Step
          title="3. Tell each person affected"
          done={
            breach.peopleNotifiedAt &&
            `Sent by e-mail to ${plural(breach.peopleNotified ?? 0, "person", "people")}, first on ${dateTime(breach.peopleNotifiedAt)} IST`
          }
          text={`Subject: ${notice.subject}\n\n${noticeBody(notice.parts)}`}
          copyLabel="Copy the notice"
          hint="The e-mail each person gets. For those who gave no e-mail address, send the same words by WhatsApp or SMS."
        >
          <NoticeForm breach={breach} />
        </Step>
      </ol>
      <div>
        <Button asChild variant="outline" size="sm">
          <Link to={`?edit=${breach.id}`} aria-label={`Edit the breach: ${titleOf(breach.summary)}`}>
            Edit
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** One thing Rule 7 asks for: whether and when it was done, its text to copy, and what to do about it. */
function Step({
  title,
  done,
  due,
  late = false,
  text,
  copyLabel,
  hint = "Fill in the parts in [square brackets] before you send it, and send it to the Board in the way the Board asks.",
  children,
}: {
  title: string;
  /** When it was done, said in words; null while it is not. */
  done: string | null;
  /** How long is left, while it is not done. */
  due?: string;
  late?: boolean;
  text: string;
  copyLabel: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium">{title}</h4>
        {done ? (
          <Badge variant="success">{done}</Badge>
        ) : due ? (
          <Badge variant={late ? "warning" : "outline"}>{due}</Badge>
        ) : (
          <Badge variant="outline">Not done yet</Badge>
        )}
      </div>
      <details className="grid gap-2">
        <summary className="cursor-pointer text-sm text-primary underline">Show the text</summary>
        <p className="text-sm text-muted-foreground">{hint}</p>
        <CodeToCopy label={title} value={text} copyLabel={copyLabel} />
      </details>
      {children}
    </li>
  );
}

/** Stores the notice for the enquiries of a range of days; a refusal keeps the days chosen. */
function NoticeForm({ breach }: { breach: BreachView }) {
  const fetcher = useFetcher<FormResult<NoticeField>>();
  const posted = useActionData<FormResult<NoticeField>>();
  useResultToast(fetcher.data, {
    success: { title: BREACH_MESSAGES.noticeStored, description: fetcher.data?.ok ? fetcher.data.message : undefined },
    failure: { title: "Error", description: BREACH_MESSAGES.noticeFailed },
    serverMessage: true,
  });
  const result = fetcher.data ?? (posted && !posted.ok && posted.values?.id === breach.id ? posted : undefined);
  const failure = result && !result.ok ? result : undefined;
  const value = (field: NoticeField, fallback: string) => failure?.values?.[field] ?? fallback;
  if (!noticeIsComplete(breach)) {
    return <p className="text-sm text-muted-foreground">{BREACH_MESSAGES.noticeIncomplete}</p>;
  }
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-end"
      noValidate
      onSubmit={(event) => {
        if (!window.confirm("E-mail the notice to everyone who enquired on those days?")) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={BREACH_INTENTS.notify} />
      <input type="hidden" name="id" value={breach.id} />
      <p className="text-sm sm:col-span-3">
        E-mail the notice to everyone who enquired on these days (IST, both included) and gave an e-mail address.
        Sending again for the same days sends nobody a second copy.
      </p>
      <Field label="From" error={failure?.fieldErrors?.from}>
        {(control) => <Input {...control} name="from" type="date" defaultValue={value("from", "")} required />}
      </Field>
      <Field label="To" error={failure?.fieldErrors?.to}>
        {(control) => (
          <Input {...control} name="to" type="date" defaultValue={value("to", istDateKey(breach.awareAt))} required />
        )}
      </Field>
      <div>
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
          {breach.peopleNotifiedAt ? "Send to these days too" : "Send the notice"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
