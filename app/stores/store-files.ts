import { z } from "zod";
import { coordinates, isoDate, label, oneOf, phoneNumber, wordList } from "../team-files/cells.ts";
import { emirateIds } from "../domain/emirates.ts";
import { serviceIds } from "../domain/store-services.ts";
import { dayHours } from "./store-cells.ts";

/** The word special-hours.csv writes for a row every store keeps. */
export const ALL_STORES = "all";

/**
 * The land the stores may be on: the UAE's extent, from Ghuwaifat in the west to Dibba and
 * Fujairah's coast in the east. A point outside is a slipped digit or swapped coordinates.
 */
export const UAE_BOUNDS = { south: 22.6, north: 26.1, west: 51.5, east: 56.4, what: "the UAE" };

const nonEmpty = (what: string) =>
  z.string().refine((text) => text !== "", { message: `is empty: write the ${what}` });

/** One store a row: its names and address in both languages, where it is, its week and services. */
export const storeRow = z.object({
  id: label,
  name_en: nonEmpty("store's name in English"),
  name_ar: nonEmpty("store's name in Arabic"),
  emirate: oneOf(emirateIds, "emirate"),
  address_en: nonEmpty("address in English"),
  address_ar: nonEmpty("address in Arabic"),
  coordinates: coordinates(UAE_BOUNDS),
  phone: phoneNumber,
  // One cell a day, Monday first, as the page lists the week.
  monday: dayHours,
  tuesday: dayHours,
  wednesday: dayHours,
  thursday: dayHours,
  friday: dayHours,
  saturday: dayHours,
  sunday: dayHours,
  services: wordList(serviceIds, "service"),
});

/** Hours that replace a store's week (or every store's) over a range of days, with their reason. */
export const specialHoursRow = z.object({
  store: label,
  first_date: isoDate,
  last_date: isoDate,
  label_en: nonEmpty("reason in English (Ramadan, Eid al Etihad)"),
  label_ar: nonEmpty("reason in Arabic"),
  hours: dayHours,
});

/** The retail team's files, each with the schema of one row. */
export const storeFiles = {
  "stores.csv": storeRow,
  "special-hours.csv": specialHoursRow,
};
