import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { dateTime, mediumDate } from "~/lib/format";
import { rupees, rupeesAndPaise } from "~/lib/rupees";
import type { LeadEventKind } from "#database/lead-events";
import { CALL_OUTCOME_LABELS, type CallOutcome } from "./call-outcome";

/** One entry of a lead's timeline, as the page shows it. */
export interface TimelineEntry {
  id: number;
  /** The lead it happened to: this one, or a submission merged into it. */
  leadId: string;
  kind: LeadEventKind;
  /** Who did it; null for the visitor and for the product itself. */
  actorId: string | null;
  /** Their name now; null when their account was removed. */
  actorName: string | null;
  /** Ids and values only (a status's from and to, a note's id): never personal data. */
  data: Record<string, string | number | boolean | null>;
  at: Date;
  /** For an assignment: the assignee's name, when the account still exists. */
  assigneeName: string | null;
  /** The entry belongs to a submission merged into this lead. */
  fromOtherSubmission: boolean;
}

interface TimelineProps {
  entries: TimelineEntry[];
  /** The lead whose page this is, and where it was merged to, if it was. */
  lead: { id: string; mergedInto: string | null };
  /** The brand, naming what the product did by itself ('Sparkline website'). */
  brand: string;
  truncated: boolean;
}

/** The lead's timeline, newest first: what happened, who did it, and when (IST). */
export function LeadTimeline({ entries, lead, brand, truncated }: TimelineProps) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>;
  return (
    <>
      <ol className="grid gap-3" aria-label="Timeline entries, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-0.5 border-l-2 border-primary/30 pl-3 text-sm">
            <p className="[overflow-wrap:anywhere] font-medium">
              <EntryText entry={entry} lead={lead} />
              {entry.fromOtherSubmission ? (
                <Badge variant="outline" className="ml-2 align-middle font-normal">
                  from the other submission
                </Badge>
              ) : null}
            </p>
            <p className="text-muted-foreground">
              {who(entry, brand)} · <time dateTime={new Date(entry.at).toISOString()}>{dateTime(entry.at)} IST</time>
            </p>
          </li>
        ))}
      </ol>
      {truncated ? <p className="mt-3 text-sm text-muted-foreground">Older entries are not shown.</p> : null}
    </>
  );
}

/** The person who acted; the visitor for what they sent; the product for what it did by itself. */
function who(entry: TimelineEntry, brand: string): string {
  if (entry.actorId) return entry.actorName ?? "A removed account";
  const byVisitor =
    entry.kind === "created" ||
    entry.kind === "repeat" ||
    (entry.kind === "consent-withdrawn" && entry.data.by === "enquirer");
  return byVisitor ? "Visitor" : `${brand} website`;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const statusName = (value: unknown) => text(value).toUpperCase() || "UNKNOWN";

function LeadLink({ id, children }: { id: unknown; children: React.ReactNode }) {
  if (typeof id !== "string") return <>{children}</>;
  return (
    <Link to={href("/admin/leads/:id", { id })} className="text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}

/** What happened, from the entry's ids and values only. */
function EntryText({ entry, lead }: { entry: TimelineEntry; lead: TimelineProps["lead"] }) {
  const { data } = entry;
  switch (entry.kind) {
    case "created":
      return data.path ? <>Enquiry received from the page {text(data.path)}</> : <>Enquiry received</>;
    case "status":
      return (
        <>
          Status changed from {statusName(data.from)} to {statusName(data.to)}
        </>
      );
    case "note":
      return (
        <>
          Added a{" "}
          <a href={`#note-${text(data.noteId)}`} className="text-primary underline underline-offset-2">
            note
          </a>
        </>
      );
    case "call":
      return <>Called the lead</>;
    case "whatsapp":
      return <>Opened a WhatsApp chat</>;
    case "alert":
      return data.outcome === "sent" ? (
        <>Alert e-mail sent</>
      ) : (
        <>Alert e-mail not sent after {String(data.attempts ?? "several")} attempts</>
      );
    case "acknowledgement":
      return data.outcome === "sent" ? (
        <>Acknowledgement e-mail sent to the enquirer</>
      ) : (
        <>Acknowledgement e-mail not sent after {String(data.attempts ?? "several")} attempts</>
      );
    case "whatsapp-alert":
      if (data.outcome === "delivered") return <>WhatsApp alert delivered to the owner&apos;s phone</>;
      if (data.outcome === "accepted") return <>WhatsApp alert sent (accepted by WhatsApp)</>;
      return <>WhatsApp alert failed{data.reason ? `: ${text(data.reason)}` : ""}</>;
    case "webhook":
      return data.outcome === "delivered" ? (
        <>Sent to a webhook endpoint ({text(data.event)})</>
      ) : (
        <>
          Webhook ({text(data.event)}) not delivered after {String(data.attempts ?? "several")} attempts: see Webhooks
        </>
      );
    case "escalation":
      return data.outcome === "sent" ? <>Second alert sent: still no reply</> : <>Second alert could not be sent</>;
    case "repeat":
      return (
        <>
          Enquired again: <LeadLink id={data.leadId}>the other enquiry</LeadLink>
        </>
      );
    case "follow-up-set":
      return <>Follow-up set for {data.dueAt ? `${dateTime(text(data.dueAt))} IST` : "later"}</>;
    case "follow-up-done":
      return <>Follow-up done</>;
    case "merged":
      if (data.leadId === lead.id) return <>Merged into this lead</>;
      if (!entry.fromOtherSubmission && data.leadId === lead.mergedInto) {
        return (
          <>
            Merged into <LeadLink id={data.leadId}>another lead</LeadLink>
          </>
        );
      }
      return (
        <>
          Merged <LeadLink id={data.leadId}>another submission</LeadLink> into this lead
        </>
      );
    case "deleted":
      return <>Lead deleted{data.by === "retention" ? " at the end of its retention period" : ""}</>;
    case "assigned":
      if (!data.assignee) return <>Unassigned</>;
      return (
        <>
          Assigned to {entry.assigneeName ?? "a removed account"}
          {data.turn ? " in turn" : ""}
        </>
      );
    case "corrected":
      return <>Corrected the {correctedFields(text(data.fields))}</>;
    case "call-outcome": {
      const label = CALL_OUTCOME_LABELS[data.outcome as CallOutcome] ?? "recorded";
      const of = data.via === "whatsapp" ? "the WhatsApp chat" : data.via === "call" ? "the call" : "a call";
      return (
        <>
          Outcome of {of}: {label.toLowerCase()}
        </>
      );
    }
    case "consent-withdrawn":
      return data.by === "enquirer" ? (
        <>Withdrew consent to offers and updates, through the link in a message</>
      ) : (
        <>Recorded that the lead withdrew consent to offers and updates</>
      );
    case "deal":
      return <>{dealWords(data.value, data.expectedClose)}</>;
    case "quote-made":
      return <>Made a quote of {paiseWords(data.totalPaise)}</>;
    case "quote-opened":
      return <>The client opened the quote</>;
    case "quote-accepted":
      return <>The client accepted the quote of {paiseWords(data.totalPaise)}</>;
    case "invoice-issued":
      return (
        <>
          Issued invoice {text(data.number)} of {paiseWords(data.totalPaise)}
        </>
      );
    case "credit-note-issued":
      return (
        <>
          Issued credit note {text(data.number)} cancelling invoice {text(data.corrects)}
        </>
      );
    case "invoice-paid":
      return <>Invoice {text(data.number)} marked paid</>;
    case "lost-reason":
      return data.reason ? (
        <>Lost: {text(data.reason)}</>
      ) : data.noted ? (
        <>Said in a line why it was lost</>
      ) : (
        <>Cleared why it was lost</>
      );
  }
}

/** A bill's amount from the timeline's data: "₹9,433.00". */
const paiseWords = (paise: unknown): string => (typeof paise === "number" ? rupeesAndPaise(paise) : "an amount");

/** A deal's change in words: "Deal set to ₹1,20,000, expected to close 15 Dec 2026". */
function dealWords(value: unknown, expectedClose: unknown): string {
  if (typeof value !== "number" && typeof expectedClose !== "string") return "Deal cleared";
  const parts = [
    typeof value === "number" ? `Deal set to ${rupees(value)}` : "Deal without a value",
    typeof expectedClose === "string" ? `expected to close ${mediumDate(`${expectedClose}T00:00:00+05:30`)}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}

/** The fields a correction changed, in words: "phone and city". */
function correctedFields(fields: string): string {
  const names = fields
    .split(",")
    .map(
      (field) =>
        ({ name: "name", phone: "phone number", email: "e-mail", city: "city", service: "service" })[field] ?? field,
    );
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "details");
}
