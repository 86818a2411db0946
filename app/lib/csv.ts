// CSV for spreadsheets (Excel, Google Sheets, LibreOffice): UTF-8 with a byte-order mark so
// Excel reads Hindi and other scripts, CRLF line ends, every cell quoted.

/** Text that looks like a phone number can never be a formula with effects: keep it as typed. */
const phoneLike = /^\+?[\d\s().-]+$/;
/** A cell starting with one of these is read as a formula by spreadsheets (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: neutralised against formula injection, quoted, quotes doubled. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (formulaStart.test(text) && !phoneLike.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export const CSV_BOM = "\uFEFF";
