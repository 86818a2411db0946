import { Link, href } from "react-router";
import { BarTable } from "~/components/admin/bar-table";
import { dayRangeLabel } from "~/components/admin/day-labels";
import type { LeadStatus } from "#database/lead-statuses";
import { cn } from "~/lib/cn";
import { istFormatter, istMoment } from "~/lib/india-time";
import { rupees } from "~/lib/rupees";

/** Leads won (converted now) whose latest conversion fell in one Indian calendar month. */
export interface MonthWins {
  /** 'YYYY-MM' */
  month: string;
  leads: number;
  /** Their deal values added up, in rupees before GST. */
  value: number;
}

/** What the agency won (figures.server.ts says how each is counted). */
export interface MoneyFigures {
  /** Every lead by its status now, with its deal values added up. */
  pipeline: { status: LeadStatus; leads: number; value: number }[];
  thisMonth: MonthWins;
  lastMonth: MonthWins;
  /** Leads won and lost in the range. */
  won: number;
  lost: number;
  /** won ÷ (won + lost); null when there was neither. */
  winRate: number | null;
  /** The mean value of the range's wins that have one, and how many have one. */
  averageDeal: number | null;
  valuedWins: number;
  /** Median days from enquiry to first conversion, of the range's wins. */
  medianDaysToWin: number | null;
  /** Leads lost in the range per reason (null: none was chosen), most first. */
  lostReasons: { reason: string | null; leads: number }[];
}

const number = (value: number) => value.toLocaleString("en-IN");
const counted = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;
const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 0 });
const monthName = /* @__PURE__ */ istFormatter("en-IN", { month: "long" });
const leadsList = href("/admin/dashboard/leads");

const monthWins = ({ month, leads }: MonthWins) =>
  `${counted(leads, "win", "wins")} in ${monthName.format(istMoment(`${month}-01`))}`;

function daysToWin(days: number) {
  return days < 1 ? "Under a day" : counted(Math.round(days), "day", "days");
}

/**
 * Below the four stat cards: what was won this month and last, how the range's outcomes went (win
 * rate, average deal, days to win, why leads were lost), and the pipeline now. Five short figures,
 * two columns on a phone; the tables keep to a name and one or two figures, so they fit it too.
 */
export function MoneyFiguresSection({
  figures,
  range,
}: {
  figures: MoneyFigures | null;
  /** The Overview's range, IST days 'YYYY-MM-DD'. */
  range: { from: string; to: string };
}) {
  return (
    <section
      aria-labelledby="money-heading"
      className="grid min-w-0 gap-6 rounded-xl border bg-background p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="money-heading" className="text-lg font-semibold">
          What the agency won
        </h2>
        <p className="text-sm text-muted-foreground">
          Deal values before GST. Win rate, average deal, days to win and lost reasons count the leads won or lost from{" "}
          {dayRangeLabel(range.from, range.to)} (India time).
        </p>
      </div>
      {figures ? (
        <>
          <KeyMoneyFigures figures={figures} />
          <div className="grid gap-8 md:grid-cols-2">
            <BarTable
              caption="Pipeline by status"
              description="Every lead as it stands now, with its deal value."
              columns={["Status", "Leads", "Value"]}
              barMax={Math.max(0, ...figures.pipeline.map((row) => row.value))}
              rows={
                figures.pipeline.some((row) => row.leads > 0)
                  ? figures.pipeline.map((row) => ({
                      key: row.status,
                      label: (
                        <Link to={`${leadsList}?status=${row.status}`} className="capitalize hover:underline">
                          {row.status}
                        </Link>
                      ),
                      bar: row.value,
                      cells: [number(row.leads), rupees(row.value)],
                    }))
                  : []
              }
              empty="No leads yet."
            />
            <BarTable
              caption="Why leads were lost"
              description="Leads closed in this period, by the reason chosen."
              columns={["Reason", "Leads"]}
              barMax={Math.max(0, ...figures.lostReasons.map((row) => row.leads))}
              rows={figures.lostReasons.map((row) => ({
                key: row.reason ?? "\0not said",
                label: row.reason ?? <span className="italic">Not said</span>,
                bar: row.leads,
                cells: [number(row.leads)],
              }))}
              empty="No lead was closed in this period."
            />
          </div>
        </>
      ) : (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          The money figures could not be read just now.
        </p>
      )}
    </section>
  );
}

function KeyMoneyFigures({ figures }: { figures: MoneyFigures }) {
  const items = [
    // The month so far is the figure the owner opens this for: the full width of a phone.
    { term: "Won this month", value: rupees(figures.thisMonth.value), detail: monthWins(figures.thisMonth) },
    { term: "Last month", value: rupees(figures.lastMonth.value), detail: monthWins(figures.lastMonth) },
    {
      term: "Win rate",
      value: figures.winRate === null ? "–" : percent.format(figures.winRate),
      detail:
        figures.winRate === null
          ? "None won or lost in this period"
          : `${number(figures.won)} won, ${number(figures.lost)} lost`,
    },
    {
      term: "Average deal",
      value: figures.averageDeal === null ? "–" : rupees(Math.round(figures.averageDeal)),
      detail: figures.valuedWins
        ? `of ${counted(figures.valuedWins, "win", "wins")} with a value`
        : "No win with a value in this period",
    },
    {
      term: "Days to win",
      value: figures.medianDaysToWin === null ? "–" : daysToWin(figures.medianDaysToWin),
      detail: figures.medianDaysToWin === null ? "No win in this period" : "median, from enquiry to first conversion",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {items.map(({ term, value, detail }, i) => (
        <div
          key={term}
          className={cn(
            "grid content-start gap-1 rounded-lg bg-muted/60 p-3 sm:p-4",
            i === 0 && "col-span-2 sm:col-span-1",
          )}
        >
          <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
          <dd className="text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl">{value}</dd>
          <dd className="text-xs text-muted-foreground sm:text-sm">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
