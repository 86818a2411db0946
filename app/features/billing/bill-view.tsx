import { rupeesAndPaise } from "~/lib/rupees";
import { type BillAmounts, type BillLine, GST_RATES, type Tax } from "./gst";
import { rupeesInWords } from "./money-words";

// A bill's lines and totals as a person reads them on a phone: each line with what it is and its
// value before GST, then the taxable value, each tax, the round off and the total in figures and
// words. The quote form's preview, the client's quote page and the PDF say the same.

export interface BillLineText extends BillLine {
  description: string;
  sac: string;
}

/** The GST slabs as a select's options: "18%". */
export const gstRateOptions = GST_RATES.map((rate) => (
  <option key={rate} value={rate}>
    {rate}%
  </option>
));

/** "7 × ₹1,234.57, 7.5% off" */
export function lineTerms(line: BillLine): string {
  const quantity = (line.quantityHundredths / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 });
  const discount = line.discountBasisPoints
    ? `, ${(line.discountBasisPoints / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}% off`
    : "";
  return `${quantity} × ${rupeesAndPaise(line.unitPaise)}${discount}`;
}

/** "IGST 18%", "CGST 9%" */
export const taxLabel = (tax: Pick<Tax, "kind" | "rateBasisPoints">): string =>
  `${tax.kind} ${(tax.rateBasisPoints / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;

/** "+₹0.26", "−₹0.12", "₹0.00" */
export const signedRupees = (paise: number): string =>
  paise > 0 ? `+${rupeesAndPaise(paise)}` : paise < 0 ? `−${rupeesAndPaise(-paise)}` : rupeesAndPaise(0);

export function BillView({ lines, amounts }: { lines: readonly BillLineText[]; amounts: BillAmounts }) {
  return (
    <div className="grid gap-4">
      <ol className="grid divide-y rounded-lg border" aria-label="Lines">
        {lines.map((line, index) => (
          <li key={index} className="flex items-start justify-between gap-4 p-3">
            <div className="min-w-0">
              <p className="font-medium [overflow-wrap:anywhere]">{line.description}</p>
              <p className="text-sm text-muted-foreground">
                SAC {line.sac} · {lineTerms(line)}
                {amounts.lines[index]!.taxes.length ? ` · GST ${line.gstRate}%` : ""}
              </p>
            </div>
            <p className="shrink-0 text-right tabular-nums">{rupeesAndPaise(amounts.lines[index]!.taxablePaise)}</p>
          </li>
        ))}
      </ol>
      <dl className="grid gap-1 text-sm">
        <Row term="Taxable value" value={rupeesAndPaise(amounts.taxablePaise)} />
        {amounts.taxes.map((tax) => (
          <Row key={`${tax.kind} ${tax.rateBasisPoints}`} term={taxLabel(tax)} value={rupeesAndPaise(tax.paise)} />
        ))}
        <Row term="Round off" value={signedRupees(amounts.roundOffPaise)} />
        <Row term="Total" value={rupeesAndPaise(amounts.totalPaise)} strong />
      </dl>
      <p className="text-sm text-muted-foreground">{rupeesInWords(amounts.totalPaise)}</p>
    </div>
  );
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? "flex justify-between gap-4 border-t pt-2 text-base font-semibold" : "flex justify-between gap-4"
      }
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
