import { istDateKey, istMoment } from "~/lib/india-time";

// Invoice and credit note numbers (Rule 46(b) of the CGST Rules): consecutive within a financial
// year, at most 16 characters of letters, digits, "-" and "/", unique for the year. A series is
// "<prefix>/<year>/<number>", INV/2026-27/0001, and starts again at 0001 on 1 April, midnight IST.

export const DOCUMENT_NUMBER_MAX = 16;
/** At least four digits: the longest prefix that fits is written with the first number of a year. */
const DIGITS = 4;
/** 16 less "/2026-27/0001": INV. */
export const PREFIX_MAX = DOCUMENT_NUMBER_MAX - "/2026-27/".length - DIGITS;

export interface FinancialYear {
  /** The calendar year it starts in (2026 for 2026-27). */
  startYear: number;
  /** "2026-27" */
  label: string;
}

/** The financial year `at` falls in, by India's calendar (1 April to 31 March). */
export function financialYearOf(at: Date): FinancialYear {
  const [year, month] = istDateKey(at).split("-").map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  return { startYear, label: `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}` };
}

/** The `sequence`th number of a year's series; past 16 characters (the 10,000th with INV) it throws. */
export function documentNumber(prefix: string, year: FinancialYear, sequence: number): string {
  const number = `${prefix}/${year.label}/${String(sequence).padStart(DIGITS, "0")}`;
  if (number.length > DOCUMENT_NUMBER_MAX)
    throw new RangeError(`${number} is longer than ${DOCUMENT_NUMBER_MAX} characters`);
  return number;
}

export const PREFIX_MESSAGES = {
  characters: "Use letters and digits, e.g. INV.",
  creditNotes: "CN numbers the credit notes: choose another prefix for invoices.",
  tooLong: (longest: number) =>
    `Keep the prefix to ${longest} characters: with the year and the number, an invoice number may have at most ${DOCUMENT_NUMBER_MAX}.`,
} as const;

/** Why `prefix` cannot start a series, or undefined. CN is the credit notes' own series. */
export function prefixProblem(prefix: string): string | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(prefix)) return PREFIX_MESSAGES.characters;
  if (prefix.toUpperCase() === "CN") return PREFIX_MESSAGES.creditNotes;
  const longest = PREFIX_MAX;
  if (prefix.length > longest) return PREFIX_MESSAGES.tooLong(longest);
  return undefined;
}

/**
 * The latest a credit note against an invoice of `year` may be issued: the end of 30 November after the
 * year ends (section 34(2) of the CGST Act), midnight IST. The Act's "or the annual return's filing,
 * whichever is earlier" makes it sooner for an agency that files early: the date it filed is the owner's
 * to give, and the credit notes' form asks for it.
 */
export const creditNoteDeadline = (year: FinancialYear): Date => istMoment(`${year.startYear + 1}-12-01`);
