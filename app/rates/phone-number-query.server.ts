import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import { dialledDigits, WHOLE_NUMBER_DIGITS } from "../search/matching";

/**
 * The country of a whole phone number typed in the search, as a caller in `home` writes it:
 * `+91 98765 43210`, `0091 98765 43210`, `00 44 20 7946 0958`, `050 123 4567` (a home
 * number). The phone-number library reads it, so a number of a code several countries share
 * finds its own country (`+7 701…` is Kazakhstan's). Undefined for anything that is not a
 * number one could dial: a code being typed, a name, a number too short for its country.
 * Server only: the library's metadata weighs more than the browser's whole budget.
 */
export function countryOfNumber(query: string, home: string): string | undefined {
  const digits = dialledDigits(query);
  if (digits === undefined || digits.length < WHOLE_NUMBER_DIGITS) return undefined;
  const number = parsePhoneNumberFromString(query, home as CountryCode);
  return number?.isPossible() ? number.country : undefined;
}
