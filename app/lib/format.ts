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
