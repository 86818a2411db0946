import { Download, ScrollText } from "lucide-react";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Form, Link, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { dateTime } from "~/lib/format";
import { type AuditEntry, auditActionLabel, auditDetailsInWords } from "./actions";
import { leadReference } from "~/lib/lead-reference";

// The owner's Audit log screen: who did what, when, from which address; filtered by person,
// action and IST dates with a plain GET form (works without JavaScript), exported as CSV.

interface AuditPageProps {
  entries: AuditEntry[];
  actors: { id: string; email: string }[];
  filter: { actorId?: string; action?: string; from?: string; to?: string };
  query: string;
  /** The screen's name for each action the log holds (the routes layer collects them). */
  labels: Record<string, string>;
}

const columns = ["When", "Who", "Action", "Target", "Address", "Details"] as const;

/** A cell, named by its column: on a phone the name is shown before it (the header row is not). */
const cell = (column: (typeof columns)[number]) => ({ role: "cell", "data-label": column });
const cellClass =
  "max-md:flex max-md:gap-3 max-md:p-0 max-md:empty:hidden max-md:before:w-16 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]";

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

export function AuditPage({ entries, actors, filter, query, labels }: AuditPageProps) {
  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<ScrollText aria-hidden />} title="Audit log">
        Every sign-in, change, lead opened, search and export in the admin, with who did it and from which address. Kept
        for at least a year; nobody can change or remove an entry.
      </AdminPageHeader>
      <Form method="get" className="flex min-w-0 flex-wrap items-end gap-3" aria-label="Filter the audit log">
        <div className="grid w-full min-w-0 gap-1.5 sm:w-auto">
          <Label htmlFor="audit-actor">Who</Label>
          <select id="audit-actor" name="actor" defaultValue={filter.actorId ?? ""} className={selectClass}>
            <option value="">Everyone</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.email}
              </option>
            ))}
          </select>
        </div>
        <div className="grid w-full min-w-0 gap-1.5 sm:w-auto">
          <Label htmlFor="audit-action">Action</Label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ""} className={selectClass}>
            <option value="">Every action</option>
            {Object.entries(labels).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid w-full min-w-0 gap-1.5 sm:w-auto">
          <Label htmlFor="audit-from">From (IST)</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={filter.from} className="w-40" />
        </div>
        <div className="grid w-full min-w-0 gap-1.5 sm:w-auto">
          <Label htmlFor="audit-to">To (IST)</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={filter.to} className="w-40" />
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
        <Button variant="outline" asChild>
          <a href={`${href("/admin/api/audit.csv")}${query ? `?${query}` : ""}`} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </Form>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">Nothing matches these filters.</p>
      ) : (
        <div className="overflow-x-auto">
          {/* On a phone each entry is a block of labelled lines (six columns do not fit 360 px); the
              explicit roles keep it a table for screen readers, whatever its display. */}
          <Table role="table" className="max-md:block">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <TableHeader role="rowgroup" className="max-md:sr-only">
              <TableRow role="row">
                {columns.map((column) => (
                  <TableHead key={column} role="columnheader">
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody role="rowgroup" className="max-md:block">
              {entries.map((entry) => (
                <TableRow key={entry.id} role="row" className="max-md:grid max-md:gap-1 max-md:py-3">
                  <TableCell {...cell("When")} className={cn(cellClass, "whitespace-nowrap text-sm")}>
                    {dateTime(entry.at)}
                  </TableCell>
                  <TableCell {...cell("Who")} className={cn(cellClass, "text-sm break-all")}>
                    {entry.actorName || entry.actorEmail || entry.actorId || "Unknown address"}
                    {entry.actorName && entry.actorEmail ? (
                      <span className="block text-xs text-muted-foreground">{entry.actorEmail}</span>
                    ) : null}
                  </TableCell>
                  <TableCell {...cell("Action")} className={cn(cellClass, "text-sm")}>
                    {auditActionLabel(labels, entry.action)}
                  </TableCell>
                  <TableCell {...cell("Target")} className={cn(cellClass, "font-mono text-xs break-all")}>
                    {entry.targetId && entry.action.startsWith("lead") && /^[0-9a-f-]{36}$/.test(entry.targetId) ? (
                      <Link to={href("/admin/leads/:id", { id: entry.targetId })} className="text-primary underline">
                        Lead {leadReference(entry.targetId)}
                      </Link>
                    ) : (
                      (entry.targetName ?? entry.targetId?.slice(0, 8) ?? "")
                    )}
                  </TableCell>
                  <TableCell {...cell("Address")} className={cn(cellClass, "font-mono text-xs break-all")}>
                    {entry.address ?? ""}
                  </TableCell>
                  <TableCell {...cell("Details")} className={cn(cellClass, "text-xs break-words")}>
                    {auditDetailsInWords(entry.details)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </main>
  );
}
