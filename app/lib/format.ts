// Dates are shown in India's time zone so server and browser render the same text.
// Formatters are built once: constructing an Intl.DateTimeFormat costs far more than using it.
const zone = "Asia/Kolkata";
const medium = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: zone });
const short = new Intl.DateTimeFormat("en-US", { timeZone: zone });
const long = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: zone });
const withTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: zone });

/** 'Nov 21, 2026' (admin tables). */
export const mediumDate = (value: Date | string) => medium.format(new Date(value));

/** '11/21/2026' (article cards, the spec's short US format). */
export const shortDate = (value: Date | string) => short.format(new Date(value));

/** 'November 21, 2026' (article pages). */
export const longDate = (value: Date | string) => long.format(new Date(value));

/** '22 Nov 2026, 10:15 am' (a lead's exact times in the admin area). */
export const dateTime = (value: Date | string) => withTime.format(new Date(value));

const timeOnly = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: zone });

/** '10:15 am' (when in the day a lead arrived). */
export const timeOfDay = (value: Date | string) => timeOnly.format(new Date(value));

/** A span of time as people say it in a list: '45 s', '12 min', '2 h', '3 d'. Rounded down. */
export function elapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** 'answered in 12 min' once a person acted on the lead, otherwise its age: '2 h, no reply'. */
export function responseSummary(
  lead: { createdAt: Date | string; firstResponseAt: Date | string | null },
  now: Date | number = Date.now(),
): string {
  const created = new Date(lead.createdAt).getTime();
  if (lead.firstResponseAt) return `answered in ${elapsed(new Date(lead.firstResponseAt).getTime() - created)}`;
  return `${elapsed(new Date(now).getTime() - created)}, no reply`;
}
