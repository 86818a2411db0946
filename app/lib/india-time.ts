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
