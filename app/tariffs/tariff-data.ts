import type {
  CallHomePackId,
  NetworkGeneration,
  PackageId,
  PackagePeriod,
  PlanId,
  UNLIMITED,
} from "../domain/catalog";
import type { Fils } from "../i18n/money";

export type { Fils };

/** An allowance: a number of units, or no limit. */
export type Amount = number | typeof UNLIMITED;

/**
 * Every figure of the tariff files, checked and in the shape the site reads. Prices are in
 * fils with VAT included. Made at build time from the CSV files (load-tariffs.ts).
 */
export interface TariffData {
  plans: PlanFigures[];
  internetPackages: PackageFigures[];
  callZones: CallZone[];
  roamingZones: RoamingZone[];
  destinations: Destination[];
  /** Codes that are no country's (satellite phones, international networks), by zone. */
  networkCodes: NetworkCode[];
  callHomePacks: CallHomePack[];
  tariffTerms: TariffTerms;
  /** The country customers call from: its names and aliases say "local", not "no match". */
  home: Place & { dialCode: string };
  roamingSafeguards: RoamingSafeguards;
  roamingTerms: RoamingTerms;
  planTerms: PlanTerms;
}

export interface PlanFigures {
  id: PlanId;
  monthlyPriceFils: Fils;
  dataGb: Amount;
  callMinutes: Amount;
  sms: Amount;
  popular: boolean;
  network: NetworkGeneration;
}

export interface PackageFigures {
  id: PackageId;
  period: PackagePeriod;
  priceFils: Fils;
  dataGb: Amount;
  validity: { value: number; unit: "hour" | "day" };
}

export interface CallZone {
  id: string;
  minuteFils: Fils;
  smsFils: Fils;
}

/** A roaming day pass: its price, and the data and minutes it gives for a roaming day. */
export interface DayPass {
  priceFils: Fils;
  dataMb: number;
  minutes: number;
}

export interface RoamingZone {
  id: string;
  /** `null` on a network no pass covers (ships, aircraft, satellite): pay-as-you-go only. */
  dayPass: DayPass | null;
  /** A minute of a call made to a UAE number, or to a number of the country you are in. */
  callToUaeOrLocalMinuteFils: Fils;
  /** A minute of a call made to any other country. */
  callToOtherCountryMinuteFils: Fils;
  callReceivedMinuteFils: Fils;
  smsFils: Fils;
  dataMbFils: Fils;
}

/** A place's name in each language of the site, as a UAE reader writes it. */
export interface PlaceNames {
  en: string;
  ar: string;
}

/** A place as the site names it and finds it (place-names.csv, place-aliases.csv). */
export interface Place {
  /** ISO 3166-1 alpha-2 code, upper case. */
  country: string;
  names: PlaceNames;
  /** Other names it is found by, in either script: `UK`, `Phillipines`, `بنجلاديش`. */
  aliases: string[];
  /** Cities travellers type for it, found on the roaming page only: `London`, `لندن`. */
  cities: string[];
}

export interface Destination extends Place {
  /** What a caller dials after `+` (`91`; `1 876`). */
  dialCodes: string[];
  /** The continent, as the data package says (`AS`, `EU` …). */
  continent: string;
  /**
   * The main country of the calling code this destination shares (`US` for Jamaica): the
   * build holds it to that country's call zone, so a code has one price.
   */
  sharesCodeWith?: string;
  /** Places not listed apart, whose numbers are this destination's (EH with MA). */
  alsoCovers: string[];
  callZone: string;
  /** Its roaming zone; `null` where no network abroad has an agreement with us. */
  roamingZone: string | null;
}

export interface RoamingSafeguards {
  spendingCapFils: Fils;
  firstAlertPercent: number;
  secondAlertPercent: number;
}

/** How roaming use is counted (roaming-terms.csv). */
export interface RoamingTerms {
  /** A roaming day lasts this many hours from its first chargeable use abroad. */
  dayHours: number;
  /** Calls made and received abroad are billed in steps of this many seconds. */
  callStepSeconds: number;
  /** Data abroad is billed in steps of this many KB (1 MB is 1,000 KB). */
  dataStepKb: number;
}

/** What every plan shares: out-of-bundle rates, notice of a price change, fair use. */
export interface PlanTerms {
  outOfBundleMinuteFils: Fils;
  outOfBundleSmsFils: Fils;
  priceChangeNoticeDays: number;
  /** Unlimited data at full speed up to this many GB a bill month, then lower priority. */
  fairUseFullSpeedGb: number;
  /** Unlimited minutes and SMS: past these a month we may get in touch, never charge. */
  fairUseMinutes: number;
  fairUseSms: number;
}

/** A calling code that is no country's, such as +870 (Inmarsat), and its call zone. */
export interface NetworkCode {
  /** What a caller dials after `+`: `870`. */
  code: string;
  callZone: string;
}

/** Minutes to every destination of one call zone, for `validDays` from purchase. */
export interface CallHomePack {
  id: CallHomePackId;
  callZone: string;
  minutes: number;
  priceFils: Fils;
  validDays: number;
}

/** What every tariff shares. */
export interface TariffTerms {
  /** The day the prices hold from, `YYYY-MM-DD`. */
  pricesFrom: string;
  /** International calls are billed in steps of this many seconds (1: per second). */
  callBillingStepSeconds: number;
}
