import type { z } from "zod";
import type { PlanTerms, RoamingSafeguards, RoamingTerms, TariffTerms } from "./tariff-data.ts";
import {
  type PlanTermSetting,
  planTermCells,
  type RoamingTermSetting,
  roamingTermCells,
  type SafeguardSetting,
  safeguardCells,
  type TariffTermSetting,
  tariffTermCells,
} from "./tariff-files.ts";
import type { TariffReader } from "./tariff-reader.ts";

// Vite's config loader reads this file too (through load-tariffs.ts), so it names `.ts` files.

/**
 * The `setting,value` files (roaming-safeguards.csv, roaming-terms.csv, plan-terms.csv and
 * tariff-terms.csv): each setting once, every one present, each value read by the cell its
 * setting names, and the roaming alerts in their order.
 */
export function checkTerms(files: TariffReader): {
  tariffTerms: TariffTerms;
  roamingSafeguards: RoamingSafeguards;
  roamingTerms: RoamingTerms;
  planTerms: PlanTerms;
} {
  const safeguards = settingValues(files, "roaming-safeguards.csv", safeguardCells);
  checkAlertsInOrder(
    safeguards.values,
    safeguards.lines.get("first_alert_percent"),
    (line, reason) => files.problem("roaming-safeguards.csv", line, reason),
  );
  const roamingTerms = settingValues(files, "roaming-terms.csv", roamingTermCells).values;
  const planTerms = settingValues(files, "plan-terms.csv", planTermCells).values;
  const tariffTerms = settingValues<TariffTermSetting, string | number>(
    files,
    "tariff-terms.csv",
    tariffTermCells,
  ).values;

  const setting = (name: SafeguardSetting) => safeguards.values.get(name) ?? 0;
  const tariffTerm = (name: TariffTermSetting) => tariffTerms.get(name) ?? "";
  const planTerm = (name: PlanTermSetting) => planTerms.get(name) ?? 0;
  const roamingTerm = (name: RoamingTermSetting) => roamingTerms.get(name) ?? 0;
  return {
    tariffTerms: {
      pricesFrom: String(tariffTerm("prices_from")),
      callBillingStepSeconds: Number(tariffTerm("call_billing_step_seconds")),
    },
    roamingSafeguards: {
      spendingCapFils: setting("spending_cap_aed"),
      firstAlertPercent: setting("first_alert_percent"),
      secondAlertPercent: setting("second_alert_percent"),
    },
    roamingTerms: {
      dayHours: roamingTerm("roaming_day_hours"),
      callStepSeconds: roamingTerm("call_step_seconds"),
      dataStepKb: roamingTerm("data_step_kb"),
    },
    planTerms: {
      outOfBundleMinuteFils: planTerm("out_of_bundle_minute_aed"),
      outOfBundleSmsFils: planTerm("out_of_bundle_sms_aed"),
      priceChangeNoticeDays: planTerm("price_change_notice_days"),
      fairUseFullSpeedGb: planTerm("fair_use_full_speed_gb"),
      fairUseMinutes: planTerm("fair_use_minutes"),
      fairUseSms: planTerm("fair_use_sms"),
    },
  };
}

/**
 * A `setting,value` file: each setting once, every one present, and each value read by
 * the cell its setting names; with the line each setting is on, for a rule between settings.
 */
function settingValues<Setting extends string, Value = number>(
  { read, unique, complete, problem }: TariffReader,
  file: "plan-terms.csv" | "roaming-safeguards.csv" | "roaming-terms.csv" | "tariff-terms.csv",
  cells: Record<Setting, z.ZodType<Value, string>>,
): { values: Map<Setting, Value>; lines: Map<Setting, number> } {
  const rows = unique(file, read(file), (row) => row.setting, "setting");
  const names = Object.keys(cells) as Setting[];
  complete(
    file,
    names,
    rows.map(({ row }) => row.setting),
    "setting",
  );
  const values = new Map<Setting, Value>();
  const lines = new Map<Setting, number>();
  for (const { line, row } of rows) {
    lines.set(row.setting as Setting, line);
    const result = cells[row.setting as Setting].safeParse(row.value);
    if (result.success) values.set(row.setting as Setting, result.data);
    else {
      for (const issue of result.error.issues) {
        problem(file, line, `value ${issue.message}`);
      }
    }
  }
  return { values, lines };
}

/** The first alert comes before the second, or a customer would get them out of order. */
function checkAlertsInOrder(
  safeguards: Map<SafeguardSetting, number>,
  line: number | undefined,
  problem: (line: number | undefined, reason: string) => void,
) {
  const first = safeguards.get("first_alert_percent");
  const second = safeguards.get("second_alert_percent");
  if (first === undefined || second === undefined || first < second) return;
  problem(
    line,
    `first_alert_percent ${first} must be below second_alert_percent ${second}: the first alert comes first`,
  );
}
