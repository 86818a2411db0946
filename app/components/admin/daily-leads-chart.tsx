import { useId } from "react";
import { dayLabel, dayRangeLabel, shortDayLabel } from "./day-labels";

export interface DayCount {
  /** The IST day, 'YYYY-MM-DD'. */
  day: string;
  leads: number;
}

interface DailyLeadsChartProps {
  /** Every day of the range, in order. */
  current: DayCount[];
  /** Every day of the period of the same length just before, in order. */
  previous: DayCount[];
}

/** The smallest of 1, 2, 5, 10, 20, 50… at or above `value`: a scale whose top reads as a round number. */
function roundCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, value)));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

const total = (days: DayCount[]) => days.reduce((sum, day) => sum + day.leads, 0);
const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;

/**
 * Leads per day as columns, with the period before as a dashed line over them, drawn on the server
 * as SVG; the same figures as a table below. The drawing stretches to any width: its coordinates are
 * days and leads, its lines keep their thickness, and its labels are HTML, so nothing shrinks on a phone.
 */
export function DailyLeadsChart({ current, previous }: DailyLeadsChartProps) {
  const id = useId();
  const days = current.length;
  const top = roundCeiling(Math.max(...current.map((d) => d.leads), ...previous.map((d) => d.leads)));
  const busiest = current.reduce((best, day) => (day.leads > best.leads ? day : best), current[0]!);
  const period = dayRangeLabel(current[0]!.day, current.at(-1)!.day);
  const previousPeriod = dayRangeLabel(previous[0]!.day, previous.at(-1)!.day);
  const summary =
    `${plural(total(current), "lead", "leads")} from ${period}, against ${total(previous).toLocaleString("en-IN")} ` +
    `in the ${plural(days, "day", "days")} before (${previousPeriod}).` +
    (busiest.leads > 0 ? ` The busiest day was ${dayLabel(busiest.day)} with ${busiest.leads}.` : "");
  const middle = top % 2 === 0 ? top / 2 : null;

  return (
    <figure aria-labelledby={`${id}-caption`} className="grid min-w-0 gap-3">
      <figcaption>
        <span id={`${id}-caption`} className="block font-semibold">
          Leads per day
        </span>
        <span className="block text-sm text-muted-foreground">{summary}</span>
      </figcaption>

      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
        <div
          aria-hidden
          className="flex h-40 flex-col justify-between text-right text-xs leading-none text-muted-foreground tabular-nums"
        >
          <span>{top}</span>
          {middle !== null ? <span>{middle}</span> : null}
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${days} ${top}`}
          preserveAspectRatio="none"
          className="block h-40 w-full border-b border-l border-muted-foreground/60"
        >
          <title id={`${id}-title`}>{`Leads per day, ${period}, with the ${plural(days, "day", "days")} before`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {[middle, top].map((y) =>
            y === null ? null : (
              <line
                key={y}
                x1={0}
                x2={days}
                y1={top - y}
                y2={top - y}
                className="stroke-border"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ),
          )}
          {current.map((day, i) =>
            day.leads > 0 ? (
              <rect
                key={day.day}
                x={i + 0.15}
                width={0.7}
                y={top - day.leads}
                height={day.leads}
                className="fill-primary"
              />
            ) : null,
          )}
          {days > 1 ? (
            <polyline
              points={previous.map((day, i) => `${i + 0.5},${top - day.leads}`).join(" ")}
              fill="none"
              className="stroke-muted-foreground"
              strokeWidth={2}
              strokeDasharray="5 4"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        <span aria-hidden />
        <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
          <span>{shortDayLabel(current[0]!.day)}</span>
          <span>{shortDayLabel(current.at(-1)!.day)}</span>
        </div>
      </div>

      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-primary" />
          This period
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden width="20" height="4" className="overflow-visible">
            <line
              x1="0"
              x2="20"
              y1="2"
              y2="2"
              className="stroke-muted-foreground"
              strokeWidth="2"
              strokeDasharray="5 4"
            />
          </svg>
          The {plural(days, "day", "days")} before
        </li>
      </ul>

      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
          Leads per day as a table
        </summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">Leads per day, {period}, and on the same day of the period before</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Day
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Leads
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Period before
              </th>
            </tr>
          </thead>
          <tbody>
            {current.map((day, i) => (
              <tr key={day.day} className="border-b last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {dayLabel(day.day)}
                </th>
                <td className="py-1.5 pr-3 text-right">{day.leads}</td>
                <td className="py-1.5 text-right">
                  {previous[i]!.leads}{" "}
                  <span className="text-muted-foreground">({shortDayLabel(previous[i]!.day)})</span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t font-semibold">
              <th scope="row" className="py-2 pr-3">
                Total
              </th>
              <td className="py-2 pr-3 text-right">{total(current).toLocaleString("en-IN")}</td>
              <td className="py-2 text-right">{total(previous).toLocaleString("en-IN")}</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </figure>
  );
}
