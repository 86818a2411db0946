// India keeps one offset all year (no daylight saving), so IST calendar arithmetic is plain arithmetic.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (00:00 IST) of the Indian calendar day `value` falls on. */
export function istDayStart(value: Date | number): Date {
  const shifted = new Date(value).getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

/** The Indian calendar day `value` falls on, as 'YYYY-MM-DD'. */
export function istDateKey(value: Date | number): string {
  return new Date(new Date(value).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment `hour:minute` IST on the Indian calendar day 'YYYY-MM-DD'. */
export function istMoment(dateKey: string, hour = 0, minute = 0): Date {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) - IST_OFFSET_MS + (hour * 60 + minute) * 60 * 1000);
}

/** Day of the week in India, 0 = Sunday. */
export function istWeekday(value: Date | number): number {
  return new Date(new Date(value).getTime() + IST_OFFSET_MS).getUTCDay();
}

export const ONE_DAY_MS = DAY_MS;

// Dates and times shown to people are written in India's time zone, here and nowhere else, so the
// server and the browser render the same text. Each formatter is built once: constructing an
// Intl.DateTimeFormat costs far more than using it.
const IST_ZONE = "Asia/Kolkata";

/**
 * A formatter of dates and times in India's time zone. Pure, so a bundle keeps only the formatters
 * its code uses: the admin charts build their day labels with it in their own module, so the public
 * pages' JavaScript (the home page has a budget) does not carry them.
 */
export const istFormatter = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: IST_ZONE });

const medium = /* @__PURE__ */ istFormatter("en-US", { month: "short", day: "2-digit", year: "numeric" });
const short = /* @__PURE__ */ istFormatter("en-US");
const long = /* @__PURE__ */ istFormatter("en-US", { month: "long", day: "numeric", year: "numeric" });
const dayMonthYear = /* @__PURE__ */ istFormatter("en-IN", { day: "numeric", month: "short", year: "numeric" });
const withTime = /* @__PURE__ */ istFormatter("en-IN", { dateStyle: "medium", timeStyle: "short" });
const timeOnly = /* @__PURE__ */ istFormatter("en-IN", { hour: "numeric", minute: "2-digit" });
const weekdayAndDate = /* @__PURE__ */ istFormatter("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const hindiDate = /* @__PURE__ */ istFormatter("hi-IN", { day: "numeric", month: "long", year: "numeric" });
const sortableMinute = /* @__PURE__ */ istFormatter("sv-SE", { dateStyle: "short", timeStyle: "short" });
const sortableSecond = /* @__PURE__ */ istFormatter("sv-SE", { dateStyle: "short", timeStyle: "medium" });

type Moment = Date | string | number;

/** '21 Nov 2026', as an Indian bill writes a date (quotes and invoices). */
export const istBillDate = (value: Moment) => dayMonthYear.format(new Date(value));

/** 'Nov 21, 2026' (admin tables). */
export const istMediumDate = (value: Moment) => medium.format(new Date(value));

/** '11/21/2026' (article cards, the spec's short US format). */
export const istShortDate = (value: Moment) => short.format(new Date(value));

/** '21 नवंबर 2026': a date on a Hindi page, in Latin digits with the month in Hindi. */
export const istHindiDate = (value: Moment) => hindiDate.format(new Date(value));

/** 'November 21, 2026' (article pages). */
export const istLongDate = (value: Moment) => long.format(new Date(value));

/** '22 Nov 2026, 10:15 am' (a lead's exact times in the admin area). */
export const istDateTime = (value: Moment) => withTime.format(new Date(value));

/** '10:15 am' (when in the day a lead arrived). */
export const istTimeOfDay = (value: Moment) => timeOnly.format(new Date(value));

/** 'Saturday, 21 November 2026' (the daily digest's heading). */
export const istWeekdayAndDate = (value: Moment) => weekdayAndDate.format(new Date(value));

/** '2026-11-21 10:15': sorts correctly and spreadsheets read it as a date (CSV exports). */
export const istSortableMinute = (value: Moment) => sortableMinute.format(new Date(value));

/** '2026-11-21T10:15': a moment in India as a datetime-local field holds it. */
export const istLocalMoment = (value: Moment) => istSortableMinute(value).replace(" ", "T");

/** The moment a datetime-local field's '2026-11-21T10:15' names in India; null for anything else. */
export function momentOfIstLocal(value: string): Date | null {
  const [, day, hour, minute] = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value) ?? [];
  return day ? istMoment(day, Number(hour), Number(minute)) : null;
}

/** '2026-11-21 10:15:42': as istSortableMinute, to the second (the audit log's export). */
export const istSortableSecond = (value: Moment) => sortableSecond.format(new Date(value));
