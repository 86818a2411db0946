import { BarTable } from "./bar-table";

interface TapCounts {
  whatsapp: number;
  call: number;
  quote: number;
}

const number = (value: number) => value.toLocaleString("en-IN");

/**
 * Taps on the site's contact shortcuts in the range, beside its form leads: a WhatsApp chat or a call
 * is a lead the form never sees. Counted per page and campaign, never per visitor.
 */
export function ContactTaps({
  taps,
  leads,
}: {
  taps: { totals: TapCounts; top: (TapCounts & { path: string; campaign: string })[] } | null;
  /** The range's form leads, for comparison; null when they could not be read. */
  leads: number | null;
}) {
  const totals = taps?.totals ?? { whatsapp: 0, call: 0, quote: 0 };
  const figures = [
    ["WhatsApp taps", totals.whatsapp],
    ["Call taps", totals.call],
    ["Get a quote taps", totals.quote],
    ["Form leads", leads],
  ] as const;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h3 className="font-semibold">Contact taps</h3>
        <p className="text-sm text-muted-foreground">
          Taps on WhatsApp, Call and Get a quote (the phone bar, the footer, the contact page), beside the leads the
          forms brought in. A tap is not a lead: WhatsApp chats and calls reach you outside this dashboard.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold">{value === null ? "–" : number(value)}</dd>
          </div>
        ))}
      </dl>
      <BarTable
        caption="Taps by page and campaign"
        description="The page the shortcut was tapped on, and its utm_campaign when it had one."
        columns={["Page", "WhatsApp", "Call", "Quote"]}
        barMax={Math.max(0, ...(taps?.top ?? []).map((row) => row.whatsapp + row.call + row.quote))}
        rows={(taps?.top ?? []).map((row) => ({
          key: `${row.path} ${row.campaign}`,
          label: row.campaign ? `${row.path} (${row.campaign})` : row.path,
          bar: row.whatsapp + row.call + row.quote,
          cells: [number(row.whatsapp), number(row.call), number(row.quote)],
        }))}
        empty="No taps in this period."
      />
    </div>
  );
}
