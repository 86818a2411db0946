import { mediumDate } from "~/lib/format";
import { istFormatter, istMoment } from "~/lib/india-time";

const weekdayAndDay = /* @__PURE__ */ istFormatter("en-US", { weekday: "short", month: "short", day: "numeric" });
const monthAndDay = /* @__PURE__ */ istFormatter("en-US", { month: "short", day: "numeric" });

/** 'Sat, Nov 21' for the IST day 'YYYY-MM-DD' (chart tables: the weekday matters to a sales week). */
export const dayLabel = (day: string) => weekdayAndDay.format(istMoment(day));

/** 'Nov 21' for the IST day 'YYYY-MM-DD' (chart axes). */
export const shortDayLabel = (day: string) => monthAndDay.format(istMoment(day));

/** 'Oct 22 – Nov 20, 2026', or 'Dec 15, 2025 – Jan 13, 2026' across a new year; one day is just 'Nov 21, 2026'. */
export function dayRangeLabel(from: string, to: string): string {
  if (from === to) return mediumDate(istMoment(from));
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? shortDayLabel(from) : mediumDate(istMoment(from))} – ${mediumDate(istMoment(to))}`;
}
