import type { Database } from "#database/client.server";
import {
  type OwnerList,
  listItems,
  removeItem,
  saveItem,
  saveState,
  stateValue,
} from "~/infrastructure/app-state.server";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import {
  BILLING_MESSAGES,
  type BillingDetails,
  MAX_PRICE_LINES,
  type PriceLine,
  type PriceLineField,
  type PriceLineInput,
} from "./billing-settings";

// The billing details and the price list, each one row of `app_state` (read with the Settings screen
// and, later, with each quote).

const DETAILS = "billing-details";
const PRICE_LIST: OwnerList = {
  key: "price-list",
  max: MAX_PRICE_LINES,
  full: BILLING_MESSAGES.tooManyLines,
  gone: BILLING_MESSAGES.lineGone,
};

/** The agency's billing details, or null until the owner saves them. */
export async function billingDetails(db: Pick<Database, "select">): Promise<BillingDetails | null> {
  return ((await stateValue(db, DETAILS)) as BillingDetails | undefined) ?? null;
}

export async function saveBillingDetails(db: Database, details: BillingDetails): Promise<FormOutcome> {
  await saveState(db, DETAILS, details);
  return { ok: true };
}

/** The price list, in the order the owner added it. */
export const priceList = (db: Pick<Database, "select">): Promise<PriceLine[]> => listItems(db, PRICE_LIST);

/** Adds a price, or changes the one its id names. */
export function savePriceLine(
  db: Database,
  line: { data: PriceLineInput; values: FormValues<PriceLineField> },
): Promise<FormOutcome<PriceLineField>> {
  const { unitPrice, ...price } = line.data;
  return saveItem<PriceLine, PriceLineField>(db, PRICE_LIST, { ...price, unitPaise: unitPrice }, line.values);
}

export const removePriceLine = (db: Database, id: string): Promise<FormOutcome> => removeItem(db, PRICE_LIST, id);
