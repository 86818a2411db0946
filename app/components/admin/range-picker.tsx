import { CircleAlert } from "lucide-react";
import { Form, Link, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

// Spelled out: a form or link in an index route would otherwise carry `?index` into the address.
const overview = href("/admin/dashboard");

interface RangePickerProps {
  /** The ready-made choices, in days ending today. */
  presets: readonly number[];
  /** The preset shown, if the range is one. */
  preset: number | null;
  /** What the date fields hold: the dates asked for, or the range shown. */
  fields: { from?: string; to?: string };
  /** Today in India, 'YYYY-MM-DD': the last day a range can end on. */
  today: string;
  /** Why the range asked for was not used. */
  note: string | null;
}

/**
 * The Overview's date range: links for the last 7, 30 or 90 days, and a GET form for any two days,
 * so both work without JavaScript and every range has an address to share.
 */
export function RangePicker({ presets, preset, fields, today, note }: RangePickerProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <nav aria-label="Date range">
          <ul className="flex flex-wrap gap-2">
            {presets.map((days) => (
              <li key={days}>
                <Link
                  to={`${overview}?range=${days}`}
                  preventScrollReset
                  aria-current={preset === days ? "page" : undefined}
                  className={cn(
                    "inline-flex h-10 items-center rounded-md border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    preset === days
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input hover:bg-muted",
                  )}
                >
                  Last {days} days
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form
          method="get"
          action={overview}
          preventScrollReset
          aria-label="Custom date range"
          className="flex flex-wrap items-end gap-3"
          // A new range in the address resets what the fields show.
          key={`${fields.from}-${fields.to}`}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="range-from">From</Label>
            <Input id="range-from" name="from" type="date" max={today} defaultValue={fields.from} className="w-40" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="range-to">To</Label>
            <Input id="range-to" name="to" type="date" max={today} defaultValue={fields.to} className="w-40" />
          </div>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
      </div>
      {note ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {note}
        </p>
      ) : null}
    </div>
  );
}
