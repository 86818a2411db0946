import { ChevronDown, Mail, MessageCircle, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { mediumDate } from "~/lib/format";
import { useSite } from "~/lib/site";
import { telHref, whatsappHref, type ListedLead } from "~/features/leads";
import { DeleteLeadButton, LeadDetails, LeadMarks, LeadName, ResponseSummary, StatusSelect } from "./lead-marks";
import { useLeadActions } from "./use-lead-actions";

/**
 * The leads on a phone: a card each, with what an owner acts on (who, what, where, how long ago,
 * the status, call and WhatsApp) and the rest of the spec's row (contact details, date, delete)
 * one tap away.
 */
export function LeadCards({ leads, collapsed }: { leads: ListedLead[]; collapsed: boolean }) {
  return (
    <ul className="grid gap-3" aria-label="Leads">
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} collapsed={collapsed} />
      ))}
    </ul>
  );
}

function LeadCard({ lead, collapsed }: { lead: ListedLead; collapsed: boolean }) {
  const { brand } = useSite();
  const { status, deleting, changeStatus, remove, recordTap } = useLeadActions(lead);
  return (
    <li
      className={cn(
        "grid min-w-0 gap-3 rounded-lg border bg-background p-3",
        deleting && "opacity-50",
        lead.unread && "border-primary/40 bg-primary/5",
      )}
    >
      <div className="min-w-0">
        <LeadName lead={lead} />
        <p className="text-sm [overflow-wrap:anywhere]">
          {lead.service}
          <span className="text-muted-foreground"> · {lead.city}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {lead.firstResponseAt ? `${lead.age} ago · ` : null}
          <ResponseSummary lead={lead} />
        </p>
        <LeadMarks lead={lead} collapsed={collapsed} />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <StatusSelect
          label={`Status of ${lead.name}`}
          status={status}
          onChange={(event) => changeStatus(event.currentTarget.value)}
        />
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={telHref(lead)} onClick={() => recordTap("call")}>
              <Phone aria-hidden />
              Call<span className="sr-only"> {lead.name}</span>
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a
              href={whatsappHref(lead, brand)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => recordTap("whatsapp")}
            >
              <MessageCircle aria-hidden />
              WhatsApp<span className="sr-only"> {lead.name}</span>
            </a>
          </Button>
        </div>
      </div>

      {/* A native disclosure: it opens without JavaScript and says whether it is open. */}
      <details className="group min-w-0 border-t pt-2">
        <summary className="flex cursor-pointer list-none items-center gap-1 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          Details<span className="sr-only"> of {lead.name}</span>
        </summary>
        <div className="mt-2 grid min-w-0 gap-2 text-sm">
          <div className="grid gap-1">
            <a href={telHref(lead)} onClick={() => recordTap("call")} className="inline-flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden />
              {lead.phone}
            </a>
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className="inline-flex min-w-0 items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden />
                <span className="min-w-0 [overflow-wrap:anywhere]">{lead.email}</span>
              </a>
            ) : null}
          </div>
          <p>
            {mediumDate(lead.createdAt)}, {lead.timeOfDay}
          </p>
          <LeadDetails lead={lead} />
          <div>
            <DeleteLeadButton name={lead.name} deleting={deleting} remove={remove} />
          </div>
        </div>
      </details>
    </li>
  );
}
