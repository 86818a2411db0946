import { Download, Kanban, RefreshCw, Search, SlidersHorizontal, Table2 } from "lucide-react";
import { usePermissions } from "~/features/auth";
import { Suspense, lazy, useEffect, useRef } from "react";
import { Form, Link, href, useNavigation, useRevalidator, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { notify } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { useMediaQuery } from "~/lib/use-media-query";
import { LeadCards } from "./lead-cards";
import { LeadTable } from "./lead-table";
import { type BoardColumn, statusLabel } from "./lead-board-view";
import { type FollowUpFilter, LEAD_MESSAGES, type LeadFilter, type LeadView, leadFilterParams } from "./schema";
import type { LeadsPage } from "~/features/leads";
import { LEAD_LANGUAGE_NAMES } from "~/features/leads";
import { leadStatuses } from "#database/lead-statuses";

/** The board's code (and its drag-and-drop library), fetched only when the board is shown. */
const loadBoard = () => import("./lead-board");
const LeadBoard = lazy(loadBoard);

/** Tailwind's `md`, a tablet's width: the table from here up, cards below. */
const TABLE_WIDTH = "(min-width: 48rem)";

const followUpLabels: Record<FollowUpFilter, string> = {
  today: "Due later today",
  overdue: "Overdue",
  none: "No follow-up",
};

/** The leads of the view the address asks for: null when they could not be read. */
type LeadsPanelProps = { filter: LeadFilter } & (
  { view: "table"; leads: LeadsPage | null } | { view: "board"; board: BoardColumn[] | null }
);

/** The Leads tab's address for a filter in a view (the table, the default, is left out of it). */
function leadsHref(filter: Partial<LeadFilter>, view: LeadView) {
  const params = leadFilterParams(filter);
  if (view === "board") params.set("view", view);
  return `${href("/admin/dashboard/leads")}?${params}`;
}

/**
 * The Leads tab: filters and search, the leads (a table, or cards on a phone, or a board of
 * statuses), status changes, deletion, CSV export.
 */
export function LeadsPanel(props: LeadsPanelProps) {
  const { filter, view } = props;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const mayExport = usePermissions().includes("leads:delete-export");
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === href("/admin/dashboard/leads"));

  const filtered = Boolean(
    filter.status || filter.q || filter.followUp || filter.needsReply || filter.mine || filter.language,
  );
  const collapsed = filter.repeats === "collapse";
  const shown =
    props.view === "board"
      ? props.board && {
          total: props.board.reduce((sum, column) => sum + column.count, 0),
          empty: props.board.every((column) => column.count === 0),
          leads: (
            <Suspense
              fallback={
                <p role="status" className="py-10 text-center text-muted-foreground">
                  Loading leads...
                </p>
              }
            >
              <LeadBoard
                columns={props.board}
                tableHref={(status) => leadsHref({ ...filter, status, page: 1 }, "table")}
              />
            </Suspense>
          ),
        }
      : props.leads && {
          total: props.leads.total,
          empty: props.leads.leads.length === 0,
          leads: <LeadList page={props.leads} filter={filter} collapsed={collapsed} />,
        };

  const failedToLoad = shown === null;
  useEffect(() => {
    if (failedToLoad) void notify("error", { title: "Error", description: LEAD_MESSAGES.loadFailed });
  }, [failedToLoad]);

  return (
    <section aria-labelledby="leads-heading" className="grid min-w-0 gap-3 md:gap-4">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="leads-heading" className="text-lg font-semibold md:text-xl">
            Leads Management
          </h2>
          {shown ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {shown.total.toLocaleString("en-IN")} {shown.total === 1 ? "lead" : "leads"}
              {filtered ? " match" : ""}
            </p>
          ) : null}
        </div>
        {/* On a phone the view switch and the two buttons are their icons (their names stay for screen readers). */}
        <div className="flex shrink-0 gap-2">
          <ViewSwitch filter={filter} view={view} />
          <Button
            variant="outline"
            className="px-3 md:px-4"
            onClick={() => void revalidator.revalidate()}
            disabled={loading}
          >
            <RefreshCw className={cn(loading && "motion-safe:animate-spin")} aria-hidden />
            <span className="sr-only md:not-sr-only">Refresh</span>
          </Button>
          {mayExport ? (
            <Button variant="outline" className="px-3 md:px-4" asChild>
              <a href={`${href("/admin/api/leads.csv")}?${leadFilterParams({ ...filter, page: 1 })}`} download>
                <Download aria-hidden />
                <span className="sr-only md:not-sr-only">Export CSV</span>
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      <LeadFilters filter={filter} view={view} />

      {loading ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          Loading leads...
        </p>
      ) : null}
      {!shown || shown.empty ? (
        loading ? null : (
          <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
            {filtered ? "No leads match this search." : "No leads yet"}
          </p>
        )
      ) : (
        // While the list loads again, the leads shown stay mounted out of sight: a status change or
        // deletion sent from one of them still says how it went.
        <div hidden={loading} className="grid min-w-0 gap-3 md:gap-4">
          {shown.leads}
        </div>
      )}
    </section>
  );
}

/** The table view's leads: a table from a tablet's width up, cards below, and the pages. */
function LeadList({ page, filter, collapsed }: { page: LeadsPage; filter: LeadFilter; collapsed: boolean }) {
  // Both layouts are in the server's HTML, and CSS shows the one that fits; once the script runs,
  // only that one is kept, so each lead's controls exist once.
  const wide = useMediaQuery(TABLE_WIDTH);
  return (
    <>
      {wide !== false ? (
        <div className="hidden min-w-0 md:block">
          <LeadTable leads={page.leads} collapsed={collapsed} />
        </div>
      ) : null}
      {wide !== true ? (
        <div className="min-w-0 md:hidden">
          <LeadCards leads={page.leads} collapsed={collapsed} />
        </div>
      ) : null}
      <Pagination page={page.page} pageCount={page.pageCount} filter={filter} />
    </>
  );
}

const viewSwitches = [
  { view: "table", label: "Table", Icon: Table2 },
  { view: "board", label: "Board", Icon: Kanban },
] as const;

/** Table | Board: links, so the view is in the address (a reload or a shared link keeps it) and needs no script. */
function ViewSwitch({ filter, view }: { filter: LeadFilter; view: LeadView }) {
  return (
    <div role="group" aria-label="Leads view" className="inline-flex w-fit gap-0.5 rounded-md border bg-muted p-0.5">
      {viewSwitches.map((option) => (
        <Link
          key={option.view}
          // The other view opens at the table's first page (the board has none).
          to={leadsHref(option.view === view ? filter : { ...filter, page: 1 }, option.view)}
          aria-current={option.view === view ? "page" : undefined}
          preventScrollReset
          // Its code starts loading as the pointer or focus reaches the link, before it is followed.
          onPointerEnter={option.view === "board" ? loadBoard : undefined}
          onFocus={option.view === "board" ? loadBoard : undefined}
          className={cn(
            "inline-flex h-8 items-center gap-1.5 rounded px-2 text-sm font-medium md:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            option.view === view
              ? "bg-background text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          <option.Icon className="size-4" aria-hidden />
          <span className="sr-only md:not-sr-only">{option.label}</span>
        </Link>
      ))}
    </div>
  );
}

/** One of the "show only" boxes; sent only when ticked. */
function FilterBox({ name, value, checked, label }: { name: string; value: string; checked?: boolean; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-primary" />
      {label}
    </label>
  );
}

/** The filters the list is narrowed by, in words: what the phone's Filters toggle says is chosen. */
function chosenFilters(filter: LeadFilter): string {
  const chosen = [
    filter.status ? statusLabel(filter.status) : null,
    filter.followUp ? followUpLabels[filter.followUp] : null,
    filter.mine ? "My leads" : null,
    filter.needsReply ? "Needs reply" : null,
    filter.repeats === "collapse" ? "Repeats collapsed" : null,
    filter.language ? `In ${LEAD_LANGUAGE_NAMES[filter.language]}` : null,
  ].filter(Boolean);
  return chosen.length ? chosen.join(", ") : "All leads";
}

/**
 * A GET form: without JavaScript the Search button applies every filter; with it, a list or a box
 * applies as soon as it changes and typing searches after a short pause. On a phone the search box
 * and a Filters toggle that says what is chosen make one row; the toggle shows the rest (a checkbox,
 * so it works without the page's scripts and never moves the list as they load).
 */
function LeadFilters({ filter, view }: { filter: LeadFilter; view: LeadView }) {
  const submit = useSubmit();
  const timer = useRef<number>(undefined);
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
      className="group/filters grid gap-3 md:flex md:flex-wrap md:items-end"
      onChange={(event) => apply(event.currentTarget, 0)}
    >
      {/* A search keeps the view it was made in. */}
      {view === "board" ? <input type="hidden" name="view" value={view} /> : null}
      <div className="flex items-end gap-2 md:contents">
        <div className="grid min-w-0 flex-1 gap-1.5 md:flex-[1_1_14rem]">
          <Label htmlFor="lead-search" className="sr-only md:not-sr-only">
            Search
          </Label>
          <Input
            id="lead-search"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={100}
            placeholder="Name, phone, e-mail, city or note"
            onChange={(event) => {
              event.stopPropagation();
              apply(event.currentTarget.form, 350);
            }}
          />
        </div>
        <label className="inline-flex h-10 min-w-0 max-w-[45%] shrink-0 cursor-pointer items-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring md:hidden">
          {/* Unnamed: it is never sent with the filters. */}
          <input
            id="lead-filters-shown"
            type="checkbox"
            className="sr-only"
            onChange={(event) => event.stopPropagation()}
          />
          <SlidersHorizontal className="size-4 shrink-0" aria-hidden />
          <span className="truncate">
            Filters: <span className="font-normal text-muted-foreground">{chosenFilters(filter)}</span>
          </span>
        </label>
      </div>
      <div className="hidden grid-cols-2 gap-3 group-has-[#lead-filters-shown:checked]/filters:grid md:contents">
        <div className="grid min-w-0 gap-1.5 md:flex-none">
          <Label htmlFor="lead-status-filter">Status</Label>
          <Select id="lead-status-filter" name="status" defaultValue={filter.status ?? ""} className="w-full md:w-40">
            <option value="">All statuses</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5 md:flex-none">
          <Label htmlFor="lead-follow-up-filter">Follow-up</Label>
          <Select
            id="lead-follow-up-filter"
            name="followUp"
            defaultValue={filter.followUp ?? ""}
            className="w-full md:w-40"
          >
            <option value="">Any follow-up</option>
            {Object.entries(followUpLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5 md:flex-none">
          <Label htmlFor="lead-language-filter">Language</Label>
          <Select
            id="lead-language-filter"
            name="language"
            defaultValue={filter.language ?? ""}
            className="w-full md:w-36"
          >
            <option value="">Any language</option>
            {Object.entries(LEAD_LANGUAGE_NAMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="col-span-2 flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="sr-only">Show only</legend>
          <FilterBox name="mine" value="1" checked={filter.mine} label="My leads" />
          <FilterBox name="needsReply" value="1" checked={filter.needsReply} label="Needs reply" />
          <FilterBox
            name="repeats"
            value="collapse"
            checked={filter.repeats === "collapse"}
            label="Collapse repeat enquiries"
          />
        </fieldset>
        <Button type="submit" variant="secondary" className="col-span-2 md:col-auto">
          <Search aria-hidden />
          Search
        </Button>
      </div>
    </Form>
  );
}

function Pagination({ page, pageCount, filter }: { page: number; pageCount: number; filter: LeadFilter }) {
  if (pageCount <= 1) return null;
  // Only the table has pages.
  const pageHref = (target: number) => leadsHref({ ...filter, page: target }, "table");
  return (
    <nav aria-label="Leads pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
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
