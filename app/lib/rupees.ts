// Money as an Indian business owner reads it: whole rupees with lakh and crore grouping.

const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** ₹1,20,000 */
export const rupees = (value: number): string => `₹${grouped.format(value)}`;

/**
 * Whole rupees from what was typed ("1,20,000", "₹ 85000", "85000.00"); undefined when it is not
 * a number of rupees. Paise are not kept: a deal's value is an estimate.
 */
export function parseRupees(typed: string): number | undefined {
  const plain = typed.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return Math.round(Number(plain));
}

const withPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹12,500.50: a price or an invoice's amount, to the paisa. */
export const rupeesAndPaise = (paise: number): string => `₹${withPaise.format(paise / 100)}`;

/** Paise from rupees as typed ("12,500.50", "₹ 999", "999/-"); undefined when it is not an amount of rupees. */
export function parsePaise(typed: string): number | undefined {
  const plain = typed
    .replace(/[₹,\s]/g, "")
    .replace(/^rs\.?/i, "")
    .replace(/\/-$/, "");
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
