import { ArrowLeft, MessageCircle, Phone } from "lucide-react";
import { usePermissions } from "~/features/auth";
import { Link, href, useFetcher, useSearchParams } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Field, FormAlert } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useResultToast, useSchemaForm } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { dateTime, mediumDate } from "~/lib/format";
import { responseSummary } from "~/lib/response-time";
import type { FormResult } from "~/lib/form-result";
import { istDateKey } from "~/lib/india-time";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/site";
import type { LeadSource } from "#database/schema";
import type { LeadStatus } from "#database/lead-statuses";
import { LEAD_TAP_INTENTS, telHref, whatsappHref, leadReference } from "~/features/leads";
import { type WhatsAppReply, fillReply, greetingReplyFor } from "~/features/whatsapp-replies";
import { LEAD_LANGUAGE_NAMES } from "~/features/leads";
import { DealSection, type LeadDeal, dealFields, lostReasonFields } from "~/features/deals";
import { LEAD_DETAIL_LIMITS, type LeadDetailField, leadDetailFields } from "~/lib/lead-details";
import {
  FOLLOW_UP_LIMITS,
  type FollowUpField,
  type Assignee,
  LEAD_PAGE_INTENTS,
  LEAD_PAGE_MESSAGES,
  NOTE_LIMITS,
  type NoteField,
  followUpSchema,
  noteSchema,
} from "./lead-page-schema";
import { StatusSelect } from "./lead-marks";
import { CallOutcomePrompt, pendingTapOf, useOutcomeSheet } from "./call-outcome-sheet";
import { callOutcomeFields } from "./call-outcome";
import { LeadTimeline, type TimelineEntry } from "./lead-timeline";
import type { Locale } from "~/lib/locale";
import { LEAD_INTENTS, LEAD_MESSAGES } from "./schema";

export type { TimelineEntry } from "./lead-timeline";

/** What one submission of the inquiry form held, and where it came from. */
export interface LeadSubmission {
  id: string;
  name: string;
  /** As typed. */
  phone: string;
  /** E.164; null for numbers stored before numbers were checked. */
  phoneE164: string | null;
  email: string | null;
  city: string;
  service: string;
  message: string | null;
  source: LeadSource | null;
  /** The language of the page it was sent from. */
  language: Locale;
  createdAt: Date;
}

export interface LeadPageLead extends LeadSubmission {
  status: LeadStatus;
  firstResponseAt: Date | null;
  followUpAt: Date | null;
  followUpNote: string | null;
  /** Set when this lead was merged into another: the page says so and links there. */
  mergedInto: string | null;
  /** The privacy notice the form showed; null for an enquiry sent before the form had one. */
  noticeVersion: string | null;
  /** Offers and updates: agreed now, and when that choice was made or withdrawn. */
  marketingConsent: boolean;
  marketingConsentAt: Date | null;
  /** The person the lead is assigned to; null: no one. */
  assignedTo: string | null;
  dealValue: LeadDeal["dealValue"];
  expectedCloseOn: LeadDeal["expectedCloseOn"];
  lostReason: LeadDeal["lostReason"];
  lostNote: LeadDeal["lostNote"];
}

/** Another enquiry from the same person (the one before this, or a later one). */
export interface RelatedLead {
  id: string;
  createdAt: Date;
  service: string;
  mergedInto: string | null;
}

/** A lead that looks like the same person: same phone number or same e-mail. */
export interface MergeCandidate {
  id: string;
  name: string;
  service: string;
  status: LeadStatus;
  createdAt: Date;
  matches: ("phone" | "email")[];
}

export interface LeadNoteView {
  id: string;
  /** The note's Markdown, rendered and sanitized on the server. */
  html: string;
  /** The author's name; null when their account was removed. */
  author: string | null;
  createdAt: Date;
  fromOtherSubmission: boolean;
}

export interface LeadPageData {
  lead: LeadPageLead;
  previous: RelatedLead | null;
  repeats: RelatedLead[];
  mergeCandidates: MergeCandidate[];
  mergedSubmissions: LeadSubmission[];
  notes: LeadNoteView[];
  timeline: TimelineEntry[];
  timelineTruncated: boolean;
  /** Who the lead can be given to. */
  assignable: Assignee[];
  /** The owner's WhatsApp replies (Settings), offered beside the WhatsApp button. */
  replies: WhatsAppReply[];
  /** The owner's lost reasons (Settings), asked for once the lead is closed. */
  lostReasons: string[];
  /** The server's clock when the page was read: ages and "overdue" are the same in its HTML and after hydration. */
  now: Date;
}

interface LeadPageProps extends LeadPageData {
  /** A form posted without JavaScript that failed: shown in the form it came from. */
  actionData?: FormResult;
  /** The lead's quotes and invoices, from billing (for those who may bill): shown under the deal. */
  quotes?: React.ReactNode;
}

/**
 * A lead's page: call and WhatsApp at the top, status, follow-up, the enquiry's fields and
 * source, notes and the timeline; other enquiries from the same person, and merging. On a phone
 * the sections stack in the order an owner works through them.
 */
export function LeadPage(props: LeadPageProps) {
  const { lead, now, actionData } = props;
  const site = useSite();
  const workable = !lead.mergedInto;
  const mayDelete = usePermissions().includes("leads:delete-export");
  const pending = workable ? pendingTapOf(props.timeline, lead.id) : null;
  const outcomeSheet = useOutcomeSheet(lead.id, pending);
  useMergeToast();
  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:px-8 md:py-8">
      <Link
        to={href("/admin/dashboard/leads")}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All leads
      </Link>

      <header className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-1">
            <h1 className="[overflow-wrap:anywhere] text-2xl font-bold md:text-3xl">{lead.name}</h1>
            <p className="[overflow-wrap:anywhere] text-muted-foreground">
              {lead.service} · {lead.city}
            </p>
            <p className="text-sm">
              Reference <span className="font-mono font-semibold">{leadReference(lead.id)}</span> · Received{" "}
              <time dateTime={new Date(lead.createdAt).toISOString()}>{dateTime(lead.createdAt)} IST</time> ·{" "}
              <span className={cn("font-semibold", !lead.firstResponseAt && "text-destructive")}>
                {responseSummary(lead, now)}
              </span>
            </p>
            {props.previous || props.repeats.length ? (
              <p>
                <Badge variant="warning">Enquired again</Badge>
              </p>
            ) : null}
          </div>
          {workable ? (
            <div className="flex flex-wrap items-end gap-4">
              <AssignControl lead={lead} people={props.assignable} />
              <StatusControl lead={lead} />
            </div>
          ) : null}
        </div>
        {lead.mergedInto ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            This lead was merged into another lead, where it is kept as a second submission.{" "}
            <Link
              to={href("/admin/leads/:id", { id: lead.mergedInto })}
              className="font-semibold underline underline-offset-2"
            >
              Open the lead it was merged into
            </Link>
          </p>
        ) : (
          <>
            <ContactButtons lead={lead} brand={site.brand} replies={props.replies} onTap={outcomeSheet.tapped} />
            <CallOutcomePrompt
              lead={lead}
              pending={pending}
              sheet={outcomeSheet}
              now={now}
              initial={failureOf(actionData, callOutcomeFields)}
            />
          </>
        )}
      </header>

      {/* Phone: one column in working order. Wider screens: the record on the left, the work on the right. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <Section title="Enquiry" className="order-2 lg:order-none">
            <SubmissionFields submission={lead} />
            {workable ? <CorrectDetails lead={lead} actionData={actionData} /> : null}
          </Section>
          {props.mergedSubmissions.map((submission) => (
            <Section
              key={submission.id}
              title={`Merged submission, received ${mediumDate(submission.createdAt)}`}
              className="order-3 lg:order-none"
            >
              <SubmissionFields submission={submission} />
              <p className="mt-3 text-sm">
                <Link
                  to={href("/admin/leads/:id", { id: submission.id })}
                  className="text-primary underline underline-offset-2"
                >
                  Open this submission on its own
                </Link>
              </p>
            </Section>
          ))}
          <Section title="Notes" className="order-5 lg:order-none">
            {workable ? <NoteForm actionData={actionData} /> : null}
            <NoteList notes={props.notes} />
          </Section>
          <Section title="Timeline" className="order-6 lg:order-none">
            <LeadTimeline entries={props.timeline} lead={lead} brand={site.brand} truncated={props.timelineTruncated} />
          </Section>
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          {workable ? (
            <Section title="Follow-up" className="order-1 lg:order-none">
              <FollowUp lead={lead} now={now} actionData={actionData} />
            </Section>
          ) : null}
          {workable ? (
            <Section title="Deal" className="order-2 lg:order-none">
              <DealSection
                deal={lead}
                closed={lead.status === "closed"}
                reasons={props.lostReasons}
                failedDeal={failureOf(actionData, dealFields)}
                failedLost={failureOf(actionData, lostReasonFields)}
              />
            </Section>
          ) : null}
          {props.quotes ? (
            <Section title="Quotes and invoices" className="order-2 lg:order-none">
              {props.quotes}
            </Section>
          ) : null}
          {props.previous || props.repeats.length ? (
            <Section title="Enquired again" className="order-4 lg:order-none">
              <RelatedLeads previous={props.previous} repeats={props.repeats} />
            </Section>
          ) : null}
          {workable && props.mergeCandidates.length ? (
            <Section title="Looks like the same person" className="order-7 lg:order-none">
              <MergeCandidates candidates={props.mergeCandidates} />
            </Section>
          ) : null}
          <Section title="Consent" className="order-8 lg:order-none">
            <Consent lead={lead} workable={workable} />
          </Section>
          {workable && mayDelete ? (
            <Section title="Delete" className="order-9 lg:order-none">
              <DeleteLead lead={lead} />
            </Section>
          ) : null}
        </div>
      </div>
    </main>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cn("min-w-0 rounded-xl border bg-background p-4 md:p-5", className)}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Call and WhatsApp: big buttons on a phone, the WhatsApp one with the greeting; the owner's other
 * replies one tap away below them. The link opens whatever happens to the record of the tap.
 */
function ContactButtons({
  lead,
  brand,
  replies,
  onTap,
}: {
  lead: LeadPageLead;
  brand: string;
  replies: WhatsAppReply[];
  /** After the tap, when the owner comes back, the page asks what happened. */
  onTap: () => void;
}) {
  const tap = useFetcher<FormResult>();
  useResultToast(tap.data, { failure: { title: "Error", description: LEAD_PAGE_MESSAGES.tapFailed } });
  const record = (intent: string) => () => {
    onTap();
    void tap.submit({ intent }, { method: "post", action: href("/admin/leads/:id", { id: lead.id }) });
  };
  const firstName = lead.name.trim().split(/\s+/)[0];
  const chat = { target: "_blank", rel: "noopener noreferrer", onClick: record(LEAD_TAP_INTENTS.whatsapp) };
  // An enquiry from a Hindi page is greeted with the owner's first Hindi reply, when there is one;
  // the replies in the lead's language come first.
  const greeting = greetingReplyFor(replies, lead.language);
  const offered = [...replies].sort(
    (a, b) => Number((b.language ?? "en") === lead.language) - Number((a.language ?? "en") === lead.language),
  );
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button asChild size="lg" className="h-14 text-base sm:h-12">
          <a href={telHref(lead)} onClick={record(LEAD_TAP_INTENTS.call)} aria-label={`Call ${lead.name}`}>
            <Phone aria-hidden />
            Call
          </a>
        </Button>
        <Button asChild size="lg" className="h-14 bg-emerald-700 text-base text-white hover:bg-emerald-800 sm:h-12">
          <a
            href={whatsappHref(lead, brand, greeting ? fillReply(greeting.body, lead, brand) : undefined)}
            {...chat}
            aria-label={`WhatsApp ${firstName}`}
          >
            <MessageCircle aria-hidden />
            WhatsApp
          </a>
        </Button>
      </div>
      {replies.length ? (
        <details className="rounded-lg border bg-background">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">
            Other WhatsApp replies ({replies.length})
          </summary>
          <ul className="grid gap-1 border-t p-2">
            {offered.map((reply) => {
              const text = fillReply(reply.body, lead, brand);
              return (
                <li key={reply.id}>
                  <a
                    href={whatsappHref(lead, brand, text)}
                    {...chat}
                    className="grid gap-0.5 rounded-md px-2 py-2 hover:bg-muted"
                    aria-label={`WhatsApp ${firstName}: ${reply.name}`}
                  >
                    <span className="text-sm font-medium text-emerald-800 dark:text-emerald-300">{reply.name}</span>
                    <span className="line-clamp-2 text-xs text-muted-foreground">{text}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The spec's status dropdown: applies on change, with a Save button when JavaScript is off. */
function StatusControl({ lead }: { lead: LeadPageLead }) {
  const fetcher = useFetcher<FormResult>();
  const hydrated = useHydrated();
  useResultToast(fetcher.data, {
    success: { title: LEAD_MESSAGES.statusChanged },
    failure: { title: "Error", description: LEAD_MESSAGES.statusFailed },
  });
  const status = (fetcher.formData?.get("status") as LeadStatus | undefined) ?? lead.status;
  return (
    <fetcher.Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value={LEAD_INTENTS.status} />
      <div className="grid gap-1.5">
        <Label htmlFor="lead-status">Status</Label>
        <StatusSelect
          id="lead-status"
          name="status"
          large
          status={status}
          onChange={(event) => {
            if (hydrated) void fetcher.submit(event.currentTarget.form, { method: "post" });
          }}
        />
      </div>
      {hydrated ? null : (
        <Button type="submit" variant="outline">
          Save status
        </Button>
      )}
    </fetcher.Form>
  );
}

/** Who works the lead: applies on change, with a Save button when JavaScript is off. */
function AssignControl({ lead, people }: { lead: LeadPageLead; people: Assignee[] }) {
  const fetcher = useFetcher<FormResult>();
  const hydrated = useHydrated();
  useResultToast(fetcher.data, {
    success: { title: LEAD_PAGE_MESSAGES.assigned },
    failure: { title: "Error", description: LEAD_PAGE_MESSAGES.assignFailed },
    serverMessage: true,
  });
  const assignee = (fetcher.formData?.get("assignee") as string | undefined) ?? lead.assignedTo ?? "";
  return (
    <fetcher.Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value={LEAD_PAGE_INTENTS.assign} />
      <div className="grid gap-1.5">
        <Label htmlFor="lead-assignee">Assigned to</Label>
        <select
          id="lead-assignee"
          name="assignee"
          value={assignee}
          onChange={(event) => {
            if (hydrated) void fetcher.submit(event.currentTarget.form, { method: "post" });
          }}
          className="h-11 max-w-40 rounded-md sm:max-w-56 border bg-background px-3 text-base"
        >
          <option value="">No one</option>
          {people.map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <Button type="submit" variant="outline">
          Save
        </Button>
      )}
    </fetcher.Form>
  );
}

/** The fields of one submission, and where it came from. */
function SubmissionFields({ submission }: { submission: LeadSubmission }) {
  const source = submission.source ?? {};
  const utm = Object.entries(source.utm ?? {}).map(([key, value]) => `${key}: ${value}`);
  const phone =
    submission.phoneE164 && submission.phoneE164 !== submission.phone
      ? `${submission.phone} (${submission.phoneE164})`
      : submission.phone;
  const facts: [string, React.ReactNode][] = [
    ["Name", submission.name],
    ["Phone", phone],
    [
      "E-mail",
      submission.email ? (
        <a href={`mailto:${submission.email}`} className="text-primary underline underline-offset-2">
          {submission.email}
        </a>
      ) : null,
    ],
    ["City", submission.city],
    ["Service", submission.service],
    ["Received", `${dateTime(submission.createdAt)} IST`],
    ["Sent from", source.path],
    ["Language", LEAD_LANGUAGE_NAMES[submission.language]],
    ["Campaign", utm.length ? utm.join(", ") : null],
    ["Referrer", source.referrer],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="[overflow-wrap:anywhere] text-muted-foreground">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">Message</h3>
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-sm">
          {submission.message ?? "No message."}
        </p>
      </div>
    </div>
  );
}

/** The checks of a correction (libphonenumber's full rules among them), loaded when it is first sent. */
const loadDetailsSchema = async () => (await import("~/features/leads")).leadDetailsSchema;

const DETAIL_LABELS: Record<LeadDetailField, string> = {
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  city: "City",
  service: "Service",
};

/** The person's details as the enquiry gave them, corrected in one step (a wrong digit, a misspelt name). */
function CorrectDetails({ lead, actionData }: { lead: LeadPageLead; actionData?: FormResult }) {
  const fetcher = useFetcher<FormResult<LeadDetailField>>();
  const form = useSchemaForm<LeadDetailField>({
    schema: { load: loadDetailsSchema },
    limits: LEAD_DETAIL_LIMITS,
    result: fetcher.data,
    initial: failureOf(actionData, leadDetailFields),
    toasts: {
      success: { title: LEAD_PAGE_MESSAGES.corrected },
      failure: { title: "Error", description: LEAD_PAGE_MESSAGES.correctFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  // A failure posted without JavaScript came back: open, with what was typed.
  const failed = Boolean(failureOf(actionData, leadDetailFields));
  // Opened from a correction request on the Data requests screen: open, and recorded against it.
  const dataRequest = useSearchParams()[0].get("dataRequest");
  return (
    <details className="mt-4 rounded-lg border p-3" open={failed || Boolean(dataRequest) || undefined}>
      <summary className="cursor-pointer text-sm font-semibold">Correct the details</summary>
      <CheckedFetcherForm fetcher={fetcher} form={form} intent={LEAD_PAGE_INTENTS.correct} className="mt-3 grid gap-3">
        {leadDetailFields.map((name) => (
          <Field key={name} label={DETAIL_LABELS[name]} error={form.errors[name]}>
            {(control) => (
              <Input
                {...control}
                {...form.field(name)}
                type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
                defaultValue={form.values[name] ?? lead[name] ?? ""}
              />
            )}
          </Field>
        ))}
        {dataRequest ? <input type="hidden" name="dataRequest" value={dataRequest} /> : null}
        <FormAlert message={form.message} />
        <p className="text-xs text-muted-foreground">
          The timeline records which fields were corrected and by whom, not what they said.
          {dataRequest ? " The correction is recorded against the person's data request too." : ""}
        </p>
        <Button type="submit" disabled={busy} className="w-full sm:w-fit">
          {busy ? "Saving..." : "Save corrections"}
        </Button>
      </CheckedFetcherForm>
    </details>
  );
}

/** The failure a form posted without JavaScript came back with, when it is this form's. */
function failureOf<Field extends string>(result: FormResult | undefined, fields: readonly Field[]) {
  if (!result || result.ok) return undefined;
  const mine = Object.keys({ ...result.values, ...result.fieldErrors }).some((key) => fields.includes(key as Field));
  return mine ? (result as FormResult<Field>) : undefined;
}

function NoteForm({ actionData }: { actionData?: FormResult }) {
  const fetcher = useFetcher<FormResult<NoteField>>();
  const form = useSchemaForm<NoteField>({
    schema: noteSchema,
    limits: NOTE_LIMITS,
    result: fetcher.data,
    initial: failureOf(actionData, ["body"]),
    toasts: {
      success: { title: LEAD_PAGE_MESSAGES.noteAdded },
      failure: { title: "Error", description: LEAD_PAGE_MESSAGES.noteFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm fetcher={fetcher} form={form} intent={LEAD_PAGE_INTENTS.note} className="mb-5 grid gap-3">
      <Field
        label="Add a note"
        error={form.errors.body}
        hint="Markdown works: **bold**, lists, links. Only admins see notes."
      >
        {(control) => <Textarea {...control} {...form.field("body")} rows={4} defaultValue={form.values.body} />}
      </Field>
      <FormAlert message={form.message} />
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Adding..." : "Add note"}
      </Button>
    </CheckedFetcherForm>
  );
}

function NoteList({ notes }: { notes: LeadNoteView[] }) {
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">No notes yet.</p>;
  return (
    <ul className="grid gap-4" aria-label="Notes, newest first">
      {notes.map((note) => (
        <li key={note.id} id={`note-${note.id}`} className="min-w-0 scroll-mt-24 rounded-lg bg-muted/50 p-3">
          <p className="mb-1 text-xs text-muted-foreground">
            {note.author ?? "A removed account"} ·{" "}
            <time dateTime={new Date(note.createdAt).toISOString()}>{dateTime(note.createdAt)} IST</time>
            {note.fromOtherSubmission ? " · from the other submission" : ""}
          </p>
          <div
            // The article styles are unlayered: `!` lets these note-sized ones win.
            className="prose-article [overflow-wrap:anywhere] text-sm! leading-6! [&>:first-child]:mt-0! [&>:last-child]:mb-0!"
            dangerouslySetInnerHTML={{ __html: note.html }}
          />
        </li>
      ))}
    </ul>
  );
}

function FollowUp({ lead, now, actionData }: { lead: LeadPageLead; now: Date; actionData?: FormResult }) {
  const set = useFetcher<FormResult<FollowUpField>>();
  const done = useFetcher<FormResult>();
  const form = useSchemaForm<FollowUpField>({
    schema: followUpSchema,
    limits: FOLLOW_UP_LIMITS,
    result: set.data,
    initial: failureOf(actionData, ["followUpDate", "followUpTime", "followUpNote"]),
    toasts: {
      success: { title: LEAD_PAGE_MESSAGES.followUpSet },
      failure: { title: "Error", description: LEAD_PAGE_MESSAGES.followUpFailed },
      serverMessage: true,
    },
  });
  useResultToast(done.data, {
    success: { title: LEAD_PAGE_MESSAGES.followUpDone },
    failure: { title: "Error", description: LEAD_PAGE_MESSAGES.followUpDoneFailed },
    serverMessage: true,
  });
  const overdue = lead.followUpAt !== null && new Date(lead.followUpAt) < new Date(now);
  return (
    <div className="grid gap-4">
      {lead.followUpAt ? (
        <div className="grid gap-2 rounded-lg bg-muted/50 p-3 text-sm">
          <p>
            <span className="font-semibold">Due </span>
            <time dateTime={new Date(lead.followUpAt).toISOString()}>{dateTime(lead.followUpAt)} IST</time>
            {overdue ? (
              <Badge variant="warning" className="ml-2">
                Overdue
              </Badge>
            ) : null}
          </p>
          {lead.followUpNote ? <p className="[overflow-wrap:anywhere]">{lead.followUpNote}</p> : null}
          <done.Form method="post">
            <input type="hidden" name="intent" value={LEAD_PAGE_INTENTS.followUpDone} />
            <Button type="submit" variant="outline" size="sm" disabled={done.state !== "idle"}>
              Mark done
            </Button>
          </done.Form>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No follow-up set.</p>
      )}
      <set.Form
        method="post"
        noValidate
        onSubmit={(event) => void form.onSubmit(event, (element) => set.submit(element, { method: "post" }))}
        className="grid gap-3"
      >
        <input type="hidden" name="intent" value={LEAD_PAGE_INTENTS.followUp} />
        <div className="grid grid-cols-2 gap-3">
          <Field label="Date" error={form.errors.followUpDate}>
            {(control) => (
              <Input
                {...control}
                {...form.field("followUpDate")}
                type="date"
                min={istDateKey(now)}
                defaultValue={form.values.followUpDate}
              />
            )}
          </Field>
          <Field label="Time (IST)" error={form.errors.followUpTime}>
            {(control) => (
              <Input {...control} {...form.field("followUpTime")} type="time" defaultValue={form.values.followUpTime} />
            )}
          </Field>
        </div>
        <Field label="What to do" error={form.errors.followUpNote}>
          {(control) => (
            <Input
              {...control}
              {...form.field("followUpNote")}
              placeholder="e.g. Send the SEO proposal"
              defaultValue={form.values.followUpNote}
            />
          )}
        </Field>
        <FormAlert message={form.message} />
        <Button type="submit" variant="secondary" disabled={set.state !== "idle"} className="w-full sm:w-fit">
          {lead.followUpAt ? "Change follow-up" : "Set follow-up"}
        </Button>
      </set.Form>
    </div>
  );
}

/**
 * The privacy notice the visitor was shown and their answer about offers and updates. An admin
 * records a withdrawal asked for some other way than the link in a message (a call, a letter).
 */
function Consent({ lead, workable }: { lead: LeadPageLead; workable: boolean }) {
  const withdraw = useFetcher<FormResult>();
  useResultToast(withdraw.data, {
    success: { title: LEAD_PAGE_MESSAGES.consentWithdrawn },
    failure: { title: "Error", description: LEAD_PAGE_MESSAGES.consentWithdrawnFailed },
    serverMessage: true,
  });
  if (!lead.noticeVersion) {
    return (
      <p className="text-sm text-muted-foreground">
        Sent before the form showed a privacy notice: no consent to offers and updates.
      </p>
    );
  }
  const since = lead.marketingConsentAt ? `, since ${dateTime(lead.marketingConsentAt)} IST` : "";
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-semibold">Offers and updates: </span>
        {lead.marketingConsent ? "agreed" : "not agreed"}
        {since}
      </p>
      <p className="text-muted-foreground">Privacy notice shown: version {lead.noticeVersion}</p>
      {workable && lead.marketingConsent ? (
        <withdraw.Form method="post">
          <input type="hidden" name="intent" value={LEAD_PAGE_INTENTS.consentWithdrawn} />
          <Button type="submit" variant="outline" size="sm" disabled={withdraw.state !== "idle"}>
            Record a withdrawal
          </Button>
        </withdraw.Form>
      ) : null}
    </div>
  );
}

function RelatedLeads({ previous, repeats }: { previous: RelatedLead | null; repeats: RelatedLead[] }) {
  const item = (related: RelatedLead, label: string) => (
    <li key={related.id}>
      <Link to={href("/admin/leads/:id", { id: related.id })} className="text-primary underline underline-offset-2">
        {label} {mediumDate(related.createdAt)}
      </Link>
      <span className="text-muted-foreground">
        {" "}
        · {related.service}
        {related.mergedInto ? " · merged" : ""}
      </span>
    </li>
  );
  return (
    <ul className="grid gap-2 [overflow-wrap:anywhere] text-sm">
      {previous ? item(previous, "Enquired before, on") : null}
      {repeats.map((repeat) => item(repeat, "Enquired again on"))}
    </ul>
  );
}

/**
 * One fetcher for every merge button, shared by key: a merged candidate leaves the list (and the
 * last one takes the section with it) in the same render that brings the answer, so the toast
 * is shown by the list's parent, which stays.
 */
const MERGE_FETCHER = "lead-merge";

function useMergeToast() {
  const merge = useFetcher<FormResult>({ key: MERGE_FETCHER });
  useResultToast(merge.data, {
    success: { title: LEAD_PAGE_MESSAGES.merged },
    failure: { title: "Error", description: LEAD_PAGE_MESSAGES.mergeFailed },
    serverMessage: true,
  });
}

function MergeCandidates({ candidates }: { candidates: MergeCandidate[] }) {
  return (
    <ul className="grid gap-3">
      {candidates.map((candidate) => (
        <MergeCandidateItem key={candidate.id} candidate={candidate} />
      ))}
    </ul>
  );
}

function MergeCandidateItem({ candidate }: { candidate: MergeCandidate }) {
  const merge = useFetcher<FormResult>({ key: MERGE_FETCHER });
  const same = candidate.matches.map((match) => (match === "phone" ? "same phone" : "same e-mail")).join(", ");
  return (
    <li className="grid gap-2 rounded-lg bg-muted/50 p-3 text-sm">
      <p className="[overflow-wrap:anywhere]">
        <Link
          to={href("/admin/leads/:id", { id: candidate.id })}
          className="font-semibold text-primary underline underline-offset-2"
        >
          {candidate.name}
        </Link>
        <span className="text-muted-foreground">
          {" "}
          · {candidate.service} · {mediumDate(candidate.createdAt)} · {candidate.status.toUpperCase()} · {same}
        </span>
      </p>
      <merge.Form method="post">
        <input type="hidden" name="intent" value={LEAD_PAGE_INTENTS.merge} />
        <input type="hidden" name="otherLeadId" value={candidate.id} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={merge.state !== "idle"}
          aria-label={`Merge ${candidate.name}, ${mediumDate(candidate.createdAt)}, into this lead`}
        >
          Merge into this lead
        </Button>
      </merge.Form>
    </li>
  );
}

/** The spec's confirmation; afterwards the page gives way to the list, which says the lead was deleted. */
function DeleteLead({ lead }: { lead: LeadPageLead }) {
  const remove = useFetcher<FormResult>();
  useResultToast(remove.data, { failure: { title: "Error", description: LEAD_MESSAGES.deleteFailed } });
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        Deletes the lead&apos;s details, notes and messages. The timeline keeps only that it existed.
      </p>
      <ConfirmDelete
        question={LEAD_MESSAGES.confirmDelete}
        label={`Delete lead ${lead.name}`}
        disabled={remove.state !== "idle"}
        onConfirm={() => void remove.submit({ intent: LEAD_INTENTS.delete }, { method: "post" })}
      />
    </div>
  );
}
