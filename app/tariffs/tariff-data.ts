import type { PackageId, PackagePeriod, PlanId, UNLIMITED } from "../content/catalog";

/** An allowance: a number of units, or no limit. */
export type Amount = number | typeof UNLIMITED;

/**
 * Every figure of the tariff files, checked and in the shape the site reads. Prices are in
 * AED with VAT included. Made at build time from the CSV files (load-tariffs.ts).
 */
export interface TariffData {
  plans: PlanFigures[];
  internetPackages: PackageFigures[];
  callZones: CallZone[];
  roamingZones: RoamingZone[];
  destinations: Destination[];
  roamingSafeguards: RoamingSafeguards;
}

export interface PlanFigures {
  id: PlanId;
  monthlyPriceAed: number;
  dataGb: Amount;
  callMinutes: Amount;
  sms: Amount;
  popular: boolean;
}

export interface PackageFigures {
  id: PackageId;
  period: PackagePeriod;
  priceAed: number;
  dataGb: Amount;
  validity: { value: number; unit: "hour" | "day" };
}

export interface CallZone {
  id: string;
  minuteAed: number;
  smsAed: number;
}

export interface RoamingZone {
  id: string;
  dayPass: { priceAed: number; dataMb: number; minutes: number };
  callOutMinuteAed: number;
  callInMinuteAed: number;
  smsAed: number;
  dataMbAed: number;
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
  spendingCapAed: number;
  firstAlertPercent: number;
  secondAlertPercent: number;
}
