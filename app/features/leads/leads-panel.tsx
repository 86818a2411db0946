import { ChevronDown, Download, RefreshCw, Search } from "lucide-react";
import { Fragment, useEffect, useRef, useState } from "react";
import { Form, Link, href, useFetcher, useNavigation, useRevalidator, useSubmit } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { notify } from "~/components/ui/toaster";
import type { FormResult } from "~/lib/form-result";
import { cn } from "~/lib/cn";
import { dateTime, mediumDate } from "~/lib/format";
import type { LeadsPage, ListedLead } from "./lead-view";
import { LEAD_INTENTS, LEAD_MESSAGES, type LeadFilter } from "./schema";
import { type LeadStatus, leadStatuses } from "../../../database/lead-statuses";

const statusTone: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  qualified: "bg-violet-100 text-violet-900",
  converted: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] };
type LeadView = Serialized<ListedLead>;

interface LeadsPanelProps {
  page: Serialized<LeadsPage> | null;
  filter: LeadFilter;
}

/** The Leads tab: filter and search, the table, status changes, deletion, CSV export. */
export function LeadsPanel({ page, filter }: LeadsPanelProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === href("/admin/dashboard/leads"));

  const failedToLoad = page === null;
  useEffect(() => {
    if (failedToLoad) void notify("error", { title: "Error", description: LEAD_MESSAGES.loadFailed });
  }, [failedToLoad]);

  const filtered = Boolean(filter.status || filter.q);
  const exportQuery = new URLSearchParams();
  if (filter.status) exportQuery.set("status", filter.status);
  if (filter.q) exportQuery.set("q", filter.q);

  return (
    <section aria-labelledby="leads-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="leads-heading" className="text-xl font-semibold">
            Leads Management
          </h2>
          {page ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {page.total.toLocaleString("en-IN")} {page.total === 1 ? "lead" : "leads"}
              {filtered ? " match" : ""}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={loading}>
            <RefreshCw className={cn(loading && "motion-safe:animate-spin")} aria-hidden />
            Refresh
          </Button>
          <Button variant="outline" asChild>
            <a href={`${href("/admin/api/leads.csv")}?${exportQuery}`} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        </div>
      </div>

      <LeadFilters filter={filter} />

      {loading ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          Loading leads...
        </p>
      ) : !page || page.leads.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
          {filtered ? "No leads match this search." : "No leads yet"}
        </p>
      ) : (
        <>
          <div className="rounded-lg border bg-background">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Contact</TableHead>
                  <TableHead>City</TableHead>
                  <TableHead>Service</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.leads.map((lead) => (
                  <LeadRow key={lead.id} lead={lead} />
                ))}
              </TableBody>
            </Table>
          </div>
          <Pagination page={page.page} pageCount={page.pageCount} filter={filter} />
        </>
      )}
    </section>
  );
}

function LeadFilters({ filter }: { filter: LeadFilter }) {
  const submit = useSubmit();
  const timer = useRef<number>(undefined);
  // Typing searches after a short pause; the status list applies at once. Enter works without JavaScript.
  const apply = (form: HTMLFormElement | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (form) void submit(form, { replace: true, preventScrollReset: true });
    }, delay);
  };
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => apply(event.currentTarget, 0)}
    >
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="lead-search">Search</Label>
        <Input
          id="lead-search"
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={100}
          placeholder="Name, phone, e-mail or city"
          onChange={(event) => {
            event.stopPropagation();
            apply(event.currentTarget.form, 350);
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="lead-status-filter">Status</Label>
        <Select id="lead-status-filter" name="status" defaultValue={filter.status ?? ""} className="w-44">
          <option value="">All statuses</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {status[0]!.toUpperCase() + status.slice(1)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden />
        Search
      </Button>
    </Form>
  );
}

function LeadRow({ lead }: { lead: LeadView }) {
  const statusFetcher = useFetcher<FormResult>();
  const deleteFetcher = useFetcher<FormResult>();
  const [open, setOpen] = useState(false);
  const pendingStatus = statusFetcher.formData?.get("status") as LeadStatus | undefined;
  const status = pendingStatus ?? lead.status;
  const detailsId = `lead-${lead.id}-details`;

  useResultToast(statusFetcher.data, {
    success: { title: LEAD_MESSAGES.statusChanged },
    failure: { title: "Error", description: LEAD_MESSAGES.statusFailed },
  });
  useResultToast(deleteFetcher.data, {
    success: { title: LEAD_MESSAGES.deleted },
    failure: { title: "Error", description: LEAD_MESSAGES.deleteFailed },
  });

  const deleting = deleteFetcher.state !== "idle";
  return (
    <Fragment>
      <TableRow className={cn(deleting && "opacity-50")}>
        <TableCell className="font-medium">{lead.name}</TableCell>
        <TableCell>
          <div className="grid">
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
              {lead.phone}
            </a>
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className="text-muted-foreground hover:underline">
                {lead.email}
              </a>
            ) : null}
          </div>
        </TableCell>
        <TableCell>{lead.city}</TableCell>
        <TableCell className="max-w-48">{lead.service}</TableCell>
        <TableCell>
          <select
            aria-label={`Status of ${lead.name}`}
            value={status}
            onChange={(event) =>
              void statusFetcher.submit(
                { intent: LEAD_INTENTS.status, id: lead.id, status: event.currentTarget.value },
                { method: "post" },
              )
            }
            className={cn(
              "h-8 cursor-pointer rounded-full border-0 px-3 text-xs font-semibold uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              statusTone[status],
            )}
          >
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {option.toUpperCase()}
              </option>
            ))}
          </select>
        </TableCell>
        <TableCell className="whitespace-nowrap">{mediumDate(lead.createdAt)}</TableCell>
        <TableCell>
          <div className="flex items-center gap-1">
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
            <ConfirmDelete
              question={LEAD_MESSAGES.confirmDelete}
              label={`Delete lead ${lead.name}`}
              disabled={deleting}
              onConfirm={() =>
                void deleteFetcher.submit({ intent: LEAD_INTENTS.delete, id: lead.id }, { method: "post" })
              }
            />
          </div>
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow id={detailsId} className="bg-muted/40">
          <TableCell colSpan={7}>
            <LeadDetails lead={lead} />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

function LeadDetails({ lead }: { lead: LeadView }) {
  const source = lead.source ?? {};
  const utm = Object.entries(source.utm ?? {}).map(([key, value]) => `${key}: ${value}`);
  const facts: [string, string | undefined][] = [
    ["Sent from", source.path],
    ["Campaign", utm.length ? utm.join(", ") : undefined],
    ["Referrer", source.referrer],
    ["Received", dateTime(lead.createdAt)],
    ["Alert e-mail", alertSummary(lead)],
  ];
  return (
    <div className="grid gap-3 py-2 md:grid-cols-[2fr_1fr]">
      <div>
        <h3 className="text-sm font-semibold">Message</h3>
        <p className="mt-1 whitespace-pre-line text-sm">{lead.message ?? "No message."}</p>
      </div>
      <dl className="grid gap-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-semibold">{term}:</dt>
            <dd className="break-all text-muted-foreground">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function alertSummary(lead: LeadView): string {
  const attempts = `${lead.notifyAttempts} ${lead.notifyAttempts === 1 ? "attempt" : "attempts"}`;
  const lastError = lead.notifyError ? ` (last error: ${lead.notifyError})` : "";
  switch (lead.alertState) {
    case "sent":
      return `sent ${dateTime(lead.notifiedAt!)}`;
    case "pending":
      return `pending, retrying after ${attempts}${lastError}`;
    case "failed":
      return `not sent after ${attempts}${lastError}`;
    case "unsent":
      return "not sent yet";
  }
}

function Pagination({ page, pageCount, filter }: { page: number; pageCount: number; filter: LeadFilter }) {
  if (pageCount <= 1) return null;
  const pageHref = (target: number) => {
    const params = new URLSearchParams();
    if (filter.status) params.set("status", filter.status);
    if (filter.q) params.set("q", filter.q);
    params.set("page", String(target));
    return `${href("/admin/dashboard/leads")}?${params}`;
  };
  return (
    <nav aria-label="Leads pages" className="flex items-center justify-between gap-3 text-sm">
      <span>
        Page {page.toLocaleString("en-IN")} of {pageCount.toLocaleString("en-IN")}
      </span>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={pageHref(page - 1)} preventScrollReset>
              Previous
            </Link>
          </Button>
        ) : null}
        {page < pageCount ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={pageHref(page + 1)} preventScrollReset>
              Next
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
