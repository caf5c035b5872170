import type { Locale } from "../i18n/locale";
import { wordsOf } from "../content/words.server";
import type { Destination, Place } from "../tariffs/tariff-data";
import { destinations, home } from "../tariffs/tariffs";
import { foldForSearch } from "../search/fold-for-search";
import { type SearchKeys, searchNames } from "../search/matching";
import { placesAnsweringOrClosest } from "../search/slips";
import { countryOfNumber } from "./phone-number-query.server";

/** A destination as a row of a rates page: named, found and anchored in the page's language. */
export interface DestinationRow {
  /** The row's id and anchor: the ISO code in lower case (`#in`). */
  id: string;
  name: string;
  /** As a caller dials them: `+91`, `+1 876`. */
  dialCodes: string[];
  search: SearchKeys;
  destination: Destination;
}

/** Rows under one letter of the A–Z (أ–ي) index. */
export interface LetterGroup {
  letter: string;
  /** The anchor the index links to. */
  id: string;
  rows: DestinationRow[];
}

/** The Arabic definite article, which an index of names passes over (الهند under ه). */
const ARABIC_ARTICLE = /^ال(?=\p{L}{2})/u;

/** What a name is sorted and indexed by in the page's language. */
function sortKeyOf(name: string, locale: Locale): string {
  return locale === "ar" ? name.replace(ARABIC_ARTICLE, "") : name;
}

/** Which names a page finds a place by: cities only where travellers look (roaming). */
export interface SearchScope {
  cities: boolean;
}

/**
 * What a place is found by: its names in both languages, its aliases (place-aliases.csv) and,
 * on a page that asks for them, its cities; and its codes' digits.
 */
export function searchKeysOf(place: Place, codes: string[], scope: SearchScope): SearchKeys {
  return {
    names: searchNames([
      ...Object.values(place.names),
      ...place.aliases,
      ...(scope.cities ? place.cities : []),
    ]),
    codes: codes.map((code) => code.replace(/\D/g, "")),
  };
}

/**
 * The destinations of a rates page, sorted with the page language's collation and grouped
 * under their first letter for the index.
 */
export function destinationGroups(
  locale: Locale,
  scope: SearchScope,
  /** Rows beyond the countries, where the page lists them (the calls page's network codes). */
  more: Destination[] = [],
): LetterGroup[] {
  const collator = new Intl.Collator(wordsOf(locale, "layout").intlLocale);
  const rows = [...destinations, ...more]
    .map((destination) => {
      const name = destination.names[locale];
      return {
        sortKey: sortKeyOf(name, locale),
        row: {
          id: rowIdOf(destination),
          name,
          dialCodes: destination.dialCodes.map((code) => `+${code}`),
          search: searchKeysOf(destination, destination.dialCodes, scope),
          destination,
        },
      };
    })
    .sort((a, b) => collator.compare(a.sortKey, b.sortKey));
  const groups: LetterGroup[] = [];
  for (const { sortKey, row } of rows) {
    const letter = foldForSearch(sortKey).charAt(0).toLocaleUpperCase(locale);
    const last = groups.at(-1);
    if (last?.letter === letter) last.rows.push(row);
    else groups.push({ letter, id: `letter-${groups.length + 1}`, rows: [row] });
  }
  return groups;
}

/**
 * A row's id and anchor: a country's ISO code in lower case (`#in`), a network code's digits
 * after `code-` (`#code-870`), as an id that starts with a letter.
 */
export function rowIdOf(destination: Destination): string {
  return /^\d/.test(destination.country)
    ? `code-${destination.country}`
    : destination.country.toLowerCase();
}

/** What a search answers: the rows it finds, and whether it names the home country. */
export interface SearchAnswer {
  ids: Set<string>;
  home: boolean;
}

/**
 * Which rows of the groups answer a query (all of them for an empty one), and whether the
 * query is the UAE itself, whose numbers are local: a whole phone number by the country the
 * phone-number library reads in it, anything else by the rules the browser's finder shares,
 * through slips of spelling when nothing matches as typed ("indai" is India).
 */
export function searchAnswer(
  groups: LetterGroup[],
  query: string,
  scope: SearchScope,
): SearchAnswer {
  const rows = groups.flatMap((group) => group.rows);
  const country = countryOfNumber(query, home.country);
  if (country !== undefined) {
    const found = rows.filter(
      ({ destination }) =>
        destination.country === country || destination.alsoCovers.includes(country),
    );
    return { ids: new Set(found.map((row) => row.id)), home: country === home.country };
  }
  const answers = placesAnsweringOrClosest(
    [...rows.map((row) => row.search), homeKeys(scope)],
    query,
  );
  return {
    ids: new Set(rows.filter((_, index) => answers[index]).map((row) => row.id)),
    home: query !== "" && answers.at(-1) === true,
  };
}

/** What the home country is found by on a page. */
export function homeKeys(scope: SearchScope): SearchKeys {
  return searchKeysOf(home, [home.dialCode], scope);
}
