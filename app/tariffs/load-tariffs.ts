import path from "node:path";
import { PROJECT_ROOT, teamFolder } from "../team-files/team-folder.ts";
import { checkCatalog } from "./catalog-files.ts";
import { checkPlaces } from "./place-files.ts";
import type { TariffData } from "./tariff-data.ts";
import { tariffFiles } from "./tariff-files.ts";
import type { TariffReader } from "./tariff-reader.ts";
import { checkTerms } from "./term-files.ts";
import { checkZonePricedCalls, checkZones } from "./zone-files.ts";

/** The folder the pricing team edits, beside package.json. */
export const TARIFFS_DIR = path.join(PROJECT_ROOT, "tariffs");

/**
 * The pricing team's folder: its files, and the rules between them (a zone that exists,
 * every destination once, one price per calling code). The site imports its figures as
 * `virtual:team-files/tariffs` (app/tariffs/tariffs.ts).
 */
export const tariffFolder = teamFolder({
  folder: "tariffs",
  files: tariffFiles,
  check: checkTariffs,
});

/**
 * Reads and checks every tariff file in `directory`, and returns their figures. On any bad
 * row, missing column or broken rule between files it throws a TeamFileError naming each
 * problem as `file:line: reason`, so a build stops with every problem listed at once.
 */
export function loadTariffs(directory = TARIFFS_DIR): TariffData {
  return tariffFolder.load(directory);
}

/**
 * Each group of files is checked by its own module; the zones are known before the files
 * that name them. The groups run in this order so that a folder's problems are listed in it:
 * the plans and packages, the zones, the terms, the network codes and packs, the places.
 */
function checkTariffs(files: TariffReader): TariffData {
  const catalog = checkCatalog(files);
  const zones = checkZones(files);
  const terms = checkTerms(files);
  const zonePriced = checkZonePricedCalls(files, zones.known.call);
  const places = checkPlaces(files, zones.known);
  return {
    plans: catalog.plans,
    internetPackages: catalog.internetPackages,
    callZones: zones.callZones,
    roamingZones: zones.roamingZones,
    destinations: places.destinations,
    networkCodes: zonePriced.networkCodes,
    callHomePacks: zonePriced.callHomePacks,
    tariffTerms: terms.tariffTerms,
    home: places.home,
    roamingSafeguards: terms.roamingSafeguards,
    roamingTerms: terms.roamingTerms,
    planTerms: terms.planTerms,
  };
}
