import { type IndianState, stateByCode } from "~/lib/indian-states";

// The GST of a quote or an invoice, in paise (whole numbers, so nothing is lost to floating point).
// Each line's taxable value (quantity × unit price, less its discount) and each tax on it are rounded
// half-up to the paisa; the grand total is rounded to the rupee on a line of its own ("Round off").
// Place of supply is the client's state: the agency's own state gives CGST and SGST (UTGST in a union
// territory without a legislature) at half the rate each, another state IGST at the whole rate. An
// agency without a GSTIN charges no GST: its bill is a plain invoice.

/** The GST rates a line may carry, in percent (the slabs since 22 September 2025); 18 unless it says otherwise. */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = 18;

/** Limits that keep every product exact: ₹1 crore a unit, 99,999.99 units; a bill's lines are refused beyond them. */
export const UNIT_PRICE_MAX_PAISE = 1_000_000_000;
export const QUANTITY_MAX_HUNDREDTHS = 9_999_999;

export interface BillLine {
  /** The quantity in hundredths (1.5 months = 150). */
  quantityHundredths: number;
  unitPaise: number;
  /** The discount in hundredths of a percent (7.5% = 750). */
  discountBasisPoints: number;
  gstRate: GstRate;
}

export type TaxKind = "CGST" | "SGST" | "UTGST" | "IGST";
export type Supply =
  { kind: "intra-state"; stateTax: "SGST" | "UTGST" } | { kind: "inter-state" } | { kind: "untaxed" };

export interface Tax {
  kind: TaxKind;
  /** In hundredths of a percent (9% = 900). */
  rateBasisPoints: number;
  paise: number;
}

export interface LineAmounts {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  taxes: Tax[];
}

export interface BillAmounts {
  lines: LineAmounts[];
  taxablePaise: number;
  /** Each tax at each rate, summed over the lines, in the order CGST, SGST/UTGST, IGST and by rate. */
  taxes: Tax[];
  roundOffPaise: number;
  totalPaise: number;
}

/** `value × numerator / denominator`, rounded half-up; every argument a whole number, none negative. */
function scaled(value: number, numerator: number, denominator: number): number {
  const product = BigInt(value) * BigInt(numerator);
  return Number((2n * product + BigInt(denominator)) / (2n * BigInt(denominator)));
}

/** How the supply is taxed: by whether the agency has a GSTIN and where the client is. */
export function supplyBetween(agency: { stateCode: string; registered: boolean }, clientStateCode: string): Supply {
  const state: IndianState | undefined = stateByCode(clientStateCode);
  // A client outside India is refused by the forms (exports are out of scope): never taxed as another state.
  if (!state) throw new RangeError(`Not a GST state code: ${clientStateCode}`);
  if (!agency.registered) return { kind: "untaxed" };
  if (agency.stateCode !== clientStateCode) return { kind: "inter-state" };
  return { kind: "intra-state", stateTax: state.utgst ? "UTGST" : "SGST" };
}

const within = (value: number, max: number) => Number.isSafeInteger(value) && value >= 0 && value <= max;

function lineAmounts(line: BillLine, supply: Supply): LineAmounts {
  // The forms refuse these before a bill is made; a caller that did not is a defect, not a bill.
  if (
    !within(line.quantityHundredths, QUANTITY_MAX_HUNDREDTHS) ||
    !within(line.unitPaise, UNIT_PRICE_MAX_PAISE) ||
    !within(line.discountBasisPoints, 10_000) ||
    !GST_RATES.includes(line.gstRate)
  )
    throw new RangeError(`A bill line out of range: ${JSON.stringify(line)}`);
  const grossPaise = scaled(line.quantityHundredths, line.unitPaise, 100);
  const discountPaise = scaled(grossPaise, line.discountBasisPoints, 10_000);
  const taxablePaise = grossPaise - discountPaise;
  const rate = line.gstRate * 100;
  // Half the rate as its own fraction (rate / 20,000), so a slab of an odd number of basis points halves exactly.
  const tax = (kind: TaxKind, share: 1 | 2): Tax => ({
    kind,
    rateBasisPoints: rate / share,
    paise: scaled(taxablePaise, rate, 10_000 * share),
  });
  const taxes =
    supply.kind === "untaxed"
      ? []
      : supply.kind === "inter-state"
        ? [tax("IGST", 1)]
        : [tax("CGST", 2), tax(supply.stateTax, 2)];
  return { grossPaise, discountPaise, taxablePaise, taxes };
}

const TAX_ORDER: TaxKind[] = ["CGST", "SGST", "UTGST", "IGST"];

/** Every amount of a bill of `lines` for `supply`. */
export function billAmounts(lines: BillLine[], supply: Supply): BillAmounts {
  const amounts = lines.map((line) => lineAmounts(line, supply));
  const sums = new Map<string, Tax>();
  for (const tax of amounts.flatMap((line) => line.taxes)) {
    const key = `${tax.kind} ${tax.rateBasisPoints}`;
    const sum = sums.get(key);
    sums.set(key, { ...tax, paise: (sum?.paise ?? 0) + tax.paise });
  }
  const taxes = [...sums.values()]
    .filter((tax) => tax.rateBasisPoints > 0)
    .sort((a, b) => TAX_ORDER.indexOf(a.kind) - TAX_ORDER.indexOf(b.kind) || a.rateBasisPoints - b.rateBasisPoints);
  const taxablePaise = amounts.reduce((sum, line) => sum + line.taxablePaise, 0);
  const beforeRounding = taxablePaise + taxes.reduce((sum, tax) => sum + tax.paise, 0);
  const totalPaise = scaled(beforeRounding, 1, 100) * 100;
  if (!Number.isSafeInteger(totalPaise)) throw new RangeError("A bill's total beyond exact arithmetic");
  return { lines: amounts, taxablePaise, taxes, roundOffPaise: totalPaise - beforeRounding, totalPaise };
}
