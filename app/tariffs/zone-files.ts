import { callHomePackIds } from "../domain/catalog.ts";
import { diallingFacts } from "./dialling-codes.ts";
import type { CallHomePack, CallZone, NetworkCode, RoamingZone } from "./tariff-data.ts";
import { type Checked, eachOnce, type TariffReader } from "./tariff-reader.ts";

// Vite's config loader reads this file too (through load-tariffs.ts), so it names `.ts` files.

/**
 * The zones other files may name. A zone file with a problem of its own is reported once,
 * where it is: its zones are then undefined, and no other file's row is faulted for them.
 */
export interface KnownZones {
  call: Set<string> | undefined;
  roaming: Set<string> | undefined;
}

/**
 * call-zones.csv and roaming-zones.csv: each zone once, and each roaming zone's day pass
 * whole or absent.
 */
export function checkZones(files: TariffReader): {
  callZones: CallZone[];
  roamingZones: RoamingZone[];
  known: KnownZones;
} {
  const { read, unique, unreliable, problem } = files;
  const callZones = unique("call-zones.csv", read("call-zones.csv"), (row) => row.zone, "zone");
  const roamingZones = unique(
    "roaming-zones.csv",
    read("roaming-zones.csv"),
    (row) => row.zone,
    "zone",
  );
  checkDayPasses(roamingZones, (line, reason) => problem("roaming-zones.csv", line, reason));
  const zonesOf = (file: "call-zones.csv" | "roaming-zones.csv", rows: Checked<typeof file>) =>
    unreliable.has(file) ? undefined : new Set(rows.map(({ row }) => row.zone));
  return {
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
    known: {
      call: zonesOf("call-zones.csv", callZones),
      roaming: zonesOf("roaming-zones.csv", roamingZones),
    },
  };
}

/**
 * network-codes.csv and call-home-packs.csv, the calls priced by a call zone without a
 * destination: each in a call zone that exists, each network code once and no country's,
 * and one row for each Call Home pack the code names.
 */
export function checkZonePricedCalls(
  files: TariffReader,
  callZones: Set<string> | undefined,
): { networkCodes: NetworkCode[]; callHomePacks: CallHomePack[] } {
  const { read, unique, problem } = files;
  const networkCodes = checkNetworkCodes(
    unique("network-codes.csv", read("network-codes.csv"), (row) => row.code, "code"),
    callZones,
    (line, reason) => problem("network-codes.csv", line, reason),
  );
  const packs = eachOnce(files, "call-home-packs.csv", callHomePackIds, (row) => row.pack, "pack");
  for (const { line, row } of packs) {
    if (callZones && !callZones.has(row.call_zone)) {
      problem(
        "call-home-packs.csv",
        line,
        `call_zone "${row.call_zone}" is not a zone of call-zones.csv`,
      );
    }
  }
  return {
    networkCodes: networkCodes.map(({ row }) => ({ code: row.code, callZone: row.call_zone })),
    callHomePacks: packs.map(({ row }) => ({
      id: row.pack,
      callZone: row.call_zone,
      minutes: row.minutes,
      priceFils: row.price_aed,
      validDays: row.valid_days,
    })),
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

/**
 * Each network code in a call zone that exists, and no country's code: +870 is nobody's
 * country, while +44 belongs in destinations.csv.
 */
function checkNetworkCodes(
  rows: Checked<"network-codes.csv">,
  callZones: Set<string> | undefined,
  problem: (line: number, reason: string) => void,
) {
  const countryCodes = new Set(diallingFacts().map((f) => f.dialCodes[0]?.split(" ")[0]));
  return rows.filter(({ line, row }) => {
    if (countryCodes.has(row.code)) {
      problem(line, `+${row.code} is a country's calling code: its places are in destinations.csv`);
      return false;
    }
    if (callZones && !callZones.has(row.call_zone)) {
      problem(line, `call_zone "${row.call_zone}" is not a zone of call-zones.csv`);
      return false;
    }
    return true;
  });
}
