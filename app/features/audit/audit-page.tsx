import { Download, ScrollText } from "lucide-react";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Form, Link, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { dateTime } from "~/lib/format";
import { AUDIT_ACTIONS, type AuditEntry, auditActionLabel } from "./actions";

// The owner's Audit log screen: who did what, when, from which address; filtered by person,
// action and IST dates with a plain GET form (works without JavaScript), exported as CSV.

interface AuditPageProps {
  entries: AuditEntry[];
  actors: { id: string; email: string }[];
  filter: { actorId?: string; action?: string; from?: string; to?: string };
  query: string;
}

const selectClass = "h-10 rounded-md border bg-background px-3 text-sm";

export function AuditPage({ entries, actors, filter, query }: AuditPageProps) {
  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<ScrollText aria-hidden />} title="Audit log">
        Every sign-in, change, lead opened, search and export in the admin, with who did it and from which address. Kept
        for at least a year; nobody can change or remove an entry.
      </AdminPageHeader>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
        <div className="grid gap-1.5">
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
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ""} className={selectClass}>
            <option value="">Every action</option>
            {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From (IST)</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={filter.from} className="w-40" />
        </div>
        <div className="grid gap-1.5">
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
          <Table>
            <caption className="sr-only">Audit log entries, newest first</caption>
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Target</TableHead>
                <TableHead>Address</TableHead>
                <TableHead>Details</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap text-sm">{dateTime(entry.at)}</TableCell>
                  <TableCell className="text-sm break-all">
                    {entry.actorEmail ?? entry.actorId ?? "Unknown address"}
                  </TableCell>
                  <TableCell className="text-sm">{auditActionLabel(entry.action)}</TableCell>
                  <TableCell className="font-mono text-xs break-all">
                    {entry.targetId && entry.action.startsWith("lead") && /^[0-9a-f-]{36}$/.test(entry.targetId) ? (
                      <Link to={href("/admin/leads/:id", { id: entry.targetId })} className="text-primary underline">
                        {entry.targetId.slice(0, 8)}
                      </Link>
                    ) : (
                      (entry.targetId?.slice(0, 8) ?? "")
                    )}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{entry.address ?? ""}</TableCell>
                  <TableCell className="text-xs break-words">
                    {Object.entries(entry.details)
                      .map(([key, value]) => `${key}: ${String(value)}`)
                      .join(", ")}
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
