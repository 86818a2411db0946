import { type IndianState, stateByCode } from "~/lib/indian-states";

// A GSTIN: 15 characters. The state's two-digit code, the holder's PAN (five letters, four digits, a
// letter), the registration's number within the state (1-9, then A-Z), "Z", and a check character
// computed from the first fourteen (Luhn mod 36: each character's value 0-35, every second one from
// the left doubled, the two base-36 digits of each product added). The check catches a mistyped
// character or two swapped neighbours before an invoice carries the wrong number.

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  shape:
    "A GSTIN is 15 characters: the state's 2 digits, the PAN, a digit or letter, Z and a check character, like 27AAPFU0939F1ZV.",
  state: "A GSTIN starts with the two-digit code of an Indian state.",
  check: "This GSTIN's last character does not match the rest: check it for a typing slip.",
  otherState: (state: IndianState) => `This GSTIN is registered in ${state.name}: choose ${state.name} as the state.`,
} as const;

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** What was typed, as a GSTIN is written: capitals, no spaces. */
export const normalGstin = (typed: string): string => typed.replace(/\s/g, "").toUpperCase();

/**
 * Why `gstin` (normalised) is not a GSTIN of a registration in `stateCode`, or undefined when it is.
 * Without a state, only the GSTIN itself is checked.
 */
export function gstinProblem(gstin: string, stateCode?: string): string | undefined {
  if (!SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  const state = stateByCode(gstin.slice(0, 2));
  if (!state) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return GSTIN_MESSAGES.check;
  if (stateCode !== undefined && stateCode !== state.code) return GSTIN_MESSAGES.otherState(state);
  return undefined;
}
