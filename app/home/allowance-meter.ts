import { type PlanId, UNLIMITED } from "../domain/catalog";
import { plans } from "../tariffs/tariffs";
import type { Amount } from "../tariffs/tariff-data";

/** The allowances a plan card draws a meter for, in the card's order. */
export const allowanceKinds = ["data", "calls", "sms"] as const;
export type AllowanceKind = (typeof allowanceKinds)[number];

/**
 * How much of a meter's track the largest limited allowance of any plan fills: the rest is
 * left for "unlimited", which fills it whole, so 15 GB never looks as much as unlimited data.
 */
export const LARGEST_LIMITED_SHARE = 0.75;

const amountOf = (kind: AllowanceKind, plan: (typeof plans)[number]): Amount =>
  kind === "data" ? plan.dataGb : kind === "calls" ? plan.callMinutes : plan.sms;

/**
 * Each allowance of the plan as a whole percentage of its meter's track, scaled against the
 * largest limited amount of that allowance among the plans; unlimited is 100.
 */
export function allowanceMeters(id: PlanId): Record<AllowanceKind, number> {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  const share = (kind: AllowanceKind) => {
    const amount = amountOf(kind, plan);
    if (amount === UNLIMITED) return 100;
    const limited = plans.map((other) => amountOf(kind, other)).filter((a) => a !== UNLIMITED);
    return Math.round((amount / Math.max(...limited)) * LARGEST_LIMITED_SHARE * 100);
  };
  return { data: share("data"), calls: share("calls"), sms: share("sms") };
}
