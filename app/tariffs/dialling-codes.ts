import { countries, type TContinentCode } from "countries-list";
import { type CountryCode, getCountries, getCountryCallingCode, Metadata } from "libphonenumber-js";

/**
 * Every place that can be called, as the build learns it from two data packages (see
 * docs/decisions/041-destinations-from-data-packages.md): libphonenumber-js says which
 * regions have a numbering plan and its country calling code, countries-list which
 * continent each is on. Build time only: the site
 * carries the result, never the packages.
 */
export interface DiallingFacts {
  /** ISO 3166-1 alpha-2 code (plus XK, AC and TA, which have calling codes of their own). */
  country: string;
  /**
   * What a caller dials after `+`: the country calling code, followed by the area code where
   * a code is shared by several countries of the North American plan (`1 876` for Jamaica).
   */
  dialCodes: string[];
  continent: TContinentCode;
  /**
   * The main country of the calling code this place shares with others (`US` for Jamaica's
   * +1, `RU` for Kazakhstan's +7), whose price the whole code takes; absent for a main
   * country and a code of one place.
   */
  sharesCodeWith?: string;
}

/** The North American Numbering Plan: one country code, a country told by its area code. */
const NORTH_AMERICAN_PLAN = "1";

/**
 * `658|876` → 658, 876; `8001|8[024]9` → 8001, 809, 829, 849. The leading digits that pick a
 * North American country out of the shared code, which libphonenumber writes as a pattern.
 */
function expandDigitPattern(pattern: string): string[] {
  return pattern.split("|").flatMap((alternative) => {
    let prefixes = [""];
    for (const [, digit, digitClass] of alternative.matchAll(/(\d)|\[([\d-]+)\]/g)) {
      const choices = digit ? [digit] : expandDigitClass(digitClass ?? "");
      prefixes = prefixes.flatMap((prefix) => choices.map((choice) => prefix + choice));
    }
    return prefixes;
  });
}

function expandDigitClass(digitClass: string): string[] {
  const digits: string[] = [];
  for (const [, from, to] of digitClass.matchAll(/(\d)(?:-(\d))?/g)) {
    for (let d = Number(from); d <= Number(to ?? from); d += 1) digits.push(String(d));
  }
  return digits;
}

function dialCodesOf(country: CountryCode, plans: Metadata): string[] {
  const code = getCountryCallingCode(country);
  if (code !== NORTH_AMERICAN_PLAN) return [code];
  plans.selectNumberingPlan(country);
  const leading = plans.numberingPlan?.leadingDigits();
  // The United States and Canada are told apart by no prefix: they share +1 whole.
  if (!leading || !/^[\d|[\]-]+$/.test(leading)) return [code];
  // Three digits are an area code; libphonenumber's longer prefixes narrow within one.
  const areas = expandDigitPattern(leading).filter((area) => area.length === 3);
  return areas.length > 0 ? areas.map((area) => `${code} ${area}`) : [code];
}

/** Every destination with a calling code, in the packages' order. */
export function diallingFacts(): DiallingFacts[] {
  const plans = new Metadata();
  const main = new Map<string, string>();
  for (const country of getCountries()) {
    const code = getCountryCallingCode(country);
    // The package lists first, and marks as main, the country a shared code is known by.
    if (!main.has(code)) main.set(code, mainCountryOf(code, plans) ?? country);
  }
  return getCountries().map((country) => {
    const mainCountry = main.get(getCountryCallingCode(country));
    const listed = countries[country as keyof typeof countries] as
      { continent: TContinentCode } | undefined;
    if (!listed) throw new Error(`countries-list has no entry for ${country}`);
    return {
      country,
      dialCodes: dialCodesOf(country, plans),
      continent: listed.continent,
      ...(mainCountry && mainCountry !== country ? { sharesCodeWith: mainCountry } : {}),
    };
  });
}

/**
 * The country a calling code is first known by: the package's metadata lists it first for
 * the code (`US` for 1, `RU` for 7, `GB` for 44). Its types leave this method out.
 */
function mainCountryOf(code: string, plans: Metadata): string | undefined {
  const lookup = plans as unknown as {
    getCountryCodeForCallingCode(callingCode: string): string | undefined;
  };
  return lookup.getCountryCodeForCallingCode(code);
}
