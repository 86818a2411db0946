// The agency's business hours, as the contact page promises them: Monday to Friday, 9 am to 6 pm
// IST, except the holidays the operator lists (BUSINESS_HOLIDAYS). Pure arithmetic on instants, so
// the escalation and the digest can be tested with any clock.
import { istDateKey, istMoment, istWeekday, ONE_DAY_MS } from "./india-time";

export const OPENING_HOUR = 9;
export const CLOSING_HOUR = 18;

/** The hours as structured data states them. */
export const BUSINESS_HOURS = { opens: OPENING_HOUR, closes: CLOSING_HOUR } as const;

/** Days off in India's calendar, as 'YYYY-MM-DD'. */
export type Holidays = ReadonlySet<string> | readonly string[];

const asSet = (holidays: Holidays): ReadonlySet<string> =>
  holidays instanceof Set ? holidays : new Set(holidays as readonly string[]);

/** Whether the Indian calendar day 'YYYY-MM-DD' is a working day: a weekday that is not a holiday. */
export function isBusinessDay(dateKey: string, holidays: Holidays): boolean {
  const weekday = istWeekday(istMoment(dateKey, 12));
  return weekday >= 1 && weekday <= 5 && !asSet(holidays).has(dateKey);
}

/** Whether the agency is open at `at`: a business day, from 9:00 up to (not including) 18:00 IST. */
export function isOpen(at: Date, holidays: Holidays): boolean {
  const day = istDateKey(at);
  return isBusinessDay(day, holidays) && at >= istMoment(day, OPENING_HOUR) && at < istMoment(day, CLOSING_HOUR);
}

/** `at` itself while the agency is open, otherwise the next 9:00 IST of a business day. */
export function nextOpening(at: Date, holidays: Holidays): Date {
  const days = asSet(holidays);
  let day = istDateKey(at);
  if (isBusinessDay(day, days)) {
    if (at < istMoment(day, OPENING_HOUR)) return istMoment(day, OPENING_HOUR);
    if (at < istMoment(day, CLOSING_HOUR)) return at;
  }
  // Holidays are a finite list, so a weekday without one comes within its length plus a week.
  for (;;) {
    day = istDateKey(istMoment(day, 12).getTime() + ONE_DAY_MS);
    if (isBusinessDay(day, days)) return istMoment(day, OPENING_HOUR);
  }
}

/**
 * The moment `minutes` of business time have passed since `start`. Time outside business hours
 * does not count: a lead that arrives on Friday at 17:55 IST has 5 minutes that day, and its
 * 15 minutes are up on Monday at 9:10 (or on Tuesday, when Monday is a holiday).
 */
export function addBusinessMinutes(start: Date, minutes: number, holidays: Holidays): Date {
  const days = asSet(holidays);
  let cursor = nextOpening(start, days);
  let remaining = minutes * 60_000;
  for (;;) {
    const closing = istMoment(istDateKey(cursor), CLOSING_HOUR).getTime();
    if (cursor.getTime() + remaining <= closing) return new Date(cursor.getTime() + remaining);
    remaining -= closing - cursor.getTime();
    cursor = nextOpening(new Date(closing), days);
  }
}
