import { type DiallingFacts, diallingFacts } from "./dialling-codes.ts";
import {
  checkAliases,
  checkNameOverrides,
  checkNamesApart,
  namesOf,
  type NameOverrides,
} from "./place-names.ts";
import type { Destination, PlaceNames, TariffData } from "./tariff-data.ts";
import type { Checked, TariffReader } from "./tariff-reader.ts";
import type { KnownZones } from "./zone-files.ts";

// Vite's config loader reads this file too (through load-tariffs.ts), so it names `.ts` files.

/** The country the site's customers call from: calls to its numbers are local, not abroad. */
export const HOME_COUNTRY = "AE";

/**
 * place-names.csv, destinations.csv and place-aliases.csv: every place with a calling code
 * priced once, in zones that exist, under names a UAE reader writes and tells apart, and
 * found by its other names.
 */
export function checkPlaces(
  files: TariffReader,
  zones: KnownZones,
): Pick<TariffData, "destinations" | "home"> {
  const { read, unreadable, problem } = files;
  const facts = new Map<string, DiallingFacts>(diallingFacts().map((f) => [f.country, f]));
  const namesProblem = (line: number | undefined, reason: string) =>
    problem("place-names.csv", line, reason);
  const overrides = checkNameOverrides(read("place-names.csv"), facts, HOME_COUNTRY, namesProblem);
  const destinationRows = read("destinations.csv");
  const destinations = checkDestinations(
    unreadable.has("destinations.csv") ? undefined : destinationRows,
    facts,
    overrides,
    zones,
    (line, reason) => problem("destinations.csv", line, reason),
  );
  // An unreadable names file is reported once, not again at every long form it would replace.
  const longFormProblem = unreadable.has("place-names.csv") ? () => {} : namesProblem;
  const placeNames = new Map<string, PlaceNames>(
    [HOME_COUNTRY, ...destinations.map((destination) => destination.country)].map((country) => [
      country,
      namesOf(country, overrides, longFormProblem),
    ]),
  );
  checkNamesApart(placeNames, namesProblem);
  const aliases = checkAliases(
    read("place-aliases.csv"),
    placeNames,
    overrides.listedWith,
    facts,
    (line, reason) => problem("place-aliases.csv", line, reason),
  );
  const placeOf = (country: string) => ({
    country,
    names: placeNames.get(country) ?? { en: country, ar: country },
    aliases: aliases.get(country)?.aliases ?? [],
    cities: aliases.get(country)?.cities ?? [],
  });
  return {
    destinations: destinations.map((destination) => ({
      ...destination,
      ...placeOf(destination.country),
    })),
    home: { ...placeOf(HOME_COUNTRY), dialCode: facts.get(HOME_COUNTRY)?.dialCodes[0] ?? "" },
  };
}

/** Words for "no partner network" an analyst may leave in the roaming zone column. */
const NO_ROAMING = ["", "none"];

/** A destination as destinations.csv gives it, before its names are added. */
type ZonedDestination = Omit<Destination, "names" | "aliases" | "cities">;

/**
 * Every destination with a calling code appears once, in a call zone that exists and in a
 * roaming zone that exists (or none, where no network there has an agreement with us); a
 * place listed with another country (place-names.csv) has no row: it is that country's.
 * `rows` is undefined when the file could not be read: then nothing is missing from it.
 */
function checkDestinations(
  rows: Checked<"destinations.csv"> | undefined,
  facts: Map<string, DiallingFacts>,
  { listedWith }: NameOverrides,
  { call: callZones, roaming: roamingZones }: KnownZones,
  problem: (line: number | undefined, reason: string) => void,
): ZonedDestination[] {
  if (rows === undefined) return [];
  const firstLine = new Map<string, number>();
  const destinations: ZonedDestination[] = [];
  for (const { line, row } of rows) {
    const country = row.country.toUpperCase();
    const fact = facts.get(country);
    const host = listedWith.get(country);
    if (host) {
      problem(
        line,
        `${country} is listed with ${host} (place-names.csv): it is priced as ${host}, with no row`,
      );
      continue;
    }
    if (country === HOME_COUNTRY) {
      problem(
        line,
        `${country} is the home country: calls to its numbers are local, so it has no row`,
      );
      continue;
    }
    if (!fact) {
      problem(
        line,
        `"${row.country}" is not a country code with a calling code (ISO 3166-1, like IN)`,
      );
      continue;
    }
    const first = firstLine.get(country);
    if (first !== undefined) {
      problem(
        line,
        `${country} is listed again (first on line ${first}): a destination is in one zone`,
      );
      continue;
    }
    firstLine.set(country, line);
    if (callZones && !callZones.has(row.call_zone)) {
      problem(line, `call_zone "${row.call_zone}" is not a zone of call-zones.csv`);
      continue;
    }
    const roaming = row.roaming_zone.toLowerCase();
    if (roamingZones && !NO_ROAMING.includes(roaming) && !roamingZones.has(row.roaming_zone)) {
      problem(
        line,
        `roaming_zone "${row.roaming_zone}" is not a zone of roaming-zones.csv (or none)`,
      );
      continue;
    }
    destinations.push({
      ...fact,
      alsoCovers: [...listedWith].filter(([, on]) => on === country).map(([place]) => place),
      callZone: row.call_zone,
      roamingZone: NO_ROAMING.includes(roaming) ? null : row.roaming_zone,
    });
  }
  // One price per calling code: a place sharing a code takes its main country's call zone.
  const zoneOf = new Map(destinations.map((d) => [d.country, d.callZone]));
  for (const destination of destinations) {
    const main = destination.sharesCodeWith;
    const mainZone = main === undefined ? undefined : zoneOf.get(main);
    if (main !== undefined && mainZone !== undefined && mainZone !== destination.callZone) {
      const code = destination.dialCodes[0]?.split(" ")[0] ?? "";
      problem(
        firstLine.get(destination.country),
        `${destination.country} shares +${code} with ${main}, so its call_zone is ${main}'s, "${mainZone}", not "${destination.callZone}": one price per calling code`,
      );
    }
  }
  for (const country of facts.keys()) {
    if (country !== HOME_COUNTRY && !listedWith.has(country) && !firstLine.has(country)) {
      problem(
        undefined,
        `no row for ${country}: every destination with a calling code needs its zones`,
      );
    }
  }
  return destinations;
}
