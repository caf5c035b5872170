import tariffData from "virtual:team-files/tariffs";
import type { NetworkGeneration, PlanId } from "../domain/catalog";
import type { Amount, CallZone, Fils, RoamingZone } from "./tariff-data";

/**
 * The tariffs as the pricing team's files say (the `tariffs/` folder), checked by the build.
 * Every price and allowance a page shows comes from here; words come from the locale modules.
 */
export const tariffs = tariffData;
export const {
  plans,
  internetPackages,
  destinations,
  home,
  roamingSafeguards,
  roamingTerms,
  planTerms,
  networkCodes,
  callHomePacks,
  tariffTerms,
} = tariffData;

/** The cheapest plan's price, which the copy quotes ("plans from AED 99"). */
export const lowestMonthlyPriceFils = Math.min(...plans.map((plan) => plan.monthlyPriceFils));

function planFigures(id: PlanId) {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
}

/** A plan's price a month, VAT included, for a message that quotes it (a sign-up's mails). */
export function planMonthlyPriceFils(id: PlanId): Fils {
  return planFigures(id).monthlyPriceFils;
}

/** A plan's monthly minutes, for copy that names them. */
export function planCallMinutes(id: PlanId): Amount {
  return planFigures(id).callMinutes;
}

/** The network a plan runs on (`4G`, `5G`), for copy that names it. */
export function planNetwork(id: PlanId): NetworkGeneration {
  return planFigures(id).network;
}

export function callZone(id: string): CallZone {
  const zone = tariffData.callZones.find((candidate) => candidate.id === id);
  if (!zone) throw new Error(`no call zone ${id}`);
  return zone;
}

export function roamingZone(id: string): RoamingZone {
  const zone = tariffData.roamingZones.find((candidate) => candidate.id === id);
  if (!zone) throw new Error(`no roaming zone ${id}`);
  return zone;
}
