import type {
  NetworkGeneration,
  PackageId,
  PackagePeriod,
  PlanId,
  UNLIMITED,
} from "../content/catalog";
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
  roamingSafeguards: RoamingSafeguards;
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

export interface RoamingZone {
  id: string;
  dayPass: { priceFils: Fils; dataMb: number; minutes: number };
  callOutMinuteFils: Fils;
  callInMinuteFils: Fils;
  smsFils: Fils;
  dataMbFils: Fils;
}

export interface Destination {
  /** ISO 3166-1 alpha-2 code, upper case. */
  country: string;
  /** What a caller dials after `+` (`91`; `1 876`). */
  dialCodes: string[];
  /** The continent, as the data package says (`AS`, `EU` …). */
  continent: string;
  /** Other English names for it from the data package (`UK`). */
  aliases: string[];
  callZone: string;
  /** Its roaming zone; `null` where no network abroad has an agreement with us. */
  roamingZone: string | null;
}

export interface RoamingSafeguards {
  spendingCapFils: Fils;
  firstAlertPercent: number;
  secondAlertPercent: number;
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
