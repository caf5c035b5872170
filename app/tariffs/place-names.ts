import { foldForSearch } from "../search/fold-for-search.ts";
import type { DiallingFacts } from "./dialling-codes.ts";
import type { PlaceNames } from "./tariff-data.ts";
import type { TariffRow } from "./tariff-files.ts";

// Vite's config loader reads this file too (through load-tariffs.ts), so it names `.ts` files.

/** The platform's names are asked for as a reader in the UAE reads them. */
export const NAME_LOCALES: Record<keyof PlaceNames, string> = { en: "en-AE", ar: "ar-AE" };
const languages = Object.keys(NAME_LOCALES) as (keyof PlaceNames)[];

/**
 * What marks a platform name as a long or official form a UAE reader does not write
 * ("Palestinian Territories", "Hong Kong SAR China", "St. Kitts & Nevis", "ميانمار (بورما)"):
 * a place whose platform name has one must have its name in place-names.csv.
 */
export const LONG_FORM_MARKS: Record<keyof PlaceNames, RegExp> = {
  en: /Territor|\bSAR\b|[()&]|\bSt\.|\s-\s/,
  ar: /الأراضي|الإقليم|منطقة|الإدارية|[()&]|\s-\s/,
};

/** The platform's own name of a place (Node's ICU, at build time). */
export function platformName(country: string, language: keyof PlaceNames): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([NAME_LOCALES[language]], { type: "region" });
    displayNames.set(language, names);
  }
  return names.of(country) ?? country;
}
const displayNames = new Map<keyof PlaceNames, Intl.DisplayNames>();

type Problem = (line: number | undefined, reason: string) => void;
type Rows<File extends "place-names.csv" | "place-aliases.csv"> = {
  line: number;
  row: TariffRow<File>;
}[];

/** The names file read: each place's own names, and the places listed with another. */
export interface NameOverrides {
  names: Map<string, Partial<PlaceNames>>;
  /** A place not listed apart, and the country it is listed with (EH → MA). */
  listedWith: Map<string, string>;
}

/**
 * Checks place-names.csv: each row names a place with a calling code, once, and either gives
 * it a name or lists it with a country that shares its calling code (so the code keeps one
 * price). The home country is named by the platform: it has no row of its own here.
 */
export function checkNameOverrides(
  rows: Rows<"place-names.csv">,
  facts: Map<string, DiallingFacts>,
  home: string,
  problem: Problem,
): NameOverrides {
  const names = new Map<string, Partial<PlaceNames>>();
  const listedWith = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const { line, row } of rows) {
    const country = row.country.toUpperCase();
    const host = row.listed_with.toUpperCase();
    const first = seen.get(country);
    if (!facts.has(country)) {
      problem(line, `"${row.country}" is not a country code with a calling code (like PS)`);
    } else if (first !== undefined) {
      problem(line, `${country} is listed again (first on line ${first})`);
    } else if (host && (row.name_en || row.name_ar)) {
      problem(line, `${country} is listed with ${host}: it is named as ${host}, not apart`);
    } else if (host) {
      const hostFacts = facts.get(host);
      const shared = hostFacts?.dialCodes.some((code) =>
        facts.get(country)?.dialCodes.includes(code),
      );
      if (!hostFacts || host === home || host === country) {
        problem(line, `listed_with "${row.listed_with}" is not another destination's code`);
      } else if (!shared) {
        problem(line, `${country} does not share a calling code with ${host}`);
      } else listedWith.set(country, host);
    } else if (!row.name_en && !row.name_ar) {
      problem(line, `${country} has no name and is listed with no country: nothing to change`);
    } else {
      const given: Partial<PlaceNames> = {};
      if (row.name_en) given.en = row.name_en;
      if (row.name_ar) given.ar = row.name_ar;
      names.set(country, given);
    }
    if (first === undefined) seen.set(country, line);
  }
  for (const [place, host] of listedWith) {
    if (listedWith.has(host)) problem(undefined, `${place} is listed with ${host}, itself listed`);
  }
  return { names, listedWith };
}

/**
 * A place's names as the site writes them: the file's where it gives one, else the
 * platform's, which must then not be a long form (reported against the names file).
 */
export function namesOf(country: string, overrides: NameOverrides, problem: Problem): PlaceNames {
  const given = overrides.names.get(country) ?? {};
  const names = {} as PlaceNames;
  for (const language of languages) {
    const name = given[language] ?? platformName(country, language);
    if (given[language] === undefined && LONG_FORM_MARKS[language].test(name)) {
      problem(
        undefined,
        `${country} is "${name}" by the platform, a long form: give its name_${language}`,
      );
    }
    names[language] = name;
  }
  return names;
}

/** A place's other names, and the cities travellers type for it. */
export interface PlaceAliases {
  aliases: string[];
  cities: string[];
}

/**
 * Checks place-aliases.csv and groups it by place. Every alias finds exactly one place: it
 * names a destination or the home country (never a place listed with another: its country
 * instead), it is not listed twice, and it is not another place's name in either language.
 * Compared as the search compares them (foldForSearch), so "Srilanka" and "srilanka" clash.
 */
export function checkAliases(
  rows: Rows<"place-aliases.csv">,
  placeNames: Map<string, PlaceNames>,
  listedWith: Map<string, string>,
  facts: Map<string, DiallingFacts>,
  problem: Problem,
): Map<string, PlaceAliases> {
  const byName = new Map<string, string>();
  for (const [country, names] of placeNames) {
    for (const name of Object.values(names)) byName.set(foldForSearch(name), country);
  }
  const firstLine = new Map<string, number>();
  const found = new Map<string, PlaceAliases>();
  for (const { line, row } of rows) {
    const country = row.country.toUpperCase();
    const folded = foldForSearch(row.alias);
    const named = byName.get(folded);
    const first = firstLine.get(folded);
    if (listedWith.has(country)) {
      problem(line, `${country} is listed with ${listedWith.get(country)}: give that country`);
    } else if (!facts.has(country)) {
      problem(line, `"${row.country}" is not a country code with a calling code (like PH)`);
    } else if (!placeNames.has(country)) {
      // A destination without its row in destinations.csv, which says so once.
      continue;
    } else if (!folded) {
      problem(line, "the alias is empty");
    } else if (first !== undefined) {
      problem(line, `"${row.alias}" is listed again (first on line ${first}): one place each`);
    } else if (named !== undefined && named !== country) {
      problem(line, `"${row.alias}" is the name of ${named}: an alias finds one place`);
    } else {
      firstLine.set(folded, line);
      const entry = found.get(country) ?? { aliases: [], cities: [] };
      (row.kind === "city" ? entry.cities : entry.aliases).push(row.alias);
      found.set(country, entry);
    }
  }
  return found;
}

/** Two places the site would write the same way in a language. */
export function checkNamesApart(placeNames: Map<string, PlaceNames>, problem: Problem): void {
  for (const language of languages) {
    const seen = new Map<string, string>();
    for (const [country, names] of placeNames) {
      const other = seen.get(names[language]);
      if (other) problem(undefined, `${country} and ${other} are both "${names[language]}"`);
      seen.set(names[language], country);
    }
  }
}
