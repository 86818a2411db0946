// A UPI payment link (NPCI's deep link, which every UPI app opens and a QR code carries): the payee's
// UPI ID (VPA), their name, the amount in rupees with two decimals, INR and a note. A transaction
// reference (`tr`) goes only on a business UPI ID: payment apps refuse merchant parameters on personal
// ones.

/** A VPA: a handle, "@", and the bank's or app's name ("agency.pay@okhdfcbank"). */
const VPA = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const UPI_MESSAGES = {
  vpa: "A UPI ID looks like yourname@okhdfcbank.",
} as const;

export const isVpa = (typed: string): boolean => VPA.test(typed);

export interface UpiPayee {
  vpa: string;
  name: string;
  kind: "personal" | "business";
}

/** Percent-encoded as a URL's query value, with the "@" of a VPA left as it is, as UPI apps read it. */
const encoded = (value: string) => encodeURIComponent(value).replace(/%40/g, "@");

/** The link that asks a UPI app to pay `paise` to `payee`, for `note`. */
export function upiPaymentLink(payee: UpiPayee, paise: number, note: string, reference?: string): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`Not an amount to pay: ${paise}`);
  const parameters: [string, string][] = [
    ["pa", payee.vpa],
    ["pn", payee.name],
    ["am", `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`],
    ["cu", "INR"],
    ["tn", note],
  ];
  if (payee.kind === "business" && reference) parameters.push(["tr", reference]);
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encoded(value)}`).join("&")}`;
}
