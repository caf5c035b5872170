import type { EmirateId } from "../domain/emirates";
import type { ServiceId } from "../domain/store-services";
import type { DayHours } from "./store-status";

/** Text the retail team writes in each language of the site. */
export interface BothLanguages {
  en: string;
  ar: string;
}

/** One store as the retail team's files describe it, checked. */
export interface Store {
  id: string;
  name: BothLanguages;
  emirate: EmirateId;
  address: BothLanguages;
  latitude: number;
  longitude: number;
  phone: { display: string; href: string };
  /** Monday first. */
  week: DayHours[];
  services: ServiceId[];
}

/** Hours that replace the week's over a range of days, for one store or for every store. */
export interface SpecialHours {
  /** A store's id, or undefined for every store. */
  store: string | undefined;
  from: string;
  to: string;
  label: BothLanguages;
  hours: DayHours;
}

/** What the build reads from the `stores/` folder. */
export interface StoreData {
  stores: Store[];
  specialHours: SpecialHours[];
}
