import { z } from "zod";
import {
  callHomePackIds,
  networkGenerations,
  packageIds,
  packagePeriods,
  planIds,
} from "../domain/catalog.ts";
import {
  aed,
  anyText,
  isoDate,
  label,
  oneOf,
  orEmpty,
  quantity,
  yesNo,
} from "../team-files/cells.ts";
import { callingCode, quantityOrUnlimited } from "./cells.ts";

/*
 * The range of every figure, as a pricing analyst would call it sane: wide enough for any
 * real tariff, narrow enough that a slipped digit or an empty price stops the build. Zero is
 * allowed only where free is a real offer (calls received abroad, a day pass without
 * minutes, a plan without SMS). tariffs/README.md lists them for the pricing team, and a test
 * holds the two alike (readme-ranges.test.ts).
 */

/**
 * The terms every plan shares, one row each in plan-terms.csv, and how each value is read:
 * out-of-bundle rates in AED, the notice of a price change in days, and the fair-use figures
 * of unlimited allowances (full-speed GB; minutes and SMS past which we may get in touch).
 */
export const planTermCells = {
  out_of_bundle_minute_aed: aed({ min: 0.01, max: 5, what: "a local minute past the bundle" }),
  out_of_bundle_sms_aed: aed({ min: 0.01, max: 5, what: "a local SMS past the bundle" }),
  price_change_notice_days: quantity({ min: 1, max: 365, what: "a notice in days" }),
  fair_use_full_speed_gb: quantity({ min: 1, max: 10_000, unit: "GB", what: "a fair-use limit" }),
  // A month has at most 44,640 minutes.
  fair_use_minutes: quantity({ min: 1, max: 44_640, what: "a fair-use limit in minutes" }),
  fair_use_sms: quantity({ min: 1, max: 100_000, what: "a fair-use limit in SMS" }),
} as const;
export type PlanTermSetting = keyof typeof planTermCells;
const planTermSettings = Object.keys(planTermCells) as PlanTermSetting[];

/** The roaming safeguards, one row each in roaming-safeguards.csv, and how each is read. */
export const safeguardCells = {
  spending_cap_aed: aed({ min: 50, max: 10_000, what: "a monthly roaming spending cap" }),
  first_alert_percent: quantity({ min: 1, max: 100, unit: "%", what: "an alert" }),
  second_alert_percent: quantity({ min: 1, max: 100, unit: "%", what: "an alert" }),
} as const;
export type SafeguardSetting = keyof typeof safeguardCells;
const safeguardSettings = Object.keys(safeguardCells) as SafeguardSetting[];

/**
 * How roaming use is counted, one row each in roaming-terms.csv: the length of a roaming day
 * from its first chargeable use, and the steps calls and data are billed in.
 */
export const roamingTermCells = {
  roaming_day_hours: quantity({ min: 1, max: 72, what: "a roaming day in hours" }),
  call_step_seconds: quantity({ min: 1, max: 60, what: "a roaming call's billing step" }),
  data_step_kb: quantity({ min: 1, max: 1_000, unit: "KB", what: "roaming data's billing step" }),
} as const;
export type RoamingTermSetting = keyof typeof roamingTermCells;
const roamingTermSettings = Object.keys(roamingTermCells) as RoamingTermSetting[];

/**
 * What every tariff shares, one row each in tariff-terms.csv: the day the prices hold from,
 * and the step international calls are billed in (1: per second from the first second).
 */
export const tariffTermCells = {
  prices_from: isoDate,
  call_billing_step_seconds: quantity({
    min: 1,
    max: 60,
    what: "a call's billing step in seconds",
  }),
} as const;
export type TariffTermSetting = keyof typeof tariffTermCells;
const tariffTermSettings = Object.keys(tariffTermCells) as TariffTermSetting[];

/**
 * Every tariff file, by name, with the columns it must have and how each cell is read. A new
 * column is one line here (and a new figure for the code to show); a new file is one entry.
 * Cross-file rules (a zone that exists, every destination once) are checked by group of files,
 * each group in a module of its own (catalog-, zone-, term- and place-files.ts), in the order
 * load-tariffs.ts calls them; the reading itself is every team's (app/team-files/).
 */
export const tariffFiles = {
  "plans.csv": z.object({
    plan: oneOf(planIds, "plan"),
    monthly_price_aed: aed({ min: 10, max: 2_000, what: "a plan's monthly price" }),
    data_gb: quantityOrUnlimited({
      min: 0.5,
      max: 1_000,
      decimals: 1,
      unit: "GB",
      what: "a plan's data",
    }),
    local_minutes: quantityOrUnlimited({ min: 0, max: 10_000, what: "a plan's minutes" }),
    sms: quantityOrUnlimited({ min: 0, max: 10_000, what: "a plan's SMS" }),
    most_popular: yesNo,
    network: oneOf(networkGenerations, "network"),
  }),
  "data-packages.csv": z.object({
    package: oneOf(packageIds, "data package"),
    tab: oneOf(packagePeriods, "tab"),
    price_aed: aed({ min: 1, max: 1_000, what: "a data package's price" }),
    data_gb: quantityOrUnlimited({
      min: 0.1,
      max: 1_000,
      decimals: 1,
      unit: "GB",
      what: "a data package's data",
    }),
    valid_for: quantity({ min: 1, max: 365, what: "a data package's life" }),
    valid_unit: oneOf(["hours", "days"], "unit"),
  }),
  "call-zones.csv": z.object({
    zone: label,
    minute_aed: aed({ min: 0.01, max: 20, what: "an international minute" }),
    sms_aed: aed({ min: 0.01, max: 5, what: "an international SMS" }),
  }),
  // A row with no day pass (its three cells empty) is a network no pass covers: ships,
  // aircraft and satellite.
  "roaming-zones.csv": z.object({
    zone: label,
    day_pass_aed: orEmpty(aed({ min: 1, max: 500, what: "a roaming day pass" })),
    day_pass_data_mb: orEmpty(
      quantity({ min: 10, max: 100_000, unit: "MB", what: "a day pass's data" }),
    ),
    day_pass_minutes: orEmpty(quantity({ min: 0, max: 1_440, what: "a day pass's minutes" })),
    uae_or_local_minute_aed: aed({
      min: 0.01,
      max: 50,
      what: "a roaming minute to the UAE or within the country",
    }),
    other_country_minute_aed: aed({
      min: 0.01,
      max: 50,
      what: "a roaming minute to another country",
    }),
    received_minute_aed: aed({ min: 0, max: 50, what: "a roaming minute received" }),
    sms_aed: aed({ min: 0.01, max: 10, what: "a roaming SMS" }),
    data_mb_aed: aed({ min: 0.01, max: 50, what: "a roaming MB" }),
  }),
  // Codes that are no country's: satellite phones and international networks, priced by zone.
  "network-codes.csv": z.object({
    code: callingCode,
    // For the analyst's eye only: the site names each network in the locale modules.
    reference_name: anyText,
    call_zone: anyText,
  }),
  "call-home-packs.csv": z.object({
    pack: oneOf(callHomePackIds, "Call Home pack"),
    call_zone: anyText,
    minutes: quantity({ min: 1, max: 10_000, what: "a pack's minutes" }),
    price_aed: aed({ min: 1, max: 1_000, what: "a Call Home pack's price" }),
    valid_days: quantity({ min: 1, max: 365, what: "a pack's life in days" }),
  }),
  "destinations.csv": z.object({
    country: z.string(),
    // For the analyst's eye only: the site names countries from the platform's own list.
    reference_name: anyText,
    call_zone: anyText,
    roaming_zone: anyText,
  }),
  // The content team's: where the platform's name of a place is not what a UAE reader
  // expects (an empty cell keeps the platform's), and places listed with another country.
  "place-names.csv": z.object({
    country: z.string(),
    name_en: anyText,
    name_ar: anyText,
    listed_with: anyText,
  }),
  // The content team's: other names a place is found by, in either script; cities only on
  // the roaming page, where travellers type where they are going.
  "place-aliases.csv": z.object({
    alias: anyText,
    country: z.string(),
    kind: oneOf(["name", "city"], "kind"),
  }),
  // Each setting's value is read by the cell its setting names (planTermCells).
  "plan-terms.csv": z.object({
    setting: oneOf(planTermSettings, "setting"),
    value: anyText,
  }),
  // Each setting's value is read by the cell its setting names (tariffTermCells).
  "tariff-terms.csv": z.object({
    setting: oneOf(tariffTermSettings, "setting"),
    value: anyText,
  }),
  // Each setting's value is read by the cell its setting names (safeguardCells).
  "roaming-safeguards.csv": z.object({
    setting: oneOf(safeguardSettings, "setting"),
    value: anyText,
  }),
  // Each setting's value is read by the cell its setting names (roamingTermCells).
  "roaming-terms.csv": z.object({
    setting: oneOf(roamingTermSettings, "setting"),
    value: anyText,
  }),
} as const;

export type TariffFileName = keyof typeof tariffFiles;
export type TariffRow<File extends TariffFileName> = z.output<(typeof tariffFiles)[File]>;
