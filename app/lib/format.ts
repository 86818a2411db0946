import { istHindiDate, istShortDate } from "./india-time";
import type { Locale } from "./locale";

// Dates are shown in India's time zone (app/lib/india-time.ts) so server and browser render the
// same text; these are the names the pages use for them ('Nov 21, 2026', '22 Nov 2026, 10:15 am',
// '10:15 am', and dateIn below; an article's byline: components/site/article-view.tsx).
export { istMediumDate as mediumDate, istDateTime as dateTime, istTimeOfDay as timeOfDay } from "./india-time";

/** A day as a page in `locale` shows it in a list: '11/21/2026', '21 नवंबर 2026'. */
export const dateIn = (locale: Locale, value: Date | string) =>
  locale === "hi" ? istHindiDate(value) : istShortDate(value);
