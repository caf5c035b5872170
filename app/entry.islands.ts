import { contactFormIsland } from "./contact/contact-form-island";
import { coverageFilterIsland } from "./coverage/coverage-islands";
import { speedCounterIsland } from "./home/speed-counter-island";
import { locateIsland } from "./map/map-islands";
import { callEstimateIsland, destinationFinderIsland } from "./rates/rates-islands";
import { siteSearchIsland } from "./site-search/search-islands";
import { storeHoursIsland } from "./stores/stores-islands";

/**
 * Every island a page may hold, registered here by the features that own them, so the
 * islands' own room imports none (docs/decisions/077-every-room-on-its-floor.md). Only the
 * client entry imports this list in the app; its test holds every name to one island.
 */
export const reactIslands = [speedCounterIsland, contactFormIsland];

export const enhancements = [
  destinationFinderIsland,
  callEstimateIsland,
  storeHoursIsland,
  coverageFilterIsland,
  siteSearchIsland,
  locateIsland,
];
