import { type RoamingDayCharge, type RoamingDayUse, roamingDayCharge } from "./roaming-day";
import type { RoamingZone } from "./tariff-data";
import { destinations, roamingTerms, roamingZone } from "./tariffs";

/**
 * The roaming page's worked examples: a traveller's day in a place many of our customers
 * visit, what they used, and what the tariff files make of it. Only the use is written here;
 * every figure is computed from the files, so a changed price changes the examples with it.
 */
export const EXAMPLE_COUNTRY = "GB";

export const exampleUses = {
  /** A day with two texts home and nothing else. */
  twoTexts: { smsSent: 2 },
  /** A day of maps and messaging apps, calls home, a few calls answered. */
  mapsAndCalls: {
    dataKb: 300_000,
    callSecondsToUaeOrLocal: 20 * 60,
    callSecondsReceived: 10 * 60,
  },
} satisfies Record<string, RoamingDayUse>;

export interface RoamingExample {
  zone: RoamingZone;
  charge: RoamingDayCharge;
}

/** Each example's zone and charge, from the tariff files. */
export function roamingExamples(): Record<keyof typeof exampleUses, RoamingExample> {
  const zoneId = destinations.find((place) => place.country === EXAMPLE_COUNTRY)?.roamingZone;
  if (!zoneId) throw new Error(`${EXAMPLE_COUNTRY} has no roaming zone for the examples`);
  const zone = roamingZone(zoneId);
  const example = (use: RoamingDayUse) => ({
    zone,
    charge: roamingDayCharge(zone, roamingTerms, use),
  });
  return {
    twoTexts: example(exampleUses.twoTexts),
    mapsAndCalls: example(exampleUses.mapsAndCalls),
  };
}
