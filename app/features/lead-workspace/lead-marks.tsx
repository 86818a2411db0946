// What the leads list shows about each lead, shared by the table (tablets and up) and the cards
// (phones): the status list, the marks beside a name, when it arrived, and the details on demand.
import { CalendarClock, Languages, MessageSquareText, Repeat2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { cn } from "~/lib/cn";
import { dateTime } from "~/lib/format";
import { LEAD_LANGUAGE_NAMES, type ListedLead, leadPagePath } from "~/features/leads";
import { type LeadStatus, leadStatuses } from "#database/lead-statuses";
import { usePermissions } from "~/features/auth";
import { LEAD_MESSAGES } from "./schema";

const statusTone: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  qualified: "bg-violet-100 text-violet-900",
  converted: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

/**
 * The spec's status dropdown, shown as a badge in the status's colour and in upper case; the
 * list's is small, the lead page's large. `label` is its accessible name when no <label> names it.
 */
export function StatusSelect({
  status,
  onChange,
  label,
  large = false,
  ...select
}: {
  status: LeadStatus;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  label?: string;
  large?: boolean;
  id?: string;
  name?: string;
}) {
  return (
    <select
      {...select}
      aria-label={label}
      value={status}
      onChange={onChange}
      className={cn(
        "cursor-pointer rounded-full border-0 font-semibold uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        large ? "h-10 px-4 text-sm" : "h-8 px-3 text-xs",
        statusTone[status],
      )}
    >
      {leadStatuses.map((option) => (
        <option key={option} value={option}>
          {option.toUpperCase()}
        </option>
      ))}
    </select>
  );
}

/**
 * The lead's name, linking to its page. An unread lead is marked by a dot and bold type (not by
 * colour alone) and is announced as unread.
 */
export function LeadName({ lead }: { lead: ListedLead }) {
  return (
    <span className="inline-flex min-w-0 items-baseline gap-1.5">
      {lead.unread ? (
        <>
          <span aria-hidden className="size-2 shrink-0 -translate-y-px self-center rounded-full bg-primary" />
          <span className="sr-only">Unread: </span>
        </>
      ) : null}
      <Link
        to={leadPagePath(lead.id)}
        className={cn("[overflow-wrap:anywhere] hover:underline", lead.unread ? "font-bold" : "font-medium")}
      >
        {lead.name}
      </Link>
    </span>
  );
}

/** Small marks under a lead's name: sent in Hindi, a message written, a repeat enquiry, a follow-up. */
export function LeadMarks({ lead, collapsed }: { lead: ListedLead; collapsed: boolean }) {
  const other = lead.previousLeadId ?? lead.laterLeadId;
  const marks = [
    // English is the usual: only another language is worth a mark (reply in it).
    lead.language !== "en" ? (
      <span key="language" className="inline-flex items-center gap-1 font-medium text-foreground">
        <Languages className="size-3.5 shrink-0" aria-hidden />
        {LEAD_LANGUAGE_NAMES[lead.language]}
      </span>
    ) : null,
    lead.wroteMessage ? (
      <span key="message" className="inline-flex items-center gap-1">
        <MessageSquareText className="size-3.5 shrink-0" aria-hidden />
        Wrote a message
      </span>
    ) : null,
    other ? (
      <span key="repeat" className="inline-flex items-center gap-1">
        <Repeat2 className="size-3.5 shrink-0" aria-hidden />
        <Link to={leadPagePath(other)} className="underline-offset-2 hover:underline">
          Enquired again
          <span className="sr-only">: the {lead.previousLeadId ? "earlier" : "later"} enquiry</span>
        </Link>
        {collapsed && (lead.enquiries ?? 1) > 1 ? <span>({lead.enquiries} enquiries)</span> : null}
      </span>
    ) : null,
    lead.followUpAt ? (
      <span
        key="follow-up"
        className={cn("inline-flex items-center gap-1", lead.followUpOverdue && "font-semibold text-destructive")}
      >
        {lead.followUpOverdue ? (
          <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
        ) : (
          <CalendarClock className="size-3.5 shrink-0" aria-hidden />
        )}
        {lead.followUpOverdue ? "Overdue follow-up" : "Follow up"} {dateTime(lead.followUpAt)}
      </span>
    ) : null,
  ].filter(Boolean);
  if (marks.length === 0) return null;
  return <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">{marks}</div>;
}

/** 'answered in 12 min', or '2 h, no reply' (called out until someone answers). */
export function ResponseSummary({ lead, className }: { lead: ListedLead; className?: string }) {
  return (
    <span
      className={cn(
        "text-xs",
        lead.firstResponseAt ? "text-muted-foreground" : "font-medium text-amber-800 dark:text-amber-300",
        className,
      )}
    >
      {lead.responseSummary}
    </span>
  );
}

/** The message, where the lead came from, and the alert e-mail's fate. */
export function LeadDetails({ lead }: { lead: ListedLead }) {
  const source = lead.source ?? {};
  const utm = Object.entries(source.utm ?? {}).map(([key, value]) => `${key}: ${value}`);
  const facts: [string, string | undefined][] = [
    ["Sent from", source.path],
    ["Campaign", utm.length ? utm.join(", ") : undefined],
    ["Referrer", source.referrer],
    ["Received", dateTime(lead.createdAt)],
    ["Alert e-mail", alertSummary(lead)],
  ];
  if (lead.followUpAt)
    facts.push(["Follow-up", [dateTime(lead.followUpAt), lead.followUpNote].filter(Boolean).join(": ")]);
  return (
    <div className="grid min-w-0 gap-3 py-2 md:grid-cols-[2fr_1fr]">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold">Message</h3>
        <p className="mt-1 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{lead.message ?? "No message."}</p>
      </div>
      <dl className="grid min-w-0 gap-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="shrink-0 font-semibold">{term}:</dt>
            <dd className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function alertSummary({ alert }: ListedLead): string {
  const attempts = `${alert.attempts} ${alert.attempts === 1 ? "attempt" : "attempts"}`;
  const lastError = alert.lastError ? ` (last error: ${alert.lastError})` : "";
  switch (alert.state) {
    case "sent":
      return `sent ${dateTime(alert.sentAt!)}`;
    case "pending":
      return `pending, retrying after ${attempts}${lastError}`;
    case "failed":
      return `not sent after ${attempts}${lastError}`;
    case "unsent":
      return "not sent yet";
  }
}

/** The list's delete button for a lead, for those whose role may delete leads; nothing for the others. */
export function DeleteLeadButton({ name, deleting, remove }: { name: string; deleting: boolean; remove: () => void }) {
  if (!usePermissions().includes("leads:delete-export")) return null;
  return (
    <ConfirmDelete
      question={LEAD_MESSAGES.confirmDelete}
      label={`Delete lead ${name}`}
      disabled={deleting}
      onConfirm={remove}
    />
  );
}
