import type { Locale } from "../i18n/locale";
import { locales } from "../i18n/locale";
import { layoutByLocale } from "../content/layout.server";
import { getRatesContent } from "../content/pages.server";
import type { Destination } from "../tariffs/tariff-data";
import { destinations } from "../tariffs/tariffs";
import { foldForSearch, matchesQuery, type SearchKeys } from "./destination-search";

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

/**
 * Every destination's name in every language, from the platform's own list of region names
 * (Node's ICU, on the server only: the browser never names a country itself).
 */
function namesIn(locale: Locale): (country: string) => string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([layoutByLocale[locale].intlLocale], { type: "region" });
    displayNames.set(locale, names);
  }
  const known = names;
  return (country) => known.of(country) ?? country;
}
const displayNames = new Map<Locale, Intl.DisplayNames>();

/** What a row is found by: its name in every language, and the aliases of each. */
function searchKeysOf(destination: Destination): SearchKeys {
  const words = [destination.country, ...destination.aliases];
  for (const locale of locales) {
    words.push(namesIn(locale)(destination.country));
    words.push(...(getRatesContent(locale).searchAliases[destination.country] ?? []));
  }
  return {
    text: foldForSearch(words.join(" ")),
    codes: destination.dialCodes.map((code) => code.replace(/\D/g, "")),
  };
}

/**
 * The destinations of a rates page, sorted with the page language's collation and grouped
 * under their first letter for the index.
 */
export function destinationGroups(
  locale: Locale,
  include: (destination: Destination) => boolean = () => true,
): LetterGroup[] {
  const nameOf = namesIn(locale);
  const collator = new Intl.Collator(layoutByLocale[locale].intlLocale);
  const rows = destinations
    .filter(include)
    .map((destination) => {
      const name = nameOf(destination.country);
      return {
        sortKey: sortKeyOf(name, locale),
        row: {
          id: destination.country.toLowerCase(),
          name,
          dialCodes: destination.dialCodes.map((code) => `+${code}`),
          search: searchKeysOf(destination),
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

/** Which rows of the groups answer a query; all of them for an empty one. */
export function matchingRowIds(groups: LetterGroup[], query: string): Set<string> {
  return new Set(
    groups.flatMap((group) =>
      group.rows.filter((row) => matchesQuery(row.search, query)).map((row) => row.id),
    ),
  );
}
