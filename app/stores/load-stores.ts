import path from "node:path";
import { type FolderReader, PROJECT_ROOT, teamFolder } from "../team-files/team-folder.ts";
import type { SpecialHours, Store, StoreData } from "./store-data.ts";
import { ALL_STORES, storeFiles } from "./store-files.ts";

/** The folder the retail team edits, beside package.json. */
export const STORES_DIR = path.join(PROJECT_ROOT, "stores");

/** The country code every store's phone number must have. */
const UAE_CODE = "+971";

/**
 * The retail team's folder: its rows checked one by one, then across rows (ids once, a UAE
 * number, special hours for a known store, ranges that end after they start and never overlap
 * for one store). A problem is `file:line: reason`.
 */
export const storesFolder = teamFolder({ folder: "stores", files: storeFiles, check: checkStores });

/** Reads and checks the retail team's files, or throws a TeamFileError naming each problem. */
export function loadStores(directory = STORES_DIR): StoreData {
  return storesFolder.load(directory);
}

function checkStores(files: FolderReader<typeof storeFiles>): StoreData {
  const stores: Store[] = [];
  const storeRows = files.unique("stores.csv", files.read("stores.csv"), (row) => row.id, "store");
  for (const { line, row } of storeRows) {
    const problem = (reason: string) => files.problem("stores.csv", line, reason);
    // The shared cells' types still carry their refusal's shape; a row here passed them.
    const phone = row.phone as { written: string; dial: string };
    const place = row.coordinates as { latitude: number; longitude: number };
    if (row.id === ALL_STORES)
      problem(`id "${ALL_STORES}" is kept for special hours every store keeps`);
    if (!phone.dial.startsWith(UAE_CODE)) {
      problem(`phone "${phone.written}" is not a UAE number (it starts ${UAE_CODE})`);
    }
    stores.push({
      id: row.id,
      name: { en: row.name_en, ar: row.name_ar },
      emirate: row.emirate,
      address: { en: row.address_en, ar: row.address_ar },
      latitude: place.latitude,
      longitude: place.longitude,
      phone: { display: phone.written, href: `tel:${phone.dial}` },
      week: [
        row.monday,
        row.tuesday,
        row.wednesday,
        row.thursday,
        row.friday,
        row.saturday,
        row.sunday,
      ],
      services: row.services,
    });
  }
  const known = new Set(stores.map((store) => store.id));
  // A refused store row is reported where it is; its special hours are not reported again.
  const storesReliable = !files.unreliable.has("stores.csv");

  const specialHours: (SpecialHours & { line: number })[] = [];
  for (const { line, row } of files.read("special-hours.csv")) {
    const problem = (reason: string) => files.problem("special-hours.csv", line, reason);
    const everyStore = row.store === ALL_STORES;
    if (!everyStore && !known.has(row.store)) {
      if (storesReliable) {
        problem(
          `store "${row.store}" is not in stores.csv (write its id, or ${ALL_STORES} for every store)`,
        );
      }
      continue;
    }
    if (row.last_date < row.first_date) {
      problem(`ends on ${row.last_date}, before it starts on ${row.first_date}`);
      continue;
    }
    // A store's own row and a row for every store may cover the same days (the store's own
    // wins); two rows of the same kind may not, as the page could not say which holds.
    const store = everyStore ? undefined : row.store;
    const clash = specialHours.find(
      (other) => other.store === store && other.from <= row.last_date && row.first_date <= other.to,
    );
    if (clash) {
      const whose = everyStore ? "every store" : `store ${row.store}`;
      problem(
        `overlaps the special hours of line ${clash.line} (${clash.from} to ${clash.to}) for ${whose}`,
      );
      continue;
    }
    specialHours.push({
      line,
      store,
      from: row.first_date,
      to: row.last_date,
      label: { en: row.label_en, ar: row.label_ar },
      hours: row.hours,
    });
  }

  return {
    stores,
    specialHours: specialHours
      .sort((a, b) => a.from.localeCompare(b.from))
      .map(({ store, from, to, label, hours }) => ({ store, from, to, label, hours })),
  };
}
