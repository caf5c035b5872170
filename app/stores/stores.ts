import storeData from "virtual:team-files/stores";
import type { SpecialDays } from "./store-status";
import type { BothLanguages } from "./store-data";

/** The stores and their special hours as the retail team's files say (`stores/`), checked by the build. */
export const { stores, specialHours } = storeData;

/** A store's special days, its own first so that they win over the days every store keeps. */
export function specialDaysOf(storeId: string): (SpecialDays & { label: BothLanguages })[] {
  return [
    ...specialHours.filter((special) => special.store === storeId),
    ...specialHours.filter((special) => special.store === undefined),
  ].map(({ from, to, hours, label }) => ({ from, to, hours, label }));
}
