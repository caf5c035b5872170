import path from "node:path";
import type { z } from "zod";
import { callHomePackIds, planIds, packageIds } from "../domain/catalog.ts";
import {
  type Checked as CheckedRows,
  type FolderReader,
  PROJECT_ROOT,
  teamFolder,
} from "../team-files/team-folder.ts";
import { type DiallingFacts, diallingFacts } from "./dialling-codes.ts";
import {
  checkAliases,
  checkNameOverrides,
  checkNamesApart,
  namesOf,
  type NameOverrides,
} from "./place-names.ts";
import type { Destination, PlaceNames, TariffData } from "./tariff-data.ts";
import {
  type PlanTermSetting,
  planTermCells,
  type RoamingTermSetting,
  roamingTermCells,
  type SafeguardSetting,
  safeguardCells,
  type TariffFileName,
  type TariffRow,
  tariffFiles,
  type TariffTermSetting,
  tariffTermCells,
} from "./tariff-files.ts";

/** The country the site's customers call from: calls to its numbers are local, not abroad. */
export const HOME_COUNTRY = "AE";

/** The folder the pricing team edits, beside package.json. */
export const TARIFFS_DIR = path.join(PROJECT_ROOT, "tariffs");

/** A file's rows read and checked, each with its line. */
type Checked<File extends TariffFileName> = CheckedRows<typeof tariffFiles, File>;

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

function checkTariffs(files: FolderReader<typeof tariffFiles>): TariffData {
  const { read, unique, complete, unreliable, unreadable } = files;
  const problem = files.problem;

  /** A file with one row for each of `ids`: each once, and none missing. */
  function eachOnce<File extends TariffFileName>(
    file: File,
    ids: readonly string[],
    keyOf: (row: TariffRow<File>) => string,
    what: string,
  ): Checked<File> {
    const rows = unique(file, read(file), keyOf, what);
    complete(
      file,
      ids,
      rows.map(({ row }) => keyOf(row)),
      what,
    );
    return rows;
  }

  /** The line a `setting,value` file gives `setting` on, once read. */
  const settingLines = new Map<string, number>();
  const lineOf = (file: TariffFileName, setting: string) => settingLines.get(`${file} ${setting}`);

  /**
   * A `setting,value` file: each setting once, every one present, and each value read by
   * the cell its setting names.
   */
  function settingValues<Setting extends string, Value = number>(
    file: "plan-terms.csv" | "roaming-safeguards.csv" | "roaming-terms.csv" | "tariff-terms.csv",
    cells: Record<Setting, z.ZodType<Value, string>>,
  ): Map<Setting, Value> {
    const rows = unique(file, read(file), (row) => row.setting, "setting");
    const names = Object.keys(cells) as Setting[];
    complete(
      file,
      names,
      rows.map(({ row }) => row.setting),
      "setting",
    );
    const values = new Map<Setting, Value>();
    for (const { line, row } of rows) {
      settingLines.set(`${file} ${row.setting}`, line);
      const result = cells[row.setting as Setting].safeParse(row.value);
      if (result.success) values.set(row.setting as Setting, result.data);
      else {
        for (const issue of result.error.issues) {
          problem(file, line, `value ${issue.message}`);
        }
      }
    }
    return values;
  }

  const plans = eachOnce("plans.csv", planIds, (row) => row.plan, "plan");
  const packages = eachOnce("data-packages.csv", packageIds, (row) => row.package, "package");
  const callZones = unique("call-zones.csv", read("call-zones.csv"), (row) => row.zone, "zone");
  const roamingZones = unique(
    "roaming-zones.csv",
    read("roaming-zones.csv"),
    (row) => row.zone,
    "zone",
  );
  checkDayPasses(roamingZones, (line, reason) => problem("roaming-zones.csv", line, reason));
  const safeguards = settingValues("roaming-safeguards.csv", safeguardCells);
  checkAlertsInOrder(
    safeguards,
    lineOf("roaming-safeguards.csv", "first_alert_percent"),
    (line, reason) => problem("roaming-safeguards.csv", line, reason),
  );
  const roamingTerms = settingValues("roaming-terms.csv", roamingTermCells);
  const planTerms = settingValues("plan-terms.csv", planTermCells);
  const tariffTerms = settingValues<TariffTermSetting, string | number>(
    "tariff-terms.csv",
    tariffTermCells,
  );
  const knownCallZones = zonesOfCalls();
  const networkCodes = checkNetworkCodes(
    unique("network-codes.csv", read("network-codes.csv"), (row) => row.code, "code"),
  );
  const packs = eachOnce("call-home-packs.csv", callHomePackIds, (row) => row.pack, "pack");
  for (const { line, row } of packs) {
    if (knownCallZones && !knownCallZones.has(row.call_zone)) {
      problem(
        "call-home-packs.csv",
        line,
        `call_zone "${row.call_zone}" is not a zone of call-zones.csv`,
      );
    }
  }

  /** The call zones, unless call-zones.csv has a problem of its own (reported there). */
  function zonesOfCalls(): Set<string> | undefined {
    return unreliable.has("call-zones.csv")
      ? undefined
      : new Set(callZones.map(({ row }) => row.zone));
  }

  /**
   * Each network code in a call zone that exists, and no country's code: +870 is nobody's
   * country, while +44 belongs in destinations.csv.
   */
  function checkNetworkCodes(rows: Checked<"network-codes.csv">) {
    const countryCodes = new Set(diallingFacts().map((f) => f.dialCodes[0]?.split(" ")[0]));
    return rows.filter(({ line, row }) => {
      const codeProblem = (reason: string) => problem("network-codes.csv", line, reason);
      if (countryCodes.has(row.code)) {
        codeProblem(`+${row.code} is a country's calling code: its places are in destinations.csv`);
        return false;
      }
      if (knownCallZones && !knownCallZones.has(row.call_zone)) {
        codeProblem(`call_zone "${row.call_zone}" is not a zone of call-zones.csv`);
        return false;
      }
      return true;
    });
  }
  // A zone file with a problem of its own is reported once, not again on every destination.
  const zonesOf = (file: "call-zones.csv" | "roaming-zones.csv", rows: Checked<typeof file>) =>
    unreliable.has(file) ? undefined : new Set(rows.map(({ row }) => row.zone));
  const facts = new Map<string, DiallingFacts>(diallingFacts().map((f) => [f.country, f]));
  const namesProblem = (line: number | undefined, reason: string) =>
    problem("place-names.csv", line, reason);
  const overrides = checkNameOverrides(read("place-names.csv"), facts, HOME_COUNTRY, namesProblem);
  const destinationRows = read("destinations.csv");
  const destinations = checkDestinations(
    unreadable.has("destinations.csv") ? undefined : destinationRows,
    facts,
    overrides,
    zonesOf("call-zones.csv", callZones),
    zonesOf("roaming-zones.csv", roamingZones),
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

  const setting = (name: SafeguardSetting) => safeguards.get(name) ?? 0;
  const tariffTerm = (name: TariffTermSetting) => tariffTerms.get(name) ?? "";
  const planTerm = (name: PlanTermSetting) => planTerms.get(name) ?? 0;
  const roamingTerm = (name: RoamingTermSetting) => roamingTerms.get(name) ?? 0;
  return {
    plans: plans.map(({ row }) => ({
      id: row.plan,
      monthlyPriceFils: row.monthly_price_aed,
      dataGb: row.data_gb,
      callMinutes: row.local_minutes,
      sms: row.sms,
      popular: row.most_popular,
      network: row.network,
    })),
    internetPackages: packages.map(({ row }) => ({
      id: row.package,
      period: row.tab,
      priceFils: row.price_aed,
      dataGb: row.data_gb,
      validity: { value: row.valid_for, unit: row.valid_unit === "hours" ? "hour" : "day" },
    })),
    callZones: callZones.map(({ row }) => ({
      id: row.zone,
      minuteFils: row.minute_aed,
      smsFils: row.sms_aed,
    })),
    roamingZones: roamingZones.map(({ row }) => ({
      id: row.zone,
      dayPass:
        row.day_pass_aed === null || row.day_pass_data_mb === null || row.day_pass_minutes === null
          ? null
          : {
              priceFils: row.day_pass_aed,
              dataMb: row.day_pass_data_mb,
              minutes: row.day_pass_minutes,
            },
      callToUaeOrLocalMinuteFils: row.uae_or_local_minute_aed,
      callToOtherCountryMinuteFils: row.other_country_minute_aed,
      callReceivedMinuteFils: row.received_minute_aed,
      smsFils: row.sms_aed,
      dataMbFils: row.data_mb_aed,
    })),
    destinations: destinations.map((destination) => ({
      ...destination,
      ...placeOf(destination.country),
    })),
    networkCodes: networkCodes.map(({ row }) => ({ code: row.code, callZone: row.call_zone })),
    callHomePacks: packs.map(({ row }) => ({
      id: row.pack,
      callZone: row.call_zone,
      minutes: row.minutes,
      priceFils: row.price_aed,
      validDays: row.valid_days,
    })),
    tariffTerms: {
      pricesFrom: String(tariffTerm("prices_from")),
      callBillingStepSeconds: Number(tariffTerm("call_billing_step_seconds")),
    },
    home: { ...placeOf(HOME_COUNTRY), dialCode: facts.get(HOME_COUNTRY)?.dialCodes[0] ?? "" },
    roamingSafeguards: {
      spendingCapFils: setting("spending_cap_aed"),
      firstAlertPercent: setting("first_alert_percent"),
      secondAlertPercent: setting("second_alert_percent"),
    },
    roamingTerms: {
      dayHours: roamingTerm("roaming_day_hours"),
      callStepSeconds: roamingTerm("call_step_seconds"),
      dataStepKb: roamingTerm("data_step_kb"),
    },
    planTerms: {
      outOfBundleMinuteFils: planTerm("out_of_bundle_minute_aed"),
      outOfBundleSmsFils: planTerm("out_of_bundle_sms_aed"),
      priceChangeNoticeDays: planTerm("price_change_notice_days"),
      fairUseFullSpeedGb: planTerm("fair_use_full_speed_gb"),
      fairUseMinutes: planTerm("fair_use_minutes"),
      fairUseSms: planTerm("fair_use_sms"),
    },
  };
}

/**
 * A zone's day pass is whole or absent: its price, data and minutes all given, or all three
 * left empty for a network no pass covers (ships, aircraft, satellite).
 */
function checkDayPasses(
  zones: Checked<"roaming-zones.csv">,
  problem: (line: number, reason: string) => void,
) {
  for (const { line, row } of zones) {
    const cells = [row.day_pass_aed, row.day_pass_data_mb, row.day_pass_minutes];
    const empty = cells.filter((cell) => cell === null).length;
    if (empty !== 0 && empty !== cells.length) {
      problem(
        line,
        "day_pass_aed, day_pass_data_mb and day_pass_minutes are all given (a day pass) or all empty (no day pass)",
      );
    }
  }
}

/** The first alert comes before the second, or a customer would get them out of order. */
function checkAlertsInOrder(
  safeguards: Map<SafeguardSetting, number>,
  line: number | undefined,
  problem: (line: number | undefined, reason: string) => void,
) {
  const first = safeguards.get("first_alert_percent");
  const second = safeguards.get("second_alert_percent");
  if (first === undefined || second === undefined || first < second) return;
  problem(
    line,
    `first_alert_percent ${first} must be below second_alert_percent ${second}: the first alert comes first`,
  );
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
  callZones: Set<string> | undefined,
  roamingZones: Set<string> | undefined,
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
