/**
 * How a place is found by what a visitor types: a whole name, the starts of its words, a
 * dialling code or a whole number. The same rules on the server (a search form's answer) and in
 * the browser (a finder filtering as one types), so both find the same rows. Kept free of
 * imports but the fold: the browsers' finders bundle this file and that one.
 */
import { foldForSearch } from "./fold-for-search";

/** `+91`, `0091`, `91`, `+1 876`: the digits a code query stands for; else undefined. */
export function dialledDigits(query: string): string | undefined {
  const compact = query.replace(/[\s\-().]/g, "");
  const match = /^(?:\+|00)?(\d+)$/.exec(compact);
  return match?.[1];
}

/**
 * A query of this many digits or more is a whole phone number, not a code being typed: the
 * browser shows the destination whose code begins it, and asks the server, which reads the
 * number with the phone-number library, when the form is sent
 * (app/rates/phone-number-query.server.ts).
 */
export const WHOLE_NUMBER_DIGITS = 7;

/**
 * What a place is found by: its folded names, aliases and cities, each whole and apart
 * (`|` between them, which folding never leaves in a name), and its codes' digits.
 */
export interface SearchKeys {
  names: string;
  codes: string[];
}

/** The `names` of a place's keys, from its names as written. */
export function searchNames(names: string[]): string {
  return [...new Set(names.map(foldForSearch).filter(Boolean))].join("|");
}

/** Whether a word begins a word of the names; the Arabic article is passed over (هند: الهند). */
function beginsAWord(names: string, word: string): boolean {
  return names
    .split(/[ |]/)
    .some((part) => part.startsWith(word) || (part.startsWith("ال") && part.startsWith(word, 2)));
}

/**
 * Which of the places answer a query, in their order. An empty query: all of them.
 *
 * A code: the places whose code starts with it (`9` finds +91 and +92 while one types), or,
 * for a whole number, the place whose code begins it, the longest where codes nest (a number
 * after +1 876 is Jamaica's, not the United States'). Words: a place one of whose names or
 * aliases is the query, whole, and only those, so an alias finds one place ("Pakistan" is
 * not "East Pakistan", "Oman" not "Romania"); else the places where every word of the query
 * begins a word of a name ("sri lan", "هند").
 */
export function placesAnswering(places: SearchKeys[], query: string): boolean[] {
  const digits = dialledDigits(query);
  if (digits !== undefined) {
    const typing = places.map((place) => place.codes.some((code) => code.startsWith(digits)));
    if (typing.includes(true)) return typing;
    const begins = (code: string) => digits.startsWith(code);
    const longest = Math.max(
      0,
      ...places.flatMap((place) => place.codes.filter(begins).map((code) => code.length)),
    );
    return places.map((place) =>
      place.codes.some((code) => code.length === longest && begins(code)),
    );
  }
  const folded = foldForSearch(query);
  if (!folded) return places.map(() => true);
  const whole = places.map((place) => place.names.split("|").includes(folded));
  if (whole.includes(true)) return whole;
  const words = folded.split(" ");
  return places.map((place) => words.every((word) => beginsAWord(place.names, word)));
}
