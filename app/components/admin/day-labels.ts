import { mediumDate } from "~/lib/format";
import { istMoment, istMonthDay, istWeekdayMonthDay } from "~/lib/india-time";

/** 'Sat, Nov 21' for the IST day 'YYYY-MM-DD' (chart tables: the weekday matters to a sales week). */
export const dayLabel = (day: string) => istWeekdayMonthDay(istMoment(day));

/** 'Nov 21' for the IST day 'YYYY-MM-DD' (chart axes). */
export const shortDayLabel = (day: string) => istMonthDay(istMoment(day));

/** 'Oct 22 – Nov 20, 2026', or 'Dec 15, 2025 – Jan 13, 2026' across a new year; one day is just 'Nov 21, 2026'. */
export function dayRangeLabel(from: string, to: string): string {
  if (from === to) return mediumDate(istMoment(from));
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? shortDayLabel(from) : mediumDate(istMoment(from))} – ${mediumDate(istMoment(to))}`;
}
