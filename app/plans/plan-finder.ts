import { type PackageId, type PlanId, UNLIMITED } from "../domain/catalog";
import type { Amount, Fils, PackageFigures, PlanFigures } from "../tariffs/tariff-data";

/** What a visitor uses in a month: data in GB and local minutes, either of them unlimited. */
export interface MonthlyUse {
  dataGb: Amount;
  minutes: Amount;
}

/** A way to cover a month's use: a plan, with a monthly data package or without. */
export interface PlanChoice {
  plan: PlanId;
  dataPackage: PackageId | null;
  monthlyPriceFils: Fils;
}

/**
 * The finder's answer: the cheapest choice, and why. `package-cheaper` says a plan with a
 * data package costs less than `cheapestPlanAlone`, the cheapest plan that covers the use on
 * its own (none when no plan's data reaches it).
 */
export type PlanAnswer =
  | { reason: "plan-covers"; choice: PlanChoice }
  | { reason: "package-cheaper"; choice: PlanChoice; cheapestPlanAlone: PlanChoice | null };

/** Only an unlimited allowance covers an unlimited need. */
const covers = (allowance: Amount, need: Amount) =>
  allowance === UNLIMITED || (need !== UNLIMITED && allowance >= need);
const plus = (a: Amount, b: Amount): Amount =>
  a === UNLIMITED || b === UNLIMITED ? UNLIMITED : a + b;
const dataOf = (allowance: Amount) => (allowance === UNLIMITED ? Infinity : allowance);

/**
 * The cheapest way to cover a month's data and local minutes: a plan alone, or a plan with
 * one monthly data package when that costs less. Minutes come from the plan only (no package
 * adds any). Packages that last less than a month do not count: a month's need would take
 * several, bought by hand. At the same price a plan alone wins (one thing on the bill), then
 * the choice with more data. Undefined only when nothing covers the use.
 */
export function cheapestPlanFor(
  use: MonthlyUse,
  plans: readonly PlanFigures[],
  packages: readonly PackageFigures[],
): PlanAnswer | undefined {
  const monthly = packages.filter((pack) => pack.period === "monthly");
  const candidates: { choice: PlanChoice; dataGb: Amount }[] = [];
  for (const plan of plans) {
    if (!covers(plan.callMinutes, use.minutes)) continue;
    if (covers(plan.dataGb, use.dataGb)) {
      candidates.push({
        choice: { plan: plan.id, dataPackage: null, monthlyPriceFils: plan.monthlyPriceFils },
        dataGb: plan.dataGb,
      });
      continue;
    }
    for (const pack of monthly) {
      const dataGb = plus(plan.dataGb, pack.dataGb);
      if (!covers(dataGb, use.dataGb)) continue;
      candidates.push({
        choice: {
          plan: plan.id,
          dataPackage: pack.id,
          monthlyPriceFils: plan.monthlyPriceFils + pack.priceFils,
        },
        dataGb,
      });
    }
  }
  const ranked = candidates.sort(
    (a, b) =>
      a.choice.monthlyPriceFils - b.choice.monthlyPriceFils ||
      Number(a.choice.dataPackage !== null) - Number(b.choice.dataPackage !== null) ||
      dataOf(b.dataGb) - dataOf(a.dataGb),
  );
  const best = ranked[0]?.choice;
  if (!best) return undefined;
  if (best.dataPackage === null) return { reason: "plan-covers", choice: best };
  const planAlone = ranked.find(({ choice }) => choice.dataPackage === null)?.choice ?? null;
  return { reason: "package-cheaper", choice: best, cheapestPlanAlone: planAlone };
}
