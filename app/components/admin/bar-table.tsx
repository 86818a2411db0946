import type { ReactNode } from "react";

export interface BarTableRow {
  key: string;
  /** The row's name (first column), with its bar drawn under it. */
  label: ReactNode;
  /** The bar's length against `barMax`. */
  bar: number;
  /** The other columns, in the order of `columns`. */
  cells: ReactNode[];
}

interface BarTableProps {
  /** The table's name, shown above it. */
  caption: string;
  /** A sentence under the caption: what is counted. */
  description?: string;
  /** Heading of the name column, then of the other columns. */
  columns: [string, ...string[]];
  rows: BarTableRow[];
  barMax: number;
  /** Shown instead of the table when there are no rows. */
  empty: string;
}

/**
 * A bar chart that is its own table: each row's figures are table cells, and its bar (SVG, drawn on
 * the server, hidden from screen readers as it repeats the figure) sits under its name. The names
 * wrap rather than widen the table, so it fits a phone.
 */
export function BarTable({ caption, description, columns, rows, barMax, empty }: BarTableProps) {
  const [nameColumn, ...figureColumns] = columns;
  return (
    <div className="grid min-w-0 content-start gap-2">
      {rows.length === 0 ? (
        <>
          <p className="font-semibold">{caption}</p>
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">{empty}</p>
        </>
      ) : (
        <table className="w-full text-sm tabular-nums">
          <caption className="mb-2 text-left">
            <span className="block font-semibold">{caption}</span>
            {description ? <span className="block text-muted-foreground">{description}</span> : null}
          </caption>
          <thead>
            <tr className="border-b text-muted-foreground">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                {nameColumn}
              </th>
              {figureColumns.map((column) => (
                <th key={column} scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b align-top last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal [overflow-wrap:anywhere]">
                  {row.label}
                  <svg aria-hidden className="mt-1 block h-1.5 w-full" viewBox="0 0 100 6" preserveAspectRatio="none">
                    <rect width="100" height="6" rx="1" className="fill-muted" />
                    <rect
                      width={barMax > 0 ? (100 * Math.max(0, row.bar)) / barMax : 0}
                      height="6"
                      rx="1"
                      className="fill-primary"
                    />
                  </svg>
                </th>
                {row.cells.map((cell, i) => (
                  <td key={figureColumns[i]} className="py-2 pl-3 text-right whitespace-nowrap">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
