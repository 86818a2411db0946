import { elapsed } from "~/lib/response-time";
import { BarTable } from "./bar-table";

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const number = (value: number) => value.toLocaleString("en-IN");
/** '25%' of `whole`, or '–' when there is nothing to divide. */
const share = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : "–");

const NO_LEADS = "No leads in this period.";

interface KeyFiguresProps {
  days: number;
  leads: { current: number; previous: number } | null;
  converted: number | null;
  responseTimes: { medianMs: number | null; answered: number } | null;
}

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "the same as" : "up from none in";
  const ratio = current / previous - 1;
  if (ratio === 0) return "the same as";
  return `${ratio > 0 ? "up" : "down"} ${percent.format(Math.abs(ratio))} on`;
}

/** The range's headline figures: leads against the period before, conversion, median first response. */
export function KeyFigures({ days, leads, converted, responseTimes }: KeyFiguresProps) {
  const before = `the ${days === 1 ? "day" : `${days} days`} before`;
  const figures = [
    {
      label: "Leads",
      value: leads ? number(leads.current) : "–",
      detail: leads ? `${change(leads.current, leads.previous)} ${before} (${number(leads.previous)})` : NO_LEADS,
    },
    {
      label: "Converted so far",
      value: converted !== null && leads ? number(converted) : "–",
      detail: converted !== null && leads ? `${share(converted, leads.current)} of this period's leads` : NO_LEADS,
    },
    {
      label: "Median first response",
      value: responseTimes?.medianMs != null ? elapsed(responseTimes.medianMs) : "–",
      detail: !responseTimes?.answered
        ? "No lead of this period has been answered yet."
        : `from enquiry to first reply, over this period's ${number(responseTimes.answered)} answered ${responseTimes.answered === 1 ? "lead" : "leads"}`,
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map(({ label, value, detail }) => (
        <div key={label} className="grid content-start gap-1 rounded-lg bg-muted/60 p-4">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold">{value}</dd>
          <dd className="text-sm text-muted-foreground">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusNames: Record<string, string> = {
  new: "New (every lead)",
  contacted: "Contacted",
  qualified: "Qualified",
  converted: "Converted",
  closed: "Closed",
};

export interface FunnelStage {
  status: string;
  reached: number | null;
  now: number;
}

/** The status funnel: how far the range's leads got, as a bar table. */
export function StatusFunnel({ stages }: { stages: FunnelStage[] | null }) {
  const all = stages?.[0]?.reached ?? 0;
  return (
    <BarTable
      caption="Status funnel"
      description="Leads of this period that reached each status (now, or earlier on their timeline), and their status now."
      columns={["Status", "Reached", "Now"]}
      barMax={all}
      rows={
        !stages || all === 0
          ? []
          : stages.map((stage) => ({
              key: stage.status,
              label: statusNames[stage.status] ?? stage.status,
              bar: stage.reached ?? stage.now,
              cells: [
                stage.reached === null ? "–" : `${number(stage.reached)} (${share(stage.reached, all)})`,
                number(stage.now),
              ],
            }))
      }
      empty={NO_LEADS}
    />
  );
}

export interface BreakdownRow {
  /** null for the row adding up every smaller group. */
  label: string | null;
  leads: number;
  converted: number;
}

/** Leads and how many converted, per source, page, service or city, as a bar table. */
export function LeadBreakdown({
  caption,
  column,
  description,
  rows,
}: {
  caption: string;
  column: string;
  description?: string;
  rows: BreakdownRow[] | null;
}) {
  return (
    <BarTable
      caption={caption}
      description={description}
      columns={[column, "Leads", "Converted"]}
      barMax={Math.max(0, ...(rows ?? []).map((row) => row.leads))}
      rows={(rows ?? []).map((row) => ({
        key: row.label ?? "\0others",
        label: row.label ?? <span className="italic">All others</span>,
        bar: row.leads,
        cells: [number(row.leads), `${number(row.converted)} (${share(row.converted, row.leads)})`],
      }))}
      empty={NO_LEADS}
    />
  );
}
