import { z } from "zod";
import { networkGenerations, packageIds, packagePeriods, planIds } from "../content/catalog.ts";
import {
  aed,
  anyText,
  count,
  countOrUnlimited,
  label,
  oneOf,
  positiveCount,
  yesNo,
} from "./cells.ts";

/**
 * The terms every plan shares, one row each in plan-terms.csv, and how each value is read:
 * out-of-bundle rates in AED, the notice of a price change in days, and the fair-use figures
 * of unlimited allowances (full-speed GB; minutes and SMS past which we may get in touch).
 */
export const planTermCells = {
  out_of_bundle_minute_aed: aed,
  out_of_bundle_sms_aed: aed,
  price_change_notice_days: positiveCount,
  fair_use_full_speed_gb: positiveCount,
  fair_use_minutes: positiveCount,
  fair_use_sms: positiveCount,
} as const;
export type PlanTermSetting = keyof typeof planTermCells;
const planTermSettings = Object.keys(planTermCells) as PlanTermSetting[];

/**
 * Every tariff file, by name, with the columns it must have and how each cell is read. A new
 * column is one line here (and a new figure for the code to show); a new file is one entry.
 * Cross-file rules (a zone that exists, every destination once) are in load-tariffs.ts.
 */
export const tariffFiles = {
  "plans.csv": z.object({
    plan: oneOf(planIds, "plan"),
    monthly_price_aed: aed,
    data_gb: countOrUnlimited,
    local_minutes: countOrUnlimited,
    sms: countOrUnlimited,
    most_popular: yesNo,
    network: oneOf(networkGenerations, "network"),
  }),
  "data-packages.csv": z.object({
    package: oneOf(packageIds, "data package"),
    tab: oneOf(packagePeriods, "tab"),
    price_aed: aed,
    data_gb: countOrUnlimited,
    valid_for: positiveCount,
    valid_unit: oneOf(["hours", "days"], "unit"),
  }),
  "call-zones.csv": z.object({
    zone: label,
    minute_aed: aed,
    sms_aed: aed,
  }),
  "roaming-zones.csv": z.object({
    zone: label,
    day_pass_aed: aed,
    day_pass_data_mb: positiveCount,
    day_pass_minutes: count,
    call_out_minute_aed: aed,
    call_in_minute_aed: aed,
    sms_aed: aed,
    data_mb_aed: aed,
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
  "roaming-safeguards.csv": z.object({
    setting: oneOf(["spending_cap_aed", "first_alert_percent", "second_alert_percent"], "setting"),
    value: aed,
  }),
} as const;

export type TariffFileName = keyof typeof tariffFiles;
export type TariffRow<File extends TariffFileName> = z.output<(typeof tariffFiles)[File]>;

/** The columns a file's header must name, in the schema's order. */
export function columnsOf(file: TariffFileName): string[] {
  return Object.keys(tariffFiles[file].shape);
}
