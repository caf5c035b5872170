import { packageIds, planIds } from "../domain/catalog.ts";
import type { PackageFigures, PlanFigures } from "./tariff-data.ts";
import { eachOnce, type TariffReader } from "./tariff-reader.ts";

// Vite's config loader reads this file too (through load-tariffs.ts), so it names `.ts` files.

/**
 * plans.csv and data-packages.csv: one row for each plan and each package the code names
 * (app/domain/catalog.ts), each once, and none missing.
 */
export function checkCatalog(files: TariffReader): {
  plans: PlanFigures[];
  internetPackages: PackageFigures[];
} {
  const plans = eachOnce(files, "plans.csv", planIds, (row) => row.plan, "plan");
  const packages = eachOnce(
    files,
    "data-packages.csv",
    packageIds,
    (row) => row.package,
    "package",
  );
  return {
    plans: plans.map(({ row }) => ({
      id: row.plan,
      monthlyPriceFils: row.monthly_price_aed,
      dataGb: row.data_gb,
      callMinutes: row.local_minutes,
      sms: row.sms,
      popular: row.most_popular,
      network: row.network,
    })),
    internetPackages: packages.map(({ row }) => ({
      id: row.package,
      period: row.tab,
      priceFils: row.price_aed,
      dataGb: row.data_gb,
      validity: { value: row.valid_for, unit: row.valid_unit === "hours" ? "hour" : "day" },
    })),
  };
}
