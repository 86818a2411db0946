import { ONE_DAY_MS, istDateKey, istMoment } from "~/lib/india-time";
import { now as clockNow } from "~/lib/clock";

/** The Overview's ready-made ranges, in days ending today (IST). */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE_DAYS: RangePreset = 30;
/** A year and a day: enough for any year-on-year look, small enough for the daily chart. */
export const MAX_RANGE_DAYS = 366;

/** Whole Indian calendar days, 'YYYY-MM-DD', both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface OverviewRange extends DayRange {
  days: number;
  /** The preset this range is, if it is one. */
  preset: RangePreset | null;
  /** The same number of days just before it, for comparison. */
  previous: DayRange;
  /** Why the range asked for in the address was not used (the default is shown instead). */
  note: string | null;
  /** What the custom-range fields show: the dates asked for when they were dates, else the range shown. */
  fields: Partial<DayRange>;
}

/** The day `days` after (or before, when negative) the day `key`. */
export const addDays = (key: string, days: number) => istDateKey(istMoment(key).getTime() + days * ONE_DAY_MS);

/** The number of days from `from` to `to`, both included. */
const daysIn = ({ from, to }: DayRange) =>
  Math.round((istMoment(to).getTime() - istMoment(from).getTime()) / ONE_DAY_MS) + 1;

/** A real calendar day written 'YYYY-MM-DD' (what a date field sends), or null. */
function calendarDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // 2026-02-30 reads as 2 March: only a day that comes back the same is real.
  return istDateKey(istMoment(value)) === value ? value : null;
}

function rangeOf(range: DayRange, preset: RangePreset | null, note: string | null, fields?: Partial<DayRange>) {
  const days = daysIn(range);
  return {
    ...range,
    days,
    preset,
    previous: { from: addDays(range.from, -days), to: addDays(range.from, -1) },
    note,
    fields: fields ?? range,
  } satisfies OverviewRange;
}

const lastDays = (days: RangePreset, today: string, note: string | null = null, fields?: Partial<DayRange>) =>
  rangeOf({ from: addDays(today, 1 - days), to: today }, days, note, fields);

/**
 * The range the Overview's figures cover, from its address: `?range=7|30|90` (days ending today),
 * or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (IST days, both included; no `to` means today). Anything
 * else falls back to the last 30 days with a note saying why: a bad address never costs a page.
 */
export function overviewRangeFrom(params: URLSearchParams, now: Date | number = clockNow().getTime()): OverviewRange {
  const today = istDateKey(now);
  const askedFrom = params.get("from")?.trim() || null;
  const askedTo = params.get("to")?.trim() || null;

  if (askedFrom || askedTo) {
    const from = calendarDay(askedFrom);
    const to = askedTo ? calendarDay(askedTo) : today;
    const fields = { from: from ?? undefined, to: askedTo ? (to ?? undefined) : undefined };
    const fallback = (why: string) =>
      lastDays(DEFAULT_RANGE_DAYS, today, `${why} Showing the last ${DEFAULT_RANGE_DAYS} days instead.`, fields);
    if (!askedFrom) return fallback("Choose a start date for the range.");
    if (!from || !to) return fallback("Dates must be real days written like 2026-11-21.");
    if (from > to) return fallback("The start date is after the end date.");
    if (to > today) return fallback("The end date is in the future.");
    if (daysIn({ from, to }) > MAX_RANGE_DAYS) return fallback(`A range can cover at most ${MAX_RANGE_DAYS} days.`);
    const preset = to === today ? (RANGE_PRESETS.find((days) => daysIn({ from, to }) === days) ?? null) : null;
    return rangeOf({ from, to }, preset, null);
  }

  const asked = params.get("range");
  if (asked === null) return lastDays(DEFAULT_RANGE_DAYS, today);
  const preset = RANGE_PRESETS.find((days) => String(days) === asked.trim());
  if (preset) return lastDays(preset, today);
  return lastDays(
    DEFAULT_RANGE_DAYS,
    today,
    `A range is 7, 30 or 90 days. Showing the last ${DEFAULT_RANGE_DAYS} days instead.`,
  );
}
