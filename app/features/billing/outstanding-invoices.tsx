import { rupeesAndPaise } from "~/lib/rupees";

/** What clients owe: every invoice neither paid nor cancelled by a credit note, and those past due. */
export interface OutstandingFigures {
  count: number;
  outstandingPaise: number;
  overdueCount: number;
  overduePaise: number;
}

const invoicesWord = (count: number) => (count === 1 ? "1 invoice" : `${count} invoices`);

/** The Overview's line on money owed, for those who bill: outstanding, and overdue in red. */
export function OutstandingInvoices({ figures }: { figures: OutstandingFigures }) {
  return (
    <section
      aria-labelledby="outstanding-heading"
      className="grid gap-3 rounded-xl border bg-background p-4 shadow-sm sm:p-6"
    >
      <h2 id="outstanding-heading" className="text-lg font-semibold">
        Invoices outstanding
      </h2>
      {figures.count ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">Outstanding ({invoicesWord(figures.count)})</dt>
            <dd className="text-2xl font-bold tabular-nums">{rupeesAndPaise(figures.outstandingPaise)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Overdue ({invoicesWord(figures.overdueCount)})</dt>
            <dd
              className={
                figures.overduePaise
                  ? "text-2xl font-bold tabular-nums text-destructive"
                  : "text-2xl font-bold tabular-nums"
              }
            >
              {rupeesAndPaise(figures.overduePaise)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing outstanding: every invoice is paid or cancelled.</p>
      )}
    </section>
  );
}
