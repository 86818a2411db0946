import { ChevronDown } from "lucide-react";
import { Fragment, useState } from "react";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { mediumDate } from "~/lib/format";
import { telHref, type ListedLead } from "~/features/leads";
import { DeleteLeadButton, LeadDetails, LeadMarks, LeadName, ResponseSummary, StatusSelect } from "./lead-marks";
import { useLeadActions } from "./use-lead-actions";

const COLUMNS = ["Name", "Contact", "City", "Service", "Status", "Date", "Actions"];
/**
 * Narrower cells on a tablet, so all seven columns fit an 820 px screen; long words (names,
 * e-mails, services) may break anywhere there, so no column pushes the table past the screen.
 */
const cell = "px-2 lg:px-3";

/** The spec's leads table, for screens from a tablet's width up. */
export function LeadTable({ leads, collapsed }: { leads: ListedLead[]; collapsed: boolean }) {
  return (
    <div className="rounded-lg border bg-background">
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead key={column} className={cell}>
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} collapsed={collapsed} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function LeadRow({ lead, collapsed }: { lead: ListedLead; collapsed: boolean }) {
  const { status, deleting, changeStatus, remove, recordTap } = useLeadActions(lead);
  const [open, setOpen] = useState(false);
  const detailsId = `lead-${lead.id}-details`;
  return (
    <Fragment>
      <TableRow className={cn(deleting && "opacity-50", lead.unread && "bg-primary/5")}>
        <TableCell className={cn(cell, "min-w-24")}>
          <LeadName lead={lead} />
          <LeadMarks lead={lead} collapsed={collapsed} />
        </TableCell>
        <TableCell className={cell}>
          <div className="grid">
            <a href={telHref(lead)} onClick={() => recordTap("call")} className="whitespace-nowrap hover:underline">
              {lead.phone}
            </a>
            {lead.email ? (
              <a
                href={`mailto:${lead.email}`}
                className="text-muted-foreground [overflow-wrap:anywhere] hover:underline"
              >
                {lead.email}
              </a>
            ) : null}
          </div>
        </TableCell>
        <TableCell className={cn(cell, "min-w-16 [overflow-wrap:anywhere] lg:[overflow-wrap:break-word]")}>
          {lead.city}
        </TableCell>
        <TableCell className={cn(cell, "min-w-24 max-w-48 [overflow-wrap:anywhere]")}>{lead.service}</TableCell>
        <TableCell className={cell}>
          <div className="grid justify-items-start gap-1">
            <StatusSelect
              label={`Status of ${lead.name}`}
              status={status}
              onChange={(event) => changeStatus(event.currentTarget.value)}
            />
            <ResponseSummary lead={lead} />
          </div>
        </TableCell>
        <TableCell className={cell}>
          <span className="whitespace-nowrap">{mediumDate(lead.createdAt)}</span>
          <span className="block text-xs text-muted-foreground">
            <span className="whitespace-nowrap">{lead.timeOfDay}</span> ·{" "}
            <span className="whitespace-nowrap">{lead.age} ago</span>
          </span>
        </TableCell>
        <TableCell className={cell}>
          <div className="flex items-center">
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={`${open ? "Hide" : "Show"} details of ${lead.name}`}
              onClick={() => setOpen(!open)}
            >
              <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
            </Button>
            <DeleteLeadButton name={lead.name} deleting={deleting} remove={remove} />
          </div>
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow id={detailsId} className="bg-muted/40">
          <TableCell colSpan={COLUMNS.length}>
            <LeadDetails lead={lead} />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}
