import { z } from "zod";
import { packageIds, packagePeriods, planIds } from "../content/catalog.ts";
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
