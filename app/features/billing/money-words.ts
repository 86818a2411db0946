// Amounts written out as an Indian invoice writes them: lakh and crore, not million.

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

const PLACES: [number, string][] = [
  [10_000_000, "Crore"],
  [100_000, "Lakh"],
  [1_000, "Thousand"],
  [100, "Hundred"],
];

/** A whole number in words, Indian style ("Twelve Lakh Thirty-Four Thousand"); "Zero" for 0. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  if (n === 0) return "Zero";
  const words: string[] = [];
  let rest = n;
  for (const [place, name] of PLACES) {
    const count = Math.floor(rest / place);
    if (!count) continue;
    // Above 99 crore the count of crores is itself written in lakhs and thousands.
    words.push(`${place === 10_000_000 ? numberInWords(count) : belowHundred(count)} ${name}`);
    rest %= place;
  }
  if (rest) words.push(belowHundred(rest));
  return words.join(" ");
}

/** "Rupees Nine Thousand Four Hundred Thirty-Three Only", "… and Paise Seventy-Four Only", as a cheque reads. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const rupees = numberInWords(Math.floor(paise / 100));
  const rest = paise % 100;
  if (!rest) return `Rupees ${rupees} Only`;
  return paise < 100 ? `Paise ${belowHundred(rest)} Only` : `Rupees ${rupees} and Paise ${belowHundred(rest)} Only`;
}
