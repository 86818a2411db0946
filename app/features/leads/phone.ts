import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength } from "libphonenumber-js/max";
import type { Locale } from "~/lib/locale";

// The `max` metadata: Google's full rules (the number ranges of each country, not only the
// lengths that the default `min` set checks), so "55555 55555" is refused while the landlines of
// every STD code and foreign numbers pass. It is loaded with the inquiry schema, on the first
// touch of a form (inquiry-schema.ts), never with the page.

/** What a visitor reads under the phone field when the number is not one libphonenumber accepts. */
export const PHONE_MESSAGES = {
  characters: "Please use only digits in the phone number (spaces, dashes, brackets and a leading + are fine)",
  countryCode: "Please check the country code after the +, e.g. +91 for India",
  mobileTooShort: "This number is too short: mobile numbers have 10 digits, e.g. 98765 43210",
  mobileTooLong: "This number is too long: mobile numbers have 10 digits, e.g. 98765 43210",
  tooShort:
    "This number is too short: mobile numbers have 10 digits, e.g. 98765 43210, and landlines start with the STD code, e.g. 080 4123 4567",
  tooLong: "This number is too long. Please check it, e.g. 98765 43210 or 080 4123 4567",
  notIndian: "This is not a valid Indian phone number. Please check the digits, e.g. 98765 43210 or 080 4123 4567",
  tooShortAbroad: (code: string) => `This number is too short for the country code +${code}`,
  tooLongAbroad: (code: string) => `This number is too long for the country code +${code}`,
  notValidAbroad: (code: string) => `This is not a valid phone number for the country code +${code}`,
  invalid: "Please enter a valid phone number, e.g. +91 98765 43210",
} as const;

/** The same, for a visitor on a Hindi page. */
const PHONE_MESSAGES_IN_HINDI = {
  characters: "फ़ोन नंबर में सिर्फ़ अंक लिखें (स्पेस, डैश, ब्रैकेट और शुरू में + चल जाएगा)",
  countryCode: "+ के बाद देश का कोड जाँच लें, जैसे भारत के लिए +91",
  mobileTooShort: "यह नंबर छोटा है: मोबाइल नंबर 10 अंकों का होता है, जैसे 98765 43210",
  mobileTooLong: "यह नंबर लंबा है: मोबाइल नंबर 10 अंकों का होता है, जैसे 98765 43210",
  tooShort:
    "यह नंबर छोटा है: मोबाइल नंबर 10 अंकों का होता है, जैसे 98765 43210, और लैंडलाइन STD कोड से शुरू होता है, जैसे 080 4123 4567",
  tooLong: "यह नंबर लंबा है। एक बार जाँच लें, जैसे 98765 43210 या 080 4123 4567",
  notIndian: "यह सही भारतीय फ़ोन नंबर नहीं है। अंक जाँच लें, जैसे 98765 43210 या 080 4123 4567",
  tooShortAbroad: (code: string) => `देश के कोड +${code} के हिसाब से यह नंबर छोटा है`,
  tooLongAbroad: (code: string) => `देश के कोड +${code} के हिसाब से यह नंबर लंबा है`,
  notValidAbroad: (code: string) => `देश के कोड +${code} के लिए यह सही फ़ोन नंबर नहीं है`,
  invalid: "सही फ़ोन नंबर लिखें, जैसे +91 98765 43210",
} as const satisfies Record<keyof typeof PHONE_MESSAGES, string | ((code: string) => string)>;

/** The phone messages in each language of the site. */
export const PHONE_MESSAGES_IN: Record<Locale, typeof PHONE_MESSAGES_IN_HINDI | typeof PHONE_MESSAGES> = {
  en: PHONE_MESSAGES,
  hi: PHONE_MESSAGES_IN_HINDI,
};

export type PhoneReading =
  | {
      ok: true;
      e164: string;
      /** As people write it, with the country code and the usual spaces: +91 98765 43210. */
      international: string;
    }
  | { ok: false; message: string };

/** What people type around the digits; letters (a vanity number, "ext.") are not accepted. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;
const INDIA = "91";
/** Indian mobile numbers start with 6-9 and have ten digits. */
const INDIAN_MOBILE_START = /^[6-9]/;

/**
 * A typed phone number in E.164 (`+919876543210`) by libphonenumber's rules, or why it is not one.
 * A number without a + is read as dialled in India: `98765 43210`, `098765 43210`, `0091 98765 43210`,
 * `91 98765 43210`, a landline with its STD code (`080 4123 4567`); `+` or `00` start a foreign one.
 */
export function readPhoneNumber(typed: string, language: Locale = "en"): PhoneReading {
  const messages = PHONE_MESSAGES_IN[language];
  const text = typed.trim();
  if (!PHONE_CHARACTERS.test(text)) return refused(messages.characters);
  let number;
  try {
    number = parsePhoneNumberWithError(text, { defaultCountry: "IN", extract: false });
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.message === "INVALID_COUNTRY") return refused(messages.countryCode);
    if (error.message === "TOO_SHORT") return refused(messages.tooShort);
    return refused(messages.invalid);
  }
  if (number.isValid()) return { ok: true, e164: number.number, international: number.formatInternational() };

  const code = number.countryCallingCode;
  const length = validatePhoneNumberLength(text, "IN");
  if (code !== INDIA) {
    if (length === "TOO_SHORT") return refused(messages.tooShortAbroad(code));
    if (length === "TOO_LONG") return refused(messages.tooLongAbroad(code));
    return refused(messages.notValidAbroad(code));
  }
  // Most Indian numbers typed are mobiles: a wrong count of digits is the likeliest mistake.
  const digits = number.nationalNumber;
  if (INDIAN_MOBILE_START.test(digits) && digits.length < 10) return refused(messages.mobileTooShort);
  if (INDIAN_MOBILE_START.test(digits) && digits.length > 10) return refused(messages.mobileTooLong);
  if (length === "TOO_SHORT") return refused(messages.tooShort);
  if (length === "TOO_LONG") return refused(messages.tooLong);
  return refused(messages.notIndian);
}

const refused = (message: string): PhoneReading => ({ ok: false, message });
