// Dates are shown in India's time zone so server and browser render the same text.
const zone = "Asia/Kolkata";

/** 'Nov 21, 2026' (admin tables). */
export const mediumDate = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: zone });

/** '11/21/2026' (article cards, the spec's short US format). */
export const shortDate = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-US", { timeZone: zone });

/** 'November 21, 2026' (article pages). */
export const longDate = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: zone });
