import { CALL_FIGURES_DAYS, type CallFigures } from "./call-outcome";

const number = (value: number) => value.toLocaleString("en-IN");

/**
 * Below the four stat cards: the week's calls and WhatsApp chats started from the admin, the
 * share of recorded outcomes that reached the person, and the leads still waiting for one.
 */
export function CallFiguresRow({ figures, className }: { figures: CallFigures | null; className?: string }) {
  const items: [string, string, string | null][] = figures
    ? [
        ["Calls and chats", number(figures.taps), null],
        [
          "Reached",
          figures.outcomes ? `${Math.round((figures.reached / figures.outcomes) * 100)}%` : "—",
          figures.outcomes ? `${number(figures.reached)} of ${number(figures.outcomes)} outcomes` : "no outcomes yet",
        ],
        [
          "No outcome recorded",
          number(figures.leadsWithoutOutcome),
          figures.leadsWithoutOutcome === 1 ? "lead" : "leads",
        ],
      ]
    : [];
  return (
    <section aria-labelledby="calls-heading" className={className}>
      <h2 id="calls-heading" className="mb-2 text-sm font-semibold text-muted-foreground">
        Calls and WhatsApp chats, last {CALL_FIGURES_DAYS} days
      </h2>
      {figures ? (
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {items.map(([term, value, detail]) => (
            <div key={term} className="rounded-xl border bg-background p-2 shadow-sm sm:p-4">
              <dt className="text-xs font-medium leading-tight text-muted-foreground sm:text-sm">{term}</dt>
              <dd className="mt-1 text-lg font-bold sm:text-2xl">
                {value}
                {detail ? <span className="block text-xs font-normal text-muted-foreground">{detail}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          The call figures could not be read just now.
        </p>
      )}
    </section>
  );
}
